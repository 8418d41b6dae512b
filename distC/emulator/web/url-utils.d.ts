/**
 * URL spelling rules shared by lookup, crawl, map and extract: which spellings name the same page.
 */
/** Parses an absolute http(s) URL, or returns undefined. */
export declare function parseHttpUrl(raw: string): URL | undefined;
/**
 * The canonical spelling of a URL: https, lower-case host, no fragment, no trailing slash except on the root.
 * The synthetic web serves every page over https, so `http:` is folded in too.
 */
export declare function canonicalUrl(raw: string | URL): string | undefined;
/** The canonical URL without its query string. */
export declare function withoutQuery(canonical: string): string;
/** The registrable domain of a host in the synthetic web: its last two labels (`docs.site-1.test` → `site-1.test`). */
export declare function baseDomain(host: string): string;
/** Whether `path` equals `base` or lies below it (`/docs` covers `/docs/a` but not `/docsx`). */
export declare function isChildPath(path: string, base: string): boolean;
