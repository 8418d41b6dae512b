import { CheckpointError } from '../../errors/errors.js';
import { utf16Length } from '../../json/utf16-length.js';
import { openPartialFile, writeFully } from '../partial-file.js';
import { runSink } from '../run-sink.js';
import { packRowGroup, rowGroupsMatchSchema, unpackRowGroup } from './footer-entries.js';
const MAGIC = Buffer.from('PAR1');
// Filled row groups that may be encoding or writing while the next one is gathered. With two, the worker
// has the next group queued when it finishes one: 10-20% faster on the 1 and 3 GB benchmarks (interleaved
// runs), at about the same peak memory; checkpoints trail by one more row group.
const MAX_IN_FLIGHT = 2;
/**
 * Writes the pages of a crawl or batch-scrape job to a Parquet file with the columns `url`, `sourceURL`,
 * `title`, `description`, `language`, `statusCode`, `error`, `markdown`, `html`, `rawHtml`, `links` (list of
 * strings), `screenshot`, `warning`, `changeStatus` and `previousScrapeAt` (the document's `changeTracking`,
 * the time as ISO 8601 text), `metadata` (JSON text of the whole metadata object) and `jobId`.
 *
 * Each document's JSON bytes are copied into the row group being gathered as they arrive (no views kept
 * into the page); a worker thread copies the fields out of them into column buffers (no `JSON.parse` of
 * whole documents) and compresses the pages (native Snappy by default) while the next group is gathered.
 * Memory is bounded by the row group size: one group being gathered, two being encoded or written.
 *
 * Crash safety: row groups are appended to `<path>.partial` right after the 4-byte header, each at the
 * offset it was encoded for; at most once a second (`checkpointIntervalMs`) after a row group is written,
 * the file is fsynced and then `<path>.checkpoint.json` records the end offset and the row groups' footer
 * entries. The footer is written only at completion, then the file
 * is renamed to `path`. `resume: true` cuts the partial file back to the checkpoint's offset (dropping any
 * half-written row group), restores the footer entries and continues from the checkpoint's cursor; the
 * final footer lists old and new row groups alike. So a kill at any instant loses at most what was
 * written since the last checkpoint (fetched again on resume), and every document lands in the file
 * exactly once.
 *
 * @example
 * ```ts
 * const summary = await lastValueFrom(client.crawlPages(jobId).pipe(toParquet('site.parquet')));
 * // { path: 'site.parquet', format: 'parquet', records: 1200, bytes: 811200, ... }
 * ```
 */
export function toParquet(path, options = {}) {
    const rowGroupSize = options.rowGroupSize ?? 1000;
    const rowGroupBytes = options.rowGroupBytes ?? 4 * 1024 * 1024;
    if (!Number.isInteger(rowGroupSize) || rowGroupSize < 1) {
        throw new RangeError(`toParquet: rowGroupSize must be an integer >= 1, got ${rowGroupSize}`);
    }
    // One file: its encoder is closed with it, before the summary is emitted.
    const factory = parquetWriterFactory({ ...options, rowGroupSize, rowGroupBytes, keepEncoders: false });
    return runSink(path, 'parquet', { ...options, defaultCheckpointIntervalMs: 1000 }, factory);
}
/**
 * Opens Parquet files the way {@link toParquet} writes them: for `toParquet` and the dataset sink's parts.
 * With `keepEncoders`, the encoder of a file that was finished cleanly (every row encoded) serves the next
 * file opened, so a dataset of many parts starts one encoder thread, not one per part; `dispose()` closes
 * them. Without it, each file's encoder is closed with the file.
 */
export function parquetWriterFactory(options) {
    const compression = options.compression ?? 'snappy';
    const idle = [];
    const open = async (ctx) => {
        // The encoder (hyparquet-writer, snappy) loads when a Parquet export starts, not with the sinks entry:
        // an export to JSONL never pays for it in start-up time or memory.
        const [{ inlineEncoder, workerEncoder }, { encodeFooter, relocateRowGroup }] = await Promise.all([
            import('./encoder.js'),
            import('./row-group.js'),
        ]);
        const encoder = idle.pop() ??
            (options.worker === false
                ? await inlineEncoder(compression, options.rowGroupBytes)
                : await workerEncoder(compression, options.rowGroupBytes));
        return openParquetWriter(ctx, {
            rowGroupSize: options.rowGroupSize,
            rowGroupBytes: options.rowGroupBytes,
            encoder: options.keepEncoders ? keptForReuse(encoder, idle) : encoder,
            encodeFooter,
            relocateRowGroup,
        });
    };
    return Object.assign(open, {
        async dispose() {
            for (const encoder of idle.splice(0))
                await encoder.close();
        },
    });
}
/** `encoder`, whose `close()` puts it back in `idle` when it holds no rows, and really closes it otherwise. */
function keptForReuse(encoder, idle) {
    return {
        add: (doc) => encoder.add(doc),
        get rows() {
            return encoder.rows;
        },
        get bytes() {
            return encoder.bytes;
        },
        encode: (jobId, offset) => encoder.encode(jobId, offset),
        release: (bytes) => encoder.release(bytes),
        async close() {
            if (encoder.rows === 0)
                idle.push(encoder);
            else
                await encoder.close();
        },
    };
}
async function openParquetWriter(ctx, opts) {
    const { checkpoint } = ctx;
    const { encoder } = opts;
    const rowGroups = checkpoint?.rowGroups ? [...checkpoint.rowGroups] : [];
    if (!rowGroupsMatchSchema(rowGroups)) {
        await encoder.close();
        throw new CheckpointError(`The partial file ${ctx.partial} was written with other Parquet columns (an earlier version of crawlstream); start over`);
    }
    let fh;
    let offset;
    try {
        ({ fh, offset } = await openPartialFile(ctx, MAGIC));
    }
    catch (err) {
        await encoder.close();
        throw err;
    }
    return new ParquetFileWriter(fh, offset, rowGroups, checkpoint, opts);
}
/**
 * Writes the row groups of one Parquet file: documents go to the encoder, each filled row group is encoded
 * (while the next fills) and written in order, and the footer is written last.
 */
class ParquetFileWriter {
    #fh;
    #rowGroups;
    #opts;
    #offset;
    #written;
    #jsonBytes;
    // Characters of document JSON in the row group being filled (the checkpoint counts characters, as the
    // JSONL sink does).
    #bufferChars = 0;
    #jobId;
    // Row groups handed to the encoder and not yet written, oldest first; `tail` is the newest one's write.
    // They are written in order; none rejects, a failure is kept in `failure` and stops later writes.
    #inflight = [];
    #tail = Promise.resolve();
    #failure;
    #closed = false;
    constructor(fh, offset, rowGroups, checkpoint, opts) {
        this.#fh = fh;
        this.#offset = offset;
        this.#rowGroups = rowGroups;
        this.#opts = opts;
        this.#written = checkpoint?.records ?? 0;
        this.#jsonBytes = checkpoint?.jsonBytes ?? 0;
        this.#jobId = checkpoint?.jobId ?? '';
    }
    get writtenRecords() {
        return this.#written;
    }
    async append(docs, pageJobId) {
        this.#jobId = pageJobId;
        if (this.#failure !== undefined)
            throw this.#failure;
        const { encoder } = this.#opts;
        for (const doc of docs) {
            // The encoder copies what it keeps: bytes may be views into a page's body, reused after this call.
            const bytes = typeof doc === 'string'
                ? Buffer.from(doc, 'utf8')
                : Buffer.from(doc.buffer, doc.byteOffset, doc.byteLength);
            encoder.add(bytes);
            this.#bufferChars += typeof doc === 'string' ? doc.length : utf16Length(bytes);
            if (encoder.rows >= this.#opts.rowGroupSize || encoder.bytes >= this.#opts.rowGroupBytes)
                await this.#dispatch();
        }
    }
    async flush() {
        await this.#dispatch();
        await this.#settle();
    }
    async sync() {
        // Only row groups whose write has finished: the fsync below covers exactly those.
        const s = this.#state();
        await this.#fh.sync();
        return s;
    }
    async finish() {
        await this.#dispatch();
        await this.#settle();
        const groups = this.#rowGroups.map(unpackRowGroup);
        const bytes = this.#opts.encodeFooter(groups, this.#offset);
        await writeFully(this.#fh, bytes, this.#offset);
        this.#offset += bytes.length;
        await this.#fh.truncate(this.#offset);
        await this.#fh.sync();
        return this.#state();
    }
    async close() {
        if (this.#closed)
            return;
        this.#closed = true;
        await this.#tail;
        await this.#opts.encoder.close();
        await this.#fh.close();
    }
    async #settle() {
        await this.#tail;
        if (this.#failure !== undefined)
            throw this.#failure;
    }
    async #dispatch() {
        const { encoder } = this.#opts;
        if (encoder.rows === 0)
            return;
        // Memory stays bounded: at most MAX_IN_FLIGHT filled row groups wait for encoding or writing.
        while (this.#inflight.length >= MAX_IN_FLIGHT)
            await this.#inflight[0];
        if (this.#failure !== undefined)
            throw this.#failure;
        const count = encoder.rows;
        const chars = this.#bufferChars;
        this.#bufferChars = 0;
        // Encoded as if at offset 0 while earlier groups are still being encoded, and moved to its real offset
        // (known once they are written) when it is written.
        const encoding = encoder.encode(this.#jobId, 0);
        const previous = this.#tail;
        const done = (async () => {
            const { bytes, rowGroup } = await encoding;
            await previous;
            if (this.#failure !== undefined)
                return;
            await writeFully(this.#fh, bytes, this.#offset);
            this.#rowGroups.push(packRowGroup(this.#opts.relocateRowGroup(rowGroup, 0, this.#offset)));
            this.#offset += bytes.length;
            encoder.release(bytes);
            this.#written += count;
            this.#jsonBytes += chars;
        })()
            .catch((err) => {
            this.#failure ??= err;
        })
            .finally(() => {
            this.#inflight.splice(this.#inflight.indexOf(done), 1);
        });
        this.#inflight.push(done);
        this.#tail = done;
    }
    #state() {
        return {
            records: this.#written,
            bytes: this.#offset,
            jsonBytes: this.#jsonBytes,
            extra: { rowGroups: [...this.#rowGroups] },
        };
    }
}
