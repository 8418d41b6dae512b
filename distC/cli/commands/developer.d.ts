import type { Command } from '../command.js';
/** `crawlstream developer <query>`: the developer index's ranked passages as JSONL. */
export declare const developerCommand: Command;
