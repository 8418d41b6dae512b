import { type OperatorFunction } from 'rxjs';
import type { ConcurrencyLimiter } from './limit-concurrency.js';
/** Options of {@link mapConcurrent}. */
export interface MapConcurrentOptions {
    /**
     * Most calls of `fn` in flight from this pipeline. With a shared `limiter` the lower of the two wins.
     * @default 4
     */
    concurrency?: number;
    /**
     * Emit results in input order (a result that finishes early waits for the ones before it).
     * @default false
     */
    ordered?: boolean;
    /** A limit shared with other pipelines, from {@link limitConcurrency}. */
    limiter?: ConcurrencyLimiter;
}
/**
 * Maps each value through an async function with bounded concurrency, optionally under a limit shared
 * with other pipelines. Unsubscribing aborts the `signal` of every call in flight; a call still queued
 * behind the shared limiter is skipped. The first failure errors the stream.
 *
 * @param fn - called as `fn(value, index, signal)`; returns the mapped value or a promise of it. When `fn`
 *   declares fewer than three parameters (`fn.length < 3`), all its calls share one signal per
 *   subscription (it is still aborted on unsubscribe and on failure), which saves creating one per call;
 *   a `fn` that reads the signal through a rest parameter should not leave listeners on it.
 * @example
 * ```ts
 * from(['a', 'b', 'c']).pipe(mapConcurrent(async (id) => id.toUpperCase(), { concurrency: 2, ordered: true }))
 * // emits 'A', 'B', 'C'
 * ```
 */
export declare function mapConcurrent<T, R>(fn: (value: T, index: number, signal: AbortSignal) => PromiseLike<R> | R, options?: MapConcurrentOptions): OperatorFunction<T, R>;
