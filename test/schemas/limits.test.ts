/**
 * Inputs that break the seed's limits, enums or key sets fail with a ValidationError naming the field
 * and the rule, synchronously, before any request could be made.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ValidationError } from '../../src/errors/errors.js';
import {
  BatchScrapeRequest,
  BrowserCreateRequest,
  BrowserExecuteRequest,
  BrowserListRequest,
  CrawlRequest,
  ExtractRequest,
  JobId,
  MapRequest,
  ScrapeOptions,
  SearchRequest,
  WebhookConfig,
} from '../../src/schemas/index.js';
import { parseInput } from '../../src/schemas/parse-input.js';
import { refusal } from './refusal.js';

const url = 'https://example.com';

type Row = [label: string, schema: z.ZodType, input: unknown, path: string, rule: string];

const rows: Row[] = [
  ['search query over 500 chars', SearchRequest, { query: 'x'.repeat(501) }, 'query', 'too_big'],
  ['search missing query', SearchRequest, {}, 'query', 'invalid_type'],
  ['search limit 0', SearchRequest, { query: 'q', limit: 0 }, 'limit', 'too_small'],
  ['search limit 101', SearchRequest, { query: 'q', limit: 101 }, 'limit', 'too_big'],
  ['search limit not an integer', SearchRequest, { query: 'q', limit: 1.5 }, 'limit', 'invalid_type'],
  ['search unknown source', SearchRequest, { query: 'q', sources: ['video'] }, 'sources[0]', 'invalid_value'],
  [
    'search unknown category',
    SearchRequest,
    { query: 'q', categories: [{ type: 'blog' }] },
    'categories[0].type',
    'invalid_value',
  ],
  [
    'search unknown enterprise mode',
    SearchRequest,
    { query: 'q', enterprise: ['full'] },
    'enterprise[0]',
    'invalid_value',
  ],
  ['search unknown key', SearchRequest, { query: 'q', pageSize: 3 }, 'pageSize', 'unrecognized_keys'],
  ['map limit over 100000', MapRequest, { url, limit: 100_001 }, 'limit', 'too_big'],
  ['map limit 0', MapRequest, { url, limit: 0 }, 'limit', 'too_small'],
  ['map unknown sitemap mode', MapRequest, { url, sitemap: 'never' }, 'sitemap', 'invalid_value'],
  ['map bad country', MapRequest, { url, location: { country: 'usa' } }, 'location.country', 'custom'],
  ['crawl unknown sitemap mode', CrawlRequest, { url, sitemap: 'all' }, 'sitemap', 'invalid_value'],
  ['crawl non-URL', CrawlRequest, { url: 'example' }, 'url', 'custom'],
  ['crawl ftp URL', CrawlRequest, { url: 'ftp://example.com' }, 'url', 'custom'],
  ['crawl unknown key', CrawlRequest, { url, maxDepth: 2 }, 'maxDepth', 'unrecognized_keys'],
  ['crawl negative delay', CrawlRequest, { url, delay: -1 }, 'delay', 'too_small'],
  ['crawl limit -1', CrawlRequest, { url, limit: -1 }, 'limit', 'too_small'],
  [
    'unknown format name',
    CrawlRequest,
    { url, scrapeOptions: { formats: ['pdf'] } },
    'scrapeOptions.formats[0]',
    'invalid_value',
  ],
  [
    'unknown format object',
    CrawlRequest,
    { url, scrapeOptions: { formats: [{ type: 'pdf' }] } },
    'scrapeOptions.formats[0].type',
    'invalid_union',
  ],
  [
    'format object extra key',
    ScrapeOptions,
    { formats: [{ type: 'markdown', x: 1 }] },
    'formats[0].x',
    'unrecognized_keys',
  ],
  [
    'screenshot quality 101',
    ScrapeOptions,
    { formats: [{ type: 'screenshot', quality: 101 }] },
    'formats[0].quality',
    'too_big',
  ],
  ['unknown proxy', ScrapeOptions, { proxy: 'residential' }, 'proxy', 'invalid_value'],
  [
    'unknown action type',
    ScrapeOptions,
    { actions: [{ type: 'hover', selector: 'a' }] },
    'actions[0].type',
    'invalid_union',
  ],
  [
    'click without selector',
    ScrapeOptions,
    { actions: [{ type: 'click' }] },
    'actions[0].selector',
    'invalid_type',
  ],
  [
    'wait with both forms',
    ScrapeOptions,
    { actions: [{ type: 'wait', milliseconds: 1, selector: 'a' }] },
    'actions[0]',
    'custom',
  ],
  [
    '51 actions',
    ScrapeOptions,
    { actions: Array.from({ length: 51 }, () => ({ type: 'scrape' })) },
    'actions',
    'too_big',
  ],
  ['timeout under 1000 ms', ScrapeOptions, { timeout: 999 }, 'timeout', 'too_small'],
  ['waitFor over 60000 ms', ScrapeOptions, { waitFor: 60_001 }, 'waitFor', 'too_big'],
  ['waitFor over half the timeout', ScrapeOptions, { timeout: 10_000, waitFor: 6000 }, 'waitFor', 'custom'],
  [
    'pdf maxPages 0',
    ScrapeOptions,
    { parsers: [{ type: 'pdf', maxPages: 0 }] },
    'parsers[0].maxPages',
    'too_small',
  ],
  ['unknown parser', ScrapeOptions, { parsers: ['docx'] }, 'parsers[0]', 'invalid_value'],
  ['profile name over 128', ScrapeOptions, { profile: { name: 'p'.repeat(129) } }, 'profile.name', 'too_big'],
  ['unknown webhook event', WebhookConfig, { url, events: ['done'] }, 'events[0]', 'invalid_value'],
  ['batch without URLs', BatchScrapeRequest, { urls: [] }, 'urls', 'too_small'],
  [
    'batch invalid URL with ignoreInvalidURLs false',
    BatchScrapeRequest,
    { urls: ['nope'], ignoreInvalidURLs: false },
    'urls[0]',
    'custom',
  ],
  [
    'batch unknown key',
    BatchScrapeRequest,
    { urls: [url], scrapeOptions: {} },
    'scrapeOptions',
    'unrecognized_keys',
  ],
  ['extract 11 URLs', ExtractRequest, { urls: Array.from({ length: 11 }, () => url) }, 'urls', 'too_big'],
  ['extract neither URLs nor prompt', ExtractRequest, {}, 'urls', 'custom'],
  ['execute empty code', BrowserExecuteRequest, { code: '' }, 'code', 'too_small'],
  ['execute code over 100000 chars', BrowserExecuteRequest, { code: 'x'.repeat(100_001) }, 'code', 'too_big'],
  ['execute timeout 0', BrowserExecuteRequest, { code: 'x', timeout: 0 }, 'timeout', 'too_small'],
  ['execute timeout 301', BrowserExecuteRequest, { code: 'x', timeout: 301 }, 'timeout', 'too_big'],
  [
    'execute unknown language',
    BrowserExecuteRequest,
    { code: 'x', language: 'ruby' },
    'language',
    'invalid_value',
  ],
  ['browser ttl 29', BrowserCreateRequest, { ttl: 29 }, 'ttl', 'too_small'],
  ['browser ttl 3601', BrowserCreateRequest, { ttl: 3601 }, 'ttl', 'too_big'],
  ['browser activityTtl 9', BrowserCreateRequest, { activityTtl: 9 }, 'activityTtl', 'too_small'],
  ['browser list unknown status', BrowserListRequest, { status: 'all' }, 'status', 'invalid_value'],
  ['job id not a UUID', JobId, 'abc', '', 'invalid_format'],
];

describe('request schemas reject what the service would', () => {
  it.each(rows)('%s', (label, schema, input, path, rule) => {
    const err = refusal(schema, input, label);
    expect(err.issues).toContainEqual(expect.objectContaining({ path, rule }));
    expect(err.message).toContain(`Invalid ${label}`);
    expect(err.message).toContain(`${path || '(root)'}: `);
    expect(err.message).toContain(`(${rule})`);
  });

  it('accepts the boundary values', () => {
    expect(() => parseInput(SearchRequest, { query: 'x'.repeat(500), limit: 100 }, 's')).not.toThrow();
    expect(() => parseInput(MapRequest, { url, limit: 100_000 }, 'm')).not.toThrow();
    expect(() =>
      parseInput(BrowserExecuteRequest, { code: 'x'.repeat(100_000), timeout: 300 }, 'e'),
    ).not.toThrow();
    expect(() => parseInput(ScrapeOptions, { timeout: 10_000, waitFor: 5000 }, 'o')).not.toThrow();
    expect(() => parseInput(BatchScrapeRequest, { urls: ['not-a-url'] }, 'b')).not.toThrow();
  });

  it('accepts plain string formats, sources and categories as the service does', () => {
    const value = {
      query: 'q',
      sources: ['web', 'news'],
      categories: ['github'],
      scrapeOptions: {
        formats: ['markdown', 'links', 'screenshot'],
        proxy: 'stealth',
        parsers: ['pdf'],
      },
    };
    expect(parseInput(SearchRequest, value, 'search request')).toEqual(value);
  });

  it('lists every issue, not just the first', () => {
    try {
      parseInput(SearchRequest, { query: 'q'.repeat(501), limit: 0, extra: true }, 'search request');
      expect.unreachable();
    } catch (err) {
      expect((err as ValidationError).issues.map((i) => i.path).sort()).toEqual(['extra', 'limit', 'query']);
    }
  });
});
