import type { Client } from '../client.js';
import type { CliContext } from './cli-context.js';
import { ExitCode } from './exit-codes.js';
/** What the table step did: the export's time and what DuckDB reads back. */
export interface DemoTable {
    path: string;
    seconds: number;
    rows: number;
    urls: number;
    /** The largest `markdown` of the table, in characters. */
    longestMarkdown: number;
}
/** Exports job `jobId` into `path` (replacing an earlier demo's file) and counts its rows with DuckDB. */
export declare function demoTable(client: Client, jobId: string, path: string, ctx: CliContext): Promise<DemoTable | 'no-duckdb' | ExitCode>;
