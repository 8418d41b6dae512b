/**
 * Poll delays for a job whose status page came back empty while it is still running.
 *
 * Why back off: while a job is `scraping`, the service returns `next` even when it leads to an empty page, so a
 * client that simply follows `next` spins. Doubling the wait after each empty page (up to a cap) keeps a slow
 * job cheap to watch; the wait returns to the base as soon as a page brings documents.
 */
/** Default first poll wait, in ms. */
export const DEFAULT_POLL_INTERVAL_MS = 1000;
/** Default cap of the poll wait, in ms. */
export const DEFAULT_MAX_POLL_INTERVAL_MS = 10_000;
/**
 * Creates a poll backoff.
 *
 * @example
 * ```ts
 * const backoff = createPollBackoff({ pollIntervalMs: 500, maxPollIntervalMs: 3000 });
 * [backoff.next(), backoff.next(), backoff.next(), backoff.next()]; // [500, 1000, 2000, 3000]
 * backoff.reset(); backoff.next(); // 500
 * ```
 */
export function createPollBackoff(options = {}) {
    const base = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
    const cap = Math.max(base, options.maxPollIntervalMs ?? DEFAULT_MAX_POLL_INTERVAL_MS);
    if (!(base >= 0) || !Number.isFinite(cap)) {
        throw new RangeError(`poll intervals must be finite and ≥ 0 (got ${base}, ${cap})`);
    }
    let current = base;
    return {
        next() {
            const wait = current;
            current = Math.min(cap, Math.max(1, current * 2));
            return wait;
        },
        reset() {
            current = base;
        },
    };
}
