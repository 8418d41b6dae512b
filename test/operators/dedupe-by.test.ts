import { from, lastValueFrom, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { canonicalUrl } from '../../src/documents/canonical-url.js';
import { dedupeBy } from '../../src/operators/dedupe-by.js';
import { exactSetStore } from '../../src/operators/hash-set-store.js';

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
