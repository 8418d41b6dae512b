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
export declare function columnTypes(rows: readonly Record<string, unknown>[], known: Readonly<Record<string, ColumnType>>): Map<string, string> | undefined;
/** `name` quoted as an SQL identifier. */
export declare function quoted(name: string): string;
/**
 * `db` whose failures are {@link DatabaseError}s naming the database and table, with the database's own
 * code (a Postgres SQLSTATE, a socket's `ECONNREFUSED`) when it has one. Messages of database clients do not
 * hold passwords; the database is named by a URL without one.
 */
export declare function withDatabaseErrors(db: TableBackend, table: string): TableBackend;
/** `err` as a {@link DatabaseError} of `database` and `table` (one already is stays as it is). */
export declare function databaseError(err: unknown, database: string, table: string): DatabaseError;
