import { asyncScheduler, concatMap, defer, map, of, timer, } from 'rxjs';
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
export function rateLimit(perSecond, options = {}) {
    if (!(perSecond > 0))
        throw new RangeError(`rateLimit: perSecond must be > 0, got ${perSecond}`);
    const gapMs = 1000 / perSecond;
    const scheduler = options.scheduler ?? asyncScheduler;
    return (source) => defer(() => {
        let nextAt = Number.NEGATIVE_INFINITY;
        return source.pipe(concatMap((value) => {
            const now = scheduler.now();
            const at = Math.max(now, nextAt);
            nextAt = at + gapMs;
            return at <= now ? of(value) : timer(at - now, scheduler).pipe(map(() => value));
        }));
    });
}
