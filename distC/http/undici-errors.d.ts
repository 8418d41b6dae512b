/**
 * What a failed attempt means, from what undici or the socket threw: a timeout, a connection error (and
 * whether the request can have reached the service), or a usage error that no retry can mend.
 */
import { CrawlstreamError } from '../errors/errors.js';
/** How the attempt that threw was sent. */
export interface FailedAttempt {
    method: string;
    path: string;
    /** The attempt's own timer fired. */
    timedOut: boolean;
    timeoutMs: number;
}
/** Maps what an attempt threw (not a `CrawlstreamError`, not an abort, not a close) to its error. */
export declare function errorFromUndici(caught: unknown, attempt: FailedAttempt): CrawlstreamError;
