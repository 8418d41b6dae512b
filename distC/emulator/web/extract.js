import { DEFAULT_EXTRACT_SCHEMA, fillSchemaWithSources } from './schema-fill.js';
import { searchWeb } from './search.js';
import { SyntheticWebInputError } from './synthetic-web-input-error.js';
import { canonicalUrl, parseHttpUrl } from './url-utils.js';
/** Most pages one extraction reads. */
export const MAX_EXTRACT_PAGES = 100;
/** Prompt words that say nothing about which pages matter. */
const STOP_WORDS = new Set('about also extract find from give information list page pages please show tell that their there these this those what which with'.split(' '));
/**
 * Extracts structured data from the pages `urls` name. A URL without `*` names one page; a `*` in it matches
 * any run of characters (so `https://site-1.test/*` is the whole host, `https://site-1.test/docs/*` a
 * section); with `includeSubdomains` (default true) a glob also covers the subdomains of its host. Orphan
 * pages are only found through the sitemap, so `ignoreSitemap` leaves them out. With a `prompt`, pages whose
 * title (3), keywords (2) or description (1) share its words come first; `enableWebSearch` adds the top search results
 * for the prompt. At most {@link MAX_EXTRACT_PAGES} pages are read. `data` follows `schema` (see
 * {@link fillSchemaWithSources}); without one it is `{summary, items: [{url, title, description, keywords}]}`.
 *
 * @throws SyntheticWebInputError when a URL is invalid and `ignoreInvalidURLs` is false
 */
export function extractData(ctx, options) {
    const urls = options.urls ?? [];
    const invalid = urls.filter((u) => !parseHttpUrl(u));
    const tolerant = options.ignoreInvalidURLs ?? true;
    if (invalid.length > 0 && !tolerant) {
        throw new SyntheticWebInputError(`Invalid URLs: ${invalid.join(', ')}`, invalid);
    }
    const includeSubdomains = options.includeSubdomains ?? true;
    const candidates = ctx.model.pages.filter((p) => p.statusCode === 200 && p.query === '' && !p.failure && !(options.ignoreSitemap && p.orphan));
    const chosen = [];
    const seen = new Set();
    const take = (page) => {
        if (page && !seen.has(page.url)) {
            seen.add(page.url);
            chosen.push(page);
        }
    };
    for (const raw of urls) {
        const url = parseHttpUrl(raw);
        if (!url)
            continue;
        if (!raw.includes('*')) {
            const page = ctx.lookup(raw);
            if (page && page.statusCode === 200 && !page.failure)
                take(page);
            continue;
        }
        const matcher = globMatcher(url, includeSubdomains);
        for (const page of candidates)
            if (matcher(page))
                take(page);
    }
    const terms = (options.prompt ?? '')
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length > 3 && !STOP_WORDS.has(w));
    if (options.enableWebSearch && terms.length > 0) {
        for (const item of searchWeb(ctx, { query: terms.join(' '), limit: 3 }).web ?? [])
            take(ctx.lookup(item.url));
    }
    const ranked = chosen
        .map((page, order) => ({ page, order, score: relevance(page, terms) }))
        .sort((a, b) => b.score - a.score || a.order - b.order)
        .slice(0, MAX_EXTRACT_PAGES)
        .map((r) => r.page);
    const { value, sources } = fillSchemaWithSources(options.schema ?? DEFAULT_EXTRACT_SCHEMA, ranked, ctx);
    const result = { data: value };
    if (options.showSources)
        result.sources = sources;
    if (tolerant)
        result.invalidURLs = invalid;
    return result;
}
function relevance(page, terms) {
    const title = page.title.toLowerCase();
    const keywords = page.keywords.join(' ').toLowerCase();
    const description = page.description.toLowerCase();
    let score = 0;
    for (const t of terms) {
        score += (title.includes(t) ? 3 : 0) + (keywords.includes(t) ? 2 : 0) + (description.includes(t) ? 1 : 0);
    }
    return score;
}
function globMatcher(url, includeSubdomains) {
    const host = url.hostname.replace(/%2a/gi, '*');
    const rest = decodeURI(`${url.pathname}${url.search}`);
    const pattern = new RegExp(`^${rest
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`);
    const base = canonicalUrl(url) ?? '';
    return (page) => {
        const hostOk = page.host === host || (includeSubdomains && page.host.endsWith(`.${host}`));
        if (!hostOk)
            return false;
        const target = `${page.path}${page.query ? `?${page.query}` : ''}`;
        // `https://site-1.test/docs/*` also covers `/docs` itself, as a crawl from there would.
        return pattern.test(target) || page.url === base.replace(/\/\*$/, '');
    };
}
