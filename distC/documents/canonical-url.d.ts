/** Options of {@link canonicalUrl}. */
export interface CanonicalUrlOptions {
    /**
     * Drop the query: `true` drops all of it; an array drops the parameters whose names match
     * (strings exactly, regular expressions by test), e.g. `[/^utm_/, 'fbclid']`.
     * @default false
     */
    dropQuery?: boolean | readonly (string | RegExp)[];
    /**
     * Remove a trailing slash from a path other than `/` (`/docs/` and `/docs` are one page).
     * @default true
     */
    dropTrailingSlash?: boolean;
}
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
export declare function canonicalUrl(url: string, options?: CanonicalUrlOptions): string;
