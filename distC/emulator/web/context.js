import { buildChunkPool } from './content.js';
import { buildSiteGraph } from './site-graph.js';
import { canonicalUrl, parseHttpUrl, withoutQuery } from './url-utils.js';
/** Parses a URL into a {@link ParsedLink} without memoising it. */
export function parseLink(raw) {
    const url = parseHttpUrl(raw);
    const canonical = url && canonicalUrl(url);
    if (!url || !canonical)
        return undefined;
    const afterHost = canonical.indexOf('/', 'https://'.length);
    const query = canonical.indexOf('?', afterHost);
    return {
        canonical,
        host: url.hostname,
        path: canonical.slice(afterHost, query === -1 ? undefined : query),
    };
}
/** Builds the context of a web. */
export function createWebContext(options) {
    const model = buildSiteGraph(options);
    const pool = buildChunkPool(options.seed);
    const links = new Map();
    const memoParse = (raw) => {
        if (links.has(raw))
            return links.get(raw);
        const parsed = parseLink(raw);
        links.set(raw, parsed);
        return parsed;
    };
    return {
        options,
        model,
        pool,
        parseLink: memoParse,
        lookupLink(raw) {
            const canonical = memoParse(raw)?.canonical;
            return canonical === undefined
                ? undefined
                : (model.byUrl.get(canonical) ?? model.byUrl.get(withoutQuery(canonical)));
        },
        lookup(url) {
            const canonical = canonicalUrl(url);
            if (canonical === undefined)
                return undefined;
            return model.byUrl.get(canonical) ?? model.byUrl.get(withoutQuery(canonical));
        },
    };
}
