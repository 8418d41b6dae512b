/**
 * Budgets of a crawl or batch scrape: stop the job on the service once its status shows `maxCredits` spent,
 * or once `deadline` passes, and still deliver every document it scraped before the stop (they are paid
 * for). The stream then completes instead of failing, and `onBudgetStop` says which budget stopped it.
 */
import { Observable } from 'rxjs';
import { CrawlstreamError, JobCancelledError } from '../errors/errors.js';
import { sendJobCancel } from '../paging/job-cancel.js';
import { pageStream } from '../paging/paging.js';
import { socketPageStream } from '../paging/socket-pages.js';
/**
 * How often a job under `maxCredits` is polled while no new documents arrive, unless the caller chose:
 * the overshoot grows with the time between two status reads (measured in `benchmarks/cost.mjs`).
 */
export const BUDGET_POLL_INTERVAL_MS = 250;
/** Paging options for a job under a budget: a credit budget polls at {@link BUDGET_POLL_INTERVAL_MS}. */
function budgetPaging(options) {
    if (options.maxCredits === undefined || options.pollIntervalMs !== undefined)
        return options;
    return {
        ...options,
        pollIntervalMs: BUDGET_POLL_INTERVAL_MS,
        maxPollIntervalMs: options.maxPollIntervalMs ?? 2 * BUDGET_POLL_INTERVAL_MS,
    };
}
/** Whether any budget is set. */
function hasBudget(options) {
    return options.maxCredits !== undefined || options.deadline !== undefined;
}
/** A job's page stream under its budgets: polled as a credit budget needs, and stopped by {@link withBudget}. */
export function budgetedPageStream(transport, target, options, owner) {
    const paging = budgetPaging(options);
    const pages = options.statusStream === 'websocket' && target.kind === 'crawl'
        ? socketPageStream(transport, target, paging, owner)
        : pageStream(transport, target, paging, owner);
    return hasBudget(options) ? pages.pipe(withBudget(transport, target.kind, target.jobId, options)) : pages;
}
/**
 * Watches a job's pages against its budgets: cancels the job when one is reached, lets the pages of the
 * cancelled job through, and turns the cancelled job's end into completion.
 */
export function withBudget(transport, kind, jobId, budget) {
    const { maxCredits, deadline } = budget;
    return (source) => new Observable((subscriber) => {
        let stop;
        let creditsUsed = 0;
        let cancelled;
        const cancel = (reason) => {
            if (stop)
                return;
            stop = { reason, creditsAtStop: creditsUsed };
            cancelled = sendJobCancel(transport, kind, jobId).then((sent) => {
                // The job completed before the cancel arrived: nothing to stop, every page is read as usual.
                if (sent.outcome === 'ended')
                    stop = undefined;
            }, (err) => subscriber.error(err));
        };
        const timer = deadline === undefined
            ? undefined
            : setTimeout(() => cancel('deadline'), Math.max(0, deadline.getTime() - Date.now()));
        const subscription = source.subscribe({
            next(page) {
                if (maxCredits !== undefined && page.creditsUsed < 0) {
                    cancel('maxCredits');
                    subscriber.error(creditsNotReported(jobId));
                    return;
                }
                creditsUsed = page.creditsUsed;
                subscriber.next(page);
                // At the budget exactly, a job with nothing left to scrape (its limit reached) is let finish.
                const over = creditsUsed > (maxCredits ?? Number.POSITIVE_INFINITY) ||
                    (creditsUsed === maxCredits && page.completed < page.total);
                if (over)
                    cancel('maxCredits');
            },
            error(err) {
                clearTimeout(timer);
                if (!(stop && err instanceof JobCancelledError)) {
                    subscriber.error(err);
                    return;
                }
                void cancelled?.then(() => {
                    if (subscriber.closed)
                        return;
                    if (!stop) {
                        subscriber.error(err);
                        return;
                    }
                    budget.onBudgetStop?.({
                        reason: stop.reason,
                        jobId,
                        creditsUsed,
                        creditsAtStop: stop.creditsAtStop,
                        ...(maxCredits === undefined ? {} : { maxCredits }),
                        ...(deadline === undefined ? {} : { deadline: deadline.toISOString() }),
                    });
                    subscriber.complete();
                });
            },
            complete() {
                clearTimeout(timer);
                subscriber.complete();
            },
        });
        return () => {
            clearTimeout(timer);
            subscription.unsubscribe();
        };
    });
}
function creditsNotReported(jobId) {
    return new CrawlstreamError(`Job ${jobId} reports no credits (creditsUsed -1: a self-hosted server that bills nothing), so maxCredits cannot be enforced; the job was cancelled. Bound the job with a deadline or its limit instead.`, { code: 'CREDITS_NOT_REPORTED' });
}
