/**
 * The value a crawl or batch-scrape paging stream emits: one status page of a job.
 */
import type { Document, JobStatus } from '../schemas/index.js';
export type { JobStatus } from '../schemas/document.js';
/** The two kinds of paged job: a crawl, or a batch scrape. */
export type JobKind = 'crawl' | 'batch';
/** Where an export's documents come from: a crawl or batch-scrape job, or a monitor's check (its pages). */
export type ExportKind = JobKind | 'monitor';
/** Where a page starts in the job's document list (offset paging; the list only grows at the end). */
export interface PageCursor {
    /** Number of the job's documents before this point. */
    skip: number;
}
/**
 * One status page of a crawl or batch-scrape job: a page with documents, or the job's end. The service's
 * status often lags its last document (the last documents arrive on a page that says `scraping`); the page
 * that then says `completed` has no documents, and the stream delivers it as the last page, with no
 * documents, the job's final counts and `creditsUsed`. So the stream's last page says `completed` whenever
 * the job did (also for a job without documents, and for a resume that starts at the job's end).
 *
 * Backpressure: the stream keeps at most `window` pages un-released. A page is released when the `next()`
 * call that delivered it returns, unless `hold()` was called; then it is released when the function `hold()`
 * returned is called. An asynchronous consumer calls `const done = page.hold()` and `done()` once the page is
 * written; until then the source fetches at most `window - 1` more pages.
 */
export interface PageEvent {
    /** Which kind of job the page belongs to. */
    kind: JobKind;
    /** The job id. */
    jobId: string;
    /** Where this page started. */
    cursor: PageCursor;
    /** The cursor after this page (`cursor.skip + raw.length`); resume from here. */
    nextCursor: PageCursor;
    /** Documents of the page, parsed from `raw` on first access. */
    readonly documents: readonly Document[];
    /**
     * Each document's JSON exactly as the service sent it, as UTF-8 bytes (views into the response body; do
     * not modify). What byte-level consumers such as file sinks write.
     */
    rawBytes: readonly Buffer[];
    /** Each document's JSON text exactly as the service sent it (decoded from `rawBytes` on first access). */
    readonly raw: readonly string[];
    /** Sum of `raw[i].length`, in characters (counted on first access). */
    readonly bytes: number;
    /** The job's status when this page was read. */
    status: JobStatus;
    /** The job's `completed` count when this page was read. */
    completed: number;
    /** The job's `total` count when this page was read. */
    total: number;
    /** Credits used so far (-1 on self-hosted servers). */
    creditsUsed: number;
    /** When the job's data expires. */
    expiresAt?: string;
    /** Keep the page's credit taken until the returned function is called (idempotent). */
    hold(): () => void;
}
