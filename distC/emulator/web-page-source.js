import { discoveredTool, servesUrl } from './tools/catalogue.js';
/**
 * Renders one URL of the synthetic web as a scrape outcome, straight to JSON text (several times
 * faster than building the object and stringifying it). A page object always has a structural
 * `"metadata":{` (inside strings a quote is escaped, so it cannot occur there); a failure record
 * never has one. A timeout is served once: the page loads when scraped again (a retry of failed pages
 * recovers it, other failures stay). The `changeTracking` format is answered from the team's snapshots, or
 * fails the page on a server that cannot compare.
 */
export function renderPage({ web, changes, tools }, url, options) {
    const refusal = changes.refusal(options);
    if (refusal !== undefined)
        return { ok: false, error: refusal, code: 'UNKNOWN_ERROR' };
    const json = web.renderDocumentJson(url, options);
    if (json.includes('"metadata":{')) {
        const tracked = changes.track(json, url, options);
        return { ok: true, json: withDomainTools(tracked, url, options, tools.catalogue) };
    }
    const failure = JSON.parse(json);
    web.recover(url);
    return { ok: false, error: failure.error, code: failure.code };
}
/** Whether the URL's host belongs to the synthetic web (other hosts do not resolve). */
export function isKnownHost(web, url) {
    let host;
    try {
        host = new URL(url).hostname.toLowerCase();
    }
    catch {
        return false;
    }
    return web.sites.some((site) => site.hosts.includes(host));
}
/** A job source over a list of URLs (a crawl frontier or a batch), rendered with the given scrape options. */
export function urlListSource(renderer, urls, options) {
    const list = [...urls];
    let index = 0;
    return {
        nextUrl: () => (index < list.length ? list[index++] : undefined),
        render: (url) => renderPage(renderer, url, options),
        add: (more) => {
            for (const url of more)
                list.push(url);
        },
    };
}
/** The document with the catalogue's tools for its URL (`tools`) when the scrape asked (`domainTools`). */
function withDomainTools(json, url, options, catalogue) {
    const { domainTools, toolDetail } = options;
    if (domainTools !== true)
        return json;
    const found = catalogue.filter((tool) => servesUrl(tool, url));
    if (found.length === 0)
        return json;
    const detail = typeof toolDetail === 'string' ? toolDetail : undefined;
    const tools = JSON.stringify(found.map((tool) => discoveredTool(tool, detail)));
    return `${json.slice(0, -1)},"tools":${tools}}`;
}
