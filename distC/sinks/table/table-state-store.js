/**
 * A pipeline's state in the database its table is in (Postgres or DuckDB), keyed by that table: the URLs in
 * `crawlstream_state`, the run in progress in `crawlstream_journal` (one row per line, each append
 * committed), and the loads log in `crawlstream_loads` (one row per run, its counts as columns and the
 * whole record as JSON text). A commit takes the run into the state, adds its load and drops its journal in
 * one transaction. Each call opens its own connection and closes it, so nothing stays open after a run.
 */
import { withDatabaseErrors } from './table-backend.js';
import { boundIdleTransactions, claimFence, holdFence } from './table-fence.js';
import { tableDatabase } from './to-table.js';
/** Rows sent in one statement. */
const CHUNK = 500;
/** A {@link ChangeStore} in the database of `target` (as `toTable` takes it), for the pipeline of `table`. */
export function tableChangeStore(target, options = {}) {
    return new TableChangeStore(target, options.table ?? 'pages', options.env ?? process.env, options.fence);
}
class TableChangeStore {
    name;
    #connect;
    #table;
    #fence;
    #created = false;
    constructor(target, table, env, fence) {
        const { database, connect } = tableDatabase(target, env);
        this.name = `${database} table ${table}`;
        this.#table = table;
        this.#fence = fence;
        this.#connect = async () => withDatabaseErrors(await connect(), table);
    }
    async readState() {
        const rows = await this.#read('SELECT canonical_url, fingerprint, scraped_at, removed FROM crawlstream_state WHERE table_name = $1');
        const state = new Map();
        for (const r of rows) {
            state.set(String(r.canonical_url), {
                fingerprint: String(r.fingerprint),
                scrapedAt: String(r.scraped_at),
                removed: r.removed === true,
            });
        }
        return state;
    }
    async readJournal(jobId) {
        const lines = await this.#read('SELECT job_id, line FROM crawlstream_journal WHERE table_name = $1 ORDER BY seq');
        const [first, ...rest] = lines;
        if (!first || first.job_id !== jobId)
            return undefined;
        const { journal: header } = JSON.parse(String(first.line));
        const entries = [];
        let lastPage;
        for (const row of rest) {
            const line = JSON.parse(String(row.line));
            if ('page' in line)
                lastPage = line.page;
            else
                entries.push(line);
        }
        return this.#journal(header, entries, lastPage, lines.length);
    }
    async openJournal(header) {
        if (this.#fence !== undefined) {
            const fence = this.#fence;
            await this.#with((db) => claimFence(db, this.#table, fence, this.name));
        }
        const existing = await this.readJournal(header.jobId);
        if (existing)
            return existing;
        await this.#with(async (db) => {
            await this.#begin(db);
            await db.run('DELETE FROM crawlstream_journal WHERE table_name = $1', [this.#table]);
            await db.run('INSERT INTO crawlstream_journal (table_name, job_id, seq, line) VALUES ($1, $2, 0, $3)', [
                this.#table,
                header.jobId,
                JSON.stringify({ journal: header }),
            ]);
            await db.run('COMMIT');
        });
        return this.#journal(header, [], undefined, 1);
    }
    async commit(updates, load) {
        await this.#with(async (db) => {
            await this.#begin(db);
            const rows = [...updates];
            for (let i = 0; i < rows.length; i += CHUNK) {
                const chunk = rows.slice(i, i + CHUNK);
                const params = chunk.flatMap(([url, s]) => [this.#table, url, s.fingerprint, s.scrapedAt, s.removed]);
                await db.run(`INSERT INTO crawlstream_state (table_name, canonical_url, fingerprint, scraped_at, removed) VALUES ${placeholders(chunk.length, 5)}
           ON CONFLICT (table_name, canonical_url) DO UPDATE SET fingerprint = excluded.fingerprint,
             scraped_at = excluded.scraped_at, removed = excluded.removed`, params);
            }
            const c = load.counts;
            const [time, json] = [db.sqlType('timestamp'), db.sqlType('json')];
            await db.run(`INSERT INTO crawlstream_loads (table_name, run_id, job_id, kind, started_at, ended_at, outcome, count_new, count_changed, count_same, count_removed, written, documents, bytes, credits, failed, tombstones, record)
         VALUES ${castPlaceholders(18, { 5: time, 6: time, 18: json })} ON CONFLICT (table_name, run_id) DO NOTHING`, [
                this.#table,
                load.runId,
                load.jobId,
                load.kind,
                load.startedAt,
                load.endedAt,
                load.outcome,
                c.new,
                c.changed,
                c.same,
                c.removed,
                load.written,
                load.documents,
                load.bytes,
                load.credits ?? null,
                load.failed ?? null,
                load.tombstones,
                JSON.stringify(load),
            ]);
            await db.run('DELETE FROM crawlstream_journal WHERE table_name = $1', [this.#table]);
            await db.run('COMMIT');
        });
    }
    async readLoads() {
        const rows = await this.#read('SELECT record FROM crawlstream_loads WHERE table_name = $1 ORDER BY ended_at, run_id');
        // Postgres answers `jsonb` parsed, DuckDB's JSON as text.
        return rows.map((r) => (typeof r.record === 'string' ? JSON.parse(r.record) : r.record));
    }
    #journal(header, entries, lastPage, next) {
        let seq = next;
        let last = lastPage;
        return {
            header,
            entries,
            get lastPage() {
                return last;
            },
            append: async (more, page) => {
                const lines = [...more.map((e) => JSON.stringify(e)), ...(page ? [JSON.stringify({ page })] : [])];
                if (lines.length === 0)
                    return;
                await this.#with(async (db) => {
                    await this.#begin(db);
                    for (let i = 0; i < lines.length; i += CHUNK) {
                        const chunk = lines.slice(i, i + CHUNK);
                        const params = chunk.flatMap((line, k) => [this.#table, header.jobId, seq + i + k, line]);
                        await db.run(`INSERT INTO crawlstream_journal (table_name, job_id, seq, line) VALUES ${placeholders(chunk.length, 4)}`, params);
                    }
                    await db.run('COMMIT');
                });
                seq += lines.length;
                entries.push(...more);
                if (page)
                    last = page;
            },
        };
    }
    /** Begins a transaction; a fleet's run first raises the table's fence in it, or is refused. */
    async #begin(db) {
        await db.run('BEGIN');
        if (this.#fence !== undefined)
            await holdFence(db, this.#table, this.#fence, this.name);
    }
    /** Runs `work` on a connection of its own, with the tables created first. */
    /**
     * The rows of a read of this table's pipeline (`$1`: the table's name); none while the database holds no
     * pipeline state: a read creates nothing.
     */
    async #read(sql) {
        const db = await this.#connect();
        try {
            if (!this.#created) {
                if ((await db.columns('crawlstream_loads')) === undefined)
                    return [];
                await createTables(db);
                this.#created = true;
            }
            return await db.rows(sql, [this.#table]);
        }
        finally {
            await db.close();
        }
    }
    async #with(work) {
        const db = await this.#connect();
        try {
            await boundIdleTransactions(db, this.#fence);
            if (!this.#created) {
                await createTables(db);
                this.#created = true;
            }
            return await work(db);
        }
        finally {
            await db.close();
        }
    }
}
async function createTables(db) {
    const text = db.sqlType('text');
    const [time, json] = [db.sqlType('timestamp'), db.sqlType('json')];
    await db.run(`CREATE TABLE IF NOT EXISTS crawlstream_state (
    table_name ${text} NOT NULL, canonical_url ${text} NOT NULL, fingerprint ${text} NOT NULL,
    scraped_at ${text} NOT NULL, removed BOOLEAN NOT NULL, PRIMARY KEY (table_name, canonical_url))`);
    await db.run(`CREATE TABLE IF NOT EXISTS crawlstream_journal (
    table_name ${text} NOT NULL, job_id ${text} NOT NULL, seq BIGINT NOT NULL, line ${text} NOT NULL,
    PRIMARY KEY (table_name, seq))`);
    await db.run(`CREATE TABLE IF NOT EXISTS crawlstream_loads (
    table_name ${text} NOT NULL, run_id ${text} NOT NULL, job_id ${text} NOT NULL, kind ${text} NOT NULL,
    started_at ${time} NOT NULL, ended_at ${time} NOT NULL, outcome ${text} NOT NULL,
    count_new BIGINT NOT NULL, count_changed BIGINT NOT NULL, count_same BIGINT NOT NULL, count_removed BIGINT NOT NULL,
    written BIGINT NOT NULL, documents BIGINT NOT NULL, bytes BIGINT NOT NULL, credits BIGINT, failed BIGINT,
    tombstones ${text} NOT NULL, record ${json} NOT NULL, PRIMARY KEY (table_name, run_id))`);
    await migrateLoads(db, { time, json });
}
/**
 * A loads table made by an earlier release keeps its times and records as text: changed in place to
 * timestamps and JSON, so the loads log is queried as such (`ended_at > now() - interval '1 day'`,
 * `record->>'outcome'`).
 */
async function migrateLoads(db, types) {
    const columns = await db.columns('crawlstream_loads');
    for (const [column, type] of [
        ['started_at', types.time],
        ['ended_at', types.time],
        ['record', types.json],
    ]) {
        // `columns` names the types this sink writes as it does (`text`, `timestamp`, `json`).
        if (columns?.get(column) === 'text') {
            await db.run(`ALTER TABLE crawlstream_loads ALTER COLUMN ${column} TYPE ${type} USING CAST(${column} AS ${type})`);
        }
    }
}
/** `($1, …, $width)` with the parameters `types` names cast to their type (`CAST($5 AS timestamptz)`). */
function castPlaceholders(width, types) {
    const values = Array.from({ length: width }, (_, i) => types[i + 1] === undefined ? `$${i + 1}` : `CAST($${i + 1} AS ${types[i + 1]})`);
    return `(${values.join(', ')})`;
}
/** `($1, $2, …), (…)` for `rows` rows of `width` values. */
function placeholders(rows, width) {
    const out = [];
    for (let r = 0; r < rows; r++) {
        out.push(`(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(', ')})`);
    }
    return out.join(', ');
}
