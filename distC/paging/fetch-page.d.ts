import type { BodyPool } from './body-pool.js';
import type { Credit, CreditWindow, PagingStats } from './paging-window.js';
import type { ReadAhead } from './read-ahead.js';
import type { StatusAnswer, StatusRead } from './status-read.js';
/** A status page fetched, not yet checked. */
export interface FetchedPage {
    /** The window credit the page holds; it passes to the page delivered, or is released. */
    credit: Credit;
    answer: StatusAnswer;
    /** The limit the read asked for: what a server that honours `limit` answers at most. */
    asked: number | undefined;
    /** Whether it was read ahead (before the loop reached it). */
    readAhead: boolean;
}
/** What fetching a page needs of its run. */
export interface PageFetchContext {
    read: StatusRead;
    readAhead: ReadAhead<StatusAnswer> | undefined;
    window: CreditWindow;
    signal: AbortSignal;
    stats: PagingStats;
    /** The buffers of released pages, reused for the bodies of later ones (`owned-pages.ts`). */
    pool: BodyPool | undefined;
    /** Takes a body's buffer from the pool (undefined without one). */
    buffer: ((size: number) => Buffer | undefined) | undefined;
    /** A read's failure as the stream reports it (`asJobError`). */
    jobError(err: unknown): unknown;
    /** The credit of the page being fetched: the run returns it at once on unsubscribe. */
    holding(credit: Credit): void;
}
/** Fetches the page at `skip`, reading with `query` (the caller's limit, what `next` added). */
export declare function fetchPage(context: PageFetchContext, skip: number, query: Record<string, string | number>): Promise<FetchedPage>;
