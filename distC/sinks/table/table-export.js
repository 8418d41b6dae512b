/**
 * One export into a database table, as the sink run's store and writer at once: the documents of a batch
 * of pages go in with a bulk load inside a transaction, and {@link TableExport.commit} adds the export's
 * cursor (a row of `crawlstream_exports`) to the same transaction and commits. A crash at any instant
 * leaves the rows and the cursor of the last commit, never one without the other.
 */
import { utf16Length } from '../../json/utf16-length.js';
import { documentFields } from './document-fields.js';
import { quoted } from './table-backend.js';
import { exportToContinue, saveExport, tableExports } from './table-checkpoint.js';
import { BASE_COLUMNS, documentRow, formatCell, formatColumnType, } from './table-columns.js';
import { boundIdleTransactions, claimFence, holdFence } from './table-fence.js';
import { createStagingTable, EXPORTS_TABLE, ensureDataTable, ensureExportsTable, SEQ_COLUMN, STAGING_TABLE, shapeError, } from './table-schema.js';
/** Bytes of document JSON whose rows are sent together. */
const BATCH_CHARS = 1 << 20;
export class TableExport {
    path;
    #connect;
    #db;
    #settings;
    /** The table's columns and their types, as they are now (format columns are added as they come). */
    #tableColumns = new Map();
    /**
     * The columns the current load writes: the base columns, the arrival order for `merge` (its staging
     * table's own column), then the formats seen in this export.
     */
    #columns;
    #load;
    #inTransaction = false;
    /** The job of the rows being written (the transaction that starts a fresh export replaces its rows). */
    #jobId;
    /** The commit running in the background ({@link TableExport.commit}); its failure surfaces at the next step. */
    #committing;
    /** Rows made while {@link TableExport.#committing} runs, sent once it has committed. */
    #held = [];
    #heldChars = 0;
    /** Whether this export started the job afresh: an `append` export then replaces the job's earlier rows. */
    #fresh = true;
    #records = 0;
    #jsonBytes = 0;
    #seq = 0;
    /** Rows the last commits inserted or changed (a `merge` does not count an unchanged row). */
    #rowsChanged = 0;
    #last;
    /**
     * @param database - the database as messages name it (no password).
     * @param connect - opens the connection, when the export opens.
     */
    constructor(database, connect, settings) {
        this.#connect = connect;
        this.#settings = settings;
        this.path = `${database} table ${settings.table}`;
        this.#columns = settings.write === 'merge' ? [...BASE_COLUMNS, SEQ_COLUMN] : [...BASE_COLUMNS];
    }
    /** Rows inserted or changed by this export's commits. */
    get rowsChanged() {
        return this.#rowsChanged;
    }
    // The store's steps.
    async open(options) {
        this.#db = await this.#connect();
        try {
            await boundIdleTransactions(this.#db, this.#settings.fence);
            return await this.#openExport(options);
        }
        catch (err) {
            await this.#db.close();
            throw err;
        }
    }
    async #openExport(options) {
        const { table, write, jobId } = this.#settings;
        await ensureExportsTable(this.#db);
        const { fence } = this.#settings;
        if (fence !== undefined)
            await claimFence(this.#db, table, fence, this.path);
        this.#tableColumns = await ensureDataTable(this.#db, table, write);
        if (write === 'merge')
            await createStagingTable(this.#db);
        const { checkpoint, discard } = await exportToContinue(tableExports(this.#db, table), { jobId, path: this.path }, options);
        if (discard !== undefined)
            await this.#discard(discard);
        if (checkpoint) {
            this.#fresh = false;
            this.#records = checkpoint.records;
            this.#jsonBytes = checkpoint.jsonBytes;
            this.#last = checkpoint;
        }
        return checkpoint;
    }
    /**
     * Commits the rows written so far with `checkpoint`. In the `background` (where the database allows it:
     * {@link TableBackend.heldWhileCommitting}), the commit runs while the next pages are turned into rows,
     * and the next step of the export waits for it and reports its failure: until then the database holds the
     * previous checkpoint, with its rows.
     */
    async commit(checkpoint, options = {}) {
        await this.#settle();
        await this.#sendHeld();
        const committing = this.#commitNow(checkpoint);
        if (!options.background || this.#db.heldWhileCommitting === 0)
            return committing;
        committing.catch(() => undefined);
        this.#committing = committing;
    }
    /** Waits for the commit running in the background; rethrows its failure. */
    async #settle() {
        const committing = this.#committing;
        this.#committing = undefined;
        await committing;
    }
    async #commitNow(checkpoint) {
        await this.#ensureTransaction();
        await this.#endLoad();
        if (this.#settings.write === 'merge')
            this.#rowsChanged += await this.#merge();
        const { fence } = this.#settings;
        if (fence !== undefined)
            await holdFence(this.#db, this.#settings.table, fence, this.path);
        if (checkpoint.jobId !== null)
            await saveExport(this.#db, this.#settings.table, this.#settings.write, {
                ...checkpoint,
                jobId: checkpoint.jobId,
            });
        await this.#db.run('COMMIT');
        this.#inTransaction = false;
        this.#last = checkpoint;
    }
    async publish() {
        await this.#settle();
        return this.#last;
    }
    /** Nothing of a run that never received a page was committed. */
    async discard() { }
    /** The rows of a finished export are where they belong; a table has no size of its own to report. */
    async completeFinished() {
        return 0;
    }
    // The writer's steps.
    get writtenRecords() {
        return this.#records;
    }
    async append(docs, jobId) {
        this.#jobId = jobId;
        const scrapedAt = new Date().toISOString();
        const rows = [];
        // Rows go to the database a batch at a time, not a page at a time: memory holds a batch's text.
        let batchChars = 0;
        for (const bytes of docs) {
            if (batchChars >= BATCH_CHARS) {
                await this.#send(rows.splice(0), batchChars);
                batchChars = 0;
            }
            this.#jsonBytes += utf16Length(bytes);
            batchChars += bytes.length;
            const row = documentRow(documentFields(bytes), jobId, scrapedAt);
            for (const [name, value] of row.formats) {
                if (!this.#columns.some((c) => c.name === name))
                    await this.#addColumn(name, value, rows);
            }
            const values = [...row.base];
            for (let i = BASE_COLUMNS.length; i < this.#columns.length; i++) {
                const column = this.#columns[i];
                if (column === SEQ_COLUMN)
                    values.push(this.#seq++);
                else {
                    const value = row.formats.get(column.name);
                    values.push(value === undefined ? null : formatCell(column.type, value));
                }
            }
            rows.push(values);
        }
        await this.#send(rows, batchChars);
        this.#records += docs.length;
        if (this.#settings.write === 'append')
            this.#rowsChanged += docs.length;
    }
    async flush() { }
    async sync() {
        return { records: this.#records, bytes: 0, jsonBytes: this.#jsonBytes };
    }
    finish() {
        return this.sync();
    }
    /**
     * Closes the connection once a commit in the background has ended (its failure was reported by the step
     * that waited for it, or is the failure being reported); rows not committed are rolled back with it.
     */
    async close() {
        await this.#committing?.catch(() => undefined);
        await this.#db?.close();
    }
    // Inside a transaction.
    /** Begins the transaction of the next commit, unless it is open. */
    async #ensureTransaction() {
        if (!this.#inTransaction)
            await this.#begin(this.#jobId);
    }
    async #begin(jobId) {
        await this.#db.run('BEGIN');
        this.#inTransaction = true;
        if (this.#fresh && jobId !== undefined) {
            // A new export of the job replaces what an earlier export of it wrote: each document once per job.
            if (this.#settings.write === 'append') {
                await this.#db.run(`DELETE FROM ${quoted(this.#settings.table)} WHERE job_id = $1`, [jobId]);
            }
            this.#fresh = false;
        }
    }
    /** Sends `rows` (`chars` of document JSON) to the load, or holds them while a commit runs. */
    async #send(rows, chars) {
        if (rows.length === 0)
            return;
        if (this.#committing !== undefined) {
            if (this.#heldChars + chars <= this.#db.heldWhileCommitting) {
                for (const row of rows)
                    this.#held.push(row);
                this.#heldChars += chars;
                return;
            }
            await this.#settle();
        }
        await this.#sendHeld();
        await this.#write(rows);
    }
    /** Sends the rows held while a commit ran (the commit has ended). */
    async #sendHeld() {
        const held = this.#held;
        this.#held = [];
        this.#heldChars = 0;
        await this.#write(held);
    }
    async #write(rows) {
        if (rows.length === 0)
            return;
        await this.#ensureTransaction();
        if (this.#load === undefined) {
            const merge = this.#settings.write === 'merge';
            this.#load = await this.#db.load(merge ? STAGING_TABLE : this.#settings.table, this.#columns, merge);
        }
        await this.#load.write(rows);
    }
    async #endLoad() {
        const load = this.#load;
        this.#load = undefined;
        await load?.end();
    }
    /**
     * A document brought a format the load does not write yet: the rows gathered so far go out with the old
     * columns, the table (and the staging table) gain the column when they lack it, and the next load writes it.
     */
    async #addColumn(name, value, pending) {
        await this.#settle();
        await this.#sendHeld();
        await this.#write(pending.splice(0));
        await this.#ensureTransaction();
        await this.#endLoad();
        const { table } = this.#settings;
        const existing = this.#tableColumns.get(name);
        if (existing !== undefined && existing !== 'text' && existing !== 'json') {
            throw shapeError(this.#db, table, `column ${name} is ${existing}, where crawlstream writes text or JSON`);
        }
        const type = existing ?? formatColumnType(name, value);
        if (existing === undefined) {
            await this.#db.run(`ALTER TABLE ${quoted(table)} ADD COLUMN ${quoted(name)} ${this.#db.sqlType(type)}`);
            this.#tableColumns.set(name, type);
        }
        if (this.#settings.write === 'merge') {
            await this.#db.run(`ALTER TABLE ${STAGING_TABLE} ADD COLUMN IF NOT EXISTS ${quoted(name)} ${this.#db.stagingType(type)}`);
        }
        this.#columns.push({ name, type: type });
    }
    /**
     * Moves the staging rows into the table, one per canonical URL (the last to arrive): a new URL is
     * inserted, a known one updated when the scrape is not older and something changed. Returns the rows
     * inserted or changed.
     */
    async #merge() {
        const table = quoted(this.#settings.table);
        const written = this.#columns.filter((c) => c !== SEQ_COLUMN);
        const names = written.map((c) => quoted(c.name));
        const values = written.map((c) => this.#db.fromStaging(quoted(c.name), c.type));
        const content = names.filter((n) => n !== '"canonical_url"' && n !== '"job_id"' && n !== '"scraped_at"');
        // The last row of each URL, picked by its arrival number alone: the rows' texts are not sorted.
        const seq = quoted(SEQ_COLUMN.name);
        const changed = await this.#db.run(`INSERT INTO ${table} (${names.join(', ')})
       SELECT ${values.join(', ')} FROM ${STAGING_TABLE}
       WHERE ${seq} IN (SELECT max(${seq}) FROM ${STAGING_TABLE} GROUP BY canonical_url)
       ON CONFLICT (canonical_url) DO UPDATE SET ${names
            .filter((n) => n !== '"canonical_url"')
            .map((n) => `${n} = excluded.${n}`)
            .join(', ')}
       WHERE excluded.scraped_at >= ${table}.scraped_at AND (${content
            .map((n) => `${table}.${n} IS DISTINCT FROM excluded.${n}`)
            .join(' OR ')})`);
        await this.#db.run(`DELETE FROM ${STAGING_TABLE}`);
        return changed;
    }
    /** Starting over: an unfinished export's cursor goes, and in `append` its rows with it. */
    async #discard(jobId) {
        await this.#db.run('BEGIN');
        if (this.#settings.write === 'append') {
            await this.#db.run(`DELETE FROM ${quoted(this.#settings.table)} WHERE job_id = $1`, [jobId]);
        }
        await this.#db.run(`DELETE FROM ${EXPORTS_TABLE} WHERE table_name = $1 AND job_id = $2`, [
            this.#settings.table,
            jobId,
        ]);
        await this.#db.run('COMMIT');
    }
}
