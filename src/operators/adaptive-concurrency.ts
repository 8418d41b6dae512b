/**
 * A concurrency limit that follows the service: it starts at the team's concurrency (or any figure given),
 * halves when the service answers 429, holds new calls back until the answer's `Retry-After` has passed, and
 * grows by one again after each run of successful calls as long as the current limit.
 */
import { CrawlstreamError } from '../errors/errors.js';
import type { RetryInfo } from '../retry/retry-info.js';
import type { ConcurrencyLimiter } from './limit-concurrency.js';

/** Options of {@link adaptiveConcurrency}. */
export interface AdaptiveConcurrencyOptions {
  /**
   * Calls in flight at the start: the team's `maxConcurrency` when known (`client.team.concurrency()`).
   * @default 4
   */
  initial?: number;
  /** The most calls in flight it grows back to. @default `initial` */
  max?: number;
  /** How long new calls wait after a 429 that names no wait, in ms. @default 1000 */
  defaultWaitMs?: number;
  /** Clock, for tests. @default Date.now */
  now?: () => number;
}

/** A {@link ConcurrencyLimiter} that slows down on 429 and recovers afterwards. */
export interface AdaptiveLimiter extends ConcurrencyLimiter {
  /**
   * Pass as the client's `onRetry` (or call it from yours): a retry caused by a 429 on any call lowers the
   * limit, even when the retry then succeeds.
   */
  readonly onRetry: (info: RetryInfo) => void;
  /** Tells the limiter the service refused a call with 429; `retryAfterMs` is the wait it asked for. */
  rateLimited(retryAfterMs?: number): void;
  /** Times the limit was lowered. */
  readonly decreases: number;
}

interface Queued {
  task: () => PromiseLike<unknown> | unknown;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

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
export function adaptiveConcurrency(options: AdaptiveConcurrencyOptions = {}): AdaptiveLimiter {
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

class AdaptiveLimit implements AdaptiveLimiter {
  readonly #max: number;
  readonly #defaultWaitMs: number;
  readonly #now: () => number;
  readonly #queue: Queued[] = [];
  #limit: number;
  #active = 0;
  #streak = 0;
  #pausedUntil = 0;
  #lastDecreaseAt = Number.NEGATIVE_INFINITY;
  #timer: NodeJS.Timeout | undefined;
  #decreases = 0;

  constructor(initial: number, max: number, defaultWaitMs: number, now: () => number) {
    this.#limit = initial;
    this.#max = max;
    this.#defaultWaitMs = defaultWaitMs;
    this.#now = now;
  }

  get concurrency(): number {
    return this.#limit;
  }

  get activeCount(): number {
    return this.#active;
  }

  get pendingCount(): number {
    return this.#queue.length;
  }

  get decreases(): number {
    return this.#decreases;
  }

  readonly onRetry = (info: RetryInfo): void => {
    if (info.error.status === 429) this.rateLimited(info.error.retryAfterMs ?? info.delayMs);
  };

  run<R>(task: () => PromiseLike<R> | R): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.#queue.push({ task, resolve: resolve as (value: unknown) => void, reject });
      this.#pump();
    });
  }

  rateLimited(retryAfterMs?: number): void {
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

  #succeeded(): void {
    this.#streak++;
    if (this.#streak >= this.#limit && this.#limit < this.#max) {
      this.#limit++;
      this.#streak = 0;
    }
  }

  #pump(): void {
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
    while (this.#active < this.#limit && this.#queue.length > 0) this.#start(this.#queue.shift() as Queued);
  }

  #start(item: Queued): void {
    this.#active++;
    let running: Promise<unknown>;
    try {
      running = Promise.resolve(item.task());
    } catch (err) {
      running = Promise.reject(err);
    }
    running.then(
      (value) => {
        this.#active--;
        this.#succeeded();
        item.resolve(value);
        this.#pump();
      },
      (err: unknown) => {
        this.#active--;
        if (err instanceof CrawlstreamError && err.status === 429) this.rateLimited(err.retryAfterMs);
        item.reject(err);
        this.#pump();
      },
    );
  }
}
