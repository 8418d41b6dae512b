import type { BatchScrapeRequest } from '../../schemas/batch-scrape.js';
import type { Command, ParsedInput } from '../command.js';
/**
 * Reads a URL list file: one URL per line; blank lines and lines starting with `#` are skipped. `-` reads
 * stdin.
 */
export declare function readUrlsFile(path: string): Promise<string[]>;
/** Builds the batch scrape request: the URLs from the arguments and `--urls-file`, plus scrape options. */
export declare function batchRequestFromInput({ flags, positionals, }: ParsedInput): Promise<BatchScrapeRequest>;
/** `crawlstream batch <url...> -o <file>`: scrape a list of URLs as one batch job and export the pages. */
export declare const batchCommand: Command;
