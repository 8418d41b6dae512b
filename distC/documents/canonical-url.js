/**
 * A canonical form of a URL for deduplication: lower-case scheme and host, no default port, no fragment,
 * no trailing slash, query parameters sorted by name (stable, so repeated names keep their order).
 * A string that is not an absolute URL is returned unchanged.
 *
 * @example
 * ```ts
 * canonicalUrl('HTTPS://Example.COM:443/docs/?b=2&a=1#intro'); // 'https://example.com/docs?a=1&b=2'
 * canonicalUrl('https://example.com/?utm_source=x&id=3', { dropQuery: [/^utm_/] }); // 'https://example.com/?id=3'
 * ```
 */
export function canonicalUrl(url, options = {}) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return url;
    }
    // WHATWG URL parsing already lower-cases scheme and host and drops the scheme's default port.
    parsed.hash = '';
    const { dropQuery = false, dropTrailingSlash = true } = options;
    if (dropQuery === true) {
        parsed.search = '';
    }
    else {
        const params = parsed.searchParams;
        if (Array.isArray(dropQuery) && dropQuery.length > 0) {
            for (const name of [...new Set(params.keys())]) {
                if (dropQuery.some((p) => (typeof p === 'string' ? p === name : p.test(name))))
                    params.delete(name);
            }
        }
        params.sort();
        // An emptied query leaves a bare '?'; `search = ''` removes it.
        if (params.size === 0)
            parsed.search = '';
    }
    if (dropTrailingSlash && parsed.pathname.length > 1 && parsed.pathname.endsWith('/')) {
        parsed.pathname = parsed.pathname.replace(/\/+$/, '') || '/';
    }
    return parsed.href;
}
