import { isScrapeFailure, renderDocument } from './render.js';
import { parseQuery } from './search-query.js';
import { timeRange } from './time-range.js';
import { COUNTRY_LANGUAGE } from './words.js';
/** Default `limit` of search (the server's current default). */
export const DEFAULT_SEARCH_LIMIT = 10;
const nameOf = (spec) => (typeof spec === 'string' ? spec : spec.type);
/**
 * Searches the synthetic web. Pages match when every operator holds (see {@link parseQuery}) and, if the
 * query has free words, at least one of them appears; they rank by words matched, then by weight (title 3,
 * keywords 2, URL 2, description 1), plus a small bonus for the language of `country` and for the city of
 * `location`. `tbs` (top level or on a `{type: 'web'}` source) filters by publication date (`qdr:h|d|w|m|y`, `cdr:1,cd_min:MM/DD/YYYY,cd_max:...`)
 * and `sbd:1` sorts newest first. `categories` keep only pages of those categories (`github`: docs hosts,
 * `research`: research pages, `pdf`: PDF files) and tag each item with its `category`. `sources` (default
 * web) decide which arrays appear; `limit` (default 10) applies to each. With `scrapeOptions.formats` the
 * web and news items carry the scraped fields and `metadata`.
 */
export function searchWeb(ctx, options) {
    const q = parseQuery(options.query);
    const limit = Math.max(0, options.limit ?? DEFAULT_SEARCH_LIMIT);
    const sources = new Set((options.sources ?? ['web']).map(nameOf));
    const categories = new Set((options.categories ?? []).map(nameOf));
    const preferred = COUNTRY_LANGUAGE[(options.country ?? 'US').toUpperCase()];
    // A `{type: 'web'}` source may carry its own tbs and location (the service accepts both places).
    const webSource = options.sources?.find((s) => typeof s !== 'string' && s.type === 'web');
    const tbs = options.tbs ?? (typeof webSource?.tbs === 'string' ? webSource.tbs : undefined);
    const location = options.location ?? (typeof webSource?.location === 'string' ? webSource.location : '');
    const place = location.toLowerCase();
    const range = timeRange(tbs, Date.parse(ctx.options.now));
    const scored = [];
    for (const page of ctx.model.pages) {
        if (page.statusCode !== 200 || page.query !== '')
            continue;
        if (categories.size > 0 && (!page.category || !categories.has(page.category)))
            continue;
        if (range) {
            const t = Date.parse(page.publishedAt);
            if (t < range.from || t > range.to)
                continue;
        }
        const score = scorePage(ctx, page, q);
        if (score === undefined)
            continue;
        let bonus = 0;
        if (preferred && page.language === preferred)
            bonus += 0.5;
        if (place.includes(String(page.facts.city).toLowerCase()))
            bonus += 0.25;
        scored.push({ page, score: score + bonus, order: scored.length });
    }
    if (range?.byDate)
        scored.sort((a, b) => compareText(b.page.publishedAt, a.page.publishedAt) || a.order - b.order);
    else
        scored.sort((a, b) => b.score - a.score || a.order - b.order);
    const ranked = scored.map((s) => s.page);
    const withCategory = categories.size > 0;
    const result = {};
    if (sources.has('web')) {
        result.web = ranked.slice(0, limit).map((page, i) => {
            const item = {
                url: page.url,
                title: page.title,
                description: page.description,
                position: i + 1,
            };
            if (withCategory && page.category)
                item.category = page.category;
            return scrapeInto(ctx, item, page, options);
        });
    }
    if (sources.has('images'))
        result.images = imageItems(ranked, q, limit);
    if (sources.has('news')) {
        result.news = ranked
            .filter((p) => p.hostKind === 'blog')
            .slice(0, limit)
            .map((page, i) => {
            const item = {
                title: page.title,
                snippet: page.description,
                url: page.url,
                date: page.publishedAt,
                position: i + 1,
            };
            const image = page.images[0];
            if (image)
                item.imageUrl = image.url;
            if (withCategory && page.category)
                item.category = page.category;
            return scrapeInto(ctx, item, page, options);
        });
    }
    return result;
}
function scorePage(ctx, page, q) {
    const title = page.title.toLowerCase();
    const url = page.url.toLowerCase();
    const keywords = page.keywords.join(' ').toLowerCase();
    const description = page.description.toLowerCase();
    const text = `${title}\n${description}\n${keywords}\n${url}`;
    const host = page.host;
    const bare = url.replace(/^https?:\/\//, '');
    const onSite = (s) => host === s || host.endsWith(`.${s}`) || (s.includes('/') && bare.startsWith(s));
    if (q.sites.length > 0 && !q.sites.some(onSite))
        return undefined;
    if (q.notSites.some(onSite))
        return undefined;
    if (!q.intitle.every((w) => title.includes(w)) || q.notIntitle.some((w) => title.includes(w)))
        return undefined;
    if (!q.inurl.every((w) => url.includes(w)) || q.notInurl.some((w) => url.includes(w)))
        return undefined;
    const ext = /\.([a-z0-9]+)$/.exec(page.path)?.[1] ?? 'html';
    if (q.filetypes.length > 0 && !q.filetypes.includes(ext))
        return undefined;
    if (q.notFiletypes.includes(ext))
        return undefined;
    if (!q.phrases.every((p) => text.includes(p)))
        return undefined;
    if (q.excluded.some((w) => text.includes(w)))
        return undefined;
    if (q.related.length > 0) {
        if (q.related.some(onSite))
            return undefined;
        const links = page.links.some((l) => q.related.some((r) => ctx.lookup(l)?.site === r || l.includes(`//${r}`)));
        if (!links)
            return undefined;
    }
    let matched = 0;
    let weight = 0;
    for (const term of q.terms) {
        const w = (title.includes(term) ? 3 : 0) +
            (keywords.includes(term) ? 2 : 0) +
            (url.includes(term) ? 2 : 0) +
            (description.includes(term) ? 1 : 0);
        if (w > 0)
            matched++;
        weight += w;
    }
    if (q.terms.length > 0 && matched === 0)
        return undefined;
    return matched * 100 + weight + q.phrases.length * 10;
}
function imageItems(pages, q, limit) {
    const out = [];
    for (const page of pages) {
        for (const image of page.images) {
            if (out.length >= limit)
                return out;
            if (q.imageSize && (image.width !== q.imageSize.width || image.height !== q.imageSize.height))
                continue;
            if (q.larger && (image.width <= q.larger.width || image.height <= q.larger.height))
                continue;
            out.push({
                title: `${page.title}: ${image.alt}`,
                imageUrl: image.url,
                imageWidth: image.width,
                imageHeight: image.height,
                url: page.url,
                position: out.length + 1,
            });
        }
    }
    return out;
}
function scrapeInto(ctx, item, page, options) {
    const formats = options.scrapeOptions?.formats;
    if (!formats || formats.length === 0)
        return item;
    const doc = renderDocument(ctx, page.url, options.scrapeOptions);
    if (isScrapeFailure(doc)) {
        item.metadata = { sourceURL: page.url, url: page.url, statusCode: 500, error: doc.error };
        return item;
    }
    return Object.assign(item, doc);
}
/** Code-unit order: ISO dates sort by time, and no locale can change the result. */
function compareText(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
