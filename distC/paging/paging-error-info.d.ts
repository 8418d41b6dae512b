/** The facts a paging stream's errors carry: the job, and the cursor to resume from. */
import type { PageCursor } from './page-event.js';
/** Extra facts attached to errors from a paging stream. */
export interface PagingErrorInfo {
    /** The job being read. */
    jobId: string;
    /** The first document not received: resume with `{ from: cursor }`. */
    cursor: PageCursor;
}
/**
 * Reads the cursor a paging error carries.
 *
 * @example
 * ```ts
 * client.crawlPages(jobId).subscribe({ error: (err) => { const at = pagingErrorInfo(err)?.cursor; } });
 * ```
 */
export declare function pagingErrorInfo(err: unknown): PagingErrorInfo | undefined;
/** `err` with the job and the first document not received attached (see {@link pagingErrorInfo}). */
export declare function attachCursor(err: unknown, jobId: string, skip: number): unknown;
