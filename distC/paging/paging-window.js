/**
 * The credit window: how a paging source knows when it may fetch the next page.
 *
 * Why a window and not `from(asyncIterable)` + `concatMap`: an Observable pushes, so a slow async consumer
 * buffers every page the source produces. Instead the source holds one credit per page that is being fetched
 * or has been emitted but not yet released, and fetches only while it holds fewer than `size` credits. A page
 * is released when the synchronous `next()` call that delivered it returns, unless the consumer took a hold
 * (`page.hold()`); then it is released when every hold's release function has been called. This is the
 * Reactive Streams `request(n)` idea expressed with plain RxJS values.
 */
import { abortError } from '../http/sleep.js';
/** A fresh {@link PagingStats} with every counter at 0. */
export function createPagingStats() {
    return {
        pagesFetched: 0,
        pagesInFlight: 0,
        maxPagesInFlight: 0,
        requests: 0,
        readsInFlight: 0,
        maxReadsInFlight: 0,
        retries: 0,
        emptyPolls: 0,
        pollWaitMs: 0,
    };
}
/**
 * `options` with `stats` attached, typed as `options`: how the library's own callers (tests, benchmarks)
 * pass counters through a client call, whose public options do not name them.
 */
export function withPagingStats(options, stats) {
    return { ...options, stats };
}
/**
 * Creates a credit window.
 *
 * @param size - most credits outstanding at once (≥ 1).
 * @param stats - counters to update (`pagesInFlight`, `maxPagesInFlight`).
 *
 * @example
 * ```ts
 * const window = createCreditWindow(2, stats);
 * const credit = await window.acquire(signal); // waits while 2 pages are un-released
 * subscriber.next(page);                         // page.hold() calls credit.hold()
 * credit.delivered();
 * ```
 */
export function createCreditWindow(maxSize, stats) {
    if (!Number.isInteger(maxSize) || maxSize < 1) {
        throw new RangeError(`window must be an integer ≥ 1, got ${maxSize}`);
    }
    let size = maxSize;
    let outstanding = 0;
    const waiters = [];
    const freeListeners = [];
    const freed = () => {
        for (const listener of freeListeners)
            listener();
    };
    const giveBack = () => {
        outstanding--;
        stats.pagesInFlight = outstanding;
        waiters.shift()?.();
        freed();
    };
    const take = () => {
        outstanding++;
        stats.pagesInFlight = outstanding;
        stats.maxPagesInFlight = Math.max(stats.maxPagesInFlight, outstanding);
        return createCredit(giveBack);
    };
    return {
        get outstanding() {
            return outstanding;
        },
        narrow(n) {
            size = Math.max(1, Math.min(maxSize, n));
            while (outstanding < size && waiters.length > 0)
                waiters.shift()?.();
            freed();
        },
        onFree(listener) {
            freeListeners.push(listener);
        },
        tryAcquire(reserve) {
            return outstanding + reserve < size && waiters.length === 0 ? take() : undefined;
        },
        acquire(signal) {
            if (signal.aborted)
                return Promise.reject(abortError(signal));
            if (outstanding < size && waiters.length === 0)
                return Promise.resolve(take());
            return new Promise((resolve, reject) => {
                const onAbort = () => {
                    const at = waiters.indexOf(wake);
                    if (at >= 0)
                        waiters.splice(at, 1);
                    reject(abortError(signal));
                };
                const wake = () => {
                    signal.removeEventListener('abort', onAbort);
                    resolve(take());
                };
                waiters.push(wake);
                signal.addEventListener('abort', onAbort, { once: true });
            });
        },
    };
}
/**
 * One page's credit: one hold belongs to the delivery itself; `giveBack` runs once, when the count of holds
 * drops to zero (or on `release`), then whatever waits for the return.
 */
function createCredit(giveBack) {
    let holds = 1;
    let done = false;
    let onReturn;
    const returned = () => {
        done = true;
        giveBack();
        const fn = onReturn;
        onReturn = undefined;
        fn?.();
    };
    const drop = () => {
        if (done)
            return;
        holds--;
        if (holds === 0)
            returned();
    };
    return {
        hold() {
            if (done)
                return () => { };
            holds++;
            let dropped = false;
            return () => {
                if (dropped)
                    return;
                dropped = true;
                drop();
            };
        },
        delivered: drop,
        release() {
            if (!done)
                returned();
        },
        whenReturned(fn) {
            if (done)
                fn();
            else {
                const before = onReturn;
                onReturn = before
                    ? () => {
                        before();
                        fn();
                    }
                    : fn;
            }
        },
    };
}
// The credit of the page being delivered right now, so that code running synchronously inside that
// delivery (an operator chain, asAsyncIterable) can take a hold on it without seeing the page object.
const delivering = [];
/**
 * Runs `deliver` with `credit` as the current page's credit (see {@link holdCurrentPage}), then drops the
 * delivery's own hold.
 */
export function deliverWithCredit(credit, deliver) {
    delivering.push(credit);
    try {
        deliver();
    }
    finally {
        delivering.pop();
        credit.delivered();
    }
}
/**
 * Takes a hold on the page whose delivery is running right now, if any; returns its release function.
 *
 * Why: operators such as `documents()` turn a page into other values; a consumer of those values (for example
 * `asAsyncIterable`) calls this while receiving each value, so the page's credit stays taken until the
 * value has really been consumed, even though the consumer never saw the page itself.
 *
 * @returns the release function, or `undefined` outside a page delivery.
 */
export function holdCurrentPage() {
    return delivering.at(-1)?.hold();
}
