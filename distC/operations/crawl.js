import { defer } from 'rxjs';
import { ValidationError } from '../errors/errors.js';
import { documents } from '../operators/documents.js';
import { pageStreamOf } from '../paging/owned-pages.js';
import { JobId } from '../schemas/index.js';
import { parseInput } from '../schemas/parse-input.js';
import { budgetedPageStream } from './job-budget.js';
import { jobBody, startJob, startOnly, } from './start-job.js';
/**
 * Starts a crawl and streams its pages while it runs (`POST /v2/crawl`, then `GET /v2/crawl/{id}?skip=N`).
 *
 * @example
 * ```ts
 * client.crawl({ url: 'https://example.com', limit: 100 }, { onStart: (job) => console.log(job.id) })
 *   .subscribe((page) => console.log(page.cursor.skip, page.raw.length));
 * // 0 12 / 12 30 / ...
 * ```
 */
export function crawl(transport, request, options = {}) {
    return startJob(transport, 'crawl', jobBody('crawl', request, options), options);
}
/** Starts a crawl without reading its pages; emits the job's id. Page it with `crawlPages(id)`. */
export function startCrawl(transport, request, options = {}) {
    return startOnly(transport, 'crawl', jobBody('crawl', request, options), options);
}
/** {@link crawl}, flattened to documents. */
export function crawlDocuments(transport, request, options = {}) {
    return crawl(transport, request, options).pipe(documents());
}
/**
 * Streams the pages of an existing crawl from a cursor: how an export resumes after a crash.
 *
 * @example
 * ```ts
 * const cp = await readCheckpoint('out.jsonl');
 * if (cp?.jobId) client.crawlPages(cp.jobId, { from: cp.cursor }).pipe(toJsonl('out.jsonl', { resume: true }));
 * ```
 */
export function crawlPages(transport, jobId, options = {}) {
    return jobPages(transport, 'crawl', jobId, options);
}
/** Shared by `crawlPages` and `batchScrapePages`: validates the id, then pages from `from`. */
export function jobPages(transport, kind, jobId, options) {
    // Checked on subscribe, so a bad id or cursor arrives on the error channel, not as a throw.
    return pageStreamOf((owner) => defer(() => {
        const id = parseInput(JobId, jobId, `${kind === 'crawl' ? 'crawl' : 'batch scrape'} job id`);
        const from = options.from ?? { skip: 0 };
        if (!Number.isSafeInteger(from.skip) || from.skip < 0) {
            throw new ValidationError(`Invalid from.skip: must be an integer ≥ 0, got ${from.skip}.`, [
                { path: 'from.skip', rule: 'too_small', message: 'must be an integer ≥ 0' },
            ]);
        }
        return budgetedPageStream(transport, { kind, jobId: id, from }, options, owner);
    }));
}
