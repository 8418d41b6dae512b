/**
 * The factory that maps a failed HTTP answer (any non-2xx status, or a 2xx whose body says `success: false`)
 * to its class of the hierarchy in `errors.ts`, with a message that says what to do.
 */
import { HttpStatusError } from './errors.js';
/** What {@link errorFromResponse} needs to know about a failed answer. */
export interface ResponseErrorInput {
    status: number;
    /** Parsed JSON body, or the body text when it was not JSON. */
    body: unknown;
    method: string;
    /** Path without origin or query. */
    path: string;
    headers?: Record<string, string | readonly string[] | undefined>;
    /** Current time for `Retry-After` dates; defaults to `Date.now()`. */
    nowMs?: number;
}
/**
 * Maps a failed answer (any non-2xx status, or a 2xx whose body says `success: false`) to its error class.
 *
 * @example
 * errorFromResponse({ status: 404, body: { success: false, error: 'Job not found' }, method: 'GET', path: '/v2/crawl/x' });
 * // NotFoundError: GET /v2/crawl/x failed with 404: Job not found. Check the id; ...
 */
export declare function errorFromResponse(input: ResponseErrorInput): HttpStatusError;
