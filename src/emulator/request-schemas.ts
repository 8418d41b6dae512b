import { z } from 'zod';

/*
 * Strict request schemas of the routes the emulator serves, matching the service's validation
 * (unknown keys are a 400 there too). They cover the documented fields and their limits.
 */

const formatName = z.enum([
  'markdown',
  'html',
  'rawHtml',
  'links',
  'images',
  'summary',
  'screenshot',
  'json',
  'changeTracking',
  'attributes',
  'branding',
  'audio',
]);

const format = z.union([formatName, z.looseObject({ type: formatName })]);

const action = z.looseObject({
  type: z.enum([
    'wait',
    'click',
    'write',
    'press',
    'scroll',
    'screenshot',
    'scrape',
    'executeJavascript',
    'pdf',
  ]),
});

const location = z.strictObject({
  country: z.string().optional(),
  languages: z.array(z.string()).optional(),
});

/** Scrape options shared by scrape, crawl, batch, search and extract. */
export const scrapeOptionsSchema = z.strictObject({
  formats: z.array(format).optional(),
  onlyMainContent: z.boolean().optional(),
  includeTags: z.array(z.string()).optional(),
  excludeTags: z.array(z.string()).optional(),
  maxAge: z.number().int().nonnegative().optional(),
  minAge: z.number().int().nonnegative().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  waitFor: z.number().int().min(0).max(60000).optional(),
  mobile: z.boolean().optional(),
  skipTlsVerification: z.boolean().optional(),
  timeout: z.number().int().min(1000).optional(),
  parsers: z.array(z.union([z.literal('pdf'), z.looseObject({ type: z.literal('pdf') })])).optional(),
  actions: z.array(action).max(50).optional(),
  location: location.optional(),
  removeBase64Images: z.boolean().optional(),
  blockAds: z.boolean().optional(),
  proxy: z.enum(['basic', 'stealth', 'enhanced', 'auto']).optional(),
  storeInCache: z.boolean().optional(),
  profile: z.strictObject({ name: z.string(), saveChanges: z.boolean().optional() }).optional(),
  zeroDataRetention: z.boolean().optional(),
});

/** Webhook configuration of crawl and batch jobs (a bare URL string is accepted too). */
export const webhookSchema = z.union([
  z.url(),
  z.strictObject({
    url: z.url(),
    headers: z.record(z.string(), z.string()).optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
    events: z.array(z.enum(['completed', 'failed', 'page', 'started'])).optional(),
  }),
]);

/** `POST /crawl`. */
export const crawlRequestSchema = z.strictObject({
  url: z.url(),
  prompt: z.string().optional(),
  excludePaths: z.array(z.string()).optional(),
  includePaths: z.array(z.string()).optional(),
  maxDiscoveryDepth: z.number().int().nonnegative().optional(),
  sitemap: z.enum(['skip', 'include', 'only']).optional(),
  ignoreQueryParameters: z.boolean().optional(),
  regexOnFullURL: z.boolean().optional(),
  limit: z.number().int().positive().optional(),
  crawlEntireDomain: z.boolean().optional(),
  allowExternalLinks: z.boolean().optional(),
  allowSubdomains: z.boolean().optional(),
  ignoreRobotsTxt: z.boolean().optional(),
  delay: z.number().nonnegative().optional(),
  maxConcurrency: z.number().int().positive().optional(),
  webhook: webhookSchema.optional(),
  scrapeOptions: scrapeOptionsSchema.optional(),
  zeroDataRetention: z.boolean().optional(),
});

/** `POST /batch/scrape`: the scrape options sit at the top level beside `urls`. */
export const batchScrapeRequestSchema = scrapeOptionsSchema.extend({
  urls: z.array(z.string()).min(1),
  webhook: webhookSchema.optional(),
  maxConcurrency: z.number().int().positive().optional(),
  ignoreInvalidURLs: z.boolean().optional(),
  appendToId: z.uuid().optional(),
});

/** `POST /scrape`. */
export const scrapeRequestSchema = scrapeOptionsSchema.extend({ url: z.url() });

const searchSource = z.union([
  z.enum(['web', 'images', 'news']),
  z.looseObject({ type: z.enum(['web', 'images', 'news']) }),
]);
const searchCategory = z.union([
  z.enum(['github', 'research', 'pdf']),
  z.looseObject({ type: z.enum(['github', 'research', 'pdf']) }),
]);

/** `POST /search`. */
export const searchRequestSchema = z.strictObject({
  query: z.string().min(1).max(500),
  limit: z.number().int().min(1).max(100).optional(),
  sources: z.array(searchSource).optional(),
  categories: z.array(searchCategory).optional(),
  tbs: z.string().optional(),
  location: z.string().optional(),
  country: z.string().optional(),
  timeout: z.number().int().positive().optional(),
  ignoreInvalidURLs: z.boolean().optional(),
  enterprise: z.array(z.enum(['zdr', 'anon'])).optional(),
  scrapeOptions: scrapeOptionsSchema.optional(),
});

/** `POST /map`. */
export const mapRequestSchema = z.strictObject({
  url: z.url(),
  search: z.string().optional(),
  sitemap: z.enum(['skip', 'include', 'only']).optional(),
  includeSubdomains: z.boolean().optional(),
  ignoreQueryParameters: z.boolean().optional(),
  ignoreCache: z.boolean().optional(),
  limit: z.number().int().min(1).max(100000).optional(),
  timeout: z.number().int().positive().optional(),
  location: location.optional(),
});

/** `POST /extract`. */
export const extractRequestSchema = z.strictObject({
  urls: z.array(z.string()).max(10).optional(),
  prompt: z.string().optional(),
  schema: z.record(z.string(), z.unknown()).optional(),
  enableWebSearch: z.boolean().optional(),
  ignoreSitemap: z.boolean().optional(),
  includeSubdomains: z.boolean().optional(),
  showSources: z.boolean().optional(),
  scrapeOptions: scrapeOptionsSchema.optional(),
  ignoreInvalidURLs: z.boolean().optional(),
});

/** `POST /browser`. */
export const browserCreateRequestSchema = z.strictObject({
  ttl: z.number().int().min(30).max(3600).optional(),
  activityTtl: z.number().int().min(10).max(3600).optional(),
  streamWebView: z.boolean().optional(),
  recordSession: z.boolean().optional(),
  profile: z.strictObject({ name: z.string().min(1), saveChanges: z.boolean().optional() }).optional(),
});

/** `POST /browser/{id}/execute`. */
export const browserExecuteRequestSchema = z.strictObject({
  code: z.string().min(1).max(100000),
  language: z.enum(['node', 'python', 'bash']).optional(),
  timeout: z.number().int().min(1).max(300).optional(),
});

/** `DELETE /browser` with a body. */
export const browserDeleteRequestSchema = z.strictObject({ id: z.string().min(1) });
