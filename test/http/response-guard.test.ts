import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passesGuard } from '../../src/http/response-guard.js';
import { MapResponse } from '../../src/schemas/map.js';

// Values around the map answer's shape: right and wrong types at every field, extra keys, nulls.
const loose = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.string(), { maxKeys: 2 }),
);
const link = fc.oneof(
  fc.record(
    { url: fc.oneof(fc.webUrl(), loose), title: loose, description: loose, extra: loose },
    { requiredKeys: [] },
  ),
  loose,
);
const answer = fc.oneof(
  fc.record(
    {
      success: fc.oneof(fc.boolean(), loose),
      links: fc.oneof(fc.array(link, { maxLength: 4 }), loose),
      warning: loose,
      other: loose,
    },
    { requiredKeys: [] },
  ),
  loose,
);

describe('response guards', () => {
  it('the map answer guard accepts only what MapResponse accepts, and the common shape', () => {
    fc.assert(
      fc.property(answer, (value) => {
        if (passesGuard(MapResponse, value)) expect(MapResponse.safeParse(value).success).toBe(true);
      }),
      { numRuns: 2000 },
    );
    const typical = {
      success: true,
      links: [{ url: 'https://a.test/', title: 'A', description: null }, { url: 'https://a.test/b' }],
    };
    expect(passesGuard(MapResponse, typical)).toBe(true);
    expect(passesGuard(MapResponse, { ...typical, links: [{ title: 'no url' }] })).toBe(false);
    expect(MapResponse.safeParse({ ...typical, links: [{ title: 'no url' }] }).success).toBe(false);
  });
});
