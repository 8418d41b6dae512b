import { Observable, type OperatorFunction } from 'rxjs';
import { asOwnedBy, type PageOwner } from '../paging/owned-pages.js';
import type { PageEvent } from '../paging/page-event.js';
import type { Checkpoint, ExportKind } from './checkpoint.js';
import { type OutputFormat, partialPath, type SinkFormat } from './checkpoint.js';
import { FileStore } from './file-store.js';
import type { FormatWriter, OpenContext } from './format-writer.js';
import { PageQueue } from './page-queue.js';
import { SinkRun, type SinkStore } from './sink-run.js';
import type { SinkSummary } from './sink-summary.js';

export { completeFinished } from './file-store.js';

/**
 * The page fields a sink reads: a structural subset of {@link PageEvent}, so tests and other sources can
 * feed sinks without a client. Sinks write `rawBytes` when the page has them (pages from the client do) and
 * otherwise encode `raw`.
 */
export type SinkPage = Pick<PageEvent, 'jobId' | 'cursor' | 'raw' | 'hold'> &
  Partial<Pick<PageEvent, 'rawBytes' | 'nextCursor'>> & { kind: ExportKind };

/** Options every sink shares. */
export interface SinkOptions {
  /**
   * Continue from `<path>.checkpoint.json` when it exists: the partial file is cut back to the checkpoint
   * and documents before its cursor are skipped, so the stream may start at the cursor or earlier.
   * @default false
   */
  resume?: boolean;
  /**
   * Start over when an unfinished export is at `path` (its checkpoint and partial file are discarded).
   * Without it (and without `resume`) the sink refuses with a `CheckpointError` and leaves them as they are,
   * so a run that forgot `resume` cannot throw away an export that a resume would finish.
   * @default false
   */
  overwrite?: boolean;
  /**
   * Add this export after the finished export at `path`, one job after another in one file (a pipeline's file
   * that grows run after run; JSONL only). The file is moved back to `<path>.partial` while it grows.
   * @default false
   */
  append?: boolean | undefined;
  /**
   * Least time between checkpoints in ms (each costs an fsync). A crash loses at most this much written
   * data, which a resumed run fetches again. 0 checkpoints after every write.
   */
  checkpointIntervalMs?: number;
  /**
   * A lease's fencing token (a fleet's run): claimed in the output before its checkpoint is read, and every
   * checkpoint is committed only while no higher token was claimed there; otherwise the export fails with a
   * `FencedError` and writes nothing more.
   */
  fence?: number | undefined;
}

/**
 * What a file sink of `format` declares when it owns its page stream (`PageStream.ownedBy`). The Parquet writer decodes
 * every string it keeps and fails on a bad escape, so the page scan need not check escapes; JSONL writes the
 * bytes as they are, so it must.
 */
export function sinkPageOwner(format: OutputFormat): PageOwner {
  return { checkEscapes: format !== 'parquet' };
}

/**
 * The loop shared by the file sinks: holds each page's credit until the format has taken it, enforces an
 * unbroken cursor (exactly once), checkpoints after fsync, and renames the finished file into place. It reads
 * as the list of its steps ({@link SinkRun}): open, then write and checkpoint page by page, then finish, or
 * fail, or leave resumable when the consumer left.
 */
export function runSink(
  path: string,
  format: SinkFormat,
  options: SinkOptions & { defaultCheckpointIntervalMs: number },
  openWriter: (ctx: OpenContext) => Promise<FormatWriter>,
): OperatorFunction<SinkPage, SinkSummary> {
  return runStoreSink(
    () => new FileStore(path, format, options.fence),
    format,
    options,
    (checkpoint) => {
      const partial = partialPath(path);
      return openWriter(checkpoint ? { partial, checkpoint } : { partial });
    },
  );
}

/**
 * {@link runSink} for any {@link SinkStore}: `store()` makes the store of one subscription, `openWriter` its
 * writer from the checkpoint the store opened (none for a fresh export).
 */
export function runStoreSink(
  store: () => SinkStore,
  format: OutputFormat,
  options: SinkOptions & { defaultCheckpointIntervalMs: number },
  openWriter: (checkpoint: Checkpoint | undefined) => Promise<FormatWriter>,
): OperatorFunction<SinkPage, SinkSummary> {
  const intervalMs = options.checkpointIntervalMs ?? options.defaultCheckpointIntervalMs;
  return (source) =>
    new Observable<SinkSummary>((subscriber) => {
      const queue = new PageQueue();
      const run = new SinkRun(store(), format, intervalMs);
      let cancelled = false;
      let writer: FormatWriter | undefined;

      const loop = async (): Promise<void> => {
        const opened = await run.open(options, openWriter);
        if ('done' in opened) {
          subscriber.next(opened.done);
          subscriber.complete();
          return;
        }
        writer = opened.writer;
        if (cancelled) {
          await writer.close();
          return;
        }
        // Subscribed directly to a client's page stream, the sink is its only consumer and keeps nothing of a
        // page once released: the stream may then reuse page buffers (owned-pages.ts).
        queue.subscribe(asOwnedBy(source, sinkPageOwner(format)));
        for (;;) {
          if (cancelled) {
            await run.leaveResumable(writer);
            return;
          }
          const taken = await queue.take();
          if (taken === undefined) continue;
          if ('ended' in taken) {
            if (taken.ended === 'complete') break;
            // The source failed: keep everything written so far resumable, then report its error.
            await run.fail(writer);
            subscriber.error(taken.error);
            return;
          }
          try {
            await run.writePage(taken.page, writer);
          } finally {
            taken.release();
          }
          await run.checkpointIfDue(writer);
        }
        subscriber.next(await run.finish(writer));
        subscriber.complete();
      };

      loop().catch(async (err: unknown) => {
        queue.stop();
        await writer?.close().catch(() => undefined);
        subscriber.error(err);
      });

      return () => {
        cancelled = true;
        queue.stop();
        // The loop sees `cancelled` after its current step and leaves the partial file resumable.
        queue.interrupt();
      };
    });
}
