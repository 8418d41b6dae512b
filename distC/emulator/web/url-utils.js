/**
 * URL spelling rules shared by lookup, crawl, map and extract: which spellings name the same page.
 */
/** Parses an absolute http(s) URL, or returns undefined. */
export function parseHttpUrl(raw) {
    try {
        const url = new URL(raw);
        return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * The canonical spelling of a URL: https, lower-case host, no fragment, no trailing slash except on the root.
 * The synthetic web serves every page over https, so `http:` is folded in too.
 */
export function canonicalUrl(raw) {
    const url = typeof raw === 'string' ? parseHttpUrl(raw) : raw;
    if (!url)
        return undefined;
    let path = url.pathname;
    if (path.length > 1 && path.endsWith('/'))
        path = path.replace(/\/+$/, '') || '/';
    return `https://${url.hostname}${path}${url.search}`;
}
/** The canonical URL without its query string. */
export function withoutQuery(canonical) {
    const q = canonical.indexOf('?');
    return q === -1 ? canonical : canonical.slice(0, q);
}
/** The registrable domain of a host in the synthetic web: its last two labels (`docs.site-1.test` → `site-1.test`). */
export function baseDomain(host) {
    const labels = host.split('.');
    return labels.slice(-2).join('.');
}
/** Whether `path` equals `base` or lies below it (`/docs` covers `/docs/a` but not `/docsx`). */
export function isChildPath(path, base) {
    if (base === '/' || base === '')
        return true;
    const b = base.endsWith('/') ? base.slice(0, -1) : base;
    return path === b || path.startsWith(`${b}/`);
}
