import type { Command, ParsedInput } from '../command.js';
/** The search request the command line describes; flags not given are left to the service. */
export declare function searchRequestFromInput({ flags, positionals }: ParsedInput): Record<string, unknown>;
/** `crawlstream search <query>`: web, image and news results as JSONL, optionally scraped. */
export declare const searchCommand: Command;
