import type { Command } from '../command.js';
/** `crawlstream pages <jobId>`: export the documents of an existing crawl or batch job. */
export declare const pagesCommand: Command;
