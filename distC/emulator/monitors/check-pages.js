/**
 * The pages of one monitor check: every target's URLs (a scrape target's list, a crawl target's frontier)
 * scraped from the synthetic web with the `changeTracking` format under the monitor's own tag, so each page
 * is compared with the monitor's previous scrape of it (snapshots kept across the web's advances). A URL a
 * crawl target reached last time and not this time is `removed`.
 */
import { pageCost } from '../../operations/page-cost.js';
import { renderPage } from '../web-page-source.js';
/** The URLs a target covers now: its list, its crawl's frontier, or its searches' results. */
export function targetUrls(renderer, target) {
    if (target.type === 'scrape')
        return [...target.urls];
    if (target.type === 'crawl') {
        return renderer.web.crawlFrontier(target.url, (target.crawlOptions ?? {}));
    }
    const urls = new Set();
    for (const query of target.queries) {
        const found = renderer.web.search({ query, limit: target.maxResults ?? 10 }).web ?? [];
        for (const item of found)
            if (inDomains(item.url, target))
                urls.add(item.url);
    }
    return [...urls];
}
function inDomains(url, target) {
    const host = new URL(url).hostname;
    const matches = (domain) => host === domain || host.endsWith(`.${domain}`);
    if (target.includeDomains?.length && !target.includeDomains.some(matches))
        return false;
    return !target.excludeDomains?.some(matches);
}
/**
 * Scrapes every target's pages for a check: `urls[i]`, target `i`'s URLs ({@link targetUrls}). `scrapes` maps
 * `targetId URL` to the last scrape id of the monitor (updated here); `newId` names scrapes and pages.
 */
export function runCheckPages(renderer, monitorId, targets, urls, scrapes, newId, at) {
    const pages = [];
    let credits = 0;
    const createdAt = new Date(at).toISOString();
    targets.forEach((target, i) => {
        const options = trackedOptions(target, `monitor-${monitorId}-${target.id}`);
        const seen = new Set();
        for (const url of urls[i] ?? []) {
            const key = `${target.id} ${url}`;
            seen.add(key);
            const previousScrapeId = scrapes.get(key) ?? null;
            const base = { id: newId(), targetId: target.id, url, previousScrapeId, createdAt };
            const rendered = renderPage(renderer, url, options);
            if (!rendered.ok) {
                pages.push({ ...base, ...EMPTY, status: 'error', error: rendered.error });
                continue;
            }
            credits += pageCost(options);
            const doc = JSON.parse(rendered.json);
            const status = doc.changeTracking?.changeStatus ?? 'new';
            const currentScrapeId = newId();
            if (status === 'removed')
                scrapes.delete(key);
            else
                scrapes.set(key, currentScrapeId);
            pages.push({
                ...base,
                ...EMPTY,
                status,
                currentScrapeId,
                statusCode: doc.metadata.statusCode ?? null,
                metadata: doc.metadata,
                diff: doc.changeTracking?.diff ?? null,
            });
        }
        if (target.type !== 'scrape')
            pages.push(...goneFromCrawl(target.id, seen, scrapes, newId, createdAt));
    });
    return { pages, credits };
}
const EMPTY = {
    currentScrapeId: null,
    statusCode: null,
    error: null,
    metadata: null,
    diff: null,
};
/** The crawl (or search) target's URLs of the last check that this check did not reach: removed. */
function goneFromCrawl(targetId, seen, scrapes, newId, createdAt) {
    const gone = [];
    for (const [key, scrapeId] of scrapes) {
        if (!key.startsWith(`${targetId} `) || seen.has(key))
            continue;
        scrapes.delete(key);
        const url = key.slice(targetId.length + 1);
        gone.push({
            id: newId(),
            targetId,
            url,
            previousScrapeId: scrapeId,
            createdAt,
            ...EMPTY,
            status: 'removed',
        });
    }
    return gone;
}
/** The target's scrape options with markdown and the monitor's `changeTracking` (git-diff) added. */
function trackedOptions(target, tag) {
    const scrapeOptions = ((target.type === 'search' ? undefined : target.scrapeOptions) ??
        {});
    const formats = [...(scrapeOptions.formats ?? ['markdown'])].filter((f) => typeof f === 'string' || f.type !== 'changeTracking');
    if (!formats.some((f) => f === 'markdown' || f.type === 'markdown')) {
        formats.push('markdown');
    }
    formats.push({ type: 'changeTracking', modes: ['git-diff'], tag });
    return { ...scrapeOptions, formats };
}
