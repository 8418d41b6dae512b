import pLimit, {} from 'p-limit';
/**
 * Creates a shared concurrency limit (backed by p-limit). Pass it to {@link mapConcurrent} as `limiter`
 * in as many pipelines as you like: together they never exceed `n` tasks in flight.
 *
 * @param n - the most tasks in flight, at least 1.
 * @example
 * ```ts
 * const limit = limitConcurrency(4);
 * const a$ = urlsA$.pipe(mapConcurrent((url) => client.scrape({ url }), { limiter: limit }));
 * const b$ = urlsB$.pipe(mapConcurrent((url) => client.scrape({ url }), { limiter: limit }));
 * // a$ and b$ together run at most 4 scrapes at any instant
 * ```
 */
export function limitConcurrency(n) {
    if (!Number.isInteger(n) || n < 1)
        throw new RangeError(`limitConcurrency: n must be an integer >= 1, got ${n}`);
    const limit = pLimit(n);
    return {
        concurrency: n,
        get activeCount() {
            return limit.activeCount;
        },
        get pendingCount() {
            return limit.pendingCount;
        },
        run: (task) => limit(task),
    };
}
