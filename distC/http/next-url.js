import { CursorError } from '../errors/errors.js';
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
export function resolveNextUrl(nextUrl, basePath = '') {
    let url;
    try {
        // The dummy base only makes relative cursors parseable; its host is never used.
        url = new URL(nextUrl, 'http://cursor.invalid');
    }
    catch (cause) {
        throw new CursorError(`The service returned a malformed next URL; resume from the last cursor instead.`, {
            code: 'INVALID_NEXT',
            cause,
        });
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new CursorError(`The service returned a next URL with protocol ${url.protocol}; expected http(s).`, {
            code: 'INVALID_NEXT',
        });
    }
    let path = url.pathname;
    if (basePath && (path === basePath || path.startsWith(`${basePath}/`)))
        path = path.slice(basePath.length);
    // WHATWG URL parsing has already resolved dot segments (also %2e-encoded ones), so a prefix check holds.
    if (!path.startsWith('/v2/')) {
        throw new CursorError(`The service returned a next URL outside /v2/ (${path}); refusing to follow it.`, {
            code: 'INVALID_NEXT',
            path,
        });
    }
    const query = {};
    for (const [key, value] of url.searchParams)
        query[key] = value;
    return { path, query };
}
