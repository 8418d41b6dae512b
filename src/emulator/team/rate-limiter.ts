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
export class RateLimiter {
  readonly #requests: number;
  readonly #windowMs: number;
  readonly #routes: ReadonlySet<string>;
  readonly #log = new Map<string, number[]>();

  constructor(options: ServiceRateLimit) {
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
  admit(route: string, now: number): number | undefined {
    if (!this.#routes.has(route)) return undefined;
    const times = this.#log.get(route) ?? [];
    this.#log.set(route, times);
    while (times.length > 0 && (times[0] as number) <= now - this.#windowMs) times.shift();
    if (times.length >= this.#requests) return (times[0] as number) + this.#windowMs - now;
    times.push(now);
    return undefined;
  }

  /** The limit as the 429 message states it. */
  get requests(): number {
    return this.#requests;
  }
}
