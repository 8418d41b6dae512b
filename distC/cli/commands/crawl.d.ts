import type { CrawlRequest } from '../../schemas/crawl.js';
import type { Command, ParsedInput } from '../command.js';
/**
 * Builds the crawl request from the command line. Flags not given stay out of the request, so the service
 * applies its own defaults.
 */
export declare function crawlRequestFromInput({ flags, positionals }: ParsedInput): CrawlRequest;
/** `crawlstream crawl <url> -o <file>`: start a crawl and export its documents while it runs. */
export declare const crawlCommand: Command;
