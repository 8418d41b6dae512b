import { describe, expect, it } from 'vitest';
import { asAsyncIterable } from '../../src/operators/as-async-iterable.js';
import { documents } from '../../src/operators/documents.js';
import { createPagingStats } from '../../src/paging/paging-window.js';
import { makeDocs } from '../paging/paging-server.js';
import { fast, scriptedPaging } from '../paging/scripted-paging.js';

const { setup, stream } = scriptedPaging();

describe('asAsyncIterable', () => {
  it('asAsyncIterable over documents() pulls: the source stays within the window of the loop', async () => {
    const { server: s, transport: t } = await setup({ docs: makeDocs(30), status: 'completed', pageSize: 3 });
    const stats = createPagingStats();
    const got: string[] = [];
    for await (const doc of asAsyncIterable(stream(t, { ...fast, stats, window: 2 }).pipe(documents()))) {
      got.push(String((doc.metadata as { sourceURL: string }).sourceURL));
      await new Promise((r) => setTimeout(r, 1));
      // One page is being consumed, at most one more received ahead, and one more read sent: its body waits
      // on the connection until the window has room.
      expect(s.skips.length).toBeLessThanOrEqual(Math.floor((got.length - 1) / 3) + 3);
    }
    expect(got).toHaveLength(30);
    expect(stats.maxPagesInFlight).toBe(2);
  });

  it('asAsyncIterable: break unsubscribes and releases', async () => {
    const { transport: t } = await setup({ docs: makeDocs(30), status: 'scraping', pageSize: 3 });
    const stats = createPagingStats();
    let n = 0;
    for await (const page of asAsyncIterable(stream(t, { ...fast, stats }))) {
      n += page.raw.length;
      if (n >= 6) break;
    }
    expect(n).toBe(6);
    expect(stats.pagesInFlight).toBe(0);
  });
});
