import { asyncScheduler, defer, tap } from 'rxjs';
function defaultMeasure(value) {
    if (typeof value === 'string')
        return { items: 1, bytes: value.length };
    const page = value;
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
export function progress(cb, options = {}) {
    const measure = options.measure ?? defaultMeasure;
    const intervalMs = options.intervalMs ?? 0;
    const scheduler = options.scheduler ?? asyncScheduler;
    return (source) => defer(() => {
        const started = scheduler.now();
        let lastReport = Number.NEGATIVE_INFINITY;
        const info = { items: 0, bytes: 0, events: 0, elapsedMs: 0, done: false };
        const report = (done) => {
            const now = scheduler.now();
            lastReport = now;
            cb({ ...info, elapsedMs: now - started, done });
        };
        return source.pipe(tap({
            next: (value) => {
                const m = measure(value);
                info.items += m.items;
                info.bytes += m.bytes;
                info.events++;
                if (scheduler.now() - lastReport >= intervalMs)
                    report(false);
            },
            complete: () => report(true),
        }));
    });
}
