/**
 * Budgets of a crawl or batch scrape: stop the job on the service once its status shows `maxCredits` spent,
 * or once `deadline` passes, and still deliver every document it scraped before the stop (they are paid
 * for). The stream then completes instead of failing, and `onBudgetStop` says which budget stopped it.
 */
import { Observable, type OperatorFunction } from 'rxjs';
import type { Transport } from '../http/transport.js';
import type { PageOwner } from '../paging/owned-pages.js';
import type { JobKind, PageEvent } from '../paging/page-event.js';
import type { PagingInternals, PagingOptions, PagingTarget } from '../paging/paging-options.js';
/** Budget options of `crawl`, `batchScrape` and the page streams of existing jobs. */
export interface JobBudgetOptions {
    /**
     * Sent to the job as the pages it pays for at the scrape options' price (a crawl's `limit` lowered to
     * ⌊maxCredits ÷ price⌋, a batch's URL list cut), so the service stops there itself; and the job is
     * cancelled once a status page shows `creditsUsed` over this many credits, or at it while the job has
     * pages left to scrape (a job whose limit the budget pays for exactly is let finish). The overshoot is what
     * the service scraped between two status reads and until the cancel arrived; with this set, an idle job
     * is polled every 250 ms unless `pollIntervalMs` says otherwise. A server that reports no
     * credits (`creditsUsed: -1`, self-hosted) fails the stream with code `CREDITS_NOT_REPORTED` at its first
     * page, and the job is cancelled: a budget that cannot be enforced is never ignored.
     */
    maxCredits?: number | undefined;
    /** Stop the job when this time passes (a job that already completed is read to its end). */
    deadline?: Date | undefined;
    /** Called once, after the last document, when a budget stopped the job. */
    onBudgetStop?: ((stop: BudgetStop) => void) | undefined;
}
/** Which budget stopped a job, and what the job spent. */
export interface BudgetStop {
    reason: 'maxCredits' | 'deadline';
    jobId: string;
    /** The job's `creditsUsed` on its last status page, after the cancel: what it cost in all. */
    creditsUsed: number;
    /** `creditsUsed` on the page that reached the budget (`maxCredits`), or the last page before the deadline. */
    creditsAtStop: number;
    maxCredits?: number;
    deadline?: string;
}
/**
 * How often a job under `maxCredits` is polled while no new documents arrive, unless the caller chose:
 * the overshoot grows with the time between two status reads (measured in `benchmarks/cost.mjs`).
 */
export declare const BUDGET_POLL_INTERVAL_MS = 250;
/** A job's page stream under its budgets: polled as a credit budget needs, and stopped by {@link withBudget}. */
export declare function budgetedPageStream(transport: Transport, target: PagingTarget, options: JobBudgetOptions & PagingOptions & PagingInternals, owner: PageOwner | undefined): Observable<PageEvent>;
/**
 * Watches a job's pages against its budgets: cancels the job when one is reached, lets the pages of the
 * cancelled job through, and turns the cancelled job's end into completion.
 */
export declare function withBudget(transport: Transport, kind: JobKind, jobId: string, budget: JobBudgetOptions): OperatorFunction<PageEvent, PageEvent>;
