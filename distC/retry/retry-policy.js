/**
 * Retry policy: which failures to retry and how long to wait. Pure functions, no I/O, no clock: the
 * transport supplies the time and the random source so tests can pin both.
 */
import { AbortError, CrawlstreamError, NotFoundError, RETRYABLE_STATUSES } from '../errors/errors.js';
export { RETRYABLE_STATUSES } from '../errors/errors.js';
export { parseRetryAfter, parseRetryAfterHeader } from '../errors/retry-after.js';
/** Defaults for {@link BackoffOptions}. */
export const DEFAULT_BACKOFF = {
    baseMs: 500,
    maxMs: 30_000,
    random: Math.random,
    maxRetryAfterMs: 120_000,
};
/**
 * Whether an error is of a retryable kind at all: the error's own `retryable` (a connection failure, a client
 * timeout or one of `RETRYABLE_STATUSES`); for an error of another library, its `status`. Whether this
 * particular request may be retried is {@link shouldRetry}'s call.
 */
export function isRetryable(err) {
    if (err instanceof CrawlstreamError)
        return err.retryable;
    const status = err?.status;
    return typeof status === 'number' && RETRYABLE_STATUSES.has(status);
}
/**
 * Exponential backoff with full jitter: a uniform wait in `[0, min(maxMs, baseMs * 2^attempt))`.
 * Full jitter spreads a crowd of clients that failed together, so they do not return together.
 *
 * @param attempt - 0 for the wait before the first retry.
 */
export function backoffDelayMs(attempt, options) {
    const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** attempt);
    return Math.floor(options.random() * ceiling);
}
/**
 * The wait before the next attempt: the server's requested wait when the error carries one
 * (`retryAfterMs`), else {@link backoffDelayMs}.
 *
 * @returns milliseconds, or `undefined` when the server asked for more than `maxRetryAfterMs`.
 * @example
 * retryDelayMs(0, { baseMs: 500, maxMs: 30000, random: () => 0.5 }, new ServerError('x', { status: 503 })); // 250
 */
export function retryDelayMs(attempt, options, err) {
    const requested = err?.retryAfterMs;
    if (typeof requested === 'number') {
        const limit = options.maxRetryAfterMs ?? DEFAULT_BACKOFF.maxRetryAfterMs;
        return requested <= limit ? requested : undefined;
    }
    return backoffDelayMs(attempt, options);
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
export function shouldRetry(err, ctx) {
    if (err instanceof AbortError)
        return false;
    if (err instanceof NotFoundError && ctx.notFoundGraceMs !== undefined) {
        return ctx.elapsedMs + ctx.delayMs <= ctx.notFoundGraceMs;
    }
    if (ctx.retries >= ctx.maxRetries || !isRetryable(err))
        return false;
    const method = ctx.method.toUpperCase();
    if (method === 'GET' || method === 'DELETE' || method === 'HEAD')
        return true;
    if (ctx.idempotencyKey !== undefined || ctx.retryUnsafe === true)
        return true;
    // 429: the service (or store) did not act on it. A connection that failed before sending: nobody saw it.
    const failed = err;
    return failed.status === 429 || failed.requestSent === false;
}
