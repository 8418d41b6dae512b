/**
 * Poll delays for a job whose status page came back empty while it is still running.
 *
 * Why back off: while a job is `scraping`, the service returns `next` even when it leads to an empty page, so a
 * client that simply follows `next` spins. Doubling the wait after each empty page (up to a cap) keeps a slow
 * job cheap to watch; the wait returns to the base as soon as a page brings documents.
 */
/** Poll timing of a paging stream. */
export interface PollBackoffOptions {
    /** First wait after an empty page, in ms. @default 1000 */
    pollIntervalMs?: number | undefined;
    /** Longest wait between two polls, in ms. @default 10000 */
    maxPollIntervalMs?: number | undefined;
}
/** Default first poll wait, in ms. */
export declare const DEFAULT_POLL_INTERVAL_MS = 1000;
/** Default cap of the poll wait, in ms. */
export declare const DEFAULT_MAX_POLL_INTERVAL_MS = 10000;
/** The wait sequence of one paging run: `next()` after each empty page, `reset()` after progress. */
export interface PollBackoff {
    /** The wait before the next poll; each call doubles the following one up to the cap. */
    next(): number;
    /** Progress was made: start again from the base interval. */
    reset(): void;
}
/**
 * Creates a poll backoff.
 *
 * @example
 * ```ts
 * const backoff = createPollBackoff({ pollIntervalMs: 500, maxPollIntervalMs: 3000 });
 * [backoff.next(), backoff.next(), backoff.next(), backoff.next()]; // [500, 1000, 2000, 3000]
 * backoff.reset(); backoff.next(); // 500
 * ```
 */
export declare function createPollBackoff(options?: PollBackoffOptions): PollBackoff;
