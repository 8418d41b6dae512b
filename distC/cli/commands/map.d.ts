import type { Command, ParsedInput } from '../command.js';
/** The map request the command line describes; flags not given are left to the service. */
export declare function mapRequestFromInput({ flags, positionals }: ParsedInput): Record<string, unknown>;
/** `crawlstream map <url>`: list a site's URLs as JSONL (`{url, title?, description?}`). */
export declare const mapCommand: Command;
