import { parseLink } from './context.js';
import { SyntheticWebInputError } from './synthetic-web-input-error.js';
import { baseDomain, isChildPath, withoutQuery } from './url-utils.js';
/** Default crawl `limit` of the service. */
export const DEFAULT_CRAWL_LIMIT = 10_000;
/**
 * The URLs a crawl from `startUrl` scrapes, in the order it scrapes them: the start URL, then the sitemap
 * URLs of the start host (depth 0, unless `sitemap: 'skip'`), then links breadth-first in page order
 * (unless `sitemap: 'only'`). Every candidate passes the same rules:
 * - host: the start host; its site's other hosts only with `allowSubdomains`; other sites only with
 *   `allowExternalLinks`;
 * - path: without `crawlEntireDomain`, URLs on the start host must lie at or below the start path (other
 *   hosts have no such path relation and are judged by the host rule alone);
 * - `includePaths` (any must match) and `excludePaths` (none may match), on the pathname or, with
 *   `regexOnFullURL`, on the whole canonical URL; a start URL that fails them gives an empty frontier;
 * - duplicates: spellings that differ by trailing slash, fragment or host case are one URL; with
 *   `ignoreQueryParameters` so are URLs that differ only in their query string (the first one seen is kept);
 * - `maxDiscoveryDepth`: links found on a page of depth d have depth d + 1 and are kept while ≤ the maximum;
 * - `limit` caps the list. Pages that fail or answer 404 are in the list but yield no links.
 *
 * @throws SyntheticWebInputError when a pattern is not a valid regular expression
 */
export function crawlFrontierEntries(ctx, startUrl, options = {}) {
    const start = parseLink(startUrl);
    if (!start)
        return [];
    const limit = Math.max(0, options.limit ?? DEFAULT_CRAWL_LIMIT);
    const maxDepth = options.maxDiscoveryDepth ?? Number.POSITIVE_INFINITY;
    const mode = options.sitemap ?? 'include';
    const includes = compilePatterns('includePaths', options.includePaths);
    const excludes = compilePatterns('excludePaths', options.excludePaths);
    const startHost = start.host;
    const domain = baseDomain(startHost);
    const startPath = start.path;
    const keyOf = (canonical) => (options.ignoreQueryParameters ? withoutQuery(canonical) : canonical);
    const allowed = (link) => {
        if (link.host !== startHost) {
            const sameSite = baseDomain(link.host) === domain;
            if (sameSite ? !options.allowSubdomains : !options.allowExternalLinks)
                return false;
        }
        else if (!options.crawlEntireDomain && !isChildPath(link.path, startPath)) {
            return false;
        }
        const target = options.regexOnFullURL ? link.canonical : link.path;
        if (includes.length > 0 && !includes.some((r) => r.test(target)))
            return false;
        return !excludes.some((r) => r.test(target));
    };
    if (limit === 0 || !allowed(start))
        return [];
    const seen = new Set([keyOf(start.canonical)]);
    const queue = [{ url: start.canonical, depth: 0, via: 'start' }];
    const consider = (raw, depth, via) => {
        const link = ctx.parseLink(raw);
        if (!link)
            return;
        const key = keyOf(link.canonical);
        if (seen.has(key) || !allowed(link))
            return;
        seen.add(key);
        queue.push({ url: link.canonical, depth, via });
    };
    if (mode !== 'skip')
        for (const url of sitemapOf(ctx, startHost))
            consider(url, 0, 'sitemap');
    const out = [];
    // The queue is read by index: shifting a 10,000-entry array for every page would be quadratic.
    for (let i = 0; i < queue.length && out.length < limit; i++) {
        const entry = queue[i];
        if (!entry)
            break;
        out.push(entry);
        if (mode === 'only' || entry.depth >= maxDepth)
            continue;
        const page = entry.via === 'start' ? ctx.lookup(entry.url) : ctx.lookupLink(entry.url);
        // A page that loaded leads on, a 404 page too (its navigation); a failed scrape shows no links.
        if (!page || page.failure)
            continue;
        for (const link of page.links)
            consider(link, entry.depth + 1, 'link');
    }
    return out;
}
/** Sitemap URLs of one host, in sitemap order. */
export function sitemapOf(ctx, host) {
    const pages = ctx.model.byHost.get(host.toLowerCase()) ?? [];
    return pages.filter((p) => p.inSitemap && p.query === '' && p.statusCode === 200).map((p) => p.url);
}
function compilePatterns(field, patterns) {
    return (patterns ?? []).map((p) => {
        try {
            return new RegExp(p);
        }
        catch {
            throw new SyntheticWebInputError(`Invalid regular expression in ${field}: ${p}`);
        }
    });
}
