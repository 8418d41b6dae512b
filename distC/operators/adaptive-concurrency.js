/**
 * A concurrency limit that follows the service: it starts at the team's concurrency (or any figure given),
 * halves when the service answers 429, holds new calls back until the answer's `Retry-After` has passed, and
 * grows by one again after each run of successful calls as long as the current limit.
 */
import { CrawlstreamError } from '../errors/errors.js';
/**
 * Creates an adaptive limit for {@link mapConcurrent}'s `limiter`: additive increase, multiplicative decrease
 * on 429, one decrease per burst of 429s (the calls in flight when the service pushed back all hear it at
 * once), new calls held back for the `Retry-After` the service asked for.
 *
 * @example
 * ```ts
 * const { maxConcurrency } = await firstValueFrom(createClient().team.concurrency());
 * const limiter = adaptiveConcurrency({ initial: maxConcurrency });
 * const client = createClient({ onRetry: limiter.onRetry });
 * urls$.pipe(mapConcurrent((url) => lastValueFrom(client.scrape({ url })), { limiter, concurrency: 100 }));
 * ```
 */
export function adaptiveConcurrency(options = {}) {
    const initial = options.initial ?? 4;
    const max = options.max ?? initial;
    if (!Number.isInteger(initial) || initial < 1) {
        throw new RangeError(`adaptiveConcurrency: initial must be an integer >= 1, got ${initial}`);
    }
    if (!Number.isInteger(max) || max < initial) {
        throw new RangeError(`adaptiveConcurrency: max must be an integer >= initial, got ${max}`);
    }
    return new AdaptiveLimit(initial, max, options.defaultWaitMs ?? 1000, options.now ?? Date.now);
}
class AdaptiveLimit {
    #max;
    #defaultWaitMs;
    #now;
    #queue = [];
    #limit;
    #active = 0;
    #streak = 0;
    #pausedUntil = 0;
    #lastDecreaseAt = Number.NEGATIVE_INFINITY;
    #timer;
    #decreases = 0;
    constructor(initial, max, defaultWaitMs, now) {
        this.#limit = initial;
        this.#max = max;
        this.#defaultWaitMs = defaultWaitMs;
        this.#now = now;
    }
    get concurrency() {
        return this.#limit;
    }
    get activeCount() {
        return this.#active;
    }
    get pendingCount() {
        return this.#queue.length;
    }
    get decreases() {
        return this.#decreases;
    }
    onRetry = (info) => {
        if (info.error.status === 429)
            this.rateLimited(info.error.retryAfterMs ?? info.delayMs);
    };
    run(task) {
        return new Promise((resolve, reject) => {
            this.#queue.push({ task, resolve: resolve, reject });
            this.#pump();
        });
    }
    rateLimited(retryAfterMs) {
        const now = this.#now();
        const wait = retryAfterMs ?? this.#defaultWaitMs;
        this.#streak = 0;
        this.#pausedUntil = Math.max(this.#pausedUntil, now + wait);
        // The calls in flight when the service pushed back all report it: one burst, one decrease.
        if (now - this.#lastDecreaseAt >= wait) {
            this.#lastDecreaseAt = now;
            if (this.#limit > 1) {
                this.#limit = Math.max(1, Math.floor(this.#limit / 2));
                this.#decreases++;
            }
        }
    }
    #succeeded() {
        this.#streak++;
        if (this.#streak >= this.#limit && this.#limit < this.#max) {
            this.#limit++;
            this.#streak = 0;
        }
    }
    #pump() {
        const wait = this.#pausedUntil - this.#now();
        if (wait > 0) {
            if (this.#queue.length > 0 && this.#timer === undefined) {
                this.#timer = setTimeout(() => {
                    this.#timer = undefined;
                    this.#pump();
                }, wait);
            }
            return;
        }
        while (this.#active < this.#limit && this.#queue.length > 0)
            this.#start(this.#queue.shift());
    }
    #start(item) {
        this.#active++;
        let running;
        try {
            running = Promise.resolve(item.task());
        }
        catch (err) {
            running = Promise.reject(err);
        }
        running.then((value) => {
            this.#active--;
            this.#succeeded();
            item.resolve(value);
            this.#pump();
        }, (err) => {
            this.#active--;
            if (err instanceof CrawlstreamError && err.status === 429)
                this.rateLimited(err.retryAfterMs);
            item.reject(err);
            this.#pump();
        });
    }
}
