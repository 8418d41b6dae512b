/**
 * Job housekeeping: cancel, failed pages, active crawls.
 */
import { ResponseDecodeError } from '../errors/errors.js';
import { sendJobCancel } from '../paging/job-cancel.js';
import { jobPath } from '../paging/job-path.js';
import { ActiveCrawlsResponse, CancelResponse, CrawlErrorsResponse, CrawlParamsPreviewRequest, CrawlParamsPreviewResponse, JobId, } from '../schemas/index.js';
import { parseInput } from '../schemas/parse-input.js';
import { abortable } from './abortable.js';
import { requestBody } from './request-body.js';
function label(kind) {
    return kind === 'crawl' ? 'crawl job id' : 'batch scrape job id';
}
/**
 * Cancels a crawl or batch scrape (`DELETE /v2/{crawl|batch/scrape}/{id}`); emits `{ status: 'cancelled' }`.
 * A job that already completed fails with `ConflictError` (409), an unknown id with `NotFoundError`.
 */
export function cancelJob(transport, kind, jobId) {
    return abortable(async (signal) => {
        const id = parseInput(JobId, jobId, label(kind));
        const sent = await sendJobCancel(transport, kind, id, { signal, schema: CancelResponse });
        // Asked for by name: a job that had already ended is the caller's ConflictError.
        if (sent.outcome === 'ended')
            throw sent.error;
        if (sent.answer === undefined) {
            throw new ResponseDecodeError(`DELETE ${jobPath(kind, id)} answered with an empty body; retry.`, {
                method: 'DELETE',
                path: jobPath(kind, id),
                code: 'EMPTY_BODY',
            });
        }
        return [sent.answer];
    });
}
/**
 * Failed pages and robots-blocked URLs of a job (`GET /v2/{crawl|batch/scrape}/{id}/errors`); emits one
 * `{ errors: [{ id, url, error, code?, timestamp? }], robotsBlocked: [url] }`.
 */
export function jobErrors(transport, kind, jobId) {
    return abortable(async (signal) => {
        const id = parseInput(JobId, jobId, label(kind));
        const res = await requestBody(transport, { method: 'GET', path: `${jobPath(kind, id)}/errors`, signal }, CrawlErrorsResponse);
        return [res.data];
    });
}
/**
 * The team's running crawls (`GET /v2/crawl/active`); emits each one, then completes.
 *
 * @example
 * ```ts
 * client.activeCrawls().subscribe((c) => console.log(c.id, c.url));
 * ```
 */
export function activeCrawls(transport) {
    return abortable(async (signal) => {
        const res = await requestBody(transport, { method: 'GET', path: '/v2/crawl/active', signal }, ActiveCrawlsResponse);
        return res.data.crawls;
    });
}
/**
 * `POST /v2/crawl/params-preview`: the crawler options (`includePaths`, `limit`, …) the service would derive
 * from `prompt` for a crawl of `url`, without starting one (costs nothing).
 */
export function crawlParamsPreview(transport, request) {
    return abortable(async (signal) => {
        const body = parseInput(CrawlParamsPreviewRequest, request, 'crawl params preview request');
        const res = await requestBody(transport, { method: 'POST', path: '/v2/crawl/params-preview', body, signal }, CrawlParamsPreviewResponse);
        return [res.data.data];
    });
}
