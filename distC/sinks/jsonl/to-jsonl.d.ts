import type { OperatorFunction } from 'rxjs';
import type { FormatWriter, OpenContext } from '../format-writer.js';
import { type SinkOptions, type SinkPage } from '../run-sink.js';
import type { SinkSummary } from '../sink-summary.js';
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
export declare function toJsonl(path: string, options?: ToJsonlOptions): OperatorFunction<SinkPage, SinkSummary>;
/** Opens a JSONL file the way {@link toJsonl} writes it: for `toJsonl` and the dataset sink's parts. */
export declare function openJsonlWriter(ctx: OpenContext, gzip: boolean, level: number): Promise<FormatWriter>;
