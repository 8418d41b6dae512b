import type { WebContext } from './context.js';
import type { DocumentJsonBytes, RenderOptions, ScrapeFailure, SyntheticDocument } from './types.js';
/** Tells a failure record from a page object. */
export declare function isScrapeFailure(value: SyntheticDocument | ScrapeFailure): value is ScrapeFailure;
/**
 * Renders the page object of a URL with the formats asked for (`markdown` by default; `html`, `rawHtml`,
 * `links`, `images`, `screenshot` as a URL, `summary`, `json` filled from the page by its `schema`,
 * `changeTracking`), or the failure record of a page that fails. `onlyMainContent: false` adds navigation and
 * footer to markdown and html. A URL on a known host with an unknown path renders as a 404 page; an unknown
 * host fails with `SCRAPE_DNS_RESOLUTION_ERROR`. The result is a pure function of seed, URL and options.
 */
export declare function renderDocument(ctx: WebContext, url: string, options?: RenderOptions): SyntheticDocument | ScrapeFailure;
/**
 * `JSON.stringify(renderDocument(url, options))`, built without a stringify pass over the large fields:
 * their JSON literals are joined from pre-escaped blocks, with the rest, in one pass. This is what a status
 * page should serve.
 */
export declare function renderDocumentJson(ctx: WebContext, url: string, options?: RenderOptions): string;
/**
 * The JSON text of `renderDocument(url, options)` as UTF-8 bytes, built from the pool's pre-encoded
 * paragraphs (no string join, no stringify, no encode pass over the body), with its length in characters
 * (the unit the service's ~10 MiB page cut counts). Failures come back as the failure record.
 */
export declare function renderDocumentBytes(ctx: WebContext, url: string, options?: RenderOptions): DocumentJsonBytes;
