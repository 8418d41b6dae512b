import type { Command } from '../command.js';
/**
 * `crawlstream query "QUESTION" -i vectors.duckdb`: the chunks of a vector table nearest to a question,
 * embedded with the model the table records, by the same server (`--embed-url`, else `EMBEDDINGS_URL`, else
 * OpenAI's).
 */
export declare const queryCommand: Command;
