/**
 * A budget the service enforces where it can: with `maxCredits` N and the per-page price the scrape
 * options set, the job is sent no more pages than N pays for (a crawl's `limit` lowered to ⌊N ÷ price⌋, a
 * batch's URL list cut). The cancel at the budget (`job-budget.ts`) stays for what the price cannot foresee
 * (PDF pages billed per page, a proxy that turns out stealth, retries).
 */
import { ValidationError } from '../errors/errors.js';
import { pageCost } from './page-cost.js';
/** The service's default crawl `limit`. */
export const DEFAULT_CRAWL_LIMIT = 10_000;
/** The scrape options that price a page of the request. */
export function scrapeOptionsOf(kind, request) {
    return kind === 'crawl' ? (request.scrapeOptions ?? {}) : request;
}
/** The pages a request may scrape: a crawl's `limit` (the service's default without one), a batch's URLs. */
export function requestedPages(kind, request) {
    if (kind === 'crawl')
        return typeof request.limit === 'number' ? request.limit : DEFAULT_CRAWL_LIMIT;
    return Array.isArray(request.urls) ? request.urls.length : 0;
}
/**
 * The request bounded by `maxCredits`, and the cap when it lowered anything (applied twice, it changes
 * nothing more). Throws a `ValidationError` naming `maxCredits` when the budget pays for no page at all.
 */
export function capToBudget(kind, request, maxCredits) {
    if (maxCredits === undefined)
        return { request };
    const body = request;
    const price = pageCost(scrapeOptionsOf(kind, body));
    const pages = Math.floor(maxCredits / price);
    if (pages === 0) {
        const message = `${maxCredits} credit${maxCredits === 1 ? '' : 's'} pay for no page at ${price} credits a page (the scrape options' price)`;
        throw new ValidationError(`Invalid budget: maxCredits: ${message}. Nothing was sent.`, [
            { path: 'maxCredits', rule: 'too_small', message },
        ]);
    }
    const asked = requestedPages(kind, body);
    if (pages >= asked)
        return { request };
    const capped = kind === 'crawl'
        ? { ...body, limit: pages }
        : { ...body, urls: body.urls.slice(0, pages) };
    return { request: capped, cap: { pages, asked, price } };
}
