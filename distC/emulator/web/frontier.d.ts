import { type WebContext } from './context.js';
import type { CrawlFrontierOptions, FrontierEntry } from './types.js';
/** Default crawl `limit` of the service. */
export declare const DEFAULT_CRAWL_LIMIT = 10000;
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
export declare function crawlFrontierEntries(ctx: WebContext, startUrl: string, options?: CrawlFrontierOptions): FrontierEntry[];
/** Sitemap URLs of one host, in sitemap order. */
export declare function sitemapOf(ctx: WebContext, host: string): string[];
