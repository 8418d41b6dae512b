import { map, mergeMap, Observable, type OperatorFunction } from 'rxjs';
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
 * @param fn - called as `fn(value, index, signal)`; returns the mapped value or a promise of it.
 * @example
 * ```ts
 * from(['a', 'b', 'c']).pipe(mapConcurrent(async (id) => id.toUpperCase(), { concurrency: 2, ordered: true }))
 * // emits 'A', 'B', 'C'
 * ```
 */
export function mapConcurrent<T, R>(
  fn: (value: T, index: number, signal: AbortSignal) => PromiseLike<R> | R,
  options: MapConcurrentOptions = {},
): OperatorFunction<T, R> {
  const concurrency = options.concurrency ?? 4;
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`mapConcurrent: concurrency must be an integer >= 1, got ${concurrency}`);
  }
  const { limiter } = options;
  // One Observable per value, subscribed once by mergeMap: the controller is made on subscription.
  const call = (value: T, index: number): Observable<R> =>
    new Observable<R>((subscriber) => {
      const controller = new AbortController();
      const invoke = (): Promise<R> => {
        const signal = controller.signal;
        // Queued behind a shared limiter after the subscriber left: do not start the work.
        if (signal.aborted) return Promise.reject(signal.reason);
        try {
          // Not an async function: a promise returned by `fn` is passed on as is, not wrapped again.
          return Promise.resolve(fn(value, index, signal));
        } catch (err) {
          return Promise.reject(err);
        }
      };
      let settled = false;
      (limiter ? limiter.run(invoke) : invoke()).then(
        (result) => {
          settled = true;
          subscriber.next(result);
          subscriber.complete();
        },
        (err: unknown) => {
          settled = true;
          subscriber.error(err);
        },
      );
      // A finished call has nothing to cancel: skip building an abort reason for each one.
      return () => {
        if (!settled) controller.abort();
      };
    });

  if (!options.ordered) return (source) => source.pipe(mergeMap((v, i) => call(v, i), concurrency));

  return (source) =>
    new Observable<R>((subscriber) => {
      // Results that finished before a slower predecessor; they wait here, so one very slow call lets
      // this map grow by the results that overtake it.
      const early = new Map<number, R>();
      let nextOut = 0;
      return source.pipe(mergeMap((v, i) => call(v, i).pipe(map((r) => ({ i, r }))), concurrency)).subscribe({
        next: ({ i, r }) => {
          early.set(i, r);
          while (early.has(nextOut)) {
            const out = early.get(nextOut) as R;
            early.delete(nextOut);
            nextOut++;
            subscriber.next(out);
          }
        },
        error: (err: unknown) => subscriber.error(err),
        complete: () => subscriber.complete(),
      });
    });
}
