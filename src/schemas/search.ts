/**
 * Search: `POST /v2/search`.
 */
import { z } from 'zod';
import { DocumentMetadata } from './document.js';
import { ScrapeOptions } from './shared.js';

const SearchSourceName = z.enum(['web', 'images', 'news']);
const SearchCategoryName = z.enum(['github', 'research', 'pdf']);

/** A search source: a name or an object; web objects may carry their own `tbs` and `location`. */
export const SearchSource = z.union([
  SearchSourceName,
  z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('web'), tbs: z.string().optional(), location: z.string().optional() }),
    z.strictObject({ type: z.literal('images') }),
    z.strictObject({ type: z.literal('news') }),
  ]),
]);

/** A result category filter: a name or `{ type }`. */
export const SearchCategory = z.union([SearchCategoryName, z.strictObject({ type: SearchCategoryName })]);

/** Body of `POST /v2/search`. */
export const SearchRequest = z.strictObject({
  query: z.string().min(1).max(500),
  limit: z.int().min(1).max(100).optional(),
  sources: z.array(SearchSource).min(1).optional(),
  categories: z.array(SearchCategory).optional(),
  includeDomains: z.array(z.string().min(1)).optional(),
  excludeDomains: z.array(z.string().min(1)).optional(),
  /** Time filter, e.g. `qdr:w` or `sbd:1,qdr:m`. */
  tbs: z.string().min(1).optional(),
  location: z.string().min(1).optional(),
  country: z.string().min(2).optional(),
  /** Milliseconds. */
  timeout: z.int().min(1).optional(),
  ignoreInvalidURLs: z.boolean().optional(),
  enterprise: z.array(z.enum(['zdr', 'anon'])).optional(),
  scrapeOptions: ScrapeOptions.optional(),
});
/** Body of `POST /v2/search`. */
export type SearchRequest = z.infer<typeof SearchRequest>;

/** A web result (scraped fields appear when `scrapeOptions.formats` asked for them). */
export const SearchWebResult = z.looseObject({
  url: z.string(),
  title: z.string().nullish(),
  description: z.string().nullish(),
  category: z.string().nullish(),
  markdown: z.string().nullish(),
  html: z.string().nullish(),
  rawHtml: z.string().nullish(),
  links: z.array(z.string()).nullish(),
  screenshot: z.string().nullish(),
  audio: z.string().nullish(),
  metadata: DocumentMetadata.optional(),
});
/** A web search result. */
export type SearchWebResult = z.infer<typeof SearchWebResult>;

/** An image result. */
export const SearchImageResult = z.looseObject({
  title: z.string().nullish(),
  imageUrl: z.string().nullish(),
  imageWidth: z.number().nullish(),
  imageHeight: z.number().nullish(),
  url: z.string().nullish(),
  position: z.number().nullish(),
});
/** An image search result. */
export type SearchImageResult = z.infer<typeof SearchImageResult>;

/** A news result. */
export const SearchNewsResult = SearchWebResult.extend({
  url: z.string().nullish(),
  snippet: z.string().nullish(),
  date: z.string().nullish(),
  imageUrl: z.string().nullish(),
  position: z.number().nullish(),
});
/** A news search result. */
export type SearchNewsResult = z.infer<typeof SearchNewsResult>;

/** Answer to `POST /v2/search`: only the arrays of the requested sources appear. */
export const SearchResponse = z.looseObject({
  success: z.boolean(),
  data: z.looseObject({
    web: z.array(SearchWebResult).optional(),
    images: z.array(SearchImageResult).optional(),
    news: z.array(SearchNewsResult).optional(),
  }),
  warning: z.string().nullish(),
  id: z.string().nullish(),
  creditsUsed: z.number().nullish(),
});
/** Answer to `POST /v2/search`. */
export type SearchResponse = z.infer<typeof SearchResponse>;
