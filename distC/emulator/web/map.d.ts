import type { WebContext } from './context.js';
import type { MapOptions, SiteLink } from './types.js';
/** Default and largest map `limit` of the service. */
export declare const DEFAULT_MAP_LIMIT = 5000;
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
export declare function mapSite(ctx: WebContext, options: MapOptions): SiteLink[];
