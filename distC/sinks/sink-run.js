/**
 * One run of a sink, as its steps: open (fresh, or from the checkpoint), write a page, checkpoint, finish,
 * fail, and leave resumable when the consumer left. The state the steps share is the cursor of what was
 * written (job, records, the offset of the job's position) and of what was last committed.
 */
import { CheckpointError } from '../errors/errors.js';
/** A page's documents as UTF-8 bytes, without decoding `raw` when the page carries bytes. */
function documentBytes(page) {
    return page.rawBytes ?? page.raw.map((text) => Buffer.from(text, 'utf8'));
}
/** The run of a sink whose checkpoint and output live in a {@link SinkStore}. */
export class SinkRun {
    #store;
    #format;
    #intervalMs;
    #jobId = null;
    #kind = null;
    /** The job position of the next document is always `records + skipOffset`: documents go in without gaps. */
    #skipOffset = 0;
    #records = 0;
    #committedRecords = 0;
    #lastCommit = Date.now();
    #resumed = false;
    /** What the file held before this export, when it was appended to a finished one. */
    #appendedTo;
    constructor(store, format, intervalMs) {
        this.#store = store;
        this.#format = format;
        this.#intervalMs = intervalMs;
    }
    /**
     * Step 1: opens the output, fresh or from its checkpoint. An export the checkpoint says is complete needs
     * nothing more: its summary comes back instead of a writer.
     */
    async open(options, openWriter) {
        const checkpoint = await this.#store.open(options);
        if (checkpoint?.complete) {
            this.#resumed = true;
            try {
                return { done: this.#summary(checkpoint, await this.#store.completeFinished()) };
            }
            finally {
                await this.#store.close();
            }
        }
        if (checkpoint) {
            this.#resumed = true;
            this.#jobId = checkpoint.jobId;
            this.#kind = checkpoint.kind;
            this.#records = checkpoint.records;
            this.#skipOffset = checkpoint.cursor.skip - checkpoint.records;
            this.#committedRecords = checkpoint.records;
            this.#appendedTo = checkpoint.appendedTo;
        }
        return { writer: await openWriter(checkpoint) };
    }
    /**
     * Step 2: writes the documents of `page` the output does not hold yet. A page of another job, or one that
     * starts after the next expected document, is a `CheckpointError`: never a gap, never a duplicate.
     */
    async writePage(page, writer) {
        if (this.#jobId === null) {
            this.#jobId = page.jobId;
            this.#kind = page.kind;
            this.#skipOffset = page.cursor.skip - this.#records;
        }
        else if (page.jobId !== this.#jobId) {
            throw new CheckpointError(`Page of job ${page.jobId} reached a sink writing job ${this.#jobId}; resume with crawlPages(${JSON.stringify(this.#jobId)}, { from: checkpoint.cursor })`);
        }
        const expected = this.#records + this.#skipOffset;
        if (page.cursor.skip > expected) {
            throw new CheckpointError(`Documents ${expected}..${page.cursor.skip - 1} of job ${this.#jobId} are missing: the stream must start at skip ${expected} or earlier`);
        }
        // A page may declare, through `nextCursor`, that documents were filtered out upstream (`--dedupe`):
        // its raw texts are then not a contiguous run of the job, so they cannot be cut at a cursor.
        const end = page.nextCursor?.skip;
        const docs = documentBytes(page);
        const filtered = end !== undefined && end > page.cursor.skip + docs.length;
        const drop = expected - page.cursor.skip;
        if (filtered && drop > 0) {
            throw new CheckpointError(`A filtered page of job ${this.#jobId} starts at ${page.cursor.skip}, before the checkpoint at ${expected}; resume from the checkpoint cursor`);
        }
        const written = drop > 0 ? docs.slice(drop) : docs;
        writer.sawJob?.(this.#jobId);
        if (written.length > 0) {
            await writer.append(written, this.#jobId);
            this.#records += written.length;
        }
        // Count the filtered documents as consumed, so the checkpoint cursor stays a position in the job.
        if (filtered && end > this.#records + this.#skipOffset)
            this.#skipOffset = end - this.#records;
    }
    /** Step 3: commits what the writer holds once the checkpoint interval has passed. */
    async checkpointIfDue(writer) {
        if (writer.writtenRecords > this.#committedRecords &&
            Date.now() - this.#lastCommit >= this.#intervalMs &&
            this.#jobId !== null) {
            await this.#commit(await writer.sync(), false, true);
        }
    }
    /** Step 4: the stream completed: finishes the output, commits it complete and moves it into place. */
    async finish(writer) {
        const state = await writer.finish();
        await this.#commit(state, true);
        await writer.close();
        return this.#summary(await this.#store.publish(), state.bytes);
    }
    /**
     * Step 5: the stream failed: keeps everything written so far resumable. A run that never received a page
     * (the job never started, or could not be read) leaves nothing behind.
     */
    async fail(writer) {
        await writer.flush();
        if (this.#jobId !== null)
            await this.#commit(await writer.sync(), false);
        await writer.close();
        if (this.#jobId === null && !this.#resumed)
            await this.#store.discard();
    }
    /** The consumer left: makes what was written resumable. Best effort, nobody is listening. */
    async leaveResumable(writer) {
        try {
            await writer.flush();
            if (this.#jobId !== null && writer.writtenRecords > this.#committedRecords) {
                await this.#commit(await writer.sync(), false);
            }
        }
        catch {
            // The last checkpoint still describes a consistent prefix of the partial file.
        }
        finally {
            await writer.close().catch(() => undefined);
        }
    }
    async #commit(state, complete, background = false) {
        const checkpoint = {
            version: 1,
            format: this.#format,
            jobId: this.#jobId,
            kind: this.#kind,
            cursor: { skip: state.records + this.#skipOffset },
            records: state.records,
            bytes: state.bytes,
            jsonBytes: state.jsonBytes,
            complete,
            ...state.extra,
            ...(this.#appendedTo ? { appendedTo: this.#appendedTo } : {}),
            updatedAt: new Date().toISOString(),
        };
        await this.#store.commit(checkpoint, { background });
        this.#committedRecords = state.records;
        this.#lastCommit = Date.now();
    }
    #summary(cp, bytes) {
        return {
            path: this.#store.path,
            format: this.#format,
            records: cp.records,
            bytes,
            jsonBytes: cp.jsonBytes,
            jobId: cp.jobId,
            kind: cp.kind,
            cursor: cp.cursor,
            resumed: this.#resumed,
        };
    }
}
