import { rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Observable, type OperatorFunction, type Subscription } from 'rxjs';
import { CheckpointError } from '../errors/errors.js';
import { isPageStream, type PageOwner } from '../paging/owned-pages.js';
import type { JobKind, PageEvent } from '../paging/page-event.js';
import {
  type Checkpoint,
  partialPath,
  readCheckpoint,
  removeCheckpoint,
  type SinkFormat,
  syncDir,
  unfinishedExport,
  writeCheckpoint,
} from './checkpoint.js';
import type { DurableState, FormatWriter, OpenContext } from './format-writer.js';
import type { SinkSummary } from './sink-summary.js';

/**
 * The page fields a sink reads: a structural subset of {@link PageEvent}, so tests and other sources can
 * feed sinks without a client. Sinks write `rawBytes` when the page has them (pages from the client do) and
 * otherwise encode `raw`.
 */
export type SinkPage = Pick<PageEvent, 'kind' | 'jobId' | 'cursor' | 'raw' | 'hold'> &
  Partial<Pick<PageEvent, 'rawBytes'>>;

/** A page's documents as UTF-8 bytes, without decoding `raw` when the page carries bytes. */
function documentBytes(page: SinkPage): readonly Buffer[] {
  return page.rawBytes ?? page.raw.map((text) => Buffer.from(text, 'utf8'));
}

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
   * Least time between checkpoints in ms (each costs an fsync). A crash loses at most this much written
   * data, which a resumed run fetches again. 0 checkpoints after every write.
   */
  checkpointIntervalMs?: number;
}

interface Queued {
  page: SinkPage;
  release: () => void;
}

/**
 * What a file sink of `format` declares when it owns its page stream (`PageStream.ownedBy`). The Parquet writer decodes
 * every string it keeps and fails on a bad escape, so the page scan need not check escapes; JSONL writes the
 * bytes as they are, so it must.
 */
export function sinkPageOwner(format: SinkFormat): PageOwner {
  return { checkEscapes: format !== 'parquet' };
}

/**
 * For an export whose checkpoint says complete: a crash may have come between that final checkpoint and the
 * rename, so a partial file still there is moved into place. Returns the size of the final file.
 */
export async function completeFinished(path: string): Promise<number> {
  const partial = partialPath(path);
  const pending = await stat(partial).then(
    () => true,
    () => false,
  );
  if (pending) {
    await rename(partial, path);
    await syncDir(dirname(path));
  }
  return (await stat(path)).size;
}

/**
 * The loop shared by the file sinks: holds each page's credit until the format has taken it, enforces an
 * unbroken cursor (exactly once), checkpoints after fsync, and renames the finished file into place.
 */
export function runSink(
  path: string,
  format: SinkFormat,
  options: SinkOptions & { defaultCheckpointIntervalMs: number },
  openWriter: (ctx: OpenContext) => Promise<FormatWriter>,
): OperatorFunction<SinkPage, SinkSummary> {
  const intervalMs = options.checkpointIntervalMs ?? options.defaultCheckpointIntervalMs;
  const partial = partialPath(path);
  return (source) =>
    new Observable<SinkSummary>((subscriber) => {
      const queue: Queued[] = [];
      let wake: (() => void) | undefined;
      let ended: { error: unknown } | 'complete' | undefined;
      let cancelled = false;
      let sourceSub: Subscription | undefined;
      let writer: FormatWriter | undefined;

      let jobId: string | null = null;
      let kind: JobKind | null = null;
      // The cursor always equals records + skipOffset: documents are written without gaps.
      let skipOffset = 0;
      let records = 0;
      let committedRecords = 0;
      let lastCommit = Date.now();
      let resumed = false;
      let checkpoint: Checkpoint | undefined;

      const signal = () => {
        const w = wake;
        wake = undefined;
        w?.();
      };

      const commit = async (state: DurableState, complete: boolean) => {
        await writeCheckpoint(path, {
          version: 1,
          format,
          jobId,
          kind,
          cursor: { skip: state.records + skipOffset },
          records: state.records,
          bytes: state.bytes,
          jsonBytes: state.jsonBytes,
          complete,
          ...state.extra,
          updatedAt: new Date().toISOString(),
        });
        committedRecords = state.records;
        lastCommit = Date.now();
      };

      const summary = (cp: Checkpoint, bytes: number): SinkSummary => ({
        path,
        format,
        records: cp.records,
        bytes,
        jsonBytes: cp.jsonBytes,
        jobId: cp.jobId,
        kind: cp.kind,
        cursor: cp.cursor,
        resumed,
      });

      const handle = async (page: SinkPage) => {
        if (jobId === null) {
          jobId = page.jobId;
          kind = page.kind;
          skipOffset = page.cursor.skip - records;
        } else if (page.jobId !== jobId) {
          throw new CheckpointError(
            `Page of job ${page.jobId} reached a sink writing job ${jobId}; resume with crawlPages(${JSON.stringify(jobId)}, { from: checkpoint.cursor })`,
          );
        }
        const expected = records + skipOffset;
        if (page.cursor.skip > expected) {
          throw new CheckpointError(
            `Documents ${expected}..${page.cursor.skip - 1} of job ${jobId} are missing: the stream must start at skip ${expected} or earlier`,
          );
        }
        // A page may declare, through `nextCursor`, that documents were filtered out upstream (`--dedupe`):
        // its raw texts are then not a contiguous run of the job, so they cannot be cut at a cursor.
        const end = (page as { nextCursor?: { skip: number } }).nextCursor?.skip;
        const docs = documentBytes(page);
        const filtered = end !== undefined && end > page.cursor.skip + docs.length;
        const drop = expected - page.cursor.skip;
        if (filtered && drop > 0) {
          throw new CheckpointError(
            `A filtered page of job ${jobId} starts at ${page.cursor.skip}, before the checkpoint at ${expected}; resume from the checkpoint cursor`,
          );
        }
        const written = drop > 0 ? docs.slice(drop) : docs;
        if (written.length > 0) {
          await writer!.append(written, jobId);
          records += written.length;
        }
        // Count the filtered documents as consumed, so the checkpoint cursor stays a position in the job.
        if (filtered && end > records + skipOffset) skipOffset = end - records;
      };

      // The consumer unsubscribed: make what was written resumable. Best effort, nobody is listening.
      const leaveResumable = async (w: FormatWriter) => {
        try {
          await w.flush();
          if (jobId !== null && w.writtenRecords > committedRecords) await commit(await w.sync(), false);
        } catch {
          // The last checkpoint still describes a consistent prefix of the partial file.
        } finally {
          await w.close().catch(() => undefined);
        }
      };

      const run = async () => {
        if (options.resume) {
          checkpoint = await readCheckpoint(path);
          if (checkpoint && checkpoint.format !== format) {
            throw new CheckpointError(
              `Checkpoint of ${path} belongs to a ${checkpoint.format} export, not ${format}; delete it to start over`,
            );
          }
        } else {
          const earlier = options.overwrite ? undefined : await unfinishedExport(path);
          if (earlier) {
            throw new CheckpointError(
              `${path} has an unfinished export of job ${earlier.jobId} (${earlier.records} documents); resume it (resume: true) or start over (overwrite: true)`,
              { code: 'UNFINISHED_EXPORT' },
            );
          }
          // Before any byte is written: a stale checkpoint must never describe new data.
          await removeCheckpoint(path);
        }
        if (checkpoint?.complete) {
          resumed = true;
          const size = await completeFinished(path);
          subscriber.next(summary(checkpoint, size));
          subscriber.complete();
          return;
        }
        if (checkpoint) {
          resumed = true;
          jobId = checkpoint.jobId;
          kind = checkpoint.kind;
          records = checkpoint.records;
          skipOffset = checkpoint.cursor.skip - checkpoint.records;
          committedRecords = checkpoint.records;
        }
        writer = await openWriter(checkpoint ? { partial, checkpoint } : { partial });
        if (cancelled) {
          await writer.close();
          return;
        }

        // Subscribed directly to a client's page stream, the sink is its only consumer and keeps nothing of a
        // page once released: the stream may then reuse page buffers (owned-pages.ts).
        const pages = isPageStream(source) ? source.ownedBy(sinkPageOwner(format)) : source;
        sourceSub = pages.subscribe({
          next: (page) => {
            queue.push({ page, release: page.hold() });
            signal();
          },
          error: (error: unknown) => {
            ended = { error };
            signal();
          },
          complete: () => {
            ended = 'complete';
            signal();
          },
        });

        for (;;) {
          if (cancelled) {
            await leaveResumable(writer);
            return;
          }
          const item = queue.shift();
          if (!item) {
            if (ended) break;
            await new Promise<void>((resolve) => {
              wake = resolve;
            });
            continue;
          }
          try {
            await handle(item.page);
          } finally {
            item.release();
          }
          if (
            writer.writtenRecords > committedRecords &&
            Date.now() - lastCommit >= intervalMs &&
            jobId !== null
          ) {
            await commit(await writer.sync(), false);
          }
        }

        if (ended !== 'complete') {
          // The source failed: keep everything written so far resumable, then report its error.
          await writer.flush();
          if (jobId !== null) await commit(await writer.sync(), false);
          await writer.close();
          // A run that never received a page (the job never started, or could not be read) leaves nothing.
          if (jobId === null && !resumed) await rm(partial, { force: true });
          subscriber.error(ended?.error);
          return;
        }
        const state = await writer.finish();
        await commit(state, true);
        await writer.close();
        await rename(partial, path);
        await syncDir(dirname(path));
        const cp = await readCheckpoint(path);
        subscriber.next(summary(cp!, state.bytes));
        subscriber.complete();
      };

      run().catch(async (err: unknown) => {
        sourceSub?.unsubscribe();
        for (const item of queue.splice(0)) item.release();
        await writer?.close().catch(() => undefined);
        subscriber.error(err);
      });

      return () => {
        cancelled = true;
        sourceSub?.unsubscribe();
        for (const item of queue.splice(0)) item.release();
        // The loop sees `cancelled` after its current step and leaves the partial file resumable.
        signal();
      };
    });
}
