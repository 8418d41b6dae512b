import { crawlFrontierEntries, sitemapOf } from './frontier.js';
import { baseDomain, parseHttpUrl } from './url-utils.js';
/** Default and largest map `limit` of the service. */
export const DEFAULT_MAP_LIMIT = 5000;
const MAX_MAP_LIMIT = 100_000;
/**
 * The links of a site, as map returns them:
 * - `sitemap: 'only'` lists the sitemap URLs; `'skip'` the URLs link discovery reaches from `url`;
 *   `'include'` (default) both, sitemap first. Orphan pages are only in the sitemap, so `'skip'` misses them;
 * - `includeSubdomains` (default true) covers every host of the site, else only the host of `url`;
 * - `ignoreQueryParameters` (default true) leaves out URLs with a query string;
 * - `search` keeps the URLs whose URL, title or description contain one of its words, most relevant first
 *   (a word in the URL counts 3, in the title 2, in the description 1), ties in discovery order;
 * - `limit` (default 5000, at most 100000) caps the list. 404 targets of broken links are not listed.
 */
export function mapSite(ctx, options) {
    const start = parseHttpUrl(options.url);
    if (!start)
        return [];
    const includeSubdomains = options.includeSubdomains ?? true;
    const ignoreQuery = options.ignoreQueryParameters ?? true;
    const mode = options.sitemap ?? 'include';
    const domain = baseDomain(start.hostname);
    const hosts = includeSubdomains
        ? [...ctx.model.byHost.keys()].filter((h) => baseDomain(h) === domain)
        : [start.hostname];
    const urls = [];
    if (mode !== 'skip')
        for (const host of hosts)
            urls.push(...sitemapOf(ctx, host));
    if (mode !== 'only') {
        const found = crawlFrontierEntries(ctx, `https://${start.hostname}/`, {
            sitemap: 'skip',
            crawlEntireDomain: true,
            allowSubdomains: includeSubdomains,
            limit: MAX_MAP_LIMIT,
        });
        for (const entry of found)
            urls.push(entry.url);
    }
    const seen = new Set();
    const links = [];
    const terms = (options.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    for (const url of urls) {
        if (seen.has(url))
            continue;
        seen.add(url);
        if (ignoreQuery && url.includes('?'))
            continue;
        const page = ctx.lookup(url);
        if (page?.statusCode !== 200)
            continue;
        let score = 0;
        for (const term of terms) {
            if (url.toLowerCase().includes(term))
                score += 3;
            if (page.title.toLowerCase().includes(term))
                score += 2;
            if (page.description.toLowerCase().includes(term))
                score += 1;
        }
        if (terms.length > 0 && score === 0)
            continue;
        links.push({ url, title: page.title, description: page.description, score, order: links.length });
    }
    if (terms.length > 0)
        links.sort((a, b) => b.score - a.score || a.order - b.order);
    const limit = Math.min(MAX_MAP_LIMIT, Math.max(0, options.limit ?? DEFAULT_MAP_LIMIT));
    return links.slice(0, limit).map(({ url, title, description }) => ({ url, title, description }));
}
