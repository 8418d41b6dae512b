/**
 * Step 2 of the paging loop: a fetched page's envelope and documents checked against the cursor, before
 * anything of it is delivered.
 */
import type { CursorCheck } from './cursor-check.js';
import type { FetchedPage } from './fetch-page.js';
import type { JobStatus } from './page-event.js';
import type { PageEnvelope } from './page-parser.js';
import type { ReadAhead } from './read-ahead.js';
import type { StatusAnswer } from './status-read.js';
/** A page that passed its checks: the job's status, the envelope, the documents not received before. */
export interface CheckedPage {
    status: JobStatus;
    envelope: PageEnvelope;
    docs: Buffer[];
}
/**
 * The documents of `fetched` not received before (the cursor is at `skip`), or `undefined` when the page
 * must be read again: read ahead before its documents existed, or from a server that cannot be read ahead.
 * Whatever it throws or reads again releases the page's credit.
 */
export declare function checkPage(fetched: FetchedPage, skip: number, check: CursorCheck, readAhead: ReadAhead<StatusAnswer> | undefined, path: string): CheckedPage | undefined;
/**
 * What a read-ahead learns from one answer about the server (only while reading ahead):
 * - `read-again`: a completed job answered nothing where it has documents. A server whose `limit=N`
 *   yields N−1 documents answers `limit=1` this way (and every shorter answer leaves a gap that ends in
 *   such a read): read the same position again without a limit, one page at a time from then on.
 * - `stop`: more documents than asked: the server does not honour `limit`. Keep this page (its documents
 *   are checked as any others) and read on one page at a time.
 * - `ok`: nothing against reading ahead. A shorter answer is a page the service cut at 10 MiB; its gap is
 *   read next.
 */
export declare function readAheadVerdict(skip: number, docs: readonly Buffer[], asked: number | undefined, status: JobStatus, counts: {
    total?: number | undefined;
}): 'ok' | 'stop' | 'read-again';
