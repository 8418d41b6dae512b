import { concatMap, finalize, from, map } from 'rxjs';
/**
 * `concatMap` for pages that keeps the credit window intact: each page is held from the moment it arrives until
 * the Observable (or Promise) returned by `project` for it completes, so the paging source never runs more
 * than its window ahead of the asynchronous step.
 *
 * Why not plain `concatMap`: it queues a page and returns from `next` at once, which releases the page, so the
 * source keeps fetching while the queue grows. Taking the hold synchronously on arrival is what bounds memory.
 *
 * @example
 * ```ts
 * client.crawlPages(jobId).pipe(
 *   concatMapHeld(async (page) => { await db.insertMany(page.documents); return page.nextCursor; }),
 * ).subscribe((cursor) => console.log('stored up to', cursor.skip));
 * ```
 */
export function concatMapHeld(project) {
    return (source) => source.pipe(map((page) => ({ page, done: page.hold() })), concatMap(({ page, done }) => from(project(page)).pipe(finalize(done))));
}
