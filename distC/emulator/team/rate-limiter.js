/**
 * The service's rate limit: a number of requests per route within a sliding window (the service counts
 * requests per minute); a request over it is answered 429 with the wait in its message.
 */
/** Counts requests per route and says when one is over the limit. */
export class RateLimiter {
    #requests;
    #windowMs;
    #routes;
    #log = new Map();
    constructor(options) {
        if (!(Number.isInteger(options.requests) && options.requests >= 1)) {
            throw new RangeError('rateLimit.requests must be an integer ≥ 1');
        }
        this.#requests = options.requests;
        this.#windowMs = options.windowMs ?? 60_000;
        this.#routes = new Set(options.routes ?? ['scrape', 'search', 'map']);
    }
    /**
     * Admits a request of `route` at `now`, or returns how long until the window has room (ms) when it is
     * over the limit. A refused request does not count.
     */
    admit(route, now) {
        if (!this.#routes.has(route))
            return undefined;
        const times = this.#log.get(route) ?? [];
        this.#log.set(route, times);
        while (times.length > 0 && times[0] <= now - this.#windowMs)
            times.shift();
        if (times.length >= this.#requests)
            return times[0] + this.#windowMs - now;
        times.push(now);
        return undefined;
    }
    /** The limit as the 429 message states it. */
    get requests() {
        return this.#requests;
    }
}
