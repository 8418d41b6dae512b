/**
 * Crawl: `POST /v2/crawl` (start), `GET /v2/crawl/{id}` (status, see JobStatusResponse),
 * `DELETE /v2/crawl/{id}` (cancel), `GET /v2/crawl/{id}/errors`, `GET /v2/crawl/active`.
 */
import * as z from 'zod';
import { ScrapeOptions, SitemapMode, WebhookConfig } from './shared.js';
import { TargetUrl } from './target-url.js';
/**
 * The crawler options crawl and map share: which links are followed. `delay` is seconds between scrapes,
 * more than 0 and at most 60.
 */
export const crawlerOptionsShape = {
    excludePaths: z.array(z.string()).optional(),
    includePaths: z.array(z.string()).optional(),
    allowExternalLinks: z.boolean().optional(),
    deduplicateSimilarURLs: z.boolean().optional(),
    delay: z.number().gt(0).max(60).optional(),
};
/** Body of `POST /v2/crawl`. Fields left out are not sent; the service applies its defaults. */
export const CrawlRequest = z.strictObject({
    url: TargetUrl,
    prompt: z.string().min(1).max(10_000).optional(),
    ...crawlerOptionsShape,
    maxDiscoveryDepth: z.number().min(0).optional(),
    sitemap: SitemapMode.optional(),
    ignoreQueryParameters: z.boolean().optional(),
    regexOnFullURL: z.boolean().optional(),
    limit: z.int().min(0).optional(),
    crawlEntireDomain: z.boolean().optional(),
    allowSubdomains: z.boolean().optional(),
    ignoreRobotsTxt: z.boolean().optional(),
    robotsUserAgent: z.string().min(1).optional(),
    maxConcurrency: z.int().min(1).optional(),
    webhook: WebhookConfig.optional(),
    scrapeOptions: ScrapeOptions.optional(),
    zeroDataRetention: z.boolean().optional(),
});
/** Answer to `POST /v2/crawl`. */
export const CrawlStartResponse = z.looseObject({
    success: z.boolean(),
    id: z.string(),
    url: z.string().optional(),
    promptGeneratedOptions: z.record(z.string(), z.unknown()).nullish(),
    finalCrawlerOptions: z.record(z.string(), z.unknown()).nullish(),
});
/** Answer to `GET /v2/crawl/active`. */
export const ActiveCrawlsResponse = z.looseObject({
    success: z.boolean(),
    crawls: z.array(z.looseObject({
        id: z.string(),
        teamId: z.string().nullish(),
        url: z.string(),
        created_at: z.string().nullish(),
        options: z.unknown().optional(),
    })),
});
/** Body of `POST /v2/crawl/params-preview`: the crawler options a prompt would give, without a crawl. */
export const CrawlParamsPreviewRequest = z.strictObject({
    url: CrawlRequest.shape.url,
    prompt: z.string().min(1).max(10_000),
});
/** Answer to `POST /v2/crawl/params-preview`: the options (`includePaths`, `limit`, …) and the URL. */
export const CrawlParamsPreviewResponse = z.looseObject({
    success: z.boolean(),
    data: z.record(z.string(), z.unknown()),
});
