import { asyncScheduler, retry, throwError, timer, } from 'rxjs';
import { backoffDelayMs, isRetryable } from '../retry/retry-policy.js';
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
export function retryWithBackoff(options = {}) {
    const retries = options.retries ?? 3;
    const baseMs = options.baseMs ?? 500;
    const maxMs = options.maxMs ?? 30_000;
    const retryOn = options.retryOn ?? ((err) => isRetryable(err));
    const random = options.random ?? Math.random;
    const scheduler = options.scheduler ?? asyncScheduler;
    return retry({
        count: retries,
        delay: (error, attempt) => {
            if (!retryOn(error, attempt))
                return throwError(() => error);
            const hinted = error?.retryAfterMs;
            const delayMs = typeof hinted === 'number' && hinted >= 0
                ? hinted
                : backoffDelayMs(attempt - 1, { baseMs, maxMs, random });
            options.onRetry?.({ attempt, delayMs, error });
            return timer(delayMs, scheduler);
        },
    });
}
