import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { CheckpointError } from '../../errors/errors.js';
import { utf16Length } from '../../json/utf16-length.js';
import { openPartialFile, writevFully } from '../partial-file.js';
import { runSink } from '../run-sink.js';
const gzipAsync = promisify(gzipCallback);
/**
 * Writes the pages of a crawl or batch-scrape job to a JSONL file: one document per line, exactly the JSON
 * bytes the service sent (`page.rawBytes`), never decoded or re-serialised. Each page is one `writev` of
 * views into the response body; the page's credit is held until that write is done, so the paging source fetches ahead only as far as
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
export function toJsonl(path, options = {}) {
    return runSink(path, 'jsonl', { ...options, defaultCheckpointIntervalMs: 1000 }, (ctx) => openJsonlWriter(ctx, options.gzip ?? false, options.gzipLevel ?? 6));
}
/** Opens a JSONL file the way {@link toJsonl} writes it: for `toJsonl` and the dataset sink's parts. */
export async function openJsonlWriter(ctx, gzip, level) {
    const { checkpoint } = ctx;
    if (checkpoint && (checkpoint.gzip ?? false) !== gzip) {
        throw new CheckpointError(`Checkpoint of ${ctx.partial} was written with gzip ${checkpoint.gzip ? 'on' : 'off'}; resume with the same setting`);
    }
    const partial = await openPartialFile(ctx);
    const fh = partial.fh;
    let offset = partial.offset;
    let records = checkpoint?.records ?? 0;
    let jsonBytes = checkpoint?.jsonBytes ?? 0;
    let closed = false;
    const state = () => ({ records, bytes: offset, jsonBytes, extra: { gzip } });
    return {
        get writtenRecords() {
            return records;
        },
        async append(docs) {
            let chars = 0;
            // Each document, then a newline: views, not copies.
            let parts = new Array(docs.length * 2);
            for (let i = 0; i < docs.length; i++) {
                const doc = docs[i];
                chars += utf16Length(doc);
                parts[2 * i] = oneLine(doc);
                parts[2 * i + 1] = NEWLINE;
            }
            if (gzip)
                parts = [await gzipAsync(Buffer.concat(parts), { level })];
            offset += await writevFully(fh, parts, offset);
            records += docs.length;
            jsonBytes += chars;
        },
        async flush() { },
        async sync() {
            await fh.sync();
            return state();
        },
        async finish() {
            await fh.sync();
            return state();
        },
        async close() {
            if (closed)
                return;
            closed = true;
            await fh.close();
        },
    };
}
const NEWLINE = Buffer.from('\n');
/**
 * A document on one line. A raw line break can only be whitespace between JSON tokens (strings escape
 * theirs), which the service never sends; the rare document that has one gets its breaks turned to spaces.
 */
function oneLine(doc) {
    if (doc.indexOf(0x0a) < 0 && doc.indexOf(0x0d) < 0)
        return doc;
    return Buffer.from(doc.toString('utf8').replace(/[\r\n]+/g, ' '), 'utf8');
}
