import type { Command } from '../command.js';
/**
 * `crawlstream demo`: the whole pipeline offline. Starts the emulator in this process, crawls a synthetic
 * site with progress bars, writes JSONL, Parquet, a partitioned Parquet dataset and a DuckDB table, reads
 * the Parquet back with an independent reader, counts the dataset's documents per host and the table's rows
 * with DuckDB, and prints throughput and peak memory. Needs no key and no network.
 */
export declare const demoCommand: Command;
