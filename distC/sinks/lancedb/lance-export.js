/**
 * One export into a LanceDB table of chunks (`-o lancedb:DIR --embed MODEL`), as the sink run's store and
 * writer at once. LanceDB has no transaction across tables: each page's chunks are written first (the
 * chunks of its URLs deleted, then its rows added, each a version of the table), and the export's cursor
 * after them, in the `crawlstream_exports` table of the same folder. A crash between the two leaves the
 * cursor behind the rows: the resumed run writes those pages again, deleting what they wrote before, so
 * the table ends as an uninterrupted run leaves it, and only the pages after the cursor are embedded again.
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { exportCheckpoint, exportToContinue } from '../table/table-checkpoint.js';
import { shapeError } from '../table/table-schema.js';
const EXPORTS = 'crawlstream_exports';
export class LanceExport {
    path;
    #dir;
    #table;
    #jobId;
    #step;
    #db;
    #chunks;
    #dimensions;
    #records = 0;
    #jsonBytes = 0;
    #last;
    constructor(dir, settings) {
        this.#dir = dir;
        this.path = `lancedb:${dir} table ${settings.table}`;
        this.#table = settings.table;
        this.#jobId = settings.jobId;
        this.#step = settings.step;
    }
    async open(options) {
        const lancedb = await import('@lancedb/lancedb');
        this.#db = await lancedb.connect(this.#dir);
        this.#chunks = await openCommitted(this.#db, this.#dir, this.#table);
        if (this.#chunks)
            await this.#checkModel(this.#chunks);
        await openCommitted(this.#db, this.#dir, EXPORTS).then((t) => t?.close());
        const checkpoint = await this.#continued(options);
        if (checkpoint) {
            this.#records = checkpoint.records;
            this.#jsonBytes = checkpoint.jsonBytes;
            this.#last = checkpoint;
        }
        return checkpoint;
    }
    /** The export to continue, as a database's table decides it. */
    async #continued(options) {
        const exports = await readLanceExports(this.#db, this.#table, this.#dir);
        const recorded = {
            of: async (jobId) => exports.find((e) => e.jobId === jobId),
            latestUnfinished: async () => exports.find((e) => !e.complete),
        };
        const { checkpoint, discard } = await exportToContinue(recorded, { jobId: this.#jobId, path: this.path }, options);
        if (discard !== undefined)
            await (await this.#db.openTable(EXPORTS)).delete(where(this.#table, discard));
        return checkpoint;
    }
    async #checkModel(table) {
        const [row] = (await table.query().select(['model']).limit(1).toArray());
        const model = this.#step.usage.model;
        if (row?.model !== undefined && row.model !== model)
            throw shapeError({ database: `lancedb:${this.#dir}` }, this.#table, `holds vectors of ${row.model}; vectors of ${model} would not compare with them`);
    }
    async commit(checkpoint) {
        if (checkpoint.jobId === null)
            return;
        const row = {
            table_name: this.#table,
            job_id: checkpoint.jobId,
            kind: checkpoint.kind ?? 'crawl',
            cursor_skip: checkpoint.cursor.skip,
            records: checkpoint.records,
            json_bytes: checkpoint.jsonBytes,
            complete: checkpoint.complete,
            updated_at: new Date().toISOString(),
        };
        const names = await this.#db.tableNames();
        if (!names.includes(EXPORTS)) {
            const { lanceSchemas } = await import('./lance-schema.js');
            await this.#db.createTable(EXPORTS, [row], { schema: (await lanceSchemas()).exports });
        }
        else
            await (await this.#db.openTable(EXPORTS))
                .mergeInsert(['table_name', 'job_id'])
                .whenMatchedUpdateAll()
                .whenNotMatchedInsertAll()
                .execute([row]);
        this.#last = checkpoint;
    }
    async publish() {
        return this.#last;
    }
    async discard() { }
    async completeFinished() {
        return 0;
    }
    get writtenRecords() {
        return this.#records;
    }
    /** The chunks of the page's documents: those of their URLs deleted, then theirs added. */
    async append(docs, jobId) {
        const { byUrl: pages, jsonBytes } = this.#step.takeDocuments(docs, this.path);
        this.#jsonBytes += jsonBytes;
        const rows = [...pages.values()].flatMap((doc) => chunkRows(doc, jobId, this.#step.usage.model));
        if (this.#chunks !== undefined && pages.size > 0) {
            const urls = [...pages.keys()].map(quotedString).join(', ');
            await this.#chunks.delete(`url IN (${urls})`);
        }
        if (rows.length > 0) {
            const dimensions = rows[0].embedding.length;
            if (this.#chunks === undefined) {
                const { lanceSchemas } = await import('./lance-schema.js');
                this.#chunks = await this.#db.createTable(this.#table, rows, {
                    schema: (await lanceSchemas(dimensions)).chunks,
                });
            }
            else
                await this.#chunks.add(rows);
            this.#dimensions = dimensions;
        }
        this.#records += docs.length;
    }
    async flush() { }
    async sync() {
        return { records: this.#records, bytes: 0, jsonBytes: this.#jsonBytes };
    }
    finish() {
        return this.sync();
    }
    async close() {
        this.#chunks?.close();
        this.#db?.close();
    }
    /** The length of the vectors written (for messages). */
    get dimensions() {
        return this.#dimensions;
    }
}
/** A document's chunks as rows of the table. */
function chunkRows(doc, jobId, model) {
    const embeddedAt = new Date().toISOString();
    return doc.chunks.map((chunk, i) => ({
        id: chunk.id,
        url: doc.url,
        chunk_index: chunk.index,
        text: chunk.text,
        heading: chunk.heading,
        title: doc.title,
        embedding: Array.from(doc.vectors[i]),
        model,
        tokens: chunk.tokens,
        scrape_id: doc.scrapeId,
        change_status: doc.changeStatus,
        job_id: jobId,
        embedded_at: embeddedAt,
    }));
}
/**
 * The table `name` of the folder, or `undefined` when there is none. A table whose creation was cut short (a
 * kill before its first version was committed: a folder with no `_versions`) never held a row: it is
 * removed, and the export makes it again.
 */
async function openCommitted(db, dir, name) {
    if (!(await db.tableNames()).includes(name))
        return undefined;
    try {
        return await db.openTable(name);
    }
    catch (err) {
        const folder = join(dir, `${name}.lance`);
        if (await hasVersion(folder))
            throw err;
        await rm(folder, { recursive: true, force: true });
        return undefined;
    }
}
/** Whether a table's folder has a committed version (a manifest in `_versions`). */
async function hasVersion(folder) {
    const versions = await readdir(join(folder, '_versions')).catch(() => []);
    return versions.some((name) => name.endsWith('.manifest'));
}
/** `text` as a string literal of LanceDB's filters (SQL). */
function quotedString(text) {
    return `'${text.replace(/'/g, "''")}'`;
}
function where(table, jobId) {
    return `table_name = ${quotedString(table)} AND job_id = ${quotedString(jobId)}`;
}
/** The exports into `table` recorded in the folder, latest first. */
export async function readLanceExports(db, table, dir) {
    if (!(await db.tableNames()).includes(EXPORTS))
        return [];
    // A cursor table whose creation a kill cut short holds no export (the next export makes it again).
    if (!(await hasVersion(join(dir, `${EXPORTS}.lance`))))
        return [];
    const rows = (await (await db.openTable(EXPORTS))
        .query()
        .where(`table_name = ${quotedString(table)}`)
        .toArray());
    return rows.map(exportCheckpoint).sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : -1));
}
