import type { Observable } from 'rxjs';
import type { Transport } from '../http/transport.js';
import type { PageStream } from '../paging/owned-pages.js';
import type { JobPagesOptions, PagingInternals } from '../paging/paging-options.js';
import type { BatchScrapeRequest, Document } from '../schemas/index.js';
import type { JobBudgetOptions } from './job-budget.js';
import { type JobStart, type StartJobOptions, type StartOnlyOptions } from './start-job.js';
/**
 * Starts a batch scrape and streams its pages while it runs (`POST /v2/batch/scrape`, then
 * `GET /v2/batch/scrape/{id}?skip=N`). URLs the service skipped as invalid arrive in `onStart`'s
 * `invalidURLs` before the first page.
 *
 * @example
 * ```ts
 * client.batchScrape({ urls }, { onStart: ({ invalidURLs }) => console.warn('skipped', invalidURLs) })
 *   .pipe(documents())
 *   .subscribe((doc) => console.log(doc.metadata?.sourceURL));
 * ```
 */
export declare function batchScrape(transport: Transport, request: BatchScrapeRequest, options?: StartJobOptions & PagingInternals): PageStream;
/**
 * Starts a batch scrape without reading its pages; emits the job's id and `invalidURLs`. Page it with
 * `batchScrapePages(id)`.
 */
export declare function startBatchScrape(transport: Transport, request: BatchScrapeRequest, options?: StartOnlyOptions): Observable<JobStart>;
/** {@link batchScrape}, flattened to documents. */
export declare function batchScrapeDocuments(transport: Transport, request: BatchScrapeRequest, options?: StartJobOptions & PagingInternals): Observable<Document>;
/** Streams the pages of an existing batch scrape from a cursor (resume). */
export declare function batchScrapePages(transport: Transport, jobId: string, options?: JobPagesOptions & JobBudgetOptions & PagingInternals): PageStream;
