import { type Observable } from 'rxjs';
import type { Transport } from '../http/transport.js';
import { type PageStream } from '../paging/owned-pages.js';
import type { JobKind } from '../paging/page-event.js';
import type { JobPagesOptions, PagingInternals } from '../paging/paging-options.js';
import { type CrawlRequest, type Document } from '../schemas/index.js';
import { type JobBudgetOptions } from './job-budget.js';
import { type JobStart, type StartJobOptions, type StartOnlyOptions } from './start-job.js';
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
export declare function crawl(transport: Transport, request: CrawlRequest, options?: StartJobOptions & PagingInternals): PageStream;
/** Starts a crawl without reading its pages; emits the job's id. Page it with `crawlPages(id)`. */
export declare function startCrawl(transport: Transport, request: CrawlRequest, options?: StartOnlyOptions): Observable<JobStart>;
/** {@link crawl}, flattened to documents. */
export declare function crawlDocuments(transport: Transport, request: CrawlRequest, options?: StartJobOptions & PagingInternals): Observable<Document>;
/**
 * Streams the pages of an existing crawl from a cursor: how an export resumes after a crash.
 *
 * @example
 * ```ts
 * const cp = await readCheckpoint('out.jsonl');
 * if (cp?.jobId) client.crawlPages(cp.jobId, { from: cp.cursor }).pipe(toJsonl('out.jsonl', { resume: true }));
 * ```
 */
export declare function crawlPages(transport: Transport, jobId: string, options?: JobPagesOptions & JobBudgetOptions & PagingInternals): PageStream;
/** Shared by `crawlPages` and `batchScrapePages`: validates the id, then pages from `from`. */
export declare function jobPages(transport: Transport, kind: JobKind, jobId: string, options: JobPagesOptions & JobBudgetOptions & PagingInternals): PageStream;
