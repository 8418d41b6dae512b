/**
 * Job housekeeping: cancel, failed pages, active crawls.
 */
import type { Observable } from 'rxjs';
import type { Transport } from '../http/transport.js';
import type { JobKind } from '../paging/page-event.js';
import { ActiveCrawlsResponse, CancelResponse, CrawlErrorsResponse, CrawlParamsPreviewRequest } from '../schemas/index.js';
/** One running crawl of the team. */
export type ActiveCrawl = ActiveCrawlsResponse['crawls'][number];
/**
 * Cancels a crawl or batch scrape (`DELETE /v2/{crawl|batch/scrape}/{id}`); emits `{ status: 'cancelled' }`.
 * A job that already completed fails with `ConflictError` (409), an unknown id with `NotFoundError`.
 */
export declare function cancelJob(transport: Transport, kind: JobKind, jobId: string): Observable<CancelResponse>;
/**
 * Failed pages and robots-blocked URLs of a job (`GET /v2/{crawl|batch/scrape}/{id}/errors`); emits one
 * `{ errors: [{ id, url, error, code?, timestamp? }], robotsBlocked: [url] }`.
 */
export declare function jobErrors(transport: Transport, kind: JobKind, jobId: string): Observable<CrawlErrorsResponse>;
/**
 * The team's running crawls (`GET /v2/crawl/active`); emits each one, then completes.
 *
 * @example
 * ```ts
 * client.activeCrawls().subscribe((c) => console.log(c.id, c.url));
 * ```
 */
export declare function activeCrawls(transport: Transport): Observable<ActiveCrawl>;
/**
 * `POST /v2/crawl/params-preview`: the crawler options (`includePaths`, `limit`, …) the service would derive
 * from `prompt` for a crawl of `url`, without starting one (costs nothing).
 */
export declare function crawlParamsPreview(transport: Transport, request: CrawlParamsPreviewRequest): Observable<Record<string, unknown>>;
