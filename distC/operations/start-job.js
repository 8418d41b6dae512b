import { defer, switchMap } from 'rxjs';
import { pageStreamOf } from '../paging/owned-pages.js';
import { BatchScrapeRequest, CrawlRequest } from '../schemas/index.js';
import { parseInput } from '../schemas/parse-input.js';
import { abortable } from './abortable.js';
import { capToBudget } from './budget-cap.js';
import { createJob } from './create-job.js';
import { withExtraFields } from './extra-fields.js';
import { budgetedPageStream } from './job-budget.js';
/** Default grace for a 404 right after a job was created. */
export const DEFAULT_NOT_FOUND_GRACE_MS = 10_000;
/**
 * The body of a job start: `request` validated with the kind's schema (a `ValidationError` naming the field),
 * plus `extraFields`. Returned as a function so that it runs on subscribe, inside the stream.
 */
export function jobBody(kind, request, options = {}) {
    const [schema, label] = kind === 'crawl' ? [CrawlRequest, 'crawl request'] : [BatchScrapeRequest, 'batch scrape request'];
    return () => withExtraFields(parseInput(schema, request, label), options, schema, label);
}
/**
 * Only starts a job (`POST /v2/crawl` or `/v2/batch/scrape`) and emits what the service answered, without
 * reading its pages: page it later with `crawlPages` / `batchScrapePages`. `body` is validated on subscribe.
 */
export function startOnly(transport, kind, body, options = {}) {
    return defer(() => {
        const payload = body();
        return abortable(async (signal) => [
            jobStartOf(kind, await createJob(transport, kind, payload, options.idempotencyKey, signal, options.keySentAt)),
        ]);
    });
}
function jobStartOf(kind, start) {
    const invalid = start.invalidURLs;
    return {
        kind,
        id: start.id,
        ...(start.url === undefined ? {} : { url: start.url }),
        invalidURLs: invalid ?? [],
        response: start,
    };
}
/** Starts a job with `POST path` and streams its pages. `body` is computed (and validated) on subscribe. */
export function startJob(transport, kind, body, options) {
    return pageStreamOf((owner) => startAndPage(transport, kind, body, options, owner));
}
function startAndPage(transport, kind, body, options, owner) {
    return defer(() => {
        // Validation throws here, inside defer: it reaches the error channel before any request is sent. A
        // budget lowers the job to the pages it pays for, so the service stops there itself.
        const payload = capToBudget(kind, body(), options.maxCredits).request;
        return abortable(async (signal) => [
            await createJob(transport, kind, payload, options.idempotencyKey, signal, options.keySentAt),
        ]);
    }).pipe(switchMap((start) => {
        options.onStart?.(jobStartOf(kind, start));
        return budgetedPageStream(transport, {
            kind,
            jobId: start.id,
            from: { skip: 0 },
            notFoundGraceMs: options.notFoundGraceMs ?? DEFAULT_NOT_FOUND_GRACE_MS,
        }, options, owner);
    }));
}
