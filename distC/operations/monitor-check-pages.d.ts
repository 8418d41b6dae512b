/**
 * A monitor check's pages, read from `GET /v2/monitor/{id}/checks/{checkId}?skip=N&limit=L` like a job's
 * documents: the `skip` sent is always the number of pages received (plus the resume offset), never the
 * server's `next`; a check still `queued` or `running` is polled with backoff until it is final; every page
 * is checked against the check's counts and the pages already received before it is delivered (the job
 * pager's cursor check: a server that ignores `skip` never causes a duplicate); a final check must have
 * handed over as many pages as its summary counts.
 */
import { Observable } from 'rxjs';
import type { Transport } from '../http/transport.js';
import type { PageCursor } from '../paging/page-event.js';
import { type PollBackoffOptions } from '../paging/paging-backoff.js';
import { type MonitorCheck, type MonitorCheckPage, MonitorPageStatus } from '../schemas/monitor.js';
/** Options of `client.monitors.checkPages`. */
export interface MonitorCheckPagesOptions extends PollBackoffOptions {
    /** Resume point: pages of the check already received. @default { skip: 0 } */
    from?: PageCursor | undefined;
    /** Only the pages of this status (`changed`, `new`, ...). */
    status?: MonitorPageStatus | undefined;
    /** Pages per request, 1–100. @default 100 */
    pageLimit?: number | undefined;
}
/** One answer of the check's route: some of its pages, in order. */
export interface MonitorPagesPage {
    monitorId: string;
    checkId: string;
    /** The check as this answer described it (status, summary, credits). */
    check: MonitorCheck;
    /** Where this answer started in the check's page list. */
    cursor: PageCursor;
    /** The cursor after it: resume from here. */
    nextCursor: PageCursor;
    pages: readonly MonitorCheckPage[];
    /**
     * Keep the next answer from being read until the returned function is called (idempotent): an
     * asynchronous consumer calls `const done = answer.hold()` and `done()` once the pages are written.
     */
    hold(): () => void;
}
/** Whether a check has ended (its pages are all there). */
export declare function isFinalCheck(check: Pick<MonitorCheck, 'status'>): boolean;
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
export declare function monitorCheckPages(transport: Transport, monitorId: string, checkId: string, options?: MonitorCheckPagesOptions): Observable<MonitorPagesPage>;
/** {@link monitorCheckPages} as an async iterable: the next answer is read when the consumer asks for it. */
export declare function readCheckPages(transport: Transport, monitorId: string, checkId: string, options: MonitorCheckPagesOptions, signal?: AbortSignal): AsyncGenerator<Omit<MonitorPagesPage, 'hold'>>;
