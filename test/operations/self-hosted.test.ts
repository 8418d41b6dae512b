/**
 * The client against the emulator playing a self-hosted open-source server of 2025 (SERVICE-NOTES,
 * "Self-hosted servers"): a crawl starts although the server breaks on idempotency keys, and status paging
 * that ignores `skip` or cuts `limit` short never duplicates or silently drops a document.
 */
import { lastValueFrom } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { CursorError, NotFoundError } from '../../src/errors/errors.js';
import type { PageEvent } from '../../src/paging/page-event.js';
import { pagingErrorInfo } from '../../src/paging/paging-error-info.js';
import { cleanup, setupEmulator, sourceUrl } from './emulator-fixture.js';

afterEach(cleanup);

const poll = { pollIntervalMs: 10, maxPollIntervalMs: 40 };

function run(source: import('rxjs').Observable<PageEvent>) {
  const pages: PageEvent[] = [];
  return new Promise<{ pages: PageEvent[]; urls: string[]; error: unknown }>((resolve) => {
    const done = (error: unknown) =>
      resolve({ pages, urls: pages.flatMap((p) => p.documents.map(sourceUrl)), error });
    source.subscribe({ next: (p) => pages.push(p), error: done, complete: () => done(undefined) });
  });
}

describe('against a self-hosted server of 2025 (status paging ignores skip)', () => {
  it('starts a crawl although a keyed start answers 500, and exports every document once', async () => {
    const { emulator, client } = await setupEmulator({
      profile: 'self-hosted-2025',
      site: { pagesPerSite: 60 },
      scrape: { pagesPerSecond: 200, concurrency: 4, completionLagMs: 50 },
    });
    let jobId = '';
    const { urls, pages, error } = await run(
      client.crawl({ url: 'https://site-1.test', limit: 50 }, { ...poll, onStart: (j) => (jobId = j.id) }),
    );
    expect(error).toBeUndefined();
    const starts = emulator.requests.filter((r) => r.method === 'POST' && r.path === '/v2/crawl');
    expect(starts.map((r) => [r.status, 'x-idempotency-key' in r.headers])).toEqual([
      [500, true],
      [200, false],
    ]);
    // Between the two: the check that the keyed start created nothing.
    expect(emulator.requests.some((r) => r.path === '/v2/crawl/active')).toBe(true);
    const truth = emulator.jobs.sourceUrls(jobId);
    expect(truth.length).toBeGreaterThan(20);
    expect(urls).toEqual(truth);
    // Pages were read while scraping, so later reads started from the first document again and were trimmed.
    const skips = emulator.requests.filter((r) => r.path.endsWith(jobId)).map((r) => Number(r.query.skip));
    expect(skips.some((s) => s > 0)).toBe(true);
    expect(pages.map((p) => p.cursor.skip)).toEqual([0, ...pages.slice(0, -1).map((p) => p.nextCursor.skip)]);
  });

  it('ends with a CursorError once the 10 MiB cut keeps documents out of reach, after each received one once', async () => {
    const { emulator, client } = await setupEmulator({ profile: 'self-hosted-2025' });
    const jobId = emulator.createCompletedCrawl({ pages: 60, sizes: 400_000 });
    const { urls, error } = await run(client.crawlPages(jobId, poll));
    expect(error).toBeInstanceOf(CursorError);
    expect((error as CursorError).code).toBe('SKIP_IGNORED');
    expect((error as Error).message).toMatch(/ignores skip/);
    const truth = emulator.jobs.sourceUrls(jobId);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.length).toBeLessThan(truth.length);
    expect(urls).toEqual(truth.slice(0, urls.length));
    expect(pagingErrorInfo(error)?.cursor).toEqual({ skip: urls.length });
  });

  it('a resumed run recognises the first document again and delivers only what follows the cursor', async () => {
    const { emulator, client } = await setupEmulator({ profile: 'self-hosted-2025' });
    const jobId = emulator.createCompletedCrawl({ pages: 30, sizes: 2_000 });
    const { urls, error } = await run(client.crawlPages(jobId, { ...poll, from: { skip: 12 } }));
    expect(error).toBeUndefined();
    expect(urls).toEqual(emulator.jobs.sourceUrls(jobId).slice(12));
  });

  it('a resumed run past the cut fails instead of writing the first documents again', async () => {
    const { emulator, client } = await setupEmulator({ profile: 'self-hosted-2025' });
    const jobId = emulator.createCompletedCrawl({ pages: 60, sizes: 400_000 });
    const { urls, error } = await run(client.crawlPages(jobId, { ...poll, from: { skip: 40 } }));
    expect(urls).toEqual([]);
    expect(error).toBeInstanceOf(CursorError);
    expect(pagingErrorInfo(error)?.cursor).toEqual({ skip: 40 });
  });

  it('a crawl with maxConcurrency, which such a server answers with 500, says why and what to do', async () => {
    const { emulator, client } = await setupEmulator({ profile: 'self-hosted-2025' });
    const { error } = await run(client.crawl({ url: 'https://site-1.test', limit: 5, maxConcurrency: 2 }));
    expect((error as Error).message).toMatch(
      /maxConcurrency answers 500 on a self-hosted server without its database .*start the crawl without maxConcurrency/,
    );
    expect((error as Error).message).not.toContain('retry later');
    // Asked once with the key and once without; no job was created either time.
    expect(emulator.requests.filter((r) => r.route === 'crawl.create').map((r) => r.status)).toEqual([
      500, 500,
    ]);
  });

  it('a route the server lacks says so, without the HTML page', async () => {
    const { client } = await setupEmulator({ profile: 'self-hosted-2025' });
    const error = await lastValueFrom(client.browser.list()).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).code).toBe('ROUTE_NOT_FOUND');
    expect((error as Error).message).toMatch(
      /GET \/v2\/browser failed with 404: the server does not offer this route/,
    );
    expect((error as Error).message).not.toMatch(/<|expire/);
  });
});

describe('against a self-hosted server of 2025 with skip fixed (limit=N gives N-1)', () => {
  it('exports a multi-page job exactly once with a page limit', async () => {
    const { emulator, client } = await setupEmulator({ profile: 'self-hosted-2025-fixed' });
    const jobId = emulator.createCompletedCrawl({ pages: 45, sizes: 1_000 });
    const { urls, pages, error } = await run(client.crawlPages(jobId, { ...poll, pageLimit: 10 }));
    expect(error).toBeUndefined();
    expect(pages.every((p) => p.rawBytes.length === 9)).toBe(true);
    expect(urls).toEqual(emulator.jobs.sourceUrls(jobId));
  });

  it('limit=1, answered with no document and a next to itself, fails instead of ending with documents missing', async () => {
    const { emulator, client } = await setupEmulator({ profile: 'self-hosted-2025-fixed' });
    const jobId = emulator.createCompletedCrawl({ pages: 5, sizes: 1_000 });
    const { urls, error } = await run(client.crawlPages(jobId, { ...poll, pageLimit: 1 }));
    expect(urls).toEqual([]);
    expect(error).toBeInstanceOf(CursorError);
    expect((error as CursorError).code).toBe('MISSING_DOCUMENTS');
  });
});
