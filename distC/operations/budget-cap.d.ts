import type { JobKind } from '../paging/page-event.js';
/** The service's default crawl `limit`. */
export declare const DEFAULT_CRAWL_LIMIT = 10000;
/** How the budget bounded the job. */
export interface BudgetCap {
    /** The most pages sent to the job. */
    pages: number;
    /** The pages the request asked for (a crawl's `limit`, its default included; a batch's URLs). */
    asked: number;
    /** Credits per page, the least the scrape options can cost. */
    price: number;
}
/** The scrape options that price a page of the request. */
export declare function scrapeOptionsOf(kind: JobKind, request: Record<string, unknown>): Record<string, unknown>;
/** The pages a request may scrape: a crawl's `limit` (the service's default without one), a batch's URLs. */
export declare function requestedPages(kind: JobKind, request: Record<string, unknown>): number;
/**
 * The request bounded by `maxCredits`, and the cap when it lowered anything (applied twice, it changes
 * nothing more). Throws a `ValidationError` naming `maxCredits` when the budget pays for no page at all.
 */
export declare function capToBudget<R>(kind: JobKind, request: R, maxCredits: number | undefined): {
    request: R;
    cap?: BudgetCap;
};
