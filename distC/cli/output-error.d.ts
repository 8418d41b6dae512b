import type { Destination } from './output-target.js';
/**
 * A note for an export that failed on its output file: a write error carries no path (it names the file
 * descriptor's syscall only), so the output path and what to do are added. Empty for any other error.
 */
export declare function outputErrorNote(error: unknown, output: Destination): string;
