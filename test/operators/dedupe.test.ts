import { from, lastValueFrom, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { canonicalUrl } from '../../src/operators/canonical-url.js';
import { dedupeBy } from '../../src/operators/dedupe-by.js';
import { exactSetStore, hashSetStore } from '../../src/operators/hash-set-store.js';

describe('canonicalUrl', () => {
  it.each([
    ['HTTPS://Example.COM:443/docs/?b=2&a=1#intro', 'https://example.com/docs?a=1&b=2'],
    ['http://example.com:80/', 'http://example.com/'],
    ['http://example.com:8080/x/', 'http://example.com:8080/x'],
    ['https://example.com/a//', 'https://example.com/a'],
    ['https://example.com/?a=2&a=1&c=3', 'https://example.com/?a=2&a=1&c=3'],
    ['https://example.com/p?z=1#', 'https://example.com/p?z=1'],
    ['https://example.com/P/Case', 'https://example.com/P/Case'],
  ])('%s -> %s', (input, expected) => {
    expect(canonicalUrl(input)).toBe(expected);
  });

  it('drops the whole query or the named parameters', () => {
    expect(canonicalUrl('https://e.com/x?b=1&a=2', { dropQuery: true })).toBe('https://e.com/x');
    expect(
      canonicalUrl('https://e.com/?utm_source=x&id=3&fbclid=9', { dropQuery: [/^utm_/, 'fbclid'] }),
    ).toBe('https://e.com/?id=3');
    expect(canonicalUrl('https://e.com/?utm_source=x', { dropQuery: [/^utm_/] })).toBe('https://e.com/');
  });

  it('keeps the trailing slash when asked and returns non-URLs unchanged', () => {
    expect(canonicalUrl('https://e.com/x/', { dropTrailingSlash: false })).toBe('https://e.com/x/');
    expect(canonicalUrl('not a url')).toBe('not a url');
  });
});

describe('dedupeBy', () => {
  it('drops repeats by canonical URL', async () => {
    const urls = ['https://A.com/x', 'https://a.com/x/#top', 'https://a.com/y', 'https://a.com:443/x?'];
    const out = await lastValueFrom(
      from(urls).pipe(
        dedupeBy((u) => canonicalUrl(u)),
        toArray(),
      ),
    );
    expect(out).toEqual(['https://A.com/x', 'https://a.com/y']);
  });

  it('starts each subscription with a fresh default store, and shares an explicit one', async () => {
    const op = dedupeBy((s: string) => s);
    const src = from(['a', 'b', 'a']);
    expect(await lastValueFrom(src.pipe(op, toArray()))).toEqual(['a', 'b']);
    expect(await lastValueFrom(src.pipe(op, toArray()))).toEqual(['a', 'b']);
    const store = exactSetStore();
    await lastValueFrom(
      src.pipe(
        dedupeBy((s) => s, { store }),
        toArray(),
      ),
    );
    expect(
      await lastValueFrom(
        from(['a', 'c']).pipe(
          dedupeBy((s) => s, { store }),
          toArray(),
        ),
      ),
    ).toEqual(['c']);
  });
});

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
