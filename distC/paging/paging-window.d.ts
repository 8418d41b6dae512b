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
export declare function createPagingStats(): PagingStats;
/**
 * `options` with `stats` attached, typed as `options`: how the library's own callers (tests, benchmarks)
 * pass counters through a client call, whose public options do not name them.
 */
export declare function withPagingStats<T extends object>(options: T, stats: PagingStats): T;
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
export declare function createCreditWindow(maxSize: number, stats: PagingStats): CreditWindow;
/**
 * Runs `deliver` with `credit` as the current page's credit (see {@link holdCurrentPage}), then drops the
 * delivery's own hold.
 */
export declare function deliverWithCredit(credit: Credit, deliver: () => void): void;
/**
 * Takes a hold on the page whose delivery is running right now, if any; returns its release function.
 *
 * Why: operators such as `documents()` turn a page into other values; a consumer of those values (for example
 * `asAsyncIterable`) calls this while receiving each value, so the page's credit stays taken until the
 * value has really been consumed, even though the consumer never saw the page itself.
 *
 * @returns the release function, or `undefined` outside a page delivery.
 */
export declare function holdCurrentPage(): (() => void) | undefined;
