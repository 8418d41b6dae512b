import type { WriteStream } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { OperatorFunction } from 'rxjs';
import { CheckpointError } from './checkpoint.js';
import type { DurableState, FormatWriter, OpenContext } from './format-writer.js';
import { runSink, type SinkOptions, type SinkPage } from './run-sink.js';
import type { SinkSummary } from './sink-summary.js';

const gzipAsync = promisify(gzipCallback);

/** Options of {@link toJsonl}. */
export interface ToJsonlOptions extends SinkOptions {
  /**
   * Gzip the file. Each page becomes one gzip member (a valid multi-member gzip file, read by `gunzip`,
   * `zcat` and Node's zlib), so a resumed export can cut the file at a member boundary.
   * @default false
   */
  gzip?: boolean;
  /**
   * Gzip level 1 (fast) to 9 (small).
   * @default 6
   */
  gzipLevel?: number;
  /** @default 1000 */
  checkpointIntervalMs?: number;
}

/**
 * Writes the pages of a crawl or batch-scrape job to a JSONL file: one document per line, exactly the JSON
 * text the service sent (`page.raw`), never re-serialised. Each page is one write through a file stream;
 * the page's credit is held until that write is done, so the paging source fetches ahead only as far as
 * its window allows. The file grows under `<path>.partial` and is renamed to `path` once complete;
 * `<path>.checkpoint.json` records what is durably written (see {@link readCheckpoint}), so a run killed at
 * any instant continues with `resume: true` and every document ends up in the file exactly once.
 *
 * Emits one {@link SinkSummary} when the file is in place, then completes.
 *
 * @example
 * ```ts
 * const summary = await lastValueFrom(client.crawlPages(jobId).pipe(toJsonl('site.jsonl.gz', { gzip: true })));
 * // { path: 'site.jsonl.gz', format: 'jsonl', records: 1200, bytes: 1843211, ... }
 * ```
 */
export function toJsonl(path: string, options: ToJsonlOptions = {}): OperatorFunction<SinkPage, SinkSummary> {
  return runSink(path, 'jsonl', { ...options, defaultCheckpointIntervalMs: 1000 }, (ctx) =>
    openJsonlWriter(ctx, options.gzip ?? false, options.gzipLevel ?? 6),
  );
}

async function openJsonlWriter(ctx: OpenContext, gzip: boolean, level: number): Promise<FormatWriter> {
  const { checkpoint } = ctx;
  if (checkpoint && (checkpoint.gzip ?? false) !== gzip) {
    throw new CheckpointError(
      `Checkpoint of ${ctx.partial} was written with gzip ${checkpoint.gzip ? 'on' : 'off'}; resume with the same setting`,
    );
  }
  let fh: FileHandle;
  let offset = 0;
  if (checkpoint) {
    fh = await open(ctx.partial, 'r+').catch((cause: unknown) => {
      throw new CheckpointError(`The partial file ${ctx.partial} of the checkpoint is missing; start over`, {
        cause,
      });
    });
    const { size } = await fh.stat();
    if (size < checkpoint.bytes) {
      await fh.close();
      throw new CheckpointError(
        `The partial file ${ctx.partial} holds ${size} bytes, less than the ${checkpoint.bytes} its checkpoint covers; start over`,
      );
    }
    // Bytes after the checkpoint may hold documents the resumed stream sends again.
    await fh.truncate(checkpoint.bytes);
    offset = checkpoint.bytes;
  } else {
    fh = await open(ctx.partial, 'w');
  }
  const stream: WriteStream = fh.createWriteStream({ start: offset, autoClose: false, emitClose: false });
  let records = checkpoint?.records ?? 0;
  let jsonBytes = checkpoint?.jsonBytes ?? 0;
  let closed = false;

  const write = (chunk: Buffer) =>
    new Promise<void>((resolve, reject) => {
      stream.write(chunk, (err) => (err ? reject(err) : resolve()));
    });
  const state = (): DurableState => ({ records, bytes: offset, jsonBytes, extra: { gzip } });

  return {
    get writtenRecords() {
      return records;
    },
    async append(raws) {
      let chars = 0;
      const lines = new Array<string>(raws.length);
      for (let i = 0; i < raws.length; i++) {
        const raw = raws[i]!;
        chars += raw.length;
        // A raw newline can only be whitespace between JSON tokens (strings escape theirs): one line per document.
        lines[i] = raw.includes('\n') || raw.includes('\r') ? raw.replace(/[\r\n]+/g, ' ') : raw;
      }
      let chunk = Buffer.from(`${lines.join('\n')}\n`, 'utf8');
      if (gzip) chunk = await gzipAsync(chunk, { level });
      await write(chunk);
      offset += chunk.length;
      records += raws.length;
      jsonBytes += chars;
    },
    async flush() {},
    async sync() {
      await fh.sync();
      return state();
    },
    async finish() {
      await new Promise<void>((resolve, reject) => {
        stream.once('error', reject);
        stream.end(resolve);
      });
      await fh.sync();
      return state();
    },
    async close() {
      if (closed) return;
      closed = true;
      if (!stream.destroyed) stream.destroy();
      await fh.close();
    },
  };
}
