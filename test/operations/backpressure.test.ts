import { lastValueFrom, Observable, toArray } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageEvent } from '../../src/paging/page-event.js';
import { createPagingStats, withPagingStats } from '../../src/paging/paging-window.js';
import { cleanup, setupEmulator } from './emulator-fixture.js';

afterEach(cleanup);

/**
 * A sink in the style of the library's own: it holds each page until its (slow, asynchronous) write is done,
 * writing one page at a time. Emits the number of documents written, then completes.
 */
function slowSink(delayPerPageMs: number, onWrite: (page: PageEvent) => void) {
  return (source: Observable<PageEvent>) =>
    new Observable<number>((subscriber) => {
      let chain = Promise.resolve();
      let written = 0;
      const sub = source.subscribe({
        next: (page) => {
          const done = page.hold();
          chain = chain.then(async () => {
            await new Promise((r) => setTimeout(r, delayPerPageMs));
            onWrite(page);
            written += page.raw.length;
            done();
          });
        },
        error: (err: unknown) => subscriber.error(err),
        complete: () => {
          chain.then(() => {
            subscriber.next(written);
            subscriber.complete();
          });
        },
      });
      return () => sub.unsubscribe();
    });
}

describe('backpressure', () => {
  it('a sink 5× slower than the source over 2,000 × 100 KB keeps pages in flight within the window', async () => {
    const { emulator, client } = await setupEmulator();
    const jobId = emulator.createCompletedCrawl({ pages: 2000, sizes: 100_000 });

    // The source's own pace: read the whole job with a consumer that does nothing.
    const started = performance.now();
    const fastPages = await lastValueFrom(client.crawlPages(jobId).pipe(toArray()));
    const perPageMs = (performance.now() - started) / fastPages.length;
    fastPages.length = 0;

    const stats = createPagingStats();
    const inFlightAtWrite: number[] = [];
    let expectedSkip = 0;
    let ordered = true;
    const written = await lastValueFrom(
      client.crawlPages(jobId, withPagingStats({ window: 2 }, stats)).pipe(
        // Five times slower: the source is held back from its first pages on, as at any ratio above one
        // (the file waited 38 s of a full run at twenty times).
        slowSink(Math.max(1, 5 * perPageMs), (page) => {
          if (page.cursor.skip !== expectedSkip) ordered = false;
          expectedSkip = page.nextCursor.skip;
          inFlightAtWrite.push(stats.pagesInFlight);
        }),
      ),
    );
    expect(written).toBe(2000);
    expect(ordered).toBe(true);
    expect(stats.pagesFetched).toBeGreaterThanOrEqual(19);
    // Never more than the window, and the window was reached: the source was held back, not idle.
    expect(stats.maxPagesInFlight).toBe(2);
    expect(Math.max(...inFlightAtWrite)).toBeLessThanOrEqual(2);
    expect(stats.pagesInFlight).toBe(0);
    expect(stats.requests).toBe(stats.pagesFetched);
  }, 600_000);
});
