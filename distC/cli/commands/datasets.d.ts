import type { Command } from '../command.js';
/**
 * `crawlstream datasets clean s3://bucket/prefix/`: finds the multipart uploads an export started under a
 * prefix and never completed (a crash, or an export kept resumable and then given up), and aborts them, so
 * the store stops keeping their parts.
 */
export declare const datasetsCommand: Command;
