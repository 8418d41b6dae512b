import { Observable } from 'rxjs';
import { isPageStream } from '../paging/owned-pages.js';
import { partialPath } from './checkpoint.js';
import { FileStore } from './file-store.js';
import { PageQueue } from './page-queue.js';
import { SinkRun } from './sink-run.js';
export { completeFinished } from './file-store.js';
/**
 * What a file sink of `format` declares when it owns its page stream (`PageStream.ownedBy`). The Parquet writer decodes
 * every string it keeps and fails on a bad escape, so the page scan need not check escapes; JSONL writes the
 * bytes as they are, so it must.
 */
export function sinkPageOwner(format) {
    return { checkEscapes: format !== 'parquet' };
}
/**
 * The loop shared by the file sinks: holds each page's credit until the format has taken it, enforces an
 * unbroken cursor (exactly once), checkpoints after fsync, and renames the finished file into place. It reads
 * as the list of its steps ({@link SinkRun}): open, then write and checkpoint page by page, then finish, or
 * fail, or leave resumable when the consumer left.
 */
export function runSink(path, format, options, openWriter) {
    return runStoreSink(() => new FileStore(path, format, options.fence), format, options, (checkpoint) => {
        const partial = partialPath(path);
        return openWriter(checkpoint ? { partial, checkpoint } : { partial });
    });
}
/**
 * {@link runSink} for any {@link SinkStore}: `store()` makes the store of one subscription, `openWriter` its
 * writer from the checkpoint the store opened (none for a fresh export).
 */
export function runStoreSink(store, format, options, openWriter) {
    const intervalMs = options.checkpointIntervalMs ?? options.defaultCheckpointIntervalMs;
    return (source) => new Observable((subscriber) => {
        const queue = new PageQueue();
        const run = new SinkRun(store(), format, intervalMs);
        let cancelled = false;
        let writer;
        const loop = async () => {
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
            queue.subscribe(isPageStream(source) ? source.ownedBy(sinkPageOwner(format)) : source);
            for (;;) {
                if (cancelled) {
                    await run.leaveResumable(writer);
                    return;
                }
                const taken = await queue.take();
                if (taken === undefined)
                    continue;
                if ('ended' in taken) {
                    if (taken.ended === 'complete')
                        break;
                    // The source failed: keep everything written so far resumable, then report its error.
                    await run.fail(writer);
                    subscriber.error(taken.error);
                    return;
                }
                try {
                    await run.writePage(taken.page, writer);
                }
                finally {
                    taken.release();
                }
                await run.checkpointIfDue(writer);
            }
            subscriber.next(await run.finish(writer));
            subscriber.complete();
        };
        loop().catch(async (err) => {
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
