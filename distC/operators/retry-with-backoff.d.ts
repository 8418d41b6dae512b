import { type MonoTypeOperatorFunction, type SchedulerLike } from 'rxjs';
/** Options of {@link retryWithBackoff}. */
export interface RetryWithBackoffOptions {
    /**
     * Resubscriptions after the first failure.
     * @default 3
     */
    retries?: number;
    /**
     * Ceiling of the first wait in ms; retry n waits a uniform random time below `baseMs * 2^n` (full jitter).
     * @default 500
     */
    baseMs?: number;
    /**
     * Cap of an exponential wait in ms. A server's retry-after hint is honoured even when longer.
     * @default 30000
     */
    maxMs?: number;
    /**
     * Which errors to retry.
     * @default isRetryable: connection failures, client timeouts, 408, 429 and 5xx
     */
    retryOn?: (err: unknown, attempt: number) => boolean;
    /** Uniform random number in [0, 1), for the jitter. @default Math.random */
    random?: () => number;
    /** Scheduler of the waits (tests pass a virtual-time one). @default asyncScheduler */
    scheduler?: SchedulerLike;
    /** Called before each wait, e.g. to log. */
    onRetry?: (info: {
        attempt: number;
        delayMs: number;
        error: unknown;
    }) => void;
}
/**
 * Resubscribes to the source after a retryable error, waiting with exponential backoff and full jitter.
 * When the error carries `retryAfterMs` (a `RateLimitError` whose service said "retry after Ns"), that wait
 * is used instead. A non-retryable error, or the last failure, goes down the error channel unchanged.
 *
 * @example
 * ```ts
 * client.scrape({ url }).pipe(retryWithBackoff({ retries: 5, baseMs: 200 }))
 * // a 503 then success: waits 0..200 ms, resubscribes, emits the document
 * ```
 */
export declare function retryWithBackoff<T>(options?: RetryWithBackoffOptions): MonoTypeOperatorFunction<T>;
