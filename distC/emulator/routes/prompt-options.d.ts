/**
 * Stands in for the service's language model that turns a crawl `prompt` into crawler options. It is
 * a fixed keyword reading, so the same prompt always yields the same options:
 * - "N pages" / "limit N" / "first N" / "up to N" → `limit`
 * - "depth N" → `maxDiscoveryDepth`
 * - a section name (products, pricing, guides, api, posts, ...) → `includePaths` for it
 * - "subdomain", "docs" or "blog" → `allowSubdomains`
 * - "entire domain", "whole site", "everything" → `crawlEntireDomain`
 * - "no sitemap" / "skip sitemap" / "sitemap only"
 */
export declare function promptCrawlOptions(prompt: string): Record<string, unknown>;
