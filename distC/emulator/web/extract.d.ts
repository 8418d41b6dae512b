import type { WebContext } from './context.js';
import type { SiteExtractRequest, SiteExtractResult } from './types.js';
/** Most pages one extraction reads. */
export declare const MAX_EXTRACT_PAGES = 100;
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
export declare function extractData(ctx: WebContext, options: SiteExtractRequest): SiteExtractResult;
