import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { pageCodec } from './codecs.js';
import { RowGroupBuilder } from './columns.js';
import { encodeRowGroup } from './row-group.js';
// Written row groups' buffers kept for reuse; enough for every group that can be in flight at once.
const SPARE_OUTPUTS = 3;
/** Buffers of written row groups, to assemble later ones in; none larger than `max` bytes is kept. */
class SpareOutputs {
    max;
    free = [];
    constructor(max) {
        this.max = max;
    }
    put(bytes) {
        if (this.free.length < SPARE_OUTPUTS && bytes.buffer.byteLength <= this.max) {
            this.free.push(new Uint8Array(bytes.buffer));
        }
    }
    take() {
        return this.free.pop();
    }
}
/**
 * Encodes in the calling thread: each document's fields are copied into column buffers as it is added; a
 * full row group is compressed and encoded at once. The column buffers are reused from group to group.
 */
export async function inlineEncoder(compression, rowGroupBytes) {
    const codec = await pageCodec(compression);
    const keep = keepBytes(rowGroupBytes);
    const builder = new RowGroupBuilder();
    const spare = new SpareOutputs(keep);
    return {
        add: (doc) => builder.add(doc),
        get rows() {
            return builder.rows;
        },
        get bytes() {
            return builder.bytes;
        },
        async encode(jobId, offset) {
            try {
                return encodeRowGroup(builder, jobId, offset, codec, spare.take());
            }
            finally {
                builder.reset(keep);
            }
        },
        release: (bytes) => spare.put(bytes),
        close: async () => { },
    };
}
/**
 * What a builder's buffers keep between row groups: room for a full group's worth of one column after
 * growing by doubling, so buffers are not reallocated group after group; a larger document's are given
 * back.
 */
export function keepBytes(rowGroupBytes) {
    return Math.max(1 << 16, 2 * rowGroupBytes + (1 << 20));
}
/**
 * The encoder worker's side: copies each document's fields into column buffers, then compresses and
 * assembles the row group, as {@link inlineEncoder} does in the calling thread.
 */
export class RequestEncoder {
    codecs = new Map();
    builder = new RowGroupBuilder();
    /** The document being added, copied out of shared memory; kept for the next ones. */
    local = Buffer.alloc(0);
    async encode(req) {
        let codec = this.codecs.get(req.compression);
        if (!codec) {
            codec = await pageCodec(req.compression);
            this.codecs.set(req.compression, codec);
        }
        const { builder } = this;
        const { buffer, starts, ends } = req;
        try {
            for (let i = 0; i < ends.length; i++) {
                // Each document is copied out of shared memory to the alignment it has there, which keeps that copy
                // as fast as one of ordinary memory; the columns then copy its fields (at any alignment) from here.
                const start = starts[i];
                const at = alignedLike(0, start);
                const length = ends[i] - start;
                if (this.local.length < at + length)
                    this.local = Buffer.allocUnsafeSlow(2 * (at + length));
                this.local.set(buffer.subarray(start, start + length), at);
                builder.add(this.local.subarray(at, at + length));
            }
            return encodeRowGroup(builder, req.jobId, req.offset, codec, req.out);
        }
        finally {
            builder.reset(keepBytes(req.rowGroupBytes));
        }
    }
}
/**
 * The first offset from `at` aligned to 8 bytes as `offset` is: bytes copied between the two move word by
 * word, in shared memory too (see {@link workerEncoder}).
 */
function alignedLike(at, offset) {
    return at + ((offset - at) & 7);
}
/**
 * The encoder worker's limits: a young generation of 3 MB. The worker's garbage is mostly outside the heap
 * (each compressed page is a buffer), and a buffer that dies young is freed at the next young collection,
 * which only the heap's own allocations bring on: with V8's default size, some 30 MB of dead pages waited
 * for it (peak RSS of a 1 GB Parquet export 242–257 MB with 8 or 16 MB, 210–226 MB with 1 or 3 MB, the same
 * throughput; benchmarks/README.md, "Datasets").
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 3 };
/**
 * Where a run from the TypeScript sources finds the worker's entry already compiled into one JavaScript
 * file: the test suite bundles it once (`test/source-workers.ts`) instead of each worker registering tsx
 * (~0.65 s of CPU a worker). Read only from the sources: the build runs its own compiled entry.
 */
export const SOURCE_WORKER_ENV = 'CRAWLSTREAM_SOURCE_ENCODER_WORKER';
/**
 * Starts the encoder worker. From the build it loads the compiled `.js` entry; from the TypeScript sources
 * (tests, tsx) the bundle {@link SOURCE_WORKER_ENV} names, or else the `.ts` entry through tsx.
 */
function startWorker() {
    const fromSource = import.meta.url.endsWith('.ts');
    const entry = new URL(`./encoder-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);
    const bundled = fromSource ? process.env[SOURCE_WORKER_ENV] : undefined;
    let worker;
    if (bundled) {
        worker = new Worker(pathToFileURL(bundled), { resourceLimits: WORKER_LIMITS });
    }
    else if (fromSource) {
        // A worker does not inherit the test runner's TypeScript loader: register tsx, then load the entry.
        // Only the ESM build of tsx's register() works inside a worker; require.resolve names the CJS twin.
        const api = createRequire(import.meta.url)
            .resolve('tsx/esm/api')
            .replace(/\.cjs$/, '.mjs');
        const boot = `import(${JSON.stringify(pathToFileURL(api).href)}).then((m) => { m.register(); return import(${JSON.stringify(entry.href)}); });`;
        worker = new Worker(boot, { eval: true, resourceLimits: WORKER_LIMITS });
    }
    else {
        worker = new Worker(entry, { resourceLimits: WORKER_LIMITS });
    }
    const pending = new Map();
    let failure;
    const free = [];
    const failAll = (err) => {
        onFail?.(err);
        failure ??= err;
        for (const p of pending.values())
            p.reject(err);
        pending.clear();
    };
    let onReady;
    let onFail;
    const ready = new Promise((resolve, reject) => {
        onReady = resolve;
        onFail = reject;
    });
    worker.on('message', (res) => {
        if (res === 'ready') {
            onReady?.();
            return;
        }
        if (free.length < 2)
            free.push(new Uint8Array(res.buffer.buffer));
        const p = pending.get(res.id);
        if (!p)
            return;
        pending.delete(res.id);
        if ('error' in res)
            p.reject(new Error(`Parquet encoding failed: ${res.error}`));
        else
            p.resolve({ bytes: res.bytes, rowGroup: res.rowGroup });
    });
    worker.on('error', (err) => failAll(err));
    worker.on('exit', (code) => failAll(new Error(`Parquet encoder worker exited with code ${code}`)));
    return {
        ready,
        post(req) {
            if (failure)
                return Promise.reject(failure);
            return new Promise((resolve, reject) => {
                pending.set(req.id, { resolve, reject });
                worker.postMessage(req, req.out ? [req.out.buffer] : []);
            });
        },
        takeFree(min, max) {
            const at = free.findIndex((f) => f.byteLength >= min && f.byteLength <= max);
            return at < 0 ? undefined : free.splice(at, 1)[0];
        },
        async close() {
            failure ??= new Error('Parquet encoder closed');
            await worker.terminate();
        },
    };
}
/**
 * Encodes row groups in a worker thread: the calling thread only copies each document's JSON into one
 * buffer, which is handed over with the row group and handed back with the answer; the worker copies the
 * fields into columns, compresses and assembles while the calling thread fetches and fills the next row
 * group. Copying the fields out of the JSON (unescaping text) is the larger part of the work, so it is the
 * part that leaves the thread that also reads the pages.
 *
 * The documents' buffers are shared memory. A transferred buffer counts, each time it arrives, as memory
 * allocated outside the heap, which V8 weighs against the heap's limit: a few megabytes per row group made
 * the calling thread run a full collection every few row groups once that limit was tight (benchmarks/
 * README.md, "Datasets"). Shared memory is not counted. V8 copies into it byte by byte unless source and
 * target are aligned alike, so each document starts at the alignment its source has.
 */
export async function workerEncoder(compression, rowGroupBytes) {
    // Fails here, not at the first row group, when the codec cannot load.
    await pageCodec(compression);
    const worker = startWorker();
    // Loading the worker would otherwise delay the first row groups' writes, and so the first checkpoints.
    await worker.ready.catch(async (err) => {
        await worker.close();
        throw err;
    });
    // A row group is handed over once it holds `rowGroupBytes`: room for that and one more document of up to
    // `rowGroupBytes`. A buffer that grows leaves the old one to the garbage collector, which does not count
    // shared memory and so frees it late (peak RSS of a 1 GB export, 4 runs each: 216–250 MB with room for one
    // more megabyte, 210–235 MB with this room).
    const capacity = 2 * rowGroupBytes + (1 << 20);
    const shared = (bytes) => new Uint8Array(new SharedArrayBuffer(bytes));
    const fresh = () => worker.takeFree(capacity, 4 * capacity) ?? shared(capacity);
    const spare = new SpareOutputs(keepBytes(rowGroupBytes));
    let docs = fresh();
    let at = 0;
    // Bytes of document JSON, without the gaps that align them.
    let jsonBytes = 0;
    let starts = [];
    let ends = [];
    let nextId = 0;
    return {
        add(doc) {
            const start = alignedLike(at, doc.byteOffset);
            if (start + doc.length > docs.length) {
                const grown = shared(Math.max(2 * docs.length, start + doc.length));
                grown.set(docs.subarray(0, at));
                docs = grown;
            }
            docs.set(doc, start);
            at = start + doc.length;
            jsonBytes += doc.length;
            starts.push(start);
            ends.push(at);
        },
        get rows() {
            return ends.length;
        },
        get bytes() {
            return jsonBytes;
        },
        encode(jobId, offset) {
            const req = {
                id: nextId++,
                buffer: docs,
                starts,
                ends,
                jobId,
                offset,
                compression,
                rowGroupBytes,
            };
            const out = spare.take();
            if (out)
                req.out = out;
            docs = fresh();
            at = 0;
            jsonBytes = 0;
            starts = [];
            ends = [];
            return worker.post(req);
        },
        release: (bytes) => spare.put(bytes),
        close: () => worker.close(),
    };
}
