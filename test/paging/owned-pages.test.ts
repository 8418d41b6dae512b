import { lastValueFrom, Observable, share, toArray } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { isPageStream } from '../../src/paging/owned-pages.js';
import type { PageEvent } from '../../src/paging/page-event.js';
import { cleanup, setupEmulator } from '../operations/emulator-fixture.js';

afterEach(cleanup);

/**
 * A consumer in the style of a file sink: holds each page, copies its documents later, then releases it.
 * A page may have no documents: the last one of a job whose status said `completed` only after its last
 * documents had arrived. A failure while copying ends the stream, never leaves a page held.
 */
function copyingSink(source: Observable<PageEvent>) {
  return new Observable<{ docs: string[]; buffers: ArrayBufferLike[] }>((subscriber) => {
    const docs: string[] = [];
    const buffers: ArrayBufferLike[] = [];
    let chain = Promise.resolve();
    const sub = source.subscribe({
      next: (page) => {
        const done = page.hold();
        chain = chain
          .then(async () => {
            await new Promise((r) => setTimeout(r, 2));
            for (const bytes of page.rawBytes) docs.push(bytes.toString('utf8'));
            if (page.rawBytes[0] !== undefined) buffers.push(page.rawBytes[0].buffer);
          })
          .catch((err: unknown) => subscriber.error(err))
          .finally(done);
      },
      error: (err: unknown) => subscriber.error(err),
      complete: () => {
        chain.then(() => {
          subscriber.next({ docs, buffers });
          subscriber.complete();
        });
      },
    });
    return () => sub.unsubscribe();
  });
}

async function expectedDocs(client: Awaited<ReturnType<typeof setupEmulator>>['client'], jobId: string) {
  const pages = await lastValueFrom(client.crawlPages(jobId).pipe(toArray()));
  return pages.flatMap((p) => p.raw);
}

describe('page buffers reused for a sole consumer (PageStream.ownedBy)', () => {
  it('reuses body buffers across pages when the consumer owns the stream, and every document arrives intact', async () => {
    const { emulator, client } = await setupEmulator();
    const jobId = emulator.createCompletedCrawl({ pages: 240, sizes: [3_000, 40_000, 90_000] });
    const want = await expectedDocs(client, jobId);
    const got = await lastValueFrom(
      copyingSink(client.crawlPages(jobId, { pageLimit: 10, window: 2 }).ownedBy()),
    );
    expect(got.docs).toEqual(want);
    expect(got.buffers.length).toBeGreaterThanOrEqual(20);
    // With a window of 2, a handful of buffers serve all pages.
    expect(new Set(got.buffers).size).toBeLessThanOrEqual(4);
  });

  it('reuses buffers for a started crawl too (crawl(), not only crawlPages)', async () => {
    // The status says `completed` a second after the last scrape: the last documents come on a `scraping`
    // page and the stream ends with an empty page (5 runs of 5; with the default 100 ms, 0 of 5 on a quiet
    // machine, and some on a loaded one, where this sink once hung on it).
    const { client } = await setupEmulator({ scrape: { completionLagMs: 1000 } });
    let jobId = '';
    const got = await lastValueFrom(
      copyingSink(
        client
          .crawl(
            { url: 'https://site-1.test', limit: 200 },
            { pageLimit: 3, onStart: (job) => (jobId = job.id) },
          )
          .ownedBy(),
      ),
    );
    expect(got.docs.length).toBeGreaterThan(9);
    expect(got.docs).toEqual(await expectedDocs(client, jobId));
    expect(new Set(got.buffers).size).toBeLessThan(got.buffers.length);
  });

  it('never reuses a buffer for an ordinary subscriber: pages kept after the stream ended stay intact', async () => {
    const { emulator, client } = await setupEmulator();
    const jobId = emulator.createCompletedCrawl({ pages: 120, sizes: [3_000, 40_000] });
    const pages = await lastValueFrom(client.crawlPages(jobId, { pageLimit: 10 }).pipe(toArray()));
    const buffers = pages.map((p) => p.rawBytes[0]!.buffer);
    expect(new Set(buffers).size).toBe(pages.length);
    const again = await expectedDocs(client, jobId);
    expect(pages.flatMap((p) => p.rawBytes.map((b) => b.toString('utf8')))).toEqual(again);
  });

  it('leaves a stream with an operator in between (share) untouched: it is no PageStream', async () => {
    const { emulator, client } = await setupEmulator();
    const jobId = emulator.createCompletedCrawl({ pages: 60, sizes: [3_000] });
    expect(isPageStream(client.crawlPages(jobId))).toBe(true);
    const shared = client.crawlPages(jobId, { pageLimit: 10 }).pipe(share());
    expect(isPageStream(shared)).toBe(false);
    const got = await lastValueFrom(copyingSink(shared));
    expect(new Set(got.buffers).size).toBe(got.buffers.length);
  });
});
