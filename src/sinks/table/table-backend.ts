/**
 * What the table sink needs of a database, implemented once for Postgres (`postgres-backend.ts`) and once
 * for DuckDB (`duckdb-backend.ts`). Everything else (the schema, the merge, the checkpoint row, the
 * transaction around them) is written once, in SQL both understand (`table-export.ts`).
 */
import { DatabaseError } from '../../errors/errors.js';
import type { ChunkCell } from './duckdb-chunks.js';
import type { CellValue, ColumnType, TableColumn } from './table-columns.js';

/**
 * A statement's parameter. Bytes go to Postgres in binary format, read by the type the statement casts them
 * to (a `vector` in pgvector's binary form: `vectorBytes`); DuckDB takes none (its rows of bytes go through
 * the appender).
 */
export type SqlParam = string | number | boolean | null | Uint8Array;

/** One connection to the database a table sink writes. Calls never overlap. */
export interface TableBackend {
  /** The database as messages name it: a URL without its password, or the DuckDB file. */
  readonly database: string;
  /** Which database it is, for what the two spell differently (a vector column's type). */
  readonly dialect: 'postgres' | 'duckdb';
  /**
   * Characters of document JSON an export may turn into rows while a checkpoint's commit runs in the
   * background; 0 commits in the foreground. A DuckDB commit writes the transaction's rows (its write-ahead
   * log), seconds for a large batch; Postgres has them already (`COPY` sends rows as they are made), and
   * holding rows would only add memory.
   */
  readonly heldWhileCommitting: number;
  /** The SQL type of a column type in this database. */
  sqlType(type: ColumnType): string;
  /** The SQL type a staging table (the rows of a `merge` before they are merged) holds a column type as. */
  stagingType(type: ColumnType): string;
  /** The SQL that reads `column`, a staging table's column of `type`, as a value of the table's column. */
  fromStaging(column: string, type: ColumnType): string;
  /**
   * The columns of `table` by name, each type as a {@link ColumnType} when it is one this sink writes, else
   * as the database names it; `undefined` when there is no such table.
   */
  columns(table: string): Promise<Map<string, string> | undefined>;
  /** Whether `table` has a primary key or unique constraint on `canonical_url` alone (a `merge` table). */
  hasUrlKey(table: string): Promise<boolean>;
  /** Runs one statement (`$1`, `$2`, ... for parameters); resolves with the rows it changed. */
  run(sql: string, params?: readonly SqlParam[]): Promise<number>;
  /** Runs one query and returns its rows as objects. */
  rows(sql: string, params?: readonly SqlParam[]): Promise<Record<string, unknown>[]>;
  /**
   * Starts a bulk load of rows into `table` (in the open transaction): `COPY` for Postgres, the appender for
   * DuckDB. `staging`: `table` is a temporary staging table of this connection, its columns of
   * {@link TableBackend.stagingType}.
   */
  load(table: string, columns: readonly TableColumn[], staging: boolean): Promise<RowLoad>;
  /**
   * DuckDB: appends rows to `table`, a temporary table of this connection, by data chunks of its own column
   * types (`duckdb-chunks.ts`), a `FLOAT[n]` cell as a `Float32Array`. Postgres has none.
   */
  appendRows?(table: string, rows: readonly (readonly ChunkCell[])[]): Promise<void>;
  /** Closes the connection; an open transaction is rolled back. Safe to call more than once. */
  close(): Promise<void>;
}

/** A bulk load in progress. */
export interface RowLoad {
  /** Sends rows (values in the load's column order); resolves when more may be sent (backpressure). */
  write(rows: readonly (readonly CellValue[])[]): Promise<void>;
  /** Ends the load; resolves once the database has every row (still uncommitted). */
  end(): Promise<void>;
}

/**
 * Rows of `information_schema.columns` (`column_name`, `data_type`) as {@link TableBackend.columns} gives
 * them: each type as a {@link ColumnType} when `known` names it, else as the database does; `undefined` for
 * no rows (no such table).
 */
export function columnTypes(
  rows: readonly Record<string, unknown>[],
  known: Readonly<Record<string, ColumnType>>,
): Map<string, string> | undefined {
  if (rows.length === 0) return undefined;
  return new Map(rows.map((r) => [String(r.column_name), known[String(r.data_type)] ?? String(r.data_type)]));
}

/** `name` quoted as an SQL identifier. */
export function quoted(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * `db` whose failures are {@link DatabaseError}s naming the database and table, with the database's own
 * code (a Postgres SQLSTATE, a socket's `ECONNREFUSED`) when it has one. Messages of database clients do not
 * hold passwords; the database is named by a URL without one.
 */
export function withDatabaseErrors(db: TableBackend, table: string): TableBackend {
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (err) {
        throw databaseError(err, db.database, table);
      }
    };
  const appendRows = db.appendRows?.bind(db);
  return {
    ...(appendRows === undefined ? {} : { appendRows: guard(appendRows) }),
    database: db.database,
    dialect: db.dialect,
    heldWhileCommitting: db.heldWhileCommitting,
    sqlType: (type) => db.sqlType(type),
    stagingType: (type) => db.stagingType(type),
    fromStaging: (column, type) => db.fromStaging(column, type),
    columns: guard((t: string) => db.columns(t)),
    hasUrlKey: guard((t: string) => db.hasUrlKey(t)),
    run: guard((sql: string, params?: readonly SqlParam[]) => db.run(sql, params)),
    rows: guard((sql: string, params?: readonly SqlParam[]) => db.rows(sql, params)),
    load: guard(async (t: string, columns: readonly TableColumn[], staging: boolean) => {
      const load = await db.load(t, columns, staging);
      return { write: guard((rows) => load.write(rows)), end: guard(() => load.end()) } satisfies RowLoad;
    }),
    close: () => db.close(),
  };
}

/** `err` as a {@link DatabaseError} of `database` and `table` (one already is stays as it is). */
export function databaseError(err: unknown, database: string, table: string): DatabaseError {
  if (err instanceof DatabaseError) return err;
  const code = (err as { code?: unknown }).code;
  const message = err instanceof Error ? err.message : String(err);
  return new DatabaseError(
    `${database} table ${table}: ${message}${typeof code === 'string' ? ` (${code})` : ''}`,
    { database, table, cause: err, ...(typeof code === 'string' ? { code } : {}) },
  );
}
