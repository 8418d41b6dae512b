import type { RetryInfo } from '../retry/retry-info.js';
import type { ConcurrencyLimiter } from './limit-concurrency.js';
/** Options of {@link adaptiveConcurrency}. */
export interface AdaptiveConcurrencyOptions {
    /**
     * Calls in flight at the start: the team's `maxConcurrency` when known (`client.team.concurrency()`).
     * @default 4
     */
    initial?: number;
    /** The most calls in flight it grows back to. @default `initial` */
    max?: number;
    /** How long new calls wait after a 429 that names no wait, in ms. @default 1000 */
    defaultWaitMs?: number;
    /** Clock, for tests. @default Date.now */
    now?: () => number;
}
/** A {@link ConcurrencyLimiter} that slows down on 429 and recovers afterwards. */
export interface AdaptiveLimiter extends ConcurrencyLimiter {
    /**
     * Pass as the client's `onRetry` (or call it from yours): a retry caused by a 429 on any call lowers the
     * limit, even when the retry then succeeds.
     */
    readonly onRetry: (info: RetryInfo) => void;
    /** Tells the limiter the service refused a call with 429; `retryAfterMs` is the wait it asked for. */
    rateLimited(retryAfterMs?: number): void;
    /** Times the limit was lowered. */
    readonly decreases: number;
}
/**
 * Creates an adaptive limit for {@link mapConcurrent}'s `limiter`: additive increase, multiplicative decrease
 * on 429, one decrease per burst of 429s (the calls in flight when the service pushed back all hear it at
 * once), new calls held back for the `Retry-After` the service asked for.
 *
 * @example
 * ```ts
 * const { maxConcurrency } = await firstValueFrom(createClient().team.concurrency());
 * const limiter = adaptiveConcurrency({ initial: maxConcurrency });
 * const client = createClient({ onRetry: limiter.onRetry });
 * urls$.pipe(mapConcurrent((url) => lastValueFrom(client.scrape({ url })), { limiter, concurrency: 100 }));
 * ```
 */
export declare function adaptiveConcurrency(options?: AdaptiveConcurrencyOptions): AdaptiveLimiter;
