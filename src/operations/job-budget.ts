/**
 * Budgets of a crawl or batch scrape: stop the job on the service once its status shows `maxCredits` spent,
 * or once `deadline` passes, and still deliver every document it scraped before the stop (they are paid
 * for). The stream then completes instead of failing, and `onBudgetStop` says which budget stopped it.
 */
import { Observable, type OperatorFunction } from 'rxjs';
import { CrawlstreamError, JobCancelledError } from '../errors/errors.js';
import type { Transport } from '../http/transport.js';
import { sendJobCancel } from '../paging/job-cancel.js';
import type { PageOwner } from '../paging/owned-pages.js';
import type { JobKind, PageEvent } from '../paging/page-event.js';
import { pageStream } from '../paging/paging.js';
import type { PollBackoffOptions } from '../paging/paging-backoff.js';
import type { PagingInternals, PagingOptions, PagingTarget } from '../paging/paging-options.js';
import { socketPageStream } from '../paging/socket-pages.js';

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
export const BUDGET_POLL_INTERVAL_MS = 250;

/** Paging options for a job under a budget: a credit budget polls at {@link BUDGET_POLL_INTERVAL_MS}. */
function budgetPaging<O extends JobBudgetOptions & PollBackoffOptions>(options: O): O {
  if (options.maxCredits === undefined || options.pollIntervalMs !== undefined) return options;
  return {
    ...options,
    pollIntervalMs: BUDGET_POLL_INTERVAL_MS,
    maxPollIntervalMs: options.maxPollIntervalMs ?? 2 * BUDGET_POLL_INTERVAL_MS,
  };
}

/** Whether any budget is set. */
function hasBudget(options: JobBudgetOptions): boolean {
  return options.maxCredits !== undefined || options.deadline !== undefined;
}

/** A job's page stream under its budgets: polled as a credit budget needs, and stopped by {@link withBudget}. */
export function budgetedPageStream(
  transport: Transport,
  target: PagingTarget,
  options: JobBudgetOptions & PagingOptions & PagingInternals,
  owner: PageOwner | undefined,
): Observable<PageEvent> {
  const paging = budgetPaging(options);
  const pages =
    options.statusStream === 'websocket' && target.kind === 'crawl'
      ? socketPageStream(transport, target, paging, owner)
      : pageStream(transport, target, paging, owner);
  return hasBudget(options) ? pages.pipe(withBudget(transport, target.kind, target.jobId, options)) : pages;
}

/**
 * Watches a job's pages against its budgets: cancels the job when one is reached, lets the pages of the
 * cancelled job through, and turns the cancelled job's end into completion.
 */
export function withBudget(
  transport: Transport,
  kind: JobKind,
  jobId: string,
  budget: JobBudgetOptions,
): OperatorFunction<PageEvent, PageEvent> {
  const { maxCredits, deadline } = budget;
  return (source) =>
    new Observable<PageEvent>((subscriber) => {
      let stop: { reason: BudgetStop['reason']; creditsAtStop: number } | undefined;
      let creditsUsed = 0;
      let cancelled: Promise<void> | undefined;
      const cancel = (reason: BudgetStop['reason']): void => {
        if (stop) return;
        stop = { reason, creditsAtStop: creditsUsed };
        cancelled = sendJobCancel(transport, kind, jobId).then(
          (sent) => {
            // The job completed before the cancel arrived: nothing to stop, every page is read as usual.
            if (sent.outcome === 'ended') stop = undefined;
          },
          (err: unknown) => subscriber.error(err),
        );
      };
      const timer =
        deadline === undefined
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
          const over =
            creditsUsed > (maxCredits ?? Number.POSITIVE_INFINITY) ||
            (creditsUsed === maxCredits && page.completed < page.total);
          if (over) cancel('maxCredits');
        },
        error(err: unknown) {
          clearTimeout(timer);
          if (!(stop && err instanceof JobCancelledError)) {
            subscriber.error(err);
            return;
          }
          void cancelled?.then(() => {
            if (subscriber.closed) return;
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

function creditsNotReported(jobId: string): CrawlstreamError {
  return new CrawlstreamError(
    `Job ${jobId} reports no credits (creditsUsed -1: a self-hosted server that bills nothing), so maxCredits cannot be enforced; the job was cancelled. Bound the job with a deadline or its limit instead.`,
    { code: 'CREDITS_NOT_REPORTED' },
  );
}
