import { holdCurrentPage } from '../paging/paging-window.js';
function holdOf(value) {
    // Inside a page delivery (pages themselves, or values an operator chain made from a page synchronously).
    const current = holdCurrentPage();
    if (current)
        return current;
    const hold = value?.hold;
    return typeof hold === 'function' ? hold.call(value) : undefined;
}
/**
 * Turns an Observable into an async iterator that holds each value's page until the loop asks for the next
 * value, so a paging source never runs more than its window ahead of the loop body.
 *
 * Works on pages (`crawlPages(...)`) and on values made from pages by synchronous operators (`documents()`,
 * `map`, `filter`): each value keeps its page's credit taken until the loop body is done with it. Leaving the
 * loop (`break`, `return`, a throw) unsubscribes, which aborts the request in flight.
 *
 * @example
 * ```ts
 * for await (const page of asAsyncIterable(client.crawlPages(jobId))) {
 *   await writeSomewhere(page.raw);   // the next page is fetched meanwhile, but never more than the window
 * }
 * ```
 */
export function asAsyncIterable(source) {
    const queue = [];
    let current;
    let subscription;
    let finished = false;
    let failure;
    let wake;
    const notify = () => {
        const w = wake;
        wake = undefined;
        w?.();
    };
    const releaseAll = () => {
        current?.release?.();
        current = undefined;
        for (const entry of queue.splice(0))
            entry.release?.();
    };
    const stop = () => {
        finished = true;
        subscription?.unsubscribe();
        releaseAll();
    };
    const iterator = {
        async next() {
            // Asking for the next value means the loop body is done with the previous one.
            current?.release?.();
            current = undefined;
            if (!subscription && !finished) {
                subscription = source.subscribe({
                    next: (value) => {
                        queue.push({ value, release: holdOf(value) });
                        notify();
                    },
                    error: (error) => {
                        failure = { error };
                        finished = true;
                        notify();
                    },
                    complete: () => {
                        finished = true;
                        notify();
                    },
                });
            }
            while (queue.length === 0 && !finished) {
                await new Promise((resolve) => {
                    wake = resolve;
                });
            }
            const entry = queue.shift();
            if (entry) {
                current = entry;
                return { value: entry.value, done: false };
            }
            if (failure) {
                const { error } = failure;
                failure = undefined;
                throw error;
            }
            return { value: undefined, done: true };
        },
        async return() {
            stop();
            return { value: undefined, done: true };
        },
        async throw(error) {
            stop();
            throw error;
        },
        [Symbol.asyncIterator]() {
            return iterator;
        },
    };
    return iterator;
}
