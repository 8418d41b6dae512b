/**
 * The one cancel of a crawl or batch-scrape job: `DELETE /v2/{crawl|batch/scrape}/{id}`. A job that had
 * already ended answers 409; that is an outcome (`ended`), not an error, for whoever wanted it stopped.
 * Every other failure is the caller's to handle: the public `cancelJob` reports it, a budget stop fails its
 * stream with it, a stream being torn down (`cancelOnUnsubscribe`) has no one left to tell.
 */
import type { ZodType } from 'zod';
import { ConflictError } from '../errors/errors.js';
import type { CancelSignal } from '../http/cancel-signal.js';
import type { Transport } from '../http/transport.js';
import type { JobKind } from './page-event.js';
/** What the cancel did: the job is cancelled (with the service's answer), or it had already ended. */
export type CancelOutcome<T> = {
    outcome: 'cancelled';
    answer: T | undefined;
} | {
    outcome: 'ended';
    error: ConflictError;
};
/** Sends the cancel of job `jobId` (see the module); `schema` checks the answer. */
export declare function sendJobCancel<T = unknown>(transport: Transport, kind: JobKind, jobId: string, options?: {
    signal?: CancelSignal | undefined;
    schema?: ZodType<T>;
}): Promise<CancelOutcome<T>>;
