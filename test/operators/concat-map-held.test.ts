import { concatMap, lastValueFrom, tap, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { concatMapHeld } from '../../src/documents/concat-map-held.js';
import { createPagingStats } from '../../src/paging/paging-window.js';
import { makeDocs } from '../paging/paging-server.js';
import { fast, scriptedPaging } from '../paging/scripted-paging.js';

const { setup, stream } = scriptedPaging();

describe('concatMapHeld', () => {
  it('concatMapHeld keeps an async step within the window; plain concatMap does not', async () => {
    const { transport: t } = await setup({ docs: makeDocs(60), status: 'completed', pageSize: 3 });
    const slow = () => new Promise<void>((r) => setTimeout(r, 20));
    const held = createPagingStats();
    const n = await lastValueFrom(
      stream(t, { ...fast, stats: held, window: 2 }).pipe(
        concatMapHeld(async (page) => {
          await slow();
          return page.raw.length;
        }),
        toArray(),
      ),
    );
    expect(n.reduce((a, b) => a + b, 0)).toBe(60);
    expect(held.maxPagesInFlight).toBe(2);

    const plain = createPagingStats();
    let queued = 0;
    let maxQueued = 0;
    await lastValueFrom(
      stream(t, { ...fast, stats: plain, window: 2 }).pipe(
        tap(() => {
          queued++;
          maxQueued = Math.max(maxQueued, queued);
        }),
        concatMap(async () => {
          await slow();
          queued--;
        }),
        toArray(),
      ),
    );
    // The window is respected by the source, but the pages pile up in concatMap's own queue.
    expect(maxQueued).toBeGreaterThan(2);
  });
});
