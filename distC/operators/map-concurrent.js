import { Observable } from 'rxjs';
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
export function mapConcurrent(fn, options = {}) {
    const concurrency = options.concurrency ?? 4;
    if (!Number.isInteger(concurrency) || concurrency < 1) {
        throw new RangeError(`mapConcurrent: concurrency must be an integer >= 1, got ${concurrency}`);
    }
    const { limiter } = options;
    const ordered = options.ordered === true;
    // An AbortSignal costs about 3 µs to create, more than the rest of this operator's work per value. A `fn`
    // that declares the `signal` parameter gets one per call; one that does not (and could reach it only
    // through `arguments` or a rest parameter) gets one signal per subscription, aborted at the same moments.
    const perCallSignal = fn.length >= 3;
    return (source) => new Observable((subscriber) => {
        // In flight: the controller of each call not settled yet, by input index.
        const running = new Map();
        // The one controller of the calls of a `fn` that declares no `signal` parameter.
        let shared;
        // Values that arrived while `concurrency` calls were running, oldest first.
        const waiting = new WaitingValues();
        let nextIndex = 0;
        let sourceDone = false;
        let stopped = false;
        const inOrder = ordered ? new InOrder((result) => subscriber.next(result)) : undefined;
        const emit = (index, result) => {
            if (inOrder === undefined)
                subscriber.next(result);
            else
                inOrder.put(index, result);
        };
        const completeIfDone = () => {
            if (sourceDone && running.size === 0 && waiting.size === 0 && !stopped) {
                stopped = true;
                subscriber.complete();
            }
        };
        const start = (value, index) => {
            if (!perCallSignal && shared === undefined)
                shared = new AbortController();
            const controller = shared ?? new AbortController();
            running.set(index, controller);
            const invoke = () => call(fn, value, index, controller.signal);
            (limiter ? limiter.run(invoke) : invoke()).then((result) => {
                if (stopped)
                    return;
                running.delete(index);
                emit(index, result);
                startWaiting();
                completeIfDone();
            }, (err) => {
                if (stopped)
                    return;
                running.delete(index);
                stop();
                subscriber.error(err);
            });
        };
        const startWaiting = () => {
            while (!stopped && running.size < concurrency && waiting.size > 0) {
                const next = waiting.shift();
                start(next.value, next.index);
            }
        };
        // Aborts the calls in flight (a settled call has nothing to cancel) and drops the waiting values.
        const stop = () => {
            stopped = true;
            waiting.clear();
            for (const controller of running.values())
                controller.abort();
            running.clear();
        };
        const sourceSubscription = source.subscribe({
            next: (value) => {
                if (stopped)
                    return;
                const index = nextIndex++;
                if (running.size < concurrency)
                    start(value, index);
                else
                    waiting.push({ value, index });
            },
            error: (err) => {
                if (stopped)
                    return;
                stop();
                subscriber.error(err);
            },
            complete: () => {
                sourceDone = true;
                completeIfDone();
            },
        });
        return () => {
            sourceSubscription.unsubscribe();
            if (!stopped)
                stop();
        };
    });
}
/** Calls `fn`, unless the call was aborted while it waited for a shared limiter. */
function call(fn, value, index, signal) {
    // Queued behind a shared limiter after the subscriber left: do not start the work.
    if (signal.aborted)
        return Promise.reject(signal.reason);
    try {
        // Not an async function: a promise returned by `fn` is passed on as is, not wrapped again.
        return Promise.resolve(fn(value, index, signal));
    }
    catch (err) {
        return Promise.reject(err);
    }
}
/** The values waiting for a free call, oldest first: an array read from the front, compacted now and then. */
class WaitingValues {
    #items = [];
    #at = 0;
    get size() {
        return this.#items.length - this.#at;
    }
    push(entry) {
        this.#items.push(entry);
    }
    /** The oldest value; call only when `size > 0`. */
    shift() {
        const next = this.#items[this.#at];
        this.#items[this.#at++] = undefined;
        if (this.#at === this.#items.length)
            this.clear();
        else if (this.#at >= 1024 && this.#at * 2 >= this.#items.length) {
            // A source that keeps the queue from emptying: drop the consumed front now and then.
            this.#items.splice(0, this.#at);
            this.#at = 0;
        }
        return next;
    }
    clear() {
        this.#items.length = 0;
        this.#at = 0;
    }
}
/**
 * Ordered mode: results that finished before a slower predecessor wait here, so one very slow call lets
 * this map grow by the results that overtake it.
 */
class InOrder {
    emit;
    #early = new Map();
    #next = 0;
    constructor(emit) {
        this.emit = emit;
    }
    put(index, result) {
        this.#early.set(index, result);
        while (this.#early.has(this.#next)) {
            const out = this.#early.get(this.#next);
            this.#early.delete(this.#next);
            this.#next++;
            this.emit(out);
        }
    }
}
