/**
 * The table sink's Postgres connection, through `pg` and `pg-copy-streams` (optional dependencies: loaded
 * only when an export writes to Postgres). Rows go in with `COPY ... FROM STDIN (FORMAT csv)`, written as
 * pages arrive, so the server stores one page while the next is fetched; a full socket pauses the export.
 */
import { once } from 'node:events';
import { redactedUrl } from './database-url.js';
import { optionalClient } from './optional-client.js';
import { columnTypes, quoted } from './table-backend.js';
const SQL_TYPES = {
    text: 'text',
    integer: 'integer',
    json: 'jsonb',
    timestamp: 'timestamptz',
};
/** Postgres's names of the column types this sink writes (`information_schema.columns.data_type`). */
const KNOWN_TYPES = {
    text: 'text',
    integer: 'integer',
    jsonb: 'json',
    json: 'json',
    'timestamp with time zone': 'timestamp',
};
/**
 * Connects to the database `url` names (`postgres://user:password@host:port/db`); what it leaves out comes
 * from the standard `PG*` environment variables (`PGHOST`, `PGPORT`, `PGUSER`, `PGPASSWORD`, `PGDATABASE`).
 */
export async function connectPostgres(url, env) {
    const [{ default: pg }, copyStreams] = await optionalClient('Postgres', () => Promise.all([import('pg'), import('pg-copy-streams')]), 'pg pg-copy-streams');
    const config = { connectionString: completedUrl(url, env), application_name: 'crawlstream' };
    const client = new pg.Client(config);
    const backend = new PostgresBackend(client, redactedUrl(url), copyStreams.from);
    await client.connect();
    return backend;
}
/**
 * `url` with what it leaves out taken from `env`'s `PG*` variables. `pg` reads a connection string's parts
 * over any other setting, and where the string has none, the process's environment, which is not `env`
 * when a caller passes its own: so they go into the string, as the query parameters `pg` reads first (the
 * database as the path, which `pg` reads only there).
 */
function completedUrl(url, env) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return url;
    }
    for (const [part, name] of [
        ['host', 'PGHOST'],
        ['port', 'PGPORT'],
        ['user', 'PGUSER'],
        ['password', 'PGPASSWORD'],
    ]) {
        const value = env[name];
        if (value !== undefined && !urlHas(parsed, part) && !parsed.searchParams.has(part)) {
            parsed.searchParams.set(part, value);
        }
    }
    if (env.PGDATABASE !== undefined && !urlHas(parsed, 'database')) {
        parsed.pathname = `/${encodeURIComponent(env.PGDATABASE)}`;
    }
    return parsed.href;
}
/** Whether the connection URL itself gives `part`. */
function urlHas(url, part) {
    if (part === 'host')
        return url.hostname !== '';
    if (part === 'user')
        return url.username !== '';
    if (part === 'password')
        return url.password !== '';
    if (part === 'port')
        return url.port !== '';
    return url.pathname.length > 1;
}
class PostgresBackend {
    database;
    dialect = 'postgres';
    heldWhileCommitting = 0;
    #client;
    #copyFrom;
    /** A failure of the idle connection (the server went away), raised by the next call. */
    #lost;
    #closed = false;
    constructor(client, database, copyFrom) {
        this.#client = client;
        this.database = database;
        this.#copyFrom = copyFrom;
        client.on('error', (err) => {
            this.#lost = err;
        });
    }
    stagingType(type) {
        return this.sqlType(type);
    }
    fromStaging(column) {
        return column;
    }
    sqlType(type) {
        return SQL_TYPES[type];
    }
    async columns(table) {
        const rows = await this.rows('SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1', [table]);
        return columnTypes(rows, KNOWN_TYPES);
    }
    async hasUrlKey(table) {
        const rows = await this.rows(`SELECT 1 FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
       WHERE i.indrelid = to_regclass($1) AND i.indisunique AND i.indnatts = 1 AND a.attname = 'canonical_url'`, [quoted(table)]);
        return rows.length > 0;
    }
    async run(sql, params = []) {
        this.#check();
        const result = await this.#client.query(sql, params);
        return result.rowCount ?? 0;
    }
    async rows(sql, params = []) {
        this.#check();
        return (await this.#client.query(sql, params)).rows;
    }
    async load(table, columns) {
        this.#check();
        const names = columns.map((c) => quoted(c.name)).join(', ');
        const stream = this.#client.query(this.#copyFrom(`COPY ${quoted(table)} (${names}) FROM STDIN (FORMAT csv)`));
        let failure;
        stream.on('error', (err) => {
            failure = err;
        });
        const json = columns.map((c) => c.type === 'json');
        return {
            write: async (rows) => {
                if (failure)
                    throw failure;
                if (!stream.write(csvRows(rows, json))) {
                    await Promise.race([once(stream, 'drain'), once(stream, 'error')]);
                }
                if (failure)
                    throw failure;
            },
            end: async () => {
                if (failure)
                    throw failure;
                stream.end();
                await once(stream, 'finish').catch((err) => {
                    throw failure ?? err;
                });
                if (failure)
                    throw failure;
            },
        };
    }
    async close() {
        if (this.#closed)
            return;
        this.#closed = true;
        await this.#client.end().catch(() => undefined);
    }
    #check() {
        if (this.#lost)
            throw this.#lost;
    }
}
const NUL = /\u0000/g;
// A JSON text's escaped NUL, which jsonb refuses: one not preceded by an escaped backslash.
const JSON_NUL = /(?<!\\)((?:\\\\)*)\\u0000/g;
const QUOTE_BYTES = Buffer.from('"');
const REPLACEMENT = Buffer.from('\uFFFD');
/**
 * Rows as CSV bytes, one line each. Text given as bytes (`Utf8Text`) is copied once, quoted; the rest is
 * joined as a string. Postgres text cannot hold U+0000: such a character becomes U+FFFD.
 */
export function csvRows(rows, json) {
    const chunks = [];
    let pending = '';
    for (const row of rows) {
        for (let i = 0; i < row.length; i++) {
            if (i > 0)
                pending += ',';
            const value = row[i];
            if (value === null || value === undefined)
                continue;
            if (typeof value === 'number')
                pending += String(value);
            else if (typeof value === 'string')
                pending += csvText(value, json[i] === true);
            else {
                if (pending !== '')
                    chunks.push(Buffer.from(pending));
                pending = '';
                chunks.push(QUOTE_BYTES, csvBytes(value.bytes), QUOTE_BYTES);
            }
        }
        pending += '\n';
    }
    if (pending !== '')
        chunks.push(Buffer.from(pending));
    return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
}
function csvText(value, json) {
    let text = value.includes('"') ? value.replace(/"/g, '""') : value;
    if (text.includes('\u0000'))
        text = text.replace(NUL, '\uFFFD');
    if (json && text.includes('\\u0000'))
        text = text.replace(JSON_NUL, '$1\\ufffd');
    return `"${text}"`;
}
/** UTF-8 text as the inside of a quoted CSV value: quotes doubled, NUL bytes as U+FFFD. */
function csvBytes(bytes) {
    let quote = bytes.indexOf(0x22);
    let nul = bytes.indexOf(0);
    if (quote < 0 && nul < 0)
        return bytes;
    const parts = [];
    let from = 0;
    while (quote >= 0 || nul >= 0) {
        const at = quote < 0 ? nul : nul < 0 ? quote : Math.min(quote, nul);
        if (at === quote) {
            // The quote stays in the run and is written again: doubled.
            parts.push(bytes.subarray(from, at + 1), QUOTE_BYTES);
            quote = bytes.indexOf(0x22, at + 1);
        }
        else {
            parts.push(bytes.subarray(from, at), REPLACEMENT);
            nul = bytes.indexOf(0, at + 1);
        }
        from = at + 1;
    }
    parts.push(bytes.subarray(from));
    return Buffer.concat(parts);
}
