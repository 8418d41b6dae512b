/**
 * A monitor check's pages, read from `GET /v2/monitor/{id}/checks/{checkId}?skip=N&limit=L` like a job's
 * documents: the `skip` sent is always the number of pages received (plus the resume offset), never the
 * server's `next`; a check still `queued` or `running` is polled with backoff until it is final; every page
 * is checked against the check's counts and the pages already received before it is delivered (the job
 * pager's cursor check: a server that ignores `skip` never causes a duplicate); a final check must have
 * handed over as many pages as its summary counts.
 */
import { Observable } from 'rxjs';
import { CursorError } from '../errors/errors.js';
import { sleep } from '../http/sleep.js';
import { createCursorCheck } from '../paging/cursor-check.js';
import { createPollBackoff } from '../paging/paging-backoff.js';
import { MonitorCheckDetailResponse, MonitorPageStatus, } from '../schemas/monitor.js';
import { parseInput } from '../schemas/parse-input.js';
import { monitorPath } from './monitors.js';
/** Check statuses after which the page list no longer grows. */
const FINAL = new Set(['completed', 'failed', 'partial', 'skipped_overlap', 'skipped_no_credits']);
/** Whether a check has ended (its pages are all there). */
export function isFinalCheck(check) {
    return FINAL.has(check.status);
}
/**
 * Emits a check's pages, an answer at a time, once the check is final; unsubscribing stops the reads. The
 * next answer is read once the last one was delivered and, when it was held, released.
 *
 * @example
 * ```ts
 * client.monitors.checkPages(monitorId, checkId, { status: 'changed' })
 *   .subscribe((p) => p.pages.forEach((page) => console.log(page.url, page.diff?.text)));
 * ```
 */
export function monitorCheckPages(transport, monitorId, checkId, options = {}) {
    return new Observable((subscriber) => {
        const controller = new AbortController();
        (async () => {
            for await (const answer of readCheckPages(transport, monitorId, checkId, options, controller.signal)) {
                if (subscriber.closed)
                    return;
                let held;
                let release = () => { };
                subscriber.next({
                    ...answer,
                    hold: () => {
                        held ??= new Promise((resolve) => {
                            release = resolve;
                        });
                        return () => release();
                    },
                });
                if (held)
                    await held;
            }
            subscriber.complete();
        })().catch((err) => subscriber.error(err));
        return () => controller.abort();
    });
}
/** {@link monitorCheckPages} as an async iterable: the next answer is read when the consumer asks for it. */
export async function* readCheckPages(transport, monitorId, checkId, options, signal) {
    const path = `${monitorPath(monitorId)}/checks/${encodeURIComponent(checkId)}`;
    const status = options.status === undefined ? undefined : parseInput(MonitorPageStatus, options.status, 'status');
    const limit = options.pageLimit ?? 100;
    const backoff = createPollBackoff(options);
    const cursorCheck = createCursorCheck(path);
    let skip = options.from?.skip ?? 0;
    for (;;) {
        const query = { skip, limit, ...(status ? { status } : {}) };
        const res = await transport.json({ method: 'GET', path, query, signal }, MonitorCheckDetailResponse);
        const { pages: listed, next, ...check } = res.data.data;
        if (!isFinalCheck(check)) {
            await sleep(backoff.next(), signal);
            continue;
        }
        const pages = listed ?? [];
        if (pages.length > limit) {
            throw new CursorError(`GET ${path}?skip=${skip}&limit=${limit} answered ${pages.length} pages: the server ignores limit. Stopped so that no page is written twice; resume from the cursor.`, { code: 'LIMIT_IGNORED', method: 'GET', path });
        }
        const total = pageTotal(check, status);
        const drop = cursorCheck.accept(skip, pages.map((p) => Buffer.from(JSON.stringify(p))), { total, completed: total });
        const fresh = pages.slice(drop);
        if (fresh.length > 0) {
            const cursor = { skip };
            skip += fresh.length;
            yield { monitorId, checkId, check, cursor, nextCursor: { skip }, pages: fresh };
        }
        // The end: nothing new, all the pages the summary counts, or (without counts) a short last answer.
        const ended = fresh.length === 0 || (total !== undefined ? skip >= total : !next && pages.length < limit);
        if (ended) {
            cursorCheck.finish(skip, { total });
            return;
        }
    }
}
/** How many pages a final check has (of `status` when filtered), from its summary. */
function pageTotal(check, status) {
    const summary = check.summary;
    if (!summary)
        return undefined;
    const count = status === undefined ? summary.totalPages : summary[status];
    return typeof count === 'number' ? count : undefined;
}
