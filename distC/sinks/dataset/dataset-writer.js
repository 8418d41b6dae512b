/**
 * The format writer of a dataset: routes each document to the part file of its partition, rolls a part
 * once it holds `partBytes` of document JSON, and publishes finished parts to the target (two at a time,
 * while the next parts fill). Every part grows in the staging folder through the file sinks' own writers,
 * so the common sink loop (`run-sink.ts`) gives the dataset the same exactly-once resume: its checkpoint
 * records, under `dataset`, the parts published, the parts being published and each open part's durable
 * state.
 */
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CheckpointError } from '../../errors/errors.js';
import { addExport, parseManifest } from './manifest.js';
import { documentHost, partitionPath } from './partitions.js';
const EXTENSION = { jsonl: 'jsonl', parquet: 'parquet' };
/** Parts published at once: measured against one at a time on Ceph's gateway (benchmarks/README.md). */
const PUBLISHES_AT_ONCE = 2;
export async function openDatasetWriter(ctx, options) {
    const writer = new DatasetWriter(ctx, options);
    await writer.resume();
    return writer;
}
/** The writer of one export into a dataset: its open parts, the publishes under way, and its state. */
class DatasetWriter {
    #ctx;
    #options;
    #saved;
    #state;
    // The end of every part file name of this export (`part-00000-a1b2c3.parquet`).
    #partSuffix;
    #live = new Map();
    // Whether two parts were open at once since the last sync (see `sync`).
    #overlapped = false;
    #tick = 0;
    // Publishes running now; more than `PUBLISHES_AT_ONCE` make the writing wait (staged files stay few).
    #publishing = new Set();
    #failure;
    #jobIdSeen;
    // Staged files of parts the checkpoint about to be written records as published.
    #recordedPublished;
    constructor(ctx, options) {
        this.#ctx = ctx;
        this.#options = options;
        const saved = ctx.checkpoint?.dataset;
        this.#saved = saved;
        this.#state = saved
            ? { ...saved, published: [...saved.published], publishing: [...saved.publishing], open: [] }
            : {
                run: Math.random().toString(36).slice(2, 8),
                nextPart: 0,
                published: [],
                publishing: [],
                stagedPublished: [],
                open: [],
            };
        this.#partSuffix = `-${this.#state.run}.${EXTENSION[options.format]}`;
        this.#jobIdSeen = ctx.checkpoint?.jobId ?? null;
        this.#recordedPublished = [...(saved?.stagedPublished ?? [])];
    }
    /**
     * Continues what the checkpoint recorded: its open parts where their durable state ends; what a crashed
     * process left half uploaded first (a finished part is published again, an open one later); and the parts
     * that were being published, published again (or found published).
     */
    async resume() {
        const { target, partitionBy } = this.#options;
        for (const record of this.#saved?.open ?? []) {
            const dir = partitionPath(partitionBy, record.partition);
            if (this.#live.has(dir) || !record.key.startsWith(dir)) {
                throw new CheckpointError(`The checkpoint of ${target.url} lists part ${record.key} under partition ${dir} twice or elsewhere; start over`);
            }
            await this.#openPart(record.partition, dir, record);
        }
        if (this.#saved) {
            const suffix = this.#partSuffix;
            await target.abandonPublishes((name) => name.startsWith('part-') && name.endsWith(suffix));
        }
        const pending = this.#state.publishing.splice(0);
        for (const part of pending)
            await this.#publish(part);
    }
    get writtenRecords() {
        let n = this.#totals().records;
        for (const part of this.#live.values())
            n += part.appendedRecords;
        return n;
    }
    sawJob(jobId) {
        this.#jobIdSeen = jobId;
    }
    /** Documents in order, grouped by partition: one run of documents per part writer call. */
    async append(docs, jobId) {
        this.#check();
        this.#jobIdSeen = jobId;
        const { partitionBy } = this.#options;
        const values = { job_id: jobId, host: '', date: this.#options.today() };
        const byHost = partitionBy.includes('host');
        let run = [];
        let runDir = '';
        // The partition of the documents in `run` (not of the document that ended it).
        let runPartition = {};
        // Without host partitions every document of the page goes to one partition: its path is built once.
        const pageDir = byHost ? undefined : partitionPath(partitionBy, values);
        for (const doc of docs) {
            if (byHost)
                values.host = documentHost(doc);
            const dir = pageDir ?? partitionPath(partitionBy, values);
            if (dir !== runDir || run.length === 0) {
                await this.#writeRun(run, runDir, runPartition, jobId);
                run = [];
                runDir = dir;
                runPartition = {};
                for (const c of partitionBy)
                    runPartition[c] = values[c];
            }
            run.push(doc);
        }
        await this.#writeRun(run, runDir, runPartition, jobId);
        this.#check();
    }
    async flush() {
        for (const part of this.#live.values())
            await part.writer.flush();
    }
    async sync() {
        this.#check();
        // Recorded as published by the checkpoint written after the last sync: their staged files can go.
        for (const staged of this.#recordedPublished)
            await rm(staged, { force: true });
        this.#recordedPublished = [...this.#state.stagedPublished];
        this.#state.stagedPublished = [];
        // The checkpoint's cursor counts the documents of all parts, so what they hold durably must be a prefix
        // of the job. A part's rows still being encoded are the newest documents, unless another part was open
        // at the same time: it may hold later ones. Only then are the parts flushed, which makes the encoder
        // finish every row group in flight and cuts the one being filled short.
        const flush = this.#live.size > 1 || this.#overlapped;
        this.#overlapped = false;
        for (const part of this.#live.values()) {
            if (flush)
                await part.writer.flush();
            const d = await part.writer.sync();
            part.record.durable = d;
            part.record.records = d.records;
            part.record.bytes = d.bytes;
            part.record.jsonBytes = d.jsonBytes;
        }
        return this.#durable();
    }
    async finish() {
        const { target, format, partitionBy } = this.#options;
        for (const dir of [...this.#live.keys()])
            await this.#finishPart(dir);
        await Promise.all(this.#publishing);
        this.#check();
        const t = this.#totals();
        const text = this.#options.append ? await target.readManifest() : undefined;
        const earlier = text === undefined ? undefined : parseManifest(text, target.url);
        const added = {
            run: this.#state.run,
            jobId: this.#jobIdSeen,
            records: t.records,
            jsonBytes: t.jsonBytes,
            bytes: t.bytes,
            parts: this.#state.published.length,
            createdAt: new Date().toISOString(),
        };
        const layout = { format, partitionBy, ...(this.#options.files ? { files: this.#options.files } : {}) };
        const manifest = addExport(earlier, added, this.#state.published, layout, target.url);
        // The manifest last: a reader that trusts it never sees a part that is not all there.
        await target.writeManifest(`${JSON.stringify(manifest, null, 2)}\n`);
        await writeFile(this.#ctx.partial, `${target.url}\n`);
        return { ...this.#durable(), records: t.records, bytes: t.bytes, jsonBytes: t.jsonBytes };
    }
    async close() {
        for (const part of this.#live.values())
            await part.writer.close().catch(() => undefined);
        await Promise.all(this.#publishing);
    }
    #check() {
        if (this.#failure !== undefined)
            throw this.#failure;
    }
    /** Appends a run of documents of one partition to its part, rolling parts that are full or too many. */
    async #writeRun(run, dir, partition, jobId) {
        if (run.length === 0)
            return;
        let part = this.#live.get(dir);
        if (!part) {
            if (this.#live.size >= this.#options.maxOpenParts) {
                const oldest = [...this.#live.entries()].sort((a, b) => a[1].lastUse - b[1].lastUse)[0];
                if (oldest)
                    await this.#finishPart(oldest[0]);
            }
            part = await this.#openPart(partition, dir);
        }
        await part.writer.append(run, jobId);
        part.lastUse = this.#tick++;
        part.appendedRecords += run.length;
        for (const doc of run)
            part.appendedBytes += doc.length;
        if (part.appendedBytes >= this.#options.partBytes)
            await this.#finishPart(dir);
    }
    /** Publishes a finished part while writing goes on; waits first while enough are being published. */
    async #publish(part) {
        this.#state.publishing.push(part);
        while (this.#publishing.size >= PUBLISHES_AT_ONCE)
            await Promise.race(this.#publishing);
        const done = (async () => {
            if (this.#failure !== undefined)
                return;
            try {
                await this.#options.target.publish(part.staged, part.key);
                this.#state.publishing = this.#state.publishing.filter((p) => p.key !== part.key);
                const { staged, ...record } = part;
                this.#state.published.push(record);
                this.#state.stagedPublished.push(staged);
            }
            catch (err) {
                this.#failure ??= err;
            }
        })().finally(() => this.#publishing.delete(done));
        this.#publishing.add(done);
    }
    #partCheckpoint(record) {
        return {
            version: 1,
            format: this.#options.format,
            jobId: this.#jobIdSeen,
            kind: this.#ctx.checkpoint?.kind ?? null,
            cursor: { skip: 0 },
            records: record.durable.records,
            bytes: record.durable.bytes,
            jsonBytes: record.durable.jsonBytes,
            complete: false,
            ...record.durable.extra,
            updatedAt: new Date().toISOString(),
        };
    }
    async #openPart(partition, dir, resumeFrom) {
        const name = `part-${String(this.#state.nextPart).padStart(5, '0')}${this.#partSuffix}`;
        const record = resumeFrom ?? {
            key: dir ? `${dir}/${name}` : name,
            partition,
            records: 0,
            bytes: 0,
            jsonBytes: 0,
            staged: join(this.#options.target.staging, name),
            durable: { records: 0, bytes: 0, jsonBytes: 0 },
        };
        if (!resumeFrom)
            this.#state.nextPart++;
        if (this.#live.size > 0)
            this.#overlapped = true;
        const writer = await this.#options.openPart(resumeFrom
            ? { partial: record.staged, checkpoint: this.#partCheckpoint(record) }
            : { partial: record.staged });
        const part = {
            record,
            writer,
            appendedBytes: record.jsonBytes,
            appendedRecords: record.durable.records,
            lastUse: this.#tick++,
        };
        this.#live.set(dir, part);
        return part;
    }
    /** Finishes a part: footer written, file complete; then it is published in the background. */
    async #finishPart(dir) {
        const part = this.#live.get(dir);
        if (!part)
            return;
        this.#live.delete(dir);
        const done = await part.writer.finish();
        await part.writer.close();
        const { durable: _, staged, ...record } = { ...part.record, records: done.records, bytes: done.bytes, jsonBytes: done.jsonBytes };
        await this.#publish({ ...record, staged });
    }
    #totals() {
        let records = 0;
        let bytes = 0;
        let jsonBytes = 0;
        for (const p of [...this.#state.published, ...this.#state.publishing]) {
            records += p.records;
            bytes += p.bytes;
            jsonBytes += p.jsonBytes;
        }
        return { records, bytes, jsonBytes };
    }
    #durable() {
        const t = this.#totals();
        for (const { record } of this.#live.values()) {
            t.records += record.durable.records;
            t.bytes += record.durable.bytes;
            t.jsonBytes += record.durable.jsonBytes;
        }
        this.#state.open = [...this.#live.values()].map((p) => p.record);
        return { ...t, extra: { dataset: structuredClone(this.#state) } };
    }
}
