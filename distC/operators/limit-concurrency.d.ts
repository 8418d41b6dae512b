/**
 * A concurrency budget that several pipelines can share: work started through it never runs more than
 * `concurrency` tasks at once, whichever pipeline it came from.
 */
export interface ConcurrencyLimiter {
    /** The most tasks that run at the same time. */
    readonly concurrency: number;
    /** Tasks running now. */
    readonly activeCount: number;
    /** Tasks waiting for a free slot. */
    readonly pendingCount: number;
    /** Runs `task` once a slot is free; the promise settles with the task's outcome. */
    run<R>(task: () => PromiseLike<R> | R): Promise<R>;
}
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
export declare function limitConcurrency(n: number): ConcurrencyLimiter;
