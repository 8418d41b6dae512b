import { type MonoTypeOperatorFunction, type SchedulerLike } from 'rxjs';
/** Options of {@link rateLimit}. */
export interface RateLimitOptions {
    /** Scheduler of the waits (tests pass a virtual-time one). @default asyncScheduler */
    scheduler?: SchedulerLike;
}
/**
 * Spaces values at least `1000 / perSecond` ms apart, in order; the first passes at once. Values that
 * arrive faster wait in a queue (use it after a pulled source, or bound the source, for huge bursts).
 *
 * @param perSecond - most values per second, > 0.
 * @example
 * ```ts
 * from(urls).pipe(rateLimit(2), mergeMap((url) => client.scrape({ url })))
 * // url 0 at 0 ms, url 1 at 500 ms, url 2 at 1000 ms, ...
 * ```
 */
export declare function rateLimit<T>(perSecond: number, options?: RateLimitOptions): MonoTypeOperatorFunction<T>;
