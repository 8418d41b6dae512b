import { asyncScheduler, defer, type MonoTypeOperatorFunction, type SchedulerLike, tap } from 'rxjs';

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
  measure?: (value: T) => { items: number; bytes: number };
  /** Clock (tests pass a virtual-time scheduler). @default asyncScheduler */
  scheduler?: SchedulerLike;
}

function defaultMeasure(value: unknown): { items: number; bytes: number } {
  if (typeof value === 'string') return { items: 1, bytes: value.length };
  const page = value as { documents?: unknown; bytes?: unknown } | null;
  if (page && Array.isArray(page.documents) && typeof page.bytes === 'number') {
    return { items: page.documents.length, bytes: page.bytes };
  }
  return { items: 1, bytes: 0 };
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
export function progress<T>(
  cb: (info: ProgressInfo) => void,
  options: ProgressOptions<T> = {},
): MonoTypeOperatorFunction<T> {
  const measure = options.measure ?? defaultMeasure;
  const intervalMs = options.intervalMs ?? 0;
  const scheduler = options.scheduler ?? asyncScheduler;
  return (source) =>
    defer(() => {
      const started = scheduler.now();
      let lastReport = Number.NEGATIVE_INFINITY;
      const info: ProgressInfo = { items: 0, bytes: 0, events: 0, elapsedMs: 0, done: false };
      const report = (done: boolean) => {
        const now = scheduler.now();
        lastReport = now;
        cb({ ...info, elapsedMs: now - started, done });
      };
      return source.pipe(
        tap({
          next: (value) => {
            const m = measure(value);
            info.items += m.items;
            info.bytes += m.bytes;
            info.events++;
            if (scheduler.now() - lastReport >= intervalMs) report(false);
          },
          complete: () => report(true),
        }),
      );
    });
}
