import type { Command } from '../command.js';
/** `crawlstream papers <query>`: research papers whose abstracts answer the query, as JSONL. */
export declare const papersCommand: Command;
