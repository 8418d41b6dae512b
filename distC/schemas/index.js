/**
 * Request schemas (strict, no defaults) and response schemas (lenient, typed) of the Firecrawl v2 API.
 *
 * @module
 */
export * from './agent.js';
export * from './batch-scrape.js';
export * from './browser.js';
export { ActiveCrawlsResponse, CrawlParamsPreviewRequest, CrawlParamsPreviewResponse, CrawlRequest, CrawlStartResponse, } from './crawl.js';
export * from './document.js';
export * from './extract.js';
export * from './map.js';
export * from './monitor.js';
export * from './parse.js';
export * from './research.js';
export * from './scrape.js';
export * from './scrape-job.js';
export * from './search.js';
export { Action, Format, FormatName, FormatObject, HttpUrl, JobId, Location, Parser, Profile, ProxyType, ScrapeOptions, SessionId, SitemapMode, WebhookConfig, WebhookEventName, } from './shared.js';
export * from './team.js';
export * from './tools.js';
