import { lastValueFrom, mergeMap, tap, timer, toArray } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageEvent } from '../../src/paging/page-event.js';
import { cleanup, setupEmulator, sourceUrl } from '../operations/emulator-fixture.js';

afterEach(cleanup);

const site = 'https://site-1.test/';

function urlsOf(pages: readonly PageEvent[]): string[] {
  return pages.flatMap((p) => p.documents.map(sourceUrl));
}

describe("statusStream: 'websocket'", () => {
  it("takes a running crawl's documents from the socket, in the job's order, each once, and ends by paging", async () => {
    // 4 s of scraping: the socket is open long before the crawl ends, however loaded the machine.
    const { client, emulator } = await setupEmulator({ scrape: { pagesPerSecond: 10, concurrency: 4 } });
    let jobId = '';
    const pages = await lastValueFrom(
      client
        .crawl({ url: site, limit: 40 }, { statusStream: 'websocket', onStart: (s) => (jobId = s.id) })
        .pipe(toArray()),
    );
    const truth = emulator.jobs.documents(jobId).map((d) => sourceUrl(d));
    expect(urlsOf(pages)).toEqual(truth);
    // Cursors are positions in the job: a prefix at every page.
    let skip = 0;
    for (const page of pages) {
      expect(page.cursor.skip).toBe(skip);
      skip = page.nextCursor.skip;
    }
    const reads = emulator.requests.filter((r) => r.path === `/v2/crawl/${jobId}`);
    expect(reads[0]?.status).toBe(101);
    // The socket pushes a document at a time (paging would have read a handful of larger pages).
    expect(pages.length).toBeGreaterThanOrEqual(10);
    // After the socket's done, a status read confirms the end (and reads nothing new).
    expect(reads.filter((r) => r.status === 200).length).toBeLessThanOrEqual(3);
  });

  it('a consumer that falls behind makes paging take over: still every document once, in order', async () => {
    const { client, emulator } = await setupEmulator({ scrape: { pagesPerSecond: 200, concurrency: 8 } });
    let jobId = '';
    const pages = await lastValueFrom(
      client
        .crawl(
          { url: site, limit: 60 },
          { statusStream: 'websocket', window: 2, onStart: (s) => (jobId = s.id) },
        )
        .pipe(
          // Holds each page for 20 ms: the socket outruns it.
          mergeMap((page) => {
            const done = page.hold();
            return timer(20).pipe(
              tap(() => done()),
              mergeMap(() => [page]),
            );
          }, 1),
          toArray(),
        ),
    );
    const truth = emulator.jobs.documents(jobId).map((d) => sourceUrl(d));
    expect(urlsOf(pages)).toEqual(truth);
    expect(new Set(urlsOf(pages)).size).toBe(truth.length);
  });

  it("a finished crawl comes in the socket's catch-up, from the resume cursor", async () => {
    const { client, emulator } = await setupEmulator();
    const jobId = emulator.createCompletedCrawl({ pages: 30, sizes: [2_000] });
    const pages = await lastValueFrom(
      client.crawlPages(jobId, { statusStream: 'websocket', from: { skip: 10 } }).pipe(toArray()),
    );
    const truth = emulator.jobs.documents(jobId).map((d) => sourceUrl(d));
    expect(urlsOf(pages)).toEqual(truth.slice(10));
    expect(pages[0]?.cursor.skip).toBe(10);
  });
});
