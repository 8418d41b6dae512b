import { DEFAULT_STATUS_LIMIT, STATUS_PAGE_CHAR_LIMIT } from '../paging/status-page-rules.js';
import type { Reply } from './http-reply.js';
import type { JobStatus } from './scrape-job.js';
import type { ServerProfile } from './server-profile.js';
import type { StoredDocument } from './stored-document.js';
export { DEFAULT_STATUS_LIMIT, STATUS_PAGE_CHAR_LIMIT };
/** What a status page needs to know about its job. */
export interface StatusPageJob {
    status: JobStatus;
    completed: number;
    total: number;
    creditsUsed: number;
    expiresAt: number;
    createdAt: number;
    completedAt: number | undefined;
    documents: readonly StoredDocument[];
}
/** Where the page starts and how `next` is built. */
export interface StatusPageRequest {
    skip: number;
    /** The `limit` query parameter when the request gave one; it is carried into `next`. */
    limit: number | undefined;
    /** How the server reads `skip` and `limit` (see `ServerProfile.statusPaging`). @default 'honour' */
    paging?: ServerProfile['statusPaging'];
    /** When `next` is present (see `ServerProfile.nextRule`). @default 'service' */
    nextRule?: ServerProfile['nextRule'];
    /** Absolute URL of the status resource without query, built from the request's own Host. */
    resourceUrl: string;
    now: number;
}
/**
 * Picks the documents of one status response: at most `limit`, cut once the character sum would pass
 * {@link STATUS_PAGE_CHAR_LIMIT}, but always at least one (a single huge document is served alone).
 */
export declare function selectPage(documents: readonly StoredDocument[], skip: number, limit: number): number;
/**
 * Renders `GET /crawl/{id}` or `GET /batch/scrape/{id}` from pre-serialised documents: the envelope is
 * encoded once and the documents' stored bytes are written after it, so serving costs no JSON work.
 * `data` is the last key so the envelope can be closed around the documents.
 */
export declare function renderStatusPage(job: StatusPageJob, request: StatusPageRequest): Reply;
