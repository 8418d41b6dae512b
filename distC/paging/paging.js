/**
 * The paging source of crawl and batch-scrape jobs: reads `GET /v2/{crawl|batch/scrape}/{id}?skip=N` page by
 * page and emits {@link PageEvent}s, pulled through a credit window.
 *
 * Invariants:
 * - The `skip` sent is always the number of documents received so far (plus the resume offset), never the
 *   service's `next` value: the document list only grows at the end, so nothing is fetched twice and a `next`
 *   that points back (or ahead) cannot duplicate or drop documents.
 * - An empty page while `scraping` waits (backoff) before the next poll; the run ends only when the status is
 *   `completed` and a page says nothing is left, which rides out the lag between the last document and
 *   `completed`.
 * - `cancelled` / `failed` end in a typed error after every document received was emitted.
 * - Every page is checked against the job's `total` and the documents already received before it is
 *   delivered (cursor-check.ts): a server that ignores `skip` never causes a duplicate.
 * - Any failure carries the cursor that was not consumed (`err.cursor`), so the caller can resume.
 */
import { Observable } from 'rxjs';
import { sendJobCancel } from './job-cancel.js';
import { attachCursor } from './paging-error-info.js';
import { PagingRun } from './paging-run.js';
/**
 * Streams the pages of a job as a cold Observable. Each subscription is its own run; unsubscribing aborts the
 * request in flight and clears every timer (and sends DELETE with `cancelOnUnsubscribe`).
 *
 * `owner`, the stream's only consumer (see `owned-pages.ts`): each page's body buffer is reused for a later
 * page once the page is released, and the page scan checks escapes as the owner asks.
 */
export function pageStream(transport, target, options = {}, owner) {
    return new Observable((subscriber) => {
        const controller = new AbortController();
        const { signal } = controller;
        const run = new PagingRun(transport, target, options, signal, (page) => subscriber.next(page), owner);
        let ended = false;
        run.run().then(() => {
            ended = true;
            subscriber.complete();
        }, (err) => {
            ended = true;
            if (signal.aborted)
                return;
            subscriber.error(attachCursor(err, target.jobId, run.cursor.skip));
        });
        return () => {
            if (!ended && options.cancelOnUnsubscribe) {
                ended = true;
                // Not tied to the aborted signal: the cancel must still go out after the run stopped.
                sendJobCancel(transport, target.kind, target.jobId).catch(() => undefined);
            }
            ended = true;
            controller.abort();
            run.stop();
        };
    });
}
