import type { WebContext } from './context.js';
import type { SearchOptions, SearchResult } from './types.js';
/** Default `limit` of search (the server's current default). */
export declare const DEFAULT_SEARCH_LIMIT = 10;
/**
 * Searches the synthetic web. Pages match when every operator holds (see {@link parseQuery}) and, if the
 * query has free words, at least one of them appears; they rank by words matched, then by weight (title 3,
 * keywords 2, URL 2, description 1), plus a small bonus for the language of `country` and for the city of
 * `location`. `tbs` (top level or on a `{type: 'web'}` source) filters by publication date (`qdr:h|d|w|m|y`, `cdr:1,cd_min:MM/DD/YYYY,cd_max:...`)
 * and `sbd:1` sorts newest first. `categories` keep only pages of those categories (`github`: docs hosts,
 * `research`: research pages, `pdf`: PDF files) and tag each item with its `category`. `sources` (default
 * web) decide which arrays appear; `limit` (default 10) applies to each. With `scrapeOptions.formats` the
 * web and news items carry the scraped fields and `metadata`.
 */
export declare function searchWeb(ctx: WebContext, options: SearchOptions): SearchResult;
