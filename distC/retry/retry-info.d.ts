import type { CrawlstreamError } from '../errors/errors.js';
/** What a retry hook learns before the client waits and tries again. */
export interface RetryInfo {
    /** HTTP method of the request. */
    method: string;
    /** Request path (no origin, no query). */
    path: string;
    /** 1 for the first retry. */
    retry: number;
    /** Milliseconds the client will wait before it. */
    delayMs: number;
    /** The failure that caused it. */
    error: CrawlstreamError;
}
