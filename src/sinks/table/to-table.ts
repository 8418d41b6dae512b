import type { OperatorFunction } from 'rxjs';
import { map } from 'rxjs';
import { FencedError } from '../../errors/errors.js';
import type { Checkpoint } from '../checkpoint.js';
import { runStoreSink, type SinkOptions, type SinkPage } from '../run-sink.js';
import type { SinkSummary } from '../sink-summary.js';
import { redactedUrl } from './database-url.js';
import { databaseError, type TableBackend, withDatabaseErrors } from './table-backend.js';
import { hasExportsTable, latestUnfinished, readExport } from './table-checkpoint.js';
import { TableExport } from './table-export.js';
import { claimFence } from './table-fence.js';
import { isTableName, TABLE_NAME_RULE, type WriteMode } from './table-schema.js';

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
export function toTable(
  target: string,
  options: ToTableOptions = {},
): OperatorFunction<SinkPage, TableSummary> {
  const table = tableName(options.table);
  const write = options.write ?? 'merge';
  if (write !== 'merge' && write !== 'append') {
    throw new RangeError(`toTable: write must be 'merge' or 'append', got ${JSON.stringify(write)}`);
  }
  const { database, connect } = tableDatabase(target, options.env ?? process.env);
  const settings = { table, write, jobId: options.jobId, fence: options.fence };
  return (source) => {
    let current: TableExport | undefined;
    const store = () => {
      current = new TableExport(
        database,
        async () => {
          try {
            return withDatabaseErrors(await connect(), table);
          } catch (err) {
            throw databaseError(err, database, table);
          }
        },
        settings,
      );
      return current;
    };
    return source.pipe(
      runStoreSink(
        store,
        'table',
        // A fleet's run commits after each page: never idle inside a transaction (see `table-fence.ts`).
        { ...options, defaultCheckpointIntervalMs: options.fence === undefined ? 1000 : 0 },
        async () => current as TableExport,
      ),
      map((summary) => ({
        ...summary,
        database,
        table,
        write,
        rowsChanged: current?.rowsChanged ?? 0,
      })),
    );
  };
}

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
export async function readTableCheckpoint(
  target: string,
  options: ReadTableCheckpointOptions = {},
): Promise<Checkpoint | undefined> {
  return onTableDatabase(target, options, async (db, table) => {
    if (!(await hasExportsTable(db))) return undefined;
    return options.jobId === undefined
      ? await latestUnfinished(db, table, options.latest === true)
      : await readExport(db, table, options.jobId);
  });
}

/** Claims `token` for `options.table` in its database (see `Destination.claimFence`). */
export async function claimTableFence(
  target: string,
  options: { table?: string | undefined; env?: NodeJS.ProcessEnv | undefined },
  token: number,
): Promise<void> {
  await onTableDatabase(target, options, (db, table, database) => claimFence(db, table, token, database));
}

/**
 * `use` on a connection of its own to the database of `target`, closed after; a failure of the database is a
 * `DatabaseError` naming it and the table, a refused token stays a `FencedError`.
 */
async function onTableDatabase<T>(
  target: string,
  options: { table?: string | undefined; env?: NodeJS.ProcessEnv | undefined },
  use: (db: TableBackend, table: string, database: string) => Promise<T>,
): Promise<T> {
  const table = tableName(options.table);
  const { database, connect } = tableDatabase(target, options.env ?? process.env);
  let db: TableBackend | undefined;
  try {
    db = withDatabaseErrors(await connect(), table);
    return await use(db, table, database);
  } catch (err) {
    throw err instanceof FencedError ? err : databaseError(err, database, table);
  } finally {
    await db?.close();
  }
}

function tableName(table = 'pages'): string {
  if (!isTableName(table)) {
    throw new RangeError(`toTable: table must be ${TABLE_NAME_RULE}, got ${JSON.stringify(table)}`);
  }
  return table;
}

/** The database `target` names and how to connect to it. */
export function tableDatabase(
  target: string,
  env: NodeJS.ProcessEnv,
): { database: string; connect: () => Promise<TableBackend> } {
  if (/^postgres(ql)?:\/\//i.test(target)) {
    return {
      database: redactedUrl(target),
      connect: async () => (await import('./postgres-backend.js')).connectPostgres(target, env),
    };
  }
  const path = target.replace(/^duckdb:/i, '');
  if (/^duckdb:/i.test(target) || /\.(duckdb|ddb)$/i.test(path)) {
    return { database: path, connect: async () => (await import('./duckdb-backend.js')).openDuckdb(path) };
  }
  throw new RangeError(
    `toTable: target must be a postgres:// URL or a DuckDB file (ending in .duckdb, or duckdb:PATH), got ${JSON.stringify(redactedUrl(target))}`,
  );
}
