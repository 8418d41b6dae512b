import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RowGroup } from 'hyparquet';
import { type EncodedRowGroup, encodeRowGroup, type ParquetCompression } from './parquet-row-group.js';

/** A request to the encoder worker. */
export interface EncodeRequest {
  id: number;
  raws: readonly string[];
  jobId: string;
  offset: number;
  compression: ParquetCompression;
}

/** The worker's answer. */
export type EncodeResponse =
  | { id: number; bytes: Uint8Array; rowGroup: RowGroup }
  | { id: number; error: string };

/** Encodes row groups, in a worker thread or inline. */
export interface RowGroupEncoder {
  encode(raws: readonly string[], jobId: string, offset: number): Promise<EncodedRowGroup>;
  close(): Promise<void>;
}

/** Encodes in the calling thread (no worker). */
export function inlineEncoder(compression: ParquetCompression): RowGroupEncoder {
  return {
    encode: async (raws, jobId, offset) => encodeRowGroup(raws, jobId, offset, compression),
    close: async () => {},
  };
}

/**
 * Encodes in a worker thread. From the TypeScript sources (tests, tsx) the worker loads the `.ts` entry
 * through tsx; from the build it loads the compiled `.js`.
 */
export function workerEncoder(compression: ParquetCompression): RowGroupEncoder {
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
  worker.on('message', (res: EncodeResponse) => {
    const p = pending.get(res.id);
    if (!p) return;
    pending.delete(res.id);
    if ('error' in res) p.reject(new Error(`Parquet encoding failed: ${res.error}`));
    else p.resolve({ bytes: res.bytes, rowGroup: res.rowGroup });
  });
  worker.on('error', (err) => failAll(err));
  worker.on('exit', (code) => failAll(new Error(`Parquet encoder worker exited with code ${code}`)));
  return {
    encode(raws, jobId, offset) {
      if (failure) return Promise.reject(failure);
      const id = nextId++;
      return new Promise<EncodedRowGroup>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        const req: EncodeRequest = { id, raws, jobId, offset, compression };
        worker.postMessage(req);
      });
    },
    async close() {
      failure ??= new Error('Parquet encoder closed');
      await worker.terminate();
    },
  };
}
