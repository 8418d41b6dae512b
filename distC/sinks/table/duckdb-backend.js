/**
 * The table sink's DuckDB connection, through `@duckdb/node-api` (an optional dependency: loaded only when
 * an export writes to a DuckDB file). Rows go in with DuckDB's appender, inside the open transaction.
 */
import { isUtf8 } from 'node:buffer';
import { sleep } from '../../http/sleep.js';
import { Utf8Text } from './document-fields.js';
import { appendByChunks } from './duckdb-chunks.js';
import { duckdbClient } from './optional-client.js';
import { columnTypes, quoted } from './table-backend.js';
const SQL_TYPES = {
    text: 'VARCHAR',
    integer: 'INTEGER',
    json: 'JSON',
    timestamp: 'TIMESTAMP WITH TIME ZONE',
};
const KNOWN_TYPES = {
    VARCHAR: 'text',
    INTEGER: 'integer',
    JSON: 'json',
    'TIMESTAMP WITH TIME ZONE': 'timestamp',
};
/**
 * How much write-ahead log DuckDB gathers before it checkpoints into the file. DuckDB's default, 16 MB,
 * makes an export of large documents quadratic: a table of pages of 100 KB and more fits in one row group,
 * and every checkpoint rewrites it whole (a 600 MB export measured 21 s and 2.9 GB RSS with it, 5.5 s and
 * 1.1 GB with this; `benchmarks/README.md`, "Databases"). The log is durable either way: commits are.
 */
const CHECKPOINT_THRESHOLD = '1GB';
/**
 * Characters of document JSON turned into rows while a commit runs: the next second of pages is read and
 * scanned while DuckDB writes the last one's rows to its log.
 */
const HELD_WHILE_COMMITTING = 64 << 20;
/**
 * The temporary table an `append` load's rows go through, and the types a load holds columns as (there and
 * in the staging table of a `merge`): text as `BLOB`, JSON and times as text.
 */
const LOAD_TABLE = 'crawlstream_load';
const LOAD_TYPES = {
    text: 'BLOB',
    integer: 'INTEGER',
    json: 'VARCHAR',
    timestamp: 'VARCHAR',
};
/** A load table's column as the value of the table's column of `type`. */
function fromLoad(column, type) {
    return type === 'text'
        ? `decode(${column})`
        : type === 'integer'
            ? column
            : `CAST(${column} AS ${SQL_TYPES[type]})`;
}
function appendCell(appender, type, value) {
    if (value === null)
        appender.appendNull();
    else if (type === 'integer')
        appender.appendInteger(value);
    else if (type === 'text')
        appender.appendBlob(utf8Bytes(value));
    else
        appender.appendVarchar(value.toString());
}
/** A text's UTF-8 bytes; bytes that are not UTF-8 decode with U+FFFD in their place, as a string would. */
function utf8Bytes(value) {
    if (value instanceof Utf8Text)
        return isUtf8(value.bytes) ? value.bytes : Buffer.from(value.toString());
    return Buffer.from(String(value));
}
/**
 * The open DuckDB instances of this process by file, with the connections using each: DuckDB opens a file
 * once per process, so a table export and a pipeline's state in the same file share its instance.
 */
const instances = new Map();
/** How long an open waits for a file another process holds (`waitForDuckdbLocks`); 0: it fails at once. */
let lockWaitMs = 0;
/** How often an open that waits tries the file again. */
const LOCK_RETRY_MS = 250;
/**
 * Makes every open of a DuckDB file in this process wait up to `ms` for a file another process holds,
 * trying again every {@link LOCK_RETRY_MS}, instead of failing at once. A fleet's worker waits: the holder is
 * another attempt of the same run, which BullMQ took for dead when it had only stalled past its lease, and
 * which ends or dies (DuckDB admits one process to a file, so the two never write at once).
 */
export function waitForDuckdbLocks(ms) {
    lockWaitMs = ms;
}
/** The DuckDB instance of the file at `path`, once no other process holds it or the wait is over. */
async function createInstance(path) {
    const { DuckDBInstance } = await duckdbClient();
    const deadline = Date.now() + lockWaitMs;
    for (;;) {
        try {
            return await DuckDBInstance.create(path, { checkpoint_threshold: CHECKPOINT_THRESHOLD });
        }
        catch (err) {
            if (!/Could not set lock on file/.test(String(err.message)) || Date.now() >= deadline)
                throw err;
            await sleep(LOCK_RETRY_MS);
        }
    }
}
/** Opens (or creates) the DuckDB file at `path`: a connection of its own to the file's instance. */
export async function openDuckdb(path) {
    let open = instances.get(path);
    if (!open) {
        open = { instance: createInstance(path), users: 0 };
        instances.set(path, open);
        open.instance.catch(() => instances.delete(path));
    }
    open.users++;
    try {
        const instance = await open.instance;
        return new DuckdbBackend(instance, await instance.connect(), path);
    }
    catch (err) {
        release(path);
        throw err;
    }
}
/** One user of `path`'s instance is done: whether it was the last (who then closes the instance). */
function release(path) {
    const open = instances.get(path);
    if (!open)
        return true;
    open.users--;
    if (open.users > 0)
        return false;
    instances.delete(path);
    return true;
}
class DuckdbBackend {
    database;
    dialect = 'duckdb';
    heldWhileCommitting = HELD_WHILE_COMMITTING;
    #instance;
    #connection;
    #closed = false;
    constructor(instance, connection, path) {
        this.#instance = instance;
        this.#connection = connection;
        this.database = path;
    }
    sqlType(type) {
        return SQL_TYPES[type];
    }
    stagingType(type) {
        return LOAD_TYPES[type];
    }
    fromStaging(column, type) {
        return fromLoad(column, type);
    }
    async columns(table) {
        const rows = await this.rows("SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = 'main' AND table_catalog = current_database() AND table_name = $1", [table]);
        return columnTypes(rows, KNOWN_TYPES);
    }
    async hasUrlKey(table) {
        const rows = await this.rows("SELECT constraint_column_names::VARCHAR[] AS names FROM duckdb_constraints() WHERE schema_name = 'main' AND table_name = $1 AND constraint_type IN ('PRIMARY KEY', 'UNIQUE')", [table]);
        return rows.some((r) => {
            const names = r.names;
            return names.length === 1 && names[0] === 'canonical_url';
        });
    }
    async run(sql, params = []) {
        const result = await this.#connection.run(sql, duckdbParams(params));
        return Number(result.rowsChanged);
    }
    async rows(sql, params = []) {
        const reader = await this.#connection.runAndReadAll(sql, duckdbParams(params));
        return reader.getRowObjectsJS();
    }
    /**
     * Rows go through the appender into a table whose text columns are `BLOB`s: a text the document scan left
     * as UTF-8 bytes ({@link Utf8Text}) is appended as it is, where the appender's `VARCHAR` takes a
     * JavaScript string (decoding the bytes, then encoding them again, took a third of the export's CPU
     * time). That table is the staging table of a `merge`; for an `append`, a temporary table whose rows `end`
     * moves into `table` with `decode` (which checks the UTF-8).
     */
    async load(table, columns, staging) {
        const into = staging ? table : LOAD_TABLE;
        if (!staging) {
            const typed = columns.map((c) => `${quoted(c.name)} ${LOAD_TYPES[c.type]}`);
            await this.run(`CREATE OR REPLACE TEMP TABLE ${LOAD_TABLE} (${typed.join(', ')})`);
        }
        // The appender takes every column of the table in its order: a column the load does not write is null.
        const order = await this.rows("SELECT column_name FROM information_schema.columns WHERE table_catalog = 'temp' AND table_schema = 'main' AND table_name = $1 ORDER BY ordinal_position", [into]);
        const position = new Map(columns.map((c, i) => [c.name, i]));
        const source = order.map((r) => position.get(String(r.column_name)) ?? -1);
        const types = source.map((i) => columns[i]?.type);
        const appender = await this.#connection.createAppender(into, 'main', 'temp');
        return {
            write: async (rows) => {
                for (const row of rows) {
                    for (let c = 0; c < source.length; c++) {
                        const i = source[c];
                        appendCell(appender, types[c] ?? 'text', i === -1 ? null : (row[i] ?? null));
                    }
                    appender.endRow();
                }
            },
            end: async () => {
                try {
                    appender.flushSync();
                }
                finally {
                    appender.closeSync();
                }
                if (staging)
                    return;
                const names = columns.map((c) => quoted(c.name));
                const values = columns.map((c) => fromLoad(quoted(c.name), c.type));
                await this.run(`INSERT INTO ${quoted(table)} (${names.join(', ')}) SELECT ${values.join(', ')} FROM ${LOAD_TABLE}`);
                await this.run(`DROP TABLE ${LOAD_TABLE}`);
            },
        };
    }
    appendRows(table, rows) {
        return appendByChunks(this.#connection, table, rows);
    }
    async close() {
        if (this.#closed)
            return;
        this.#closed = true;
        await this.#connection.run('ROLLBACK').catch(() => undefined);
        this.#connection.closeSync();
        if (release(this.database))
            this.#instance.closeSync();
    }
}
/** A statement's parameters as DuckDB binds them: text, numbers, booleans and nulls. */
function duckdbParams(params) {
    if (params.length === 0)
        return undefined;
    if (params.some((p) => p instanceof Uint8Array))
        throw new TypeError('DuckDB statements take no byte parameters: rows of bytes go through the appender');
    return params;
}
