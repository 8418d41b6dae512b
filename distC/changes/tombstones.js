import { scopeFilter } from './crawl-scope.js';
/** The tombstone verdicts of a run that found `entries`, in URL order. */
export function tombstonesFor(state, entries, scope, failed) {
    const found = new Set(entries.filter((e) => e.source !== 'absent').map((e) => e.url));
    const inScope = scopeFilter(scope);
    const out = [];
    for (const [url, entry] of state) {
        if (entry.removed || found.has(url) || failed.has(url) || !inScope(url))
            continue;
        out.push({
            url,
            fingerprint: entry.fingerprint,
            scrapedAt: entry.scrapedAt,
            status: 'removed',
            source: 'absent',
        });
    }
    return out.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
}
/** The record a tombstone writes: the URL, and its verdict with when the pipeline last saw the page. */
export function tombstoneDocument(url, previous) {
    return {
        metadata: { sourceURL: url, url },
        changeTracking: {
            changeStatus: 'removed',
            previousScrapeAt: previous?.scrapedAt ?? null,
            source: 'absent',
        },
    };
}
