import { documents } from '../operators/documents.js';
import { jobPages } from './crawl.js';
import { jobBody, startJob, startOnly, } from './start-job.js';
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
export function batchScrape(transport, request, options = {}) {
    return startJob(transport, 'batch', jobBody('batch', request, options), options);
}
/**
 * Starts a batch scrape without reading its pages; emits the job's id and `invalidURLs`. Page it with
 * `batchScrapePages(id)`.
 */
export function startBatchScrape(transport, request, options = {}) {
    return startOnly(transport, 'batch', jobBody('batch', request, options), options);
}
/** {@link batchScrape}, flattened to documents. */
export function batchScrapeDocuments(transport, request, options = {}) {
    return batchScrape(transport, request, options).pipe(documents());
}
/** Streams the pages of an existing batch scrape from a cursor (resume). */
export function batchScrapePages(transport, jobId, options = {}) {
    return jobPages(transport, 'batch', jobId, options);
}
