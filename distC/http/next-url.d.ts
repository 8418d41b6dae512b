/** A `next` cursor re-aimed at the configured service: path and query only, never a host. */
export interface ResolvedNext {
    /** Path under `/v2/`, e.g. `/v2/crawl/<id>`. */
    path: string;
    /** Query parameters of the cursor, e.g. `{ skip: '100' }`. */
    query: Record<string, string>;
}
/**
 * Keeps the path and query of a `next` URL and drops its origin.
 *
 * The service builds `next` from the Host header it received, so behind a proxy it can name another
 * host; following it would send the API key there. The result is always requested from the client's
 * own origin. A path outside `/v2/` (or one that climbs out of it) is refused rather than guessed at.
 *
 * @param nextUrl - absolute or relative URL from a status response.
 * @param basePath - path prefix of the configured apiUrl (usually `''`); stripped when present.
 * @throws CursorError when the URL is malformed or its path is not under `/v2/`.
 * @example
 * resolveNextUrl('http://10.0.0.7:3002/v2/crawl/abc?skip=100', '');
 * // { path: '/v2/crawl/abc', query: { skip: '100' } }
 */
export declare function resolveNextUrl(nextUrl: string, basePath?: string): ResolvedNext;
