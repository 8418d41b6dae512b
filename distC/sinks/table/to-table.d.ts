import type { OperatorFunction } from 'rxjs';
import type { Checkpoint } from '../checkpoint.js';
import { type SinkOptions, type SinkPage } from '../run-sink.js';
import type { SinkSummary } from '../sink-summary.js';
import { type TableBackend } from './table-backend.js';
import { type WriteMode } from './table-schema.js';
/** Options of {@link toTable}. */
export interface ToTableOptions extends SinkOptions {
    /**
     * The table to write: a plain SQL name (letters, digits, `_`), created when missing.
     * @default 'pages'
     */
    table?: string;
    /**
     * `'merge'` keeps one row per canonical URL: a page scraped again replaces its row when something changed
     * (an unchanged row is not rewritten), so the table says what each page says now, and exporting a job
     * again never doubles a page. `'append'` keeps every document as a row with its `job_id` and
     * `scraped_at`: the history of every run (a new export of the same job replaces that job's rows).
     * @default 'merge'
     */
    write?: WriteMode;
    /**
     * The job whose export to continue (`resume`) or refuse to overwrite; without it, the table's latest
     * unfinished export.
     */
    jobId?: string;
    /**
     * Where the standard `PG*` variables (`PGHOST`, `PGPORT`, `PGUSER`, `PGPASSWORD`, `PGDATABASE`) are read
     * for what a Postgres URL leaves out.
     * @default process.env
     */
    env?: NodeJS.ProcessEnv;
    /**
     * Least time between commits in ms: each commits the rows of the pages since the last one together with
     * the export's cursor, in one transaction. 0 commits after every page.
     * @default 1000
     */
    checkpointIntervalMs?: number;
}
/** What {@link toTable} emits once the last rows and the cursor are committed. */
export interface TableSummary extends SinkSummary {
    /** The database, as a URL without its password (Postgres) or the file (DuckDB). */
    database: string;
    table: string;
    write: WriteMode;
    /** Rows this run inserted or changed (`merge` does not count a row that was already the same). */
    rowsChanged: number;
}
/**
 * Writes the documents of a crawl or batch-scrape job into a table of a Postgres database
 * (`postgres://user:password@host:port/db`) or of a DuckDB file (`site.duckdb`): the Parquet sink's columns
 * in snake_case (`canonical_url`, `url`, `source_url`, `title`, `description`, `language`, `status_code`,
 * `error`, `warning`, `change_status`, `previous_scrape_at`, `metadata` as JSON, `job_id`, `scraped_at`),
 * then one column per format (`markdown`, `html`, `raw_html`, `links`, `json`, ...), added to the table when an
 * export first brings one.
 *
 * Exactly once without a side file: the rows of the pages since the last commit and the export's cursor
 * (a row of `crawlstream_exports`, keyed by table and job) commit in one transaction, at most once a
 * second. `resume: true` reads the cursor back from the database; a kill at any instant loses only what
 * was not committed, which the resumed run fetches again.
 *
 * The database client is an optional dependency: `npm install pg pg-copy-streams` for Postgres,
 * `npm install @duckdb/node-api` for DuckDB.
 *
 * @example
 * ```ts
 * const summary = await lastValueFrom(
 *   client.crawlPages(jobId).pipe(toTable('postgres://etl@db.internal/web', { table: 'pages', jobId })),
 * );
 * // { database: 'postgres://etl@db.internal/web', table: 'pages', write: 'merge', records: 1200, ... }
 * ```
 */
export declare function toTable(target: string, options?: ToTableOptions): OperatorFunction<SinkPage, TableSummary>;
/** Options of {@link readTableCheckpoint}. */
export type ReadTableCheckpointOptions = Pick<ToTableOptions, 'table' | 'jobId' | 'env'> & {
    /** Without `jobId`: the table's latest export, finished or not (default: its latest unfinished one). */
    latest?: boolean | undefined;
};
/**
 * The cursor of an export into a table, read from the database: the export of `jobId`, or without it the
 * table's latest unfinished one; `undefined` when there is none.
 *
 * @example
 * ```ts
 * const cp = await readTableCheckpoint('site.duckdb', { table: 'pages' });
 * if (cp?.jobId && !cp.complete) {
 *   await lastValueFrom(client.crawlPages(cp.jobId, { from: cp.cursor }).pipe(toTable('site.duckdb', { resume: true })));
 * }
 * ```
 */
export declare function readTableCheckpoint(target: string, options?: ReadTableCheckpointOptions): Promise<Checkpoint | undefined>;
/** The database `target` names and how to connect to it. */
export declare function tableDatabase(target: string, env: NodeJS.ProcessEnv): {
    database: string;
    connect: () => Promise<TableBackend>;
};
