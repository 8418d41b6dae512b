import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ValidationError } from '../../src/errors/errors.js';
import { fastPathOf, isSimpleTargetUrl } from '../../src/schemas/fast-input.js';
import { MapRequest } from '../../src/schemas/map.js';
import { parseInput } from '../../src/schemas/parse-input.js';

const fast = fastPathOf(MapRequest);

/** Values near the valid ones of each field, and plenty of invalid ones. */
const url = fc.oneof(
  fc.constantFrom(
    'https://site-1.test',
    'http://example.com/a?b=c#d',
    'https://example.com:8080/x',
    'HTTPS://EXAMPLE.COM',
    'https://exa mple.com',
    ' https://example.com ',
    'https://example.com\n',
    'https://bücher.example/',
    'https://',
    'https://[::1]/',
    'https://1.2.3.4.5/',
    'https://999.1.1.1/',
    'https://example.com:99999/',
    'http:example.com',
    'ftp://example.com',
    'example.com',
    '',
  ),
  fc.webUrl(),
  fc.string().map((s) => `https://${s}`),
  fc.string(),
  fc.integer(),
);
const int = fc.oneof(
  fc.integer({ min: -2, max: 100_002 }),
  fc.constantFrom(0, -0, 1, 100_000, 100_001, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, '5'),
  fc.double(),
);
const anything = fc.oneof(fc.string(), fc.boolean(), fc.constant(null), fc.constant(undefined), int);
const location = fc.oneof(
  fc.record(
    {
      country: fc.oneof(fc.constantFrom('US', 'DE', 'us', 'USA', ''), anything),
      languages: fc.oneof(fc.array(fc.oneof(fc.constantFrom('en', 'en-US', ''), anything)), anything),
      extra: anything,
    },
    { requiredKeys: [] },
  ),
  anything,
);
/** A valid request: each optional field present or not. */
const validMapRequest = fc.record(
  {
    url: fc.oneof(fc.constantFrom('https://site-1.test', 'http://example.com/a?b=c#d'), fc.webUrl()),
    search: fc.string({ minLength: 1 }),
    sitemap: fc.constantFrom('include', 'skip', 'only'),
    includeSubdomains: fc.boolean(),
    ignoreQueryParameters: fc.boolean(),
    ignoreCache: fc.boolean(),
    limit: fc.integer({ min: 1, max: 100_000 }),
    timeout: fc.integer({ min: 1, max: 2 ** 40 }),
    location: fc.record(
      { country: fc.constantFrom('US', 'DE'), languages: fc.array(fc.constantFrom('en', 'en-US')) },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: ['url'] },
);
const fieldValues = {
  url,
  search: fc.oneof(fc.constantFrom('blog', ''), anything),
  sitemap: fc.oneof(fc.constantFrom('include', 'skip', 'only', 'all'), anything),
  includeSubdomains: anything,
  ignoreQueryParameters: anything,
  ignoreCache: anything,
  limit: int,
  timeout: int,
  location,
  unknownKey: anything,
};
/** A valid request with one field (maybe an unknown one) set to a value near or far from valid. */
const mapRequest = fc.oneof(
  validMapRequest,
  fc
    .tuple(validMapRequest, fc.constantFrom(...(Object.keys(fieldValues) as (keyof typeof fieldValues)[])))
    .chain(([base, key]) => fieldValues[key].map((v: unknown) => ({ ...base, [key]: v }))),
  fc.record(fieldValues, { requiredKeys: [] }),
);

function zodOnly(value: unknown): z.ZodSafeParseResult<MapRequest> {
  return MapRequest.safeParse(value);
}

describe('MapRequest fast path', () => {
  it('is registered, and takes the common shapes', () => {
    expect(fast).toBeDefined();
    for (const value of [
      { url: 'https://site-1.test', limit: 100 },
      { url: 'https://example.com/docs', search: 'blog', sitemap: 'skip', includeSubdomains: true },
      { url: 'http://example.com', location: { country: 'US', languages: ['en-US'] }, timeout: 5000 },
    ]) {
      expect(fast?.(value)).toStrictEqual(zodOnly(value).data);
    }
  });

  it('returns exactly what the schema returns (same keys, same order, fresh objects) or leaves the input to it', () => {
    fc.assert(
      fc.property(fc.oneof(mapRequest, anything), (value) => {
        const out = fast?.(value) as MapRequest | undefined;
        if (out === undefined) return;
        const expected = zodOnly(value);
        expect(expected.success).toBe(true);
        expect(out).toStrictEqual(expected.data);
        expect(Object.keys(out)).toEqual(Object.keys(expected.data as object));
        expect(out).not.toBe(value);
        if (out.location !== undefined) expect(out.location).not.toBe((value as MapRequest).location);
      }),
      { numRuns: 3000 },
    );
  });

  it('leaves parseInput with the schema’s result or its ValidationError', () => {
    fc.assert(
      fc.property(mapRequest, (value) => {
        const expected = zodOnly(value);
        let got: unknown;
        let error: unknown;
        try {
          got = parseInput(MapRequest, value, 'map request');
        } catch (err) {
          error = err;
        }
        if (expected.success) expect(got).toStrictEqual(expected.data);
        else {
          expect(error).toBeInstanceOf(ValidationError);
          expect((error as ValidationError).cause).toBeDefined();
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('leaves objects with another prototype, inherited keys or non-ASCII URLs to the schema', () => {
    const inherited = Object.assign(Object.create({ x: 5 }), { url: 'https://a.test' });
    class Request {
      url = 'https://a.test';
    }
    for (const value of [inherited, new Request(), { url: 'https://bücher.example/' }, [], null]) {
      expect(fast?.(value)).toBeUndefined();
    }
    expect(() => parseInput(MapRequest, inherited, 'map request')).toThrow(
      'Invalid map request: x: unknown key (the service rejects unknown keys) (unrecognized_keys)',
    );
    expect(parseInput(MapRequest, new Request(), 'map request')).toEqual({ url: 'https://a.test' });
  });

  it('isSimpleTargetUrl accepts only URLs the schema returns unchanged', () => {
    fc.assert(
      fc.property(url, (value) => {
        if (!isSimpleTargetUrl(value)) return;
        const parsed = MapRequest.safeParse({ url: value });
        expect(parsed.success).toBe(true);
        expect(parsed.data?.url).toBe(value);
      }),
      { numRuns: 3000 },
    );
  });
});
