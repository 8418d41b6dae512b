/**
 * What the table sink needs of a database, implemented once for Postgres (`postgres-backend.ts`) and once
 * for DuckDB (`duckdb-backend.ts`). Everything else (the schema, the merge, the checkpoint row, the
 * transaction around them) is written once, in SQL both understand (`table-export.ts`).
 */
import { DatabaseError } from '../../errors/errors.js';
/**
 * Rows of `information_schema.columns` (`column_name`, `data_type`) as {@link TableBackend.columns} gives
 * them: each type as a {@link ColumnType} when `known` names it, else as the database does; `undefined` for
 * no rows (no such table).
 */
export function columnTypes(rows, known) {
    if (rows.length === 0)
        return undefined;
    return new Map(rows.map((r) => [String(r.column_name), known[String(r.data_type)] ?? String(r.data_type)]));
}
/** `name` quoted as an SQL identifier. */
export function quoted(name) {
    return `"${name.replace(/"/g, '""')}"`;
}
/**
 * `db` whose failures are {@link DatabaseError}s naming the database and table, with the database's own
 * code (a Postgres SQLSTATE, a socket's `ECONNREFUSED`) when it has one. Messages of database clients do not
 * hold passwords; the database is named by a URL without one.
 */
export function withDatabaseErrors(db, table) {
    const guard = (call) => async (...args) => {
        try {
            return await call(...args);
        }
        catch (err) {
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
        columns: guard((t) => db.columns(t)),
        hasUrlKey: guard((t) => db.hasUrlKey(t)),
        run: guard((sql, params) => db.run(sql, params)),
        rows: guard((sql, params) => db.rows(sql, params)),
        load: guard(async (t, columns, staging) => {
            const load = await db.load(t, columns, staging);
            return { write: guard((rows) => load.write(rows)), end: guard(() => load.end()) };
        }),
        close: () => db.close(),
    };
}
/** `err` as a {@link DatabaseError} of `database` and `table` (one already is stays as it is). */
export function databaseError(err, database, table) {
    if (err instanceof DatabaseError)
        return err;
    const code = err.code;
    const message = err instanceof Error ? err.message : String(err);
    return new DatabaseError(`${database} table ${table}: ${message}${typeof code === 'string' ? ` (${code})` : ''}`, { database, table, cause: err, ...(typeof code === 'string' ? { code } : {}) });
}
