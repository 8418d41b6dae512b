/**
 * Valid requests for every operation, built with our schemas, must also be valid against the service's
 * published OpenAPI document (a copy of the public v2 spec lives in ./fixtures so a clean clone can run
 * this). Our schemas add no defaults, so what the caller wrote is exactly what is validated and sent.
 */
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  BatchScrapeRequest,
  BrowserCreateRequest,
  BrowserExecuteRequest,
  BrowserListRequest,
  CrawlRequest,
  ExtractRequest,
  JobId,
  MapRequest,
  ScrapeRequest,
  SearchRequest,
  SessionId,
} from '../../src/schemas/index.js';
import { parseInput } from '../../src/schemas/parse-input.js';

interface Parameter {
  name: string;
  schema: object;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: object }> };
}
interface OpenApi {
  paths: Record<string, Record<string, Operation> & { parameters?: Parameter[] }>;
  components: unknown;
}
const spec = JSON.parse(
  readFileSync(new URL('../helpers/spec/v2-openapi.json', import.meta.url), 'utf8'),
) as OpenApi;

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);

/** Compiles an operation's JSON body schema, keeping `#/components/...` references resolvable. */
function bodyValidator(path: string, method: string): ValidateFunction {
  const schema = spec.paths[path]?.[method]?.requestBody?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`no request body schema for ${method} ${path}`);
  return ajv.compile({ ...schema, components: spec.components });
}

/** Compiles one parameter's schema (path or query). */
function paramValidator(path: string, method: string | undefined, name: string): ValidateFunction {
  const item = spec.paths[path];
  const own = method ? (item?.[method]?.parameters ?? []) : [];
  const params: Parameter[] = [...(item?.parameters ?? []), ...own];
  const param = params.find((p) => p.name === name);
  if (!param) throw new Error(`no parameter ${name} on ${path}`);
  return ajv.compile(param.schema);
}

function expectSpecValid(validate: ValidateFunction, value: unknown): void {
  const ok = validate(value);
  expect(ok, JSON.stringify(validate.errors, null, 1)).toBe(true);
}

const richScrapeOptions = {
  formats: [
    { type: 'markdown' },
    { type: 'html' },
    { type: 'rawHtml' },
    { type: 'links' },
    { type: 'images' },
    { type: 'summary' },
    { type: 'screenshot', fullPage: true, quality: 80, viewport: { width: 1280, height: 800 } },
    {
      type: 'json',
      prompt: 'Extract the title',
      schema: { type: 'object', properties: { title: { type: 'string' } } },
    },
    { type: 'changeTracking', modes: ['git-diff', 'json'], tag: 'nightly' },
  ],
  onlyMainContent: true,
  includeTags: ['article'],
  excludeTags: ['nav'],
  maxAge: 172800000,
  minAge: 1,
  headers: { 'accept-language': 'en' },
  waitFor: 1000,
  mobile: false,
  skipTlsVerification: true,
  timeout: 30000,
  parsers: [{ type: 'pdf', mode: 'fast', maxPages: 20 }],
  actions: [
    { type: 'wait', milliseconds: 500 },
    { type: 'wait', selector: '#main' },
    { type: 'click', selector: '#more', all: true },
    { type: 'write', text: 'hello' },
    { type: 'press', key: 'Enter' },
    { type: 'scroll', direction: 'down', selector: 'body' },
    { type: 'screenshot', fullPage: false },
    { type: 'scrape' },
    { type: 'executeJavascript', script: 'window.scrollTo(0, 0)' },
    { type: 'pdf', format: 'A4', landscape: true, scale: 1 },
  ],
  location: { country: 'DE', languages: ['de-DE'] },
  removeBase64Images: true,
  blockAds: true,
  proxy: 'auto',
  storeInCache: false,
  profile: { name: 'shop', saveChanges: false },
};

const webhook = {
  url: 'https://hooks.example.com/fc',
  headers: { 'x-token': 't' },
  metadata: { run: 7 },
  events: ['started', 'page', 'completed', 'failed'],
};

type Case = {
  name: string;
  schema: z.ZodType;
  validate: () => ValidateFunction;
  values: unknown[];
};

const cases: Case[] = [
  {
    name: 'POST /crawl',
    schema: CrawlRequest,
    validate: () => bodyValidator('/crawl', 'post'),
    values: [
      { url: 'https://example.com' },
      {
        url: 'https://example.com/docs',
        prompt: 'only the docs',
        excludePaths: ['^/blog/.*'],
        includePaths: ['^/docs/.*'],
        maxDiscoveryDepth: 3,
        sitemap: 'skip',
        ignoreQueryParameters: true,
        regexOnFullURL: false,
        limit: 500,
        crawlEntireDomain: true,
        allowExternalLinks: false,
        allowSubdomains: true,
        ignoreRobotsTxt: false,
        robotsUserAgent: 'crawlstream',
        delay: 1.5,
        maxConcurrency: 4,
        webhook,
        scrapeOptions: richScrapeOptions,
        zeroDataRetention: false,
      },
      { url: 'https://example.com', sitemap: 'only' },
      { url: 'https://example.com', sitemap: 'include', webhook: { url: 'https://h.example' } },
    ],
  },
  {
    name: 'POST /batch/scrape',
    schema: BatchScrapeRequest,
    validate: () => bodyValidator('/batch/scrape', 'post'),
    values: [
      { urls: ['https://example.com/a', 'https://example.com/b'] },
      {
        urls: ['https://example.com/a'],
        ...richScrapeOptions,
        webhook,
        maxConcurrency: 2,
        ignoreInvalidURLs: false,
        zeroDataRetention: false,
      },
    ],
  },
  {
    name: 'POST /scrape',
    schema: ScrapeRequest,
    validate: () => bodyValidator('/scrape', 'post'),
    values: [{ url: 'https://example.com' }, { url: 'https://example.com', ...richScrapeOptions }],
  },
  {
    name: 'POST /search',
    schema: SearchRequest,
    validate: () => bodyValidator('/search', 'post'),
    values: [
      { query: 'firecrawl' },
      { query: 'x'.repeat(500), limit: 1 },
      {
        query: 'site:example.com "exact" -blog filetype:pdf',
        limit: 100,
        sources: [
          { type: 'web', tbs: 'qdr:w', location: 'Berlin,Germany' },
          { type: 'images' },
          { type: 'news' },
        ],
        categories: [{ type: 'github' }, { type: 'research' }, { type: 'pdf' }],
        includeDomains: ['example.com'],
        tbs: 'sbd:1,qdr:m',
        location: 'Germany',
        country: 'DE',
        timeout: 60000,
        ignoreInvalidURLs: true,
        enterprise: ['zdr'],
        scrapeOptions: { formats: [{ type: 'markdown' }, { type: 'summary' }] },
      },
    ],
  },
  {
    name: 'POST /map',
    schema: MapRequest,
    validate: () => bodyValidator('/map', 'post'),
    values: [
      { url: 'https://example.com' },
      {
        url: 'https://example.com',
        search: 'blog',
        sitemap: 'only',
        includeSubdomains: false,
        ignoreQueryParameters: false,
        ignoreCache: true,
        limit: 100000,
        timeout: 10000,
        location: { country: 'US', languages: ['en-US'] },
      },
    ],
  },
  {
    name: 'POST /extract',
    schema: ExtractRequest,
    validate: () => bodyValidator('/extract', 'post'),
    values: [
      { urls: ['https://example.com/*'], prompt: 'Find the pricing' },
      {
        urls: Array.from({ length: 10 }, (_, i) => `https://example.com/p${i}`),
        prompt: 'Extract products',
        schema: { type: 'object', properties: { name: { type: 'string' } } },
        enableWebSearch: true,
        ignoreSitemap: true,
        includeSubdomains: false,
        showSources: true,
        scrapeOptions: { formats: [{ type: 'markdown' }], onlyMainContent: true },
        ignoreInvalidURLs: false,
      },
    ],
  },
  {
    name: 'POST /browser',
    schema: BrowserCreateRequest,
    validate: () => bodyValidator('/browser', 'post'),
    values: [
      {},
      { ttl: 30, activityTtl: 10, streamWebView: true, profile: { name: 'p', saveChanges: true } },
      { ttl: 3600, activityTtl: 3600 },
    ],
  },
  {
    name: 'POST /browser/{sessionId}/execute',
    schema: BrowserExecuteRequest,
    validate: () => bodyValidator('/browser/{sessionId}/execute', 'post'),
    values: [
      { code: 'console.log(1)' },
      { code: 'x'.repeat(100000), language: 'python', timeout: 300 },
      { code: 'ls', language: 'bash', timeout: 1 },
      { code: 'await page.goto("https://example.com")', language: 'node' },
    ],
  },
  {
    name: 'GET /browser ?status',
    schema: BrowserListRequest,
    validate: () => paramValidator('/browser', 'get', 'status'),
    values: [{ status: 'active' }, { status: 'destroyed' }],
  },
];

describe('valid requests conform to the published v2 OpenAPI request schemas', () => {
  for (const c of cases) {
    it(`${c.name}`, () => {
      const validate = c.validate();
      for (const value of c.values) {
        const parsed = parseInput(c.schema, value, c.name);
        // Nothing added, nothing removed: defaults are left to the service.
        expect(parsed).toEqual(value);
        const sent = JSON.parse(JSON.stringify(parsed)) as Record<string, unknown>;
        expectSpecValid(validate, c.name.startsWith('GET /browser') ? sent.status : sent);
      }
    });
  }

  it('job ids conform to the path parameter schemas (crawl, batch, extract, errors; cancel shares them)', () => {
    const id = '019a8b3c-7d2e-7f00-9a1b-2c3d4e5f6a7b';
    expect(parseInput(JobId, id, 'job id')).toBe(id);
    for (const path of ['/crawl/{id}', '/batch/scrape/{id}', '/extract/{id}', '/crawl/{id}/errors']) {
      expectSpecValid(paramValidator(path, undefined, 'id'), id);
    }
    expect(parseInput(SessionId, 'a1b2', 'session id')).toBe('a1b2');
    expectSpecValid(paramValidator('/browser/{sessionId}', 'delete', 'sessionId'), 'a1b2');
  });

  it('the spec itself rejects what its own limits forbid (the validator is live)', () => {
    const search = bodyValidator('/search', 'post');
    expect(search({ query: 'x'.repeat(501) })).toBe(false);
    expect(search({ query: 'q', limit: 101 })).toBe(false);
    const execute = bodyValidator('/browser/{sessionId}/execute', 'post');
    expect(execute({ code: '' })).toBe(false);
    expect(bodyValidator('/map', 'post')({ url: 'https://a.b', limit: 100001 })).toBe(false);
  });
});
