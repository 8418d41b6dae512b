import type { SyntheticWeb, SyntheticWebOptions } from './types.js';
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
export declare function createSyntheticWeb(options?: SyntheticWebOptions): SyntheticWeb;
