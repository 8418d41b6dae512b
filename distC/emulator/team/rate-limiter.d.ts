/**
 * The service's rate limit: a number of requests per route within a sliding window (the service counts
 * requests per minute); a request over it is answered 429 with the wait in its message.
 */
/** Options of the emulator's rate limit. */
export interface ServiceRateLimit {
    /** Requests a route takes within one window. */
    requests: number;
    /** The window, in ms. @default 60000 */
    windowMs?: number;
    /** Routes it applies to. @default ['scrape', 'search', 'map'] */
    routes?: readonly string[];
}
/** Counts requests per route and says when one is over the limit. */
export declare class RateLimiter {
    #private;
    constructor(options: ServiceRateLimit);
    /**
     * Admits a request of `route` at `now`, or returns how long until the window has room (ms) when it is
     * over the limit. A refused request does not count.
     */
    admit(route: string, now: number): number | undefined;
    /** The limit as the 429 message states it. */
    get requests(): number;
}
