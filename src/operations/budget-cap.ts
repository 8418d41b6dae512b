/**
 * A budget the service enforces where it can: with `maxCredits` N and the per-page price the scrape
 * options set, the job is sent no more pages than N pays for (a crawl's `limit` lowered to ⌊N ÷ price⌋, a
 * batch's URL list cut). The cancel at the budget (`job-budget.ts`) stays for what the price cannot foresee
 * (PDF pages billed per page, a proxy that turns out stealth, retries).
 */
import { ValidationError } from '../errors/errors.js';
import type { JobKind } from '../paging/page-event.js';
import { pageCost } from './page-cost.js';

/** The service's default crawl `limit`. */
export const DEFAULT_CRAWL_LIMIT = 10_000;

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
export function scrapeOptionsOf(kind: JobKind, request: Record<string, unknown>): Record<string, unknown> {
  return kind === 'crawl' ? ((request.scrapeOptions as Record<string, unknown> | undefined) ?? {}) : request;
}

/** The pages a request may scrape: a crawl's `limit` (the service's default without one), a batch's URLs. */
export function requestedPages(kind: JobKind, request: Record<string, unknown>): number {
  if (kind === 'crawl') return typeof request.limit === 'number' ? request.limit : DEFAULT_CRAWL_LIMIT;
  return Array.isArray(request.urls) ? request.urls.length : 0;
}

/**
 * The request bounded by `maxCredits`, and the cap when it lowered anything (applied twice, it changes
 * nothing more). Throws a `ValidationError` naming `maxCredits` when the budget pays for no page at all.
 */
export function capToBudget<R>(
  kind: JobKind,
  request: R,
  maxCredits: number | undefined,
): { request: R; cap?: BudgetCap } {
  if (maxCredits === undefined) return { request };
  const body = request as Record<string, unknown>;
  const price = pageCost(scrapeOptionsOf(kind, body));
  const pages = Math.floor(maxCredits / price);
  if (pages === 0) {
    const message = `${maxCredits} credit${maxCredits === 1 ? '' : 's'} pay for no page at ${price} credits a page (the scrape options' price)`;
    throw new ValidationError(`Invalid budget: maxCredits: ${message}. Nothing was sent.`, [
      { path: 'maxCredits', rule: 'too_small', message },
    ]);
  }
  const asked = requestedPages(kind, body);
  if (pages >= asked) return { request };
  const capped =
    kind === 'crawl'
      ? { ...body, limit: pages }
      : { ...body, urls: (body.urls as unknown[]).slice(0, pages) };
  return { request: capped as R, cap: { pages, asked, price } };
}
