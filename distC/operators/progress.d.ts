import { type MonoTypeOperatorFunction, type SchedulerLike } from 'rxjs';
/** What {@link progress} reports. */
export interface ProgressInfo {
    /** Values seen (for page events: documents). */
    items: number;
    /** Bytes seen, as measured by `measure`. */
    bytes: number;
    /** Values that passed (pages, for page events). */
    events: number;
    /** Time since subscription, in ms. */
    elapsedMs: number;
    /** `true` on the final report, after completion. */
    done: boolean;
}
/** Options of {@link progress}. */
export interface ProgressOptions<T> {
    /**
     * At most one report per this many ms (the final report always comes). 0 reports every value.
     * @default 0
     */
    intervalMs?: number;
    /**
     * Items and bytes of one value.
     * @default page events count `documents.length` and `bytes`; strings count 1 and their length; others 1 and 0
     */
    measure?: (value: T) => {
        items: number;
        bytes: number;
    };
    /** Clock (tests pass a virtual-time scheduler). @default asyncScheduler */
    scheduler?: SchedulerLike;
}
/**
 * Reports running totals to `cb` without changing the stream: per value (or at most every `intervalMs`)
 * and once more with `done: true` when the source completes.
 *
 * @example
 * ```ts
 * client.crawlPages(jobId).pipe(progress((p) => console.error(`${p.items} docs, ${(p.bytes / 1e6).toFixed(1)} MB`)))
 * ```
 */
export declare function progress<T>(cb: (info: ProgressInfo) => void, options?: ProgressOptions<T>): MonoTypeOperatorFunction<T>;
