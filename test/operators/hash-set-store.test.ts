import { describe, expect, it } from 'vitest';
import { hashSetStore } from '../../src/operators/hash-set-store.js';

describe('hashSetStore', () => {
  it('agrees with an exact set on 200,000 keys while growing, at 16..32 bytes per key', () => {
    const store = hashSetStore();
    const exact = new Set<string>();
    let mismatches = 0;
    for (let i = 0; i < 200_000; i++) {
      const key = `https://example.com/p/${i % 150_000}?q=${(i * 7) % 150_000 === 3 ? 'x' : ''}`;
      if (store.add(key) === exact.has(key)) mismatches++;
      exact.add(key);
    }
    expect(mismatches).toBe(0);
    expect(store.size).toBe(exact.size);
    const perKey = store.bytes / store.size;
    expect(perKey).toBeGreaterThanOrEqual(16);
    expect(perKey).toBeLessThanOrEqual(32);
  });

  it('sizes the table up front for expectedKeys', () => {
    expect(hashSetStore({ expectedKeys: 1000 }).bytes).toBe(2048 * 8);
  });
});
