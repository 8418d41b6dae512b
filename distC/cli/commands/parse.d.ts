import type { Command } from '../command.js';
/** `crawlstream parse FILE... -o OUT.jsonl`: files (PDF, HTML, office documents) into documents. */
export declare const parseCommand: Command;
