/**
 * Property check: any request our schemas accept (drawn at random from their rules, with object-form
 * formats, which is what the published document lists) is also accepted by the published v2 OpenAPI
 * request schema. A limit we forgot, or one looser than the service's, shows up as a counterexample.
 */
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CrawlRequest, MapRequest, SearchRequest } from '../../src/schemas/index.js';

type Spec = {
  paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: object }> } }>>;
  components: unknown;
};
const spec = JSON.parse(
  readFileSync(new URL('../helpers/spec/v2-openapi.json', import.meta.url), 'utf8'),
) as Spec;
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const validator = (path: string) =>
  ajv.compile({
    ...spec.paths[path]!.post!.requestBody.content['application/json']!.schema,
    components: spec.components,
  });

const opt = { requiredKeys: [] as never[] };
const word = fc.stringMatching(/^[a-z][a-z0-9-]{0,11}$/);
const url = fc.constantFrom(
  'https://example.com',
  'http://example.org/docs/',
  'https://sub.example.net/a?b=c',
);

const format = fc.oneof(
  fc.constantFrom('markdown', 'html', 'rawHtml', 'links', 'images', 'summary').map((type) => ({ type })),
  fc.record(
    {
      type: fc.constant('screenshot' as const),
      fullPage: fc.boolean(),
      quality: fc.integer({ min: 1, max: 100 }),
      viewport: fc.record({
        width: fc.integer({ min: 1, max: 4000 }),
        height: fc.integer({ min: 1, max: 4000 }),
      }),
    },
    { requiredKeys: ['type'] },
  ),
  fc.record({ type: fc.constant('json' as const), prompt: fc.string() }, { requiredKeys: ['type'] }),
);

const action = fc.oneof(
  // At most 1 s each: 50 of them plus waitFor stay within the service's 60 s of total waiting.
  fc.record({ type: fc.constant('wait' as const), milliseconds: fc.integer({ min: 1, max: 1000 }) }),
  fc.record({ type: fc.constant('wait' as const), selector: word }),
  fc.record(
    { type: fc.constant('click' as const), selector: word, all: fc.boolean() },
    { requiredKeys: ['type', 'selector'] },
  ),
  fc.record({ type: fc.constant('write' as const), text: fc.string() }),
  fc.record({ type: fc.constant('press' as const), key: word }),
  fc.record(
    { type: fc.constant('scroll' as const), direction: fc.constantFrom('up', 'down') },
    { requiredKeys: ['type'] },
  ),
  fc.constant({ type: 'scrape' as const }),
  fc.record({ type: fc.constant('executeJavascript' as const), script: word }),
);

const scrapeOptions = fc
  .record(
    {
      // One screenshot format at most, as the service requires.
      formats: fc
        .array(format, { maxLength: 4 })
        .map((fs) =>
          fs.filter((f, i) => f.type !== 'screenshot' || fs.findIndex((g) => g.type === 'screenshot') === i),
        ),
      onlyMainContent: fc.boolean(),
      includeTags: fc.array(word, { maxLength: 3 }),
      maxAge: fc.integer({ min: 0, max: 1e9 }),
      waitFor: fc.integer({ min: 0, max: 10_000 }),
      timeout: fc.integer({ min: 1000, max: 300_000 }),
      actions: fc.array(action, { maxLength: 50 }),
      location: fc.record(
        { country: fc.constantFrom('US', 'DE', 'JP'), languages: fc.array(word, { maxLength: 2 }) },
        opt,
      ),
      proxy: fc.constantFrom('basic', 'enhanced', 'auto'),
      parsers: fc.array(
        fc.record(
          {
            type: fc.constant('pdf' as const),
            mode: fc.constantFrom('fast', 'auto', 'ocr'),
            maxPages: fc.integer({ min: 1, max: 10_000 }),
          },
          { requiredKeys: ['type'] },
        ),
        { maxLength: 1 },
      ),
      blockAds: fc.boolean(),
    },
    opt,
  )
  .map((o) =>
    o.waitFor !== undefined && o.timeout !== undefined
      ? { ...o, waitFor: Math.min(o.waitFor, Math.floor(o.timeout / 2)) }
      : o,
  );

const crawl = fc.record(
  {
    url,
    prompt: fc.string({ minLength: 1 }),
    includePaths: fc.array(word, { maxLength: 3 }),
    maxDiscoveryDepth: fc.nat(20),
    sitemap: fc.constantFrom('include', 'skip', 'only'),
    limit: fc.integer({ min: 1, max: 100_000 }),
    delay: fc.double({ min: 0.001, max: 60, noNaN: true }),
    maxConcurrency: fc.integer({ min: 1, max: 100 }),
    webhook: fc.record(
      {
        url,
        events: fc.subarray(['started', 'page', 'completed', 'failed'] as const),
        metadata: fc.dictionary(word, fc.string()),
      },
      { requiredKeys: ['url'] },
    ),
    scrapeOptions,
  },
  { requiredKeys: ['url'] },
);

const search = fc.record(
  {
    query: fc.string({ minLength: 1, maxLength: 500 }),
    limit: fc.integer({ min: 1, max: 100 }),
    sources: fc.array(
      fc.constantFrom('web', 'images', 'news').map((type) => ({ type })),
      { minLength: 1, maxLength: 3 },
    ),
    categories: fc.array(
      fc.constantFrom('github', 'research', 'pdf').map((type) => ({ type })),
      { maxLength: 3 },
    ),
    timeout: fc.integer({ min: 1, max: 600_000 }),
    scrapeOptions,
  },
  { requiredKeys: ['query'] },
);

const map = fc.record(
  {
    url,
    search: word,
    sitemap: fc.constantFrom('include', 'skip', 'only'),
    limit: fc.integer({ min: 1, max: 100_000 }),
    location: fc.record({ country: fc.constantFrom('US', 'FR') }, opt),
  },
  { requiredKeys: ['url'] },
);

describe('whatever our schemas accept, the published spec accepts', () => {
  it.each([
    ['/crawl', CrawlRequest, crawl],
    ['/search', SearchRequest, search],
    ['/map', MapRequest, map],
  ] as const)('POST %s', (path, schema, arbitrary) => {
    const validate = validator(path);
    fc.assert(
      fc.property(arbitrary as fc.Arbitrary<unknown>, (value) => {
        expect(schema.safeParse(value).success).toBe(true);
        const ok = validate(JSON.parse(JSON.stringify(value)));
        expect(ok, JSON.stringify(validate.errors)).toBe(true);
      }),
      { numRuns: 150, seed: 20261122 },
    );
  });
});
