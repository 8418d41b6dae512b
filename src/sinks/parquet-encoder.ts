import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RowGroup } from 'hyparquet';
import { type PageCodec, type ParquetCompression, pageCodec } from './parquet-codecs.js';
import { RowGroupBuilder } from './parquet-columns.js';
import { type EncodedRowGroup, encodeRowGroup } from './parquet-row-group.js';

/** A request to the encoder worker: the documents of one row group, back to back. */
export interface EncodeRequest {
  id: number;
  /** The documents' JSON bytes, concatenated; transferred. */
  docs: Uint8Array;
  /** End of each document in `docs`. */
  ends: Uint32Array;
  jobId: string;
  offset: number;
  compression: ParquetCompression;
  /** The row group size in bytes the sink aims at (bounds what the worker's buffers keep). */
  keep: number;
}

/** The worker's answer; `docs` is the request's buffer, handed back for the next row group. */
export type EncodeResponse =
  | { id: number; bytes: Uint8Array; rowGroup: RowGroup; docs: Uint8Array }
  | { id: number; error: string; docs: Uint8Array };

/**
 * Fills and encodes row groups, in the calling thread or in a worker. Documents are copied by
 * {@link RowGroupEncoder.add}; nothing refers to the caller's buffers afterwards.
 */
export interface RowGroupEncoder {
  /** Adds a document (its JSON as UTF-8) to the row group being filled. */
  add(doc: Buffer): void;
  /** Documents in the row group being filled. */
  readonly rows: number;
  /** Bytes of document JSON in the row group being filled. */
  readonly bytes: number;
  /**
   * Encodes the row group being filled for file offset `offset` and starts an empty one. Call it again only
   * after the previous encoding settled.
   */
  encode(jobId: string, offset: number): Promise<EncodedRowGroup>;
  close(): Promise<void>;
}

/**
 * Encodes in the calling thread: each document's fields are copied into column buffers as it is added; a
 * full row group is compressed and encoded at once. The column buffers are reused from group to group.
 */
export async function inlineEncoder(
  compression: ParquetCompression,
  rowGroupBytes: number,
): Promise<RowGroupEncoder> {
  const codec = await pageCodec(compression);
  const keep = keepBytes(rowGroupBytes);
  const builder = new RowGroupBuilder();
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
        return encodeRowGroup(builder, jobId, offset, codec);
      } finally {
        builder.reset(keep);
      }
    },
    close: async () => {},
  };
}

/**
 * What a builder's buffers keep between row groups: room for a full group's worth of one column after
 * growing by doubling, so buffers are not reallocated group after group; a larger document's are given
 * back.
 */
export function keepBytes(rowGroupBytes: number): number {
  return Math.max(1 << 16, 2 * rowGroupBytes + (1 << 20));
}

/** The encoder worker's state: one builder, reused. */
export class RequestEncoder {
  private readonly builder = new RowGroupBuilder();
  private readonly codecs = new Map<ParquetCompression, PageCodec>();

  /** Encodes the documents of a request. */
  async encode(req: EncodeRequest): Promise<EncodedRowGroup> {
    let codec = this.codecs.get(req.compression);
    if (!codec) {
      codec = await pageCodec(req.compression);
      this.codecs.set(req.compression, codec);
    }
    const { builder } = this;
    const docs = Buffer.from(req.docs.buffer, req.docs.byteOffset, req.docs.byteLength);
    try {
      let start = 0;
      for (const end of req.ends) {
        builder.add(docs.subarray(start, end));
        start = end;
      }
      return encodeRowGroup(builder, req.jobId, req.offset, codec);
    } finally {
      builder.reset(keepBytes(req.keep));
    }
  }
}

/**
 * Encodes in a worker thread: documents are copied back to back into one buffer, handed over (transferred)
 * with each row group; the worker copies the fields out and compresses. From the TypeScript sources
 * (tests, tsx) the worker loads the `.ts` entry through tsx; from the build it loads the compiled `.js`.
 */
export function workerEncoder(compression: ParquetCompression, rowGroupBytes: number): RowGroupEncoder {
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = new URL(`./parquet-encoder-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);
  let worker: Worker;
  if (fromSource) {
    // A worker does not inherit the test runner's TypeScript loader: register tsx, then load the entry.
    // Only the ESM build of tsx's register() works inside a worker; require.resolve names the CJS twin.
    const api = createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs');
    const boot = `import(${JSON.stringify(pathToFileURL(api).href)}).then((m) => { m.register(); return import(${JSON.stringify(entry.href)}); });`;
    worker = new Worker(boot, { eval: true });
  } else {
    worker = new Worker(entry);
  }
  const pending = new Map<number, { resolve: (r: EncodedRowGroup) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  let failure: Error | undefined;
  const failAll = (err: Error) => {
    failure ??= err;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  // Document buffers: one filling, one with the worker; handed back with each answer and reused.
  const size = Math.max(1 << 16, rowGroupBytes + (rowGroupBytes >> 3));
  let free: Uint8Array | undefined;
  worker.on('message', (res: EncodeResponse) => {
    if (res.docs.byteLength <= size * 2) free = new Uint8Array(res.docs.buffer);
    const p = pending.get(res.id);
    if (!p) return;
    pending.delete(res.id);
    if ('error' in res) p.reject(new Error(`Parquet encoding failed: ${res.error}`));
    else p.resolve({ bytes: res.bytes, rowGroup: res.rowGroup });
  });
  worker.on('error', (err) => failAll(err));
  worker.on('exit', (code) => failAll(new Error(`Parquet encoder worker exited with code ${code}`)));

  let docs: Uint8Array = new Uint8Array(size);
  let used = 0;
  let ends: number[] = [];
  return {
    add(doc) {
      if (used + doc.length > docs.length) {
        const next = new Uint8Array(Math.max(used + doc.length, docs.length * 2));
        next.set(docs.subarray(0, used));
        docs = next;
      }
      docs.set(doc, used);
      used += doc.length;
      ends.push(used);
    },
    get rows() {
      return ends.length;
    },
    get bytes() {
      return used;
    },
    encode(jobId, offset) {
      if (failure) return Promise.reject(failure);
      const id = nextId++;
      const req: EncodeRequest = {
        id,
        docs: docs.subarray(0, used),
        ends: Uint32Array.from(ends),
        jobId,
        offset,
        compression,
        keep: rowGroupBytes,
      };
      // The buffer goes to the worker; the next row group fills the one it handed back, or a new one.
      docs = free ?? new Uint8Array(size);
      free = undefined;
      used = 0;
      ends = [];
      return new Promise<EncodedRowGroup>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage(req, [req.docs.buffer as ArrayBuffer, req.ends.buffer as ArrayBuffer]);
      });
    },
    async close() {
      failure ??= new Error('Parquet encoder closed');
      await worker.terminate();
    },
  };
}
