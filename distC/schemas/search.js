/**
 * Search: `POST /v2/search`.
 */
import * as z from 'zod';
import { DocumentMetadata } from './document.js';
import { ScrapeOptions, ToolDetail } from './shared.js';
import { DiscoveredTool } from './tools.js';
const SearchSourceName = z.enum(['web', 'images', 'news', 'alexandria']);
const SearchCategoryName = z.enum(['github', 'research', 'pdf', 'developer']);
/** A search source given as an object; web objects may carry their own filters. */
export const SearchSourceObject = z.discriminatedUnion('type', [
    z.strictObject({
        type: z.literal('web'),
        tbs: z.string().optional(),
        location: z.string().optional(),
        lang: z.string().optional(),
        country: z.string().optional(),
        filter: z.string().optional(),
    }),
    z.strictObject({ type: z.literal('images') }),
    z.strictObject({ type: z.literal('news') }),
    z.strictObject({ type: z.literal('alexandria') }),
]);
/** A search source: a name or an object (one request uses one form or the other, not both). */
export const SearchSource = z.union([SearchSourceName, SearchSourceObject]);
/** The formats a search may scrape its results in (no changeTracking, branding or attributes). */
const SEARCH_FORMATS = new Set([
    'markdown',
    'html',
    'rawHtml',
    'links',
    'images',
    'summary',
    'product',
    'menu',
    'json',
    'question',
    'highlights',
    'query',
    'screenshot',
]);
/** A domain as search filters take it: a host name, no scheme and no path. */
const SearchDomain = z
    .string()
    .min(1)
    .refine((d) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(d) && !d.includes('/'), 'must be a domain without scheme or path');
/** A result category filter: a name or `{ type }`. */
export const SearchCategory = z.union([SearchCategoryName, z.strictObject({ type: SearchCategoryName })]);
/** Body of `POST /v2/search`. */
const searchRequestShape = z.strictObject({
    query: z.string().max(500),
    limit: z.int().min(1).max(100).optional(),
    sources: z.array(SearchSource).optional(),
    categories: z.array(SearchCategory).optional(),
    includeDomains: z.array(SearchDomain).optional(),
    excludeDomains: z.array(SearchDomain).optional(),
    /** Time filter, e.g. `qdr:w` or `sbd:1,qdr:m`. */
    tbs: z.string().min(1).optional(),
    location: z.string().min(1).optional(),
    country: z.string().min(2).optional(),
    /** Milliseconds. */
    timeout: z.int().min(1).optional(),
    ignoreInvalidURLs: z.boolean().optional(),
    enterprise: z.array(z.enum(['default', 'zdr', 'anon'])).optional(),
    filter: z.string().optional(),
    lang: z.string().optional(),
    safe: z.boolean().optional(),
    asyncScraping: z.boolean().optional(),
    highlights: z.boolean().optional(),
    scrapeOptions: ScrapeOptions.optional(),
    /** Add domain-matched tools to `tools` beside the semantic matches (with the `alexandria` source). */
    domainTools: z.boolean().optional(),
    toolDetail: ToolDetail.optional(),
});
/** Body of `POST /v2/search`. */
export const SearchRequest = searchRequestShape.superRefine((value, ctx) => {
    if (value.includeDomains !== undefined && value.excludeDomains !== undefined) {
        ctx.addIssue({
            code: 'custom',
            path: ['includeDomains'],
            message: 'includeDomains and excludeDomains cannot be used together',
            input: value.includeDomains,
        });
    }
    const sources = value.sources ?? [];
    if (new Set(sources.map((s) => typeof s)).size > 1) {
        ctx.addIssue({
            code: 'custom',
            path: ['sources'],
            message: 'sources must all be names or all be objects, not a mix',
            input: sources,
        });
    }
    value.scrapeOptions?.formats?.forEach((format, index) => {
        const type = typeof format === 'string' ? format : format.type;
        if (!SEARCH_FORMATS.has(type)) {
            ctx.addIssue({
                code: 'custom',
                path: ['scrapeOptions', 'formats', index],
                message: `search cannot scrape in the ${type} format (allowed: ${[...SEARCH_FORMATS].join(', ')})`,
                input: format,
            });
        }
    });
});
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
/** An image result. */
export const SearchImageResult = z.looseObject({
    title: z.string().nullish(),
    imageUrl: z.string().nullish(),
    imageWidth: z.number().nullish(),
    imageHeight: z.number().nullish(),
    url: z.string().nullish(),
    position: z.number().nullish(),
});
/** A news result. */
export const SearchNewsResult = SearchWebResult.extend({
    url: z.string().nullish(),
    snippet: z.string().nullish(),
    date: z.string().nullish(),
    imageUrl: z.string().nullish(),
    position: z.number().nullish(),
});
/** Answer to `POST /v2/search`: only the arrays of the requested sources appear. */
export const SearchResponse = z.looseObject({
    success: z.boolean(),
    data: z.looseObject({
        web: z.array(SearchWebResult).optional(),
        images: z.array(SearchImageResult).optional(),
        news: z.array(SearchNewsResult).optional(),
        /** The tools the `alexandria` source found. */
        tools: z.array(DiscoveredTool).optional(),
    }),
    warning: z.string().nullish(),
    id: z.string().nullish(),
    creditsUsed: z.number().nullish(),
});
