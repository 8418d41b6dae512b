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
export function pagingErrorInfo(err: unknown): PagingErrorInfo | undefined {
  if (err === null || typeof err !== 'object') return undefined;
  const { jobId, cursor } = err as Partial<PagingErrorInfo>;
  return typeof jobId === 'string' && typeof cursor?.skip === 'number' ? { jobId, cursor } : undefined;
}

/** `err` with the job and the first document not received attached (see {@link pagingErrorInfo}). */
export function attachCursor(err: unknown, jobId: string, skip: number): unknown {
  if (err !== null && typeof err === 'object' && Object.isExtensible(err)) {
    // Enumerable so it shows in JSON/inspect output of the error; the job id is not a secret.
    Object.defineProperty(err, 'cursor', { value: { skip }, enumerable: true, configurable: true });
    if (!('jobId' in err))
      Object.defineProperty(err, 'jobId', { value: jobId, enumerable: true, configurable: true });
  }
  return err;
}
