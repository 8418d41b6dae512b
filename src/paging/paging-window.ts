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

/**
 * Counters a paging source keeps up to date; pass your own object as the `stats` option to read them while
 * the stream runs (tests assert on these, not on heap figures).
 */
export interface PagingStats {
  /** Pages fetched (non-empty and empty). */
  pagesFetched: number;
  /** Pages being fetched or emitted and not yet released. */
  pagesInFlight: number;
  /** Highest `pagesInFlight` seen. Never above the window. */
  maxPagesInFlight: number;
  /** HTTP requests sent, retries included. */
  requests: number;
  /** Status reads in progress now (read-ahead runs several at once). */
  readsInFlight: number;
  /** Highest `readsInFlight` seen. Never above `readAhead`, plus one for the loop's own read of a gap. */
  maxReadsInFlight: number;
  /** Retries the transport made. */
  retries: number;
  /** Pages that came back empty while the job was still running (each one is followed by a wait). */
  emptyPolls: number;
  /** Sum of the waits scheduled after empty pages, in ms (the backoff's output, not a measured time). */
  pollWaitMs: number;
}

/** A fresh {@link PagingStats} with every counter at 0. */
export function createPagingStats(): PagingStats {
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
export function withPagingStats<T extends object>(options: T, stats: PagingStats): T {
  return { ...options, stats };
}

/** One credit: released exactly once, by whichever comes last of delivery and its holds. */
export interface Credit {
  /** Take a hold; the credit is not returned before the function returned here is called. */
  hold(): () => void;
  /** The delivering `next()` call returned: drop the delivery's own hold. */
  delivered(): void;
  /** Return the credit now, whatever holds remain (used on errors and unsubscribe). */
  release(): void;
  /** Run `fn` once the credit is returned (at once if it already was). */
  whenReturned(fn: () => void): void;
}

/** A credit window of a given size, shared by one paging run. */
export interface CreditWindow {
  /** Resolves with a credit once fewer than `size` are outstanding; rejects with AbortError on abort. */
  acquire(signal: AbortSignal): Promise<Credit>;
  /**
   * A credit now, if one is free beyond `reserve` others and nobody waits for one; else `undefined`. How a
   * read-ahead takes credits without ever taking the last one the paging loop needs.
   */
  tryAcquire(reserve: number): Credit | undefined;
  /** Credits outstanding now. */
  readonly outstanding: number;
  /**
   * Allows at most `n` credits (never more than the window's size, never fewer than one) from now on:
   * credits already out stay out until returned. How read-ahead keeps memory at a sequential reader's
   * while one read at a time keeps up.
   */
  narrow(n: number): void;
  /** Calls `listener` whenever a credit may have come free (after waiting `acquire` calls were served). */
  onFree(listener: () => void): void;
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
export function createCreditWindow(maxSize: number, stats: PagingStats): CreditWindow {
  if (!Number.isInteger(maxSize) || maxSize < 1) {
    throw new RangeError(`window must be an integer ≥ 1, got ${maxSize}`);
  }
  let size = maxSize;
  let outstanding = 0;
  const waiters: Array<() => void> = [];
  const freeListeners: Array<() => void> = [];
  const freed = () => {
    for (const listener of freeListeners) listener();
  };

  const giveBack = () => {
    outstanding--;
    stats.pagesInFlight = outstanding;
    waiters.shift()?.();
    freed();
  };

  const take = (): Credit => {
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
      while (outstanding < size && waiters.length > 0) waiters.shift()?.();
      freed();
    },
    onFree(listener) {
      freeListeners.push(listener);
    },
    tryAcquire(reserve) {
      return outstanding + reserve < size && waiters.length === 0 ? take() : undefined;
    },
    acquire(signal) {
      if (signal.aborted) return Promise.reject(abortError(signal));
      if (outstanding < size && waiters.length === 0) return Promise.resolve(take());
      return new Promise<Credit>((resolve, reject) => {
        const onAbort = () => {
          const at = waiters.indexOf(wake);
          if (at >= 0) waiters.splice(at, 1);
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
function createCredit(giveBack: () => void): Credit {
  let holds = 1;
  let done = false;
  let onReturn: (() => void) | undefined;
  const returned = () => {
    done = true;
    giveBack();
    const fn = onReturn;
    onReturn = undefined;
    fn?.();
  };
  const drop = () => {
    if (done) return;
    holds--;
    if (holds === 0) returned();
  };
  return {
    hold() {
      if (done) return () => {};
      holds++;
      let dropped = false;
      return () => {
        if (dropped) return;
        dropped = true;
        drop();
      };
    },
    delivered: drop,
    release() {
      if (!done) returned();
    },
    whenReturned(fn) {
      if (done) fn();
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
const delivering: Credit[] = [];

/**
 * Runs `deliver` with `credit` as the current page's credit (see {@link holdCurrentPage}), then drops the
 * delivery's own hold.
 */
export function deliverWithCredit(credit: Credit, deliver: () => void): void {
  delivering.push(credit);
  try {
    deliver();
  } finally {
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
export function holdCurrentPage(): (() => void) | undefined {
  return delivering.at(-1)?.hold();
}
