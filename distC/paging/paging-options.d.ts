/**
 * The options of a paging stream: what callers of crawl and batch-scrape paging may set, what the library's
 * own callers add, and which job to read.
 */
import type { JobKind, PageCursor } from './page-event.js';
import type { PollBackoffOptions } from './paging-backoff.js';
import type { PagingStats } from './paging-window.js';
import type { ProgressCallback } from './progress.js';
/** Options common to every paging operation (crawl, batch scrape, and their `*Pages` forms). */
export interface PagingOptions extends PollBackoffOptions {
    /**
     * Most pages whose bodies are being received, or that were emitted and not yet released, at once: the
     * bound on the stream's memory (each page is at most about 10 MiB of JSON). Reads waiting on the server
     * hold no page: their bodies wait on their connections until one is free.
     * @default 7 with read-ahead, 2 without
     */
    window?: number | undefined;
    /**
     * Status reads waiting on the server at once: while one page is delivered, the next ranges of documents
     * the job is known to have (`skip`/`limit`) are already being read, and are delivered strictly in order.
     * Lower it when the server limits request rates tightly; 1 reads one page at a time, following the
     * cursor. A server that does not honour `skip` or `limit` is detected from its answers and read one page
     * at a time.
     * @default 8, or the team's `maxConcurrency` when lower and the client has read it (`team.concurrency()`)
     */
    readAhead?: number | undefined;
    /**
     * How a running crawl's new documents are learned of: `'poll'` reads status pages after a wait that grows
     * while nothing comes; `'websocket'` also listens on the service's status socket and reads the next status
     * page as soon as it says a document was scraped (see `socket-pages.ts`). Batch scrapes always poll.
     * @default 'poll'
     */
    statusStream?: 'poll' | 'websocket' | undefined;
    /** Send `DELETE` for the job when the subscriber unsubscribes before the job ended. @default false */
    cancelOnUnsubscribe?: boolean | undefined;
    /** Called after every status page with the run's progress. */
    onProgress?: ProgressCallback | undefined;
    /** `limit` query parameter: documents per response (the service's default is 100). */
    pageLimit?: number | undefined;
    /**
     * Fail with a `TimeoutError` (code `JOB_STALLED`) when a running job shows no progress at all (no document,
     * no change of `completed`/`total`) for this long, in ms. `Infinity` waits forever. @default 900000
     */
    stallTimeoutMs?: number | undefined;
}
/**
 * Options the library's own callers (the CLI, tests, benchmarks) add to {@link PagingOptions}; not part of
 * the public API.
 */
export interface PagingInternals {
    /** Counters to keep up to date (pages in flight, requests, retries). */
    stats?: PagingStats | undefined;
    /** The wait before the next poll of a running job; the status socket ends it early (`socket-pages.ts`). */
    pollWait?: ((ms: number, signal: AbortSignal) => Promise<void>) | undefined;
    /** What the client has learned of the team's limits: the default read-ahead stays within them. */
    teamLimits?: TeamLimits | undefined;
}
/**
 * What a client has learned of its team's limits from the usage routes (`team.concurrency()`,
 * `team.queueStatus()`), read by each paging run when it starts.
 */
export interface TeamLimits {
    /** The most pages the team may have scraped at once. */
    maxConcurrency?: number | undefined;
}
/** Options of the `*Pages(jobId, options)` operations: paging options plus where to start. */
export interface JobPagesOptions extends PagingOptions {
    /** Resume point, e.g. a sink checkpoint's `cursor`. @default { skip: 0 } */
    from?: PageCursor | undefined;
}
/** Which job to read and how it was started. */
export interface PagingTarget {
    kind: JobKind;
    jobId: string;
    /** Where to start. */
    from: PageCursor;
    /** How long a 404 counts as "not visible yet" (right after creation), in ms. */
    notFoundGraceMs?: number | undefined;
}
/** Default stall limit: 15 minutes without any sign of life from a running job. */
export declare const DEFAULT_STALL_TIMEOUT_MS: number;
