/**
 * The request rules of the current (2026) server, field by field (SERVICE-NOTES, "Request rules of the
 * current (2026) server"): what it refuses is refused before sending, naming the field and the rule; what it
 * accepts is accepted, and sent as given.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  BatchScrapeRequest,
  BrowserCreateRequest,
  BrowserExecuteRequest,
  BrowserListRequest,
  CrawlRequest,
  ExtractRequest,
  MapRequest,
  ScrapeRequest,
  SearchRequest,
} from '../../src/schemas/index.js';
import { parseInput } from '../../src/schemas/parse-input.js';
import { refusal } from './refusal.js';

const url = 'https://example.com';
const long = 'p'.repeat(10_001);

type Refused = [label: string, schema: z.ZodType, input: unknown, path: string];

const refused: Refused[] = [
  ['a map timeout of 0', MapRequest, { url, timeout: 0 }, 'timeout'],
  ['the string screenshot@fullPage', ScrapeRequest, { url, formats: ['screenshot@fullPage'] }, 'formats[0]'],
  [
    'two screenshot formats',
    ScrapeRequest,
    { url, formats: ['screenshot', { type: 'screenshot', fullPage: true }] },
    'formats',
  ],
  ['changeTracking without markdown', ScrapeRequest, { url, formats: ['html', 'changeTracking'] }, 'formats'],
  [
    'a viewport wider than 7680',
    ScrapeRequest,
    { url, formats: [{ type: 'screenshot', viewport: { width: 7681, height: 100 } }] },
    'formats[0].viewport.width',
  ],
  [
    'a viewport taller than 4320',
    ScrapeRequest,
    { url, actions: [{ type: 'screenshot', viewport: { width: 100, height: 4321 } }] },
    'actions[0].viewport.height',
  ],
  [
    'a deterministicJson prompt over 10,000 characters',
    ScrapeRequest,
    { url, formats: [{ type: 'deterministicJson', prompt: long }] },
    'formats[0].prompt',
  ],
  [
    'a json prompt over 10,000 characters',
    ScrapeRequest,
    { url, formats: [{ type: 'json', prompt: long }] },
    'formats[0].prompt',
  ],
  [
    'a changeTracking prompt over 10,000 characters',
    ScrapeRequest,
    { url, formats: ['markdown', { type: 'changeTracking', prompt: long }] },
    'formats[1].prompt',
  ],
  [
    'changeTracking in a search',
    SearchRequest,
    { query: 'q', scrapeOptions: { formats: ['markdown', 'changeTracking'] } },
    'scrapeOptions.formats[1]',
  ],
  [
    'attributes in a search',
    SearchRequest,
    { query: 'q', scrapeOptions: { formats: [{ type: 'attributes', selectors: [] }] } },
    'scrapeOptions.formats[0]',
  ],
  [
    'more than 60 s of waiting in total',
    ScrapeRequest,
    { url, waitFor: 30_000, timeout: 90_000, actions: [{ type: 'wait', milliseconds: 30_001 }] },
    'actions',
  ],
  [
    'a country that is not ISO 3166-1',
    ScrapeRequest,
    { url, location: { country: 'XX' } },
    'location.country',
  ],
  [
    'a redactPII entity outside the list',
    ScrapeRequest,
    { url, redactPII: { entities: ['PERSON', 'PASSPORT'] } },
    'redactPII.entities[1]',
  ],
  ['a host without a top-level domain', ScrapeRequest, { url: 'http://localhost:3000/' }, 'url'],
  ['a crawl of localhost', CrawlRequest, { url: 'http://localhost/' }, 'url'],
  ['crawl delay 0', CrawlRequest, { url, delay: 0 }, 'delay'],
  ['crawl delay over 60 s', CrawlRequest, { url, delay: 61 }, 'delay'],
  ['a crawl prompt over 10,000 characters', CrawlRequest, { url, prompt: long }, 'prompt'],
  ['an extract prompt over 10,000 characters', ExtractRequest, { urls: [url], prompt: long }, 'prompt'],
  [
    'an extract schema that allows any key without properties',
    ExtractRequest,
    { urls: [url], schema: { type: 'object', additionalProperties: true } },
    'schema.additionalProperties',
  ],
  [
    'a nested json format schema that allows any key without properties',
    ScrapeRequest,
    {
      url,
      formats: [
        {
          type: 'json',
          schema: { type: 'object', properties: { a: { type: 'object', additionalProperties: true } } },
        },
      ],
    },
    'formats[0].schema.properties.a.additionalProperties',
  ],
  [
    'an extract schema that does not compile',
    ExtractRequest,
    { urls: [url], schema: { type: 'strnig' } },
    'schema.type',
  ],
  [
    'includeDomains with excludeDomains',
    SearchRequest,
    { query: 'q', includeDomains: ['a.com'], excludeDomains: ['b.com'] },
    'includeDomains',
  ],
  [
    'a domain with a scheme',
    SearchRequest,
    { query: 'q', includeDomains: ['https://a.com'] },
    'includeDomains[0]',
  ],
  [
    'a domain with a path',
    SearchRequest,
    { query: 'q', excludeDomains: ['a.com/blog'] },
    'excludeDomains[0]',
  ],
  [
    'sources that mix names and objects',
    SearchRequest,
    { query: 'q', sources: ['web', { type: 'news' }] },
    'sources',
  ],
  [
    'appendToId that is not an RFC 4122 UUID',
    BatchScrapeRequest,
    { urls: [url], appendToId: '00000000-0000-0000-0000-00000000000g' },
    'appendToId',
  ],
];

describe('what the 2026 server refuses is refused before sending', () => {
  it.each(refused)('%s', (label, schema, input, path) => {
    const err = refusal(schema, input, label);
    expect(err.issues.map((i) => i.path)).toContain(path);
    expect(err.message).toContain(`${path}: `);
  });
});

type Accepted = [label: string, schema: z.ZodType, input: unknown];

const accepted: Accepted[] = [
  [
    'scrape options the server gained',
    ScrapeRequest,
    {
      url,
      fastMode: true,
      safeMode: false,
      useMock: 'fixture-1',
      threatProtection: { level: 'strict' },
      auditMetadata: { ticket: 7 },
    },
  ],
  [
    'every format it accepts',
    ScrapeRequest,
    {
      url,
      formats: [
        'markdown',
        'rawBase64',
        'deterministicJson',
        'product',
        'menu',
        'branding',
        'audio',
        'video',
        'changeTracking',
        { type: 'query', prompt: 'price?' },
        { type: 'question', question: 'price?' },
        { type: 'highlights', query: 'price' },
        { type: 'attributes', selectors: [] },
        { type: 'json', prompt: 'x', checkPromptInjection: true },
      ],
    },
  ],
  [
    'the deterministicJson format object with its prompt',
    ScrapeRequest,
    { url, formats: [{ type: 'deterministicJson', prompt: 'the price of each plan' }] },
  ],
  [
    'parsers image and pdf with every option',
    ScrapeRequest,
    {
      url,
      parsers: [
        'image',
        { type: 'pdf', mode: 'ocr', maxPages: 3, pages: [1, 2], blocks: true, pageMarkers: true },
      ],
    },
  ],
  ['a timeout over 300000 ms', ScrapeRequest, { url, timeout: 600_000 }],
  [
    'empty strings in press, click and executeJavascript',
    ScrapeRequest,
    {
      url,
      actions: [
        { type: 'press', key: '' },
        { type: 'click', selector: '' },
        { type: 'executeJavascript', script: '' },
      ],
    },
  ],
  ['a lower-case country and us-generic', MapRequest, { url, location: { country: 'us' } }],
  ['us-generic', ScrapeRequest, { url, location: { country: 'us-generic' } }],
  ['an IP address', ScrapeRequest, { url: 'http://127.0.0.1:8080/' }],
  ['a URL without a scheme', CrawlRequest, { url: 'example.com/docs' }],
  [
    'crawl options: deduplicateSimilarURLs, a webhook URL string, limit 0, a non-integer depth',
    CrawlRequest,
    {
      url,
      deduplicateSimilarURLs: true,
      webhook: 'https://hooks.example.com/crawl',
      limit: 0,
      maxDiscoveryDepth: 1.5,
    },
  ],
  [
    "map with crawl's crawler options and its own",
    MapRequest,
    {
      url,
      includePaths: ['^/docs'],
      excludePaths: ['^/blog'],
      allowExternalLinks: true,
      deduplicateSimilarURLs: true,
      delay: 1,
      headers: { 'x-a': 'b' },
      filterByPath: false,
      useIndex: true,
      search: '',
      limit: 10.5,
      timeout: 1000.5,
    },
  ],
  ['a map timeout under a millisecond', MapRequest, { url, timeout: 0.5 }],
  [
    'search options the server gained',
    SearchRequest,
    {
      query: '',
      sources: [],
      filter: 'x',
      lang: 'de',
      safe: true,
      asyncScraping: true,
      highlights: true,
      enterprise: ['default'],
      categories: ['developer'],
    },
  ],
  [
    'web sources with lang, country and filter',
    SearchRequest,
    { query: 'q', sources: [{ type: 'web', lang: 'de', country: 'DE', filter: 'x' }, { type: 'news' }] },
  ],
  ['extract with a prompt and no URLs', ExtractRequest, { prompt: 'find the pricing pages' }],
  [
    'extract options the server gained',
    ExtractRequest,
    {
      urls: [url],
      systemPrompt: 's',
      limit: 5,
      allowExternalLinks: true,
      urlTrace: true,
      timeout: 60_000,
      agent: { model: 'fire-1' },
      webhook: 'https://hooks.example.com/extract',
    },
  ],
  ['browser create with integration', BrowserCreateRequest, { integration: 'n8n', ttl: 60 }],
  ['browser list of errored sessions', BrowserListRequest, { status: 'error' }],
];

describe('what the 2026 server accepts is accepted and sent as given', () => {
  it.each(accepted)('%s', (label, schema, input) => {
    expect(parseInput(schema, input, label)).toEqual(input);
  });

  it('drops unknown keys where the server parses leniently (nested objects, browser bodies)', () => {
    expect(
      parseInput(
        ScrapeRequest,
        {
          url,
          formats: [{ type: 'screenshot', fullPage: true, future: 1 }],
          actions: [{ type: 'scroll', direction: 'down', future: 1 }],
          location: { country: 'DE', future: 1 },
          profile: { name: 'p', future: 1 },
        },
        'scrape request',
      ),
    ).toEqual({
      url,
      formats: [{ type: 'screenshot', fullPage: true }],
      actions: [{ type: 'scroll', direction: 'down' }],
      location: { country: 'DE' },
      profile: { name: 'p' },
    });
    expect(parseInput(BrowserCreateRequest, { ttl: 60, origin: 'js-sdk@4.42.0' }, 'b')).toEqual({ ttl: 60 });
    expect(parseInput(BrowserExecuteRequest, { code: 'x', origin: 'js-sdk@4.42.0' }, 'e')).toEqual({
      code: 'x',
      origin: 'js-sdk@4.42.0',
    });
  });

  it('keeps the top level strict, as the server does', () => {
    expect(() => parseInput(CrawlRequest, { url, future: 1 }, 'crawl request')).toThrow(
      /future: unknown key/,
    );
  });
});
