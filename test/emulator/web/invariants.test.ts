import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSyntheticWeb, SyntheticWebInputError } from '../../../src/emulator/web/index.js';
import { compileSchema, hostOf, pathOf, sharedWeb } from './fixtures.js';

const webArb = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  sites: fc.integer({ min: 1, max: 3 }),
  pagesPerSite: fc.integer({ min: 1, max: 60 }),
  failureRate: fc.double({ min: 0, max: 0.3, noNaN: true }),
});

const crawlArb = fc.record(
  {
    limit: fc.integer({ min: 1, max: 200 }),
    maxDiscoveryDepth: fc.integer({ min: 0, max: 4 }),
    crawlEntireDomain: fc.boolean(),
    allowSubdomains: fc.boolean(),
    allowExternalLinks: fc.boolean(),
    ignoreQueryParameters: fc.boolean(),
    sitemap: fc.constantFrom('include' as const, 'skip' as const, 'only' as const),
  },
  { requiredKeys: [] },
);

describe('invariants over many seeds', () => {
  it('every frontier is duplicate-free, canonical, within limit and within its host rules', () => {
    fc.assert(
      fc.property(webArb, crawlArb, fc.constantFrom('', 'docs.', 'blog.'), (options, crawl, sub) => {
        const web = createSyntheticWeb(options);
        const start = `https://${sub}site-1.test/`;
        const entries = web.crawlFrontierEntries(start, crawl);
        const urls = entries.map((e) => e.url);
        expect(urls[0]).toBe(start);
        expect(new Set(urls).size).toBe(urls.length);
        expect(urls.length).toBeLessThanOrEqual(crawl.limit ?? 10_000);
        for (const e of entries) {
          expect(e.url).not.toContain('#');
          expect(e.depth).toBeLessThanOrEqual(crawl.maxDiscoveryDepth ?? Number.POSITIVE_INFINITY);
          const host = hostOf(e.url);
          if (host !== hostOf(start)) {
            if (host.endsWith('site-1.test')) expect(crawl.allowSubdomains).toBe(true);
            else expect(crawl.allowExternalLinks).toBe(true);
          }
          if (crawl.sitemap === 'only') expect(e.via).not.toBe('link');
        }
        if (crawl.ignoreQueryParameters) {
          const paths = urls.map((u) => `${hostOf(u)}${pathOf(u)}`);
          expect(new Set(paths).size).toBe(paths.length);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('JSON rendering matches JSON.stringify and extract output validates, for any seed', () => {
    const schema = {
      type: 'object',
      properties: {
        items: {
          type: 'array',
          maxItems: 4,
          items: {
            type: 'object',
            properties: {
              title: { type: 'string', minLength: 1 },
              price: { type: 'number', minimum: 1, maximum: 500 },
              rating: { type: 'integer', exclusiveMaximum: 5 },
              lang: { enum: ['en', 'de', 'fr', 'es'] },
              tags: { type: 'array', items: { type: 'string' } },
            },
            required: ['title', 'price', 'rating', 'lang', 'tags'],
          },
        },
      },
      required: ['items'],
    };
    const validate = compileSchema(schema);
    fc.assert(
      fc.property(webArb, (options) => {
        const web = createSyntheticWeb(options);
        for (const page of web.pages().slice(0, 8)) {
          const formats = { formats: ['markdown', 'html', 'rawHtml', 'links', 'summary'] };
          expect(web.renderDocumentJson(page.url, formats)).toBe(
            JSON.stringify(web.renderDocument(page.url, formats)),
          );
        }
        const { data } = web.extract({ urls: ['https://site-1.test/*'], schema });
        expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
      }),
      { numRuns: 25 },
    );
  });
});

describe('input errors', () => {
  it('an invalid path regex is an input error', () => {
    const web = sharedWeb();
    expect(() => web.crawlFrontier('https://site-1.test/', { includePaths: ['(unclosed'] })).toThrow(
      SyntheticWebInputError,
    );
  });

  it('tbs may come on the web source object', () => {
    const web = sharedWeb();
    const viaSource =
      web.search({ query: '', sources: [{ type: 'web', tbs: 'qdr:w' }], limit: 100 }).web ?? [];
    const viaTop = web.search({ query: '', tbs: 'qdr:w', limit: 100 }).web ?? [];
    expect(viaSource).toEqual(viaTop);
    expect(viaSource.length).toBeLessThan((web.search({ query: '', limit: 100 }).web ?? []).length);
  });
});
