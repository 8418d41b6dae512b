import { createWebContext } from './context.js';
import { extractData } from './extract.js';
import { crawlFrontierEntries, sitemapOf } from './frontier.js';
import { mapSite } from './map.js';
import { resolveWebOptions } from './options.js';
import { renderDocument, renderDocumentBytes, renderDocumentJson } from './render.js';
import { searchWeb } from './search.js';
import { applyVersion } from './web-versions.js';
/**
 * Builds a deterministic synthetic web: `sites` sites (`site-1.test`, ...), each with a main host and `docs.`
 * and `blog.` subdomains, a link graph with duplicate spellings, query-string variants, broken links, orphan
 * pages only listed in the sitemap, links between sites, and page sizes drawn from `sizes`. The same options
 * give byte-identical pages, documents and results.
 *
 * @example
 * const web = createSyntheticWeb({ seed: 7, sites: 2, pagesPerSite: 100 });
 * const urls = web.crawlFrontier('https://site-1.test/', { limit: 50 });
 * const doc = web.renderDocument(urls[0]!, { formats: ['markdown', 'links'] });
 */
export function createSyntheticWeb(options = {}) {
    const resolved = resolveWebOptions(options);
    const ctx = createWebContext(resolved);
    let publicPages = new WeakMap();
    let version = 0;
    const advance = () => {
        version++;
        publicPages = new WeakMap();
        return applyVersion(ctx.model, resolved, resolved.changeRates, version);
    };
    while (version < resolved.version)
        advance();
    // Drafts carry build-only fields (children, parentUrl); callers get plain, frozen page records.
    const toPublic = (draft) => {
        let page = publicPages.get(draft);
        if (!page) {
            const { children: _c, parentUrl: _p, linkTitle: _l, ...rest } = draft;
            page = Object.freeze({ ...rest, links: Object.freeze([...rest.links]) });
            publicPages.set(draft, page);
        }
        return page;
    };
    return {
        options: resolved,
        get version() {
            return version;
        },
        advance,
        sites: ctx.model.sites,
        pages: () => ctx.model.pages.map(toPublic),
        page: (url) => {
            const draft = ctx.lookup(url);
            return draft && toPublic(draft);
        },
        sitemap: (host) => sitemapOf(ctx, host),
        sitemapXml: (host) => {
            const items = sitemapOf(ctx, host).map((url) => {
                const lastmod = ctx.lookup(url)?.publishedAt.slice(0, 10) ?? '';
                return `<url><loc>${url}</loc><lastmod>${lastmod}</lastmod></url>`;
            });
            return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</urlset>\n`;
        },
        crawlFrontier: (startUrl, crawlOptions) => crawlFrontierEntries(ctx, startUrl, crawlOptions).map((e) => e.url),
        crawlFrontierEntries: (startUrl, crawlOptions) => crawlFrontierEntries(ctx, startUrl, crawlOptions),
        renderDocument: (url, renderOptions) => renderDocument(ctx, url, renderOptions),
        renderDocumentJson: (url, renderOptions) => renderDocumentJson(ctx, url, renderOptions),
        recover: (url) => {
            const draft = ctx.lookup(url);
            if (draft?.failure?.code !== 'SCRAPE_TIMEOUT')
                return false;
            delete draft.failure;
            publicPages.delete(draft);
            return true;
        },
        renderDocumentBytes: (url, renderOptions) => renderDocumentBytes(ctx, url, renderOptions),
        map: (mapOptions) => mapSite(ctx, mapOptions),
        search: (searchOptions) => searchWeb(ctx, searchOptions),
        extract: (extractOptions) => extractData(ctx, extractOptions),
    };
}
