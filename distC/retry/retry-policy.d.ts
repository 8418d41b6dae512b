export { RETRYABLE_STATUSES } from '../errors/errors.js';
export { parseRetryAfter, parseRetryAfterHeader } from '../errors/retry-after.js';
/** Backoff settings. */
export interface BackoffOptions {
    /**
     * First backoff ceiling in milliseconds; attempt n waits up to `baseMs * 2^n`.
     * @default 500
     */
    baseMs: number;
    /**
     * Cap on an exponential backoff wait, in milliseconds.
     * @default 30000
     */
    maxMs: number;
    /** Uniform random number in [0, 1). @default Math.random */
    random: () => number;
    /**
     * Longest server-requested wait (`Retry-After` or "retry after Ns") the client honours, in
     * milliseconds. A longer request is not retried: the error reaches the caller with `retryAfterMs`.
     * @default 120000
     */
    maxRetryAfterMs?: number;
}
/** Defaults for {@link BackoffOptions}. */
export declare const DEFAULT_BACKOFF: Readonly<Required<BackoffOptions>>;
/**
 * Whether an error is of a retryable kind at all: the error's own `retryable` (a connection failure, a client
 * timeout or one of `RETRYABLE_STATUSES`); for an error of another library, its `status`. Whether this
 * particular request may be retried is {@link shouldRetry}'s call.
 */
export declare function isRetryable(err: unknown): boolean;
/**
 * Exponential backoff with full jitter: a uniform wait in `[0, min(maxMs, baseMs * 2^attempt))`.
 * Full jitter spreads a crowd of clients that failed together, so they do not return together.
 *
 * @param attempt - 0 for the wait before the first retry.
 */
export declare function backoffDelayMs(attempt: number, options: Pick<BackoffOptions, 'baseMs' | 'maxMs' | 'random'>): number;
/**
 * The wait before the next attempt: the server's requested wait when the error carries one
 * (`retryAfterMs`), else {@link backoffDelayMs}.
 *
 * @returns milliseconds, or `undefined` when the server asked for more than `maxRetryAfterMs`.
 * @example
 * retryDelayMs(0, { baseMs: 500, maxMs: 30000, random: () => 0.5 }, new ServerError('x', { status: 503 })); // 250
 */
export declare function retryDelayMs(attempt: number, options: BackoffOptions, err: unknown): number | undefined;
/** What {@link shouldRetry} needs to decide. */
export interface RetryContext {
    method: string;
    /** Retries already made for this call (0 after the first failure). */
    retries: number;
    maxRetries: number;
    /** The request carries an idempotency key, so the service drops a duplicate. */
    idempotencyKey?: string | undefined;
    /** The caller accepts that a non-idempotent POST may run twice. */
    retryUnsafe?: boolean | undefined;
    /** Treat 404 as retryable while `elapsedMs + delayMs` stays within this many milliseconds. */
    notFoundGraceMs?: number | undefined;
    /** Time since the call started. */
    elapsedMs: number;
    /** The wait the next retry would need. */
    delayMs: number;
}
/**
 * Decides whether a failed attempt is retried.
 *
 * - Aborts never are.
 * - A 404 is retried while within `notFoundGraceMs` (a job read right after its creation may 404).
 * - Otherwise only {@link isRetryable} errors, at most `maxRetries` times, and:
 *   GET and DELETE freely; a POST with an idempotency key (or `retryUnsafe`) likewise; any other POST
 *   only on 429 or a connection error that happened before the request was sent, because the service
 *   may otherwise have acted on it already. This reads `status` and `requestSent`, so it holds for
 *   `RateLimitError` and `ConnectionError` and for the S3 client's `StorageError` alike.
 */
export declare function shouldRetry(err: unknown, ctx: RetryContext): boolean;
