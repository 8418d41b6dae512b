/**
 * What a status page must be before its documents are delivered, and the errors a job's end becomes: the
 * body a JSON object with an envelope, `success` not false, a known status, a `data` list; `cancelled` and
 * `failed` end the run with their own errors.
 */
import { CrawlstreamError } from '../errors/errors.js';
import type { JobStatus } from './page-event.js';
import type { PageEnvelope } from './page-parser.js';
import { type ParsedPageBytes } from './page-parser-bytes.js';
/**
 * Checks a status page's envelope and returns the job's status. `success:false` is an error whatever the
 * HTTP status (a failed job's page gets its own error from {@link jobEndError}); a `data` that is not a list
 * would otherwise read as an empty page: a silent partial result.
 */
export declare function checkEnvelope(page: ParsedPageBytes, httpStatus: number, path: string): JobStatus;
/** The error that ends the run of a `cancelled` or `failed` job, after its `skip` documents were emitted. */
export declare function jobEndError(status: 'cancelled' | 'failed', envelope: PageEnvelope, jobId: string, path: string, skip: number): CrawlstreamError;
/**
 * Splits a status page body into envelope and document bytes (the transport reads `success` from `fields`).
 * Only the page parser's own failure means a body that is not JSON.
 */
export declare function parsePageBody(path: string, checkEscapes: boolean): (bytes: Buffer) => ParsedPageBytes & {
    fields: Record<string, unknown>;
};
/** A 200 with `success:false` and `status:"failed"` (the job never started) becomes a JobFailedError. */
export declare function asJobError(err: unknown, jobId: string, path: string): unknown;
