import { lastValueFrom, take, toArray } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  JobCancelledError,
  JobFailedError,
  NotFoundError,
  ValidationError,
} from '../../src/errors/errors.js';
import type { PageEvent } from '../../src/paging/page-event.js';
import { pagingErrorInfo } from '../../src/paging/paging-error-info.js';
import { createPagingStats, withPagingStats } from '../../src/paging/paging-window.js';
import { cleanup, eventually, setupEmulator, sourceUrl, statusRequests } from './emulator-fixture.js';

afterEach(cleanup);

const poll = { pollIntervalMs: 10, maxPollIntervalMs: 40 };

function collect(pages: PageEvent[]) {
  return pages.flatMap((p) => p.documents.map(sourceUrl));
}

/** Subscribes and resolves with the pages and the terminal error (if any). */
function run(source: import('rxjs').Observable<PageEvent>, onPage?: (p: PageEvent) => void) {
  const pages: PageEvent[] = [];
  return new Promise<{ pages: PageEvent[]; error: unknown }>((resolve) =>
    source.subscribe({
      next: (p) => {
        pages.push(p);
        onPage?.(p);
      },
      error: (error: unknown) => resolve({ pages, error }),
      complete: () => resolve({ pages, error: undefined }),
    }),
  );
}

describe('crawl', () => {
  it('streams every document exactly once while the job is still running', async () => {
    const { emulator, client } = await setupEmulator({
      site: { pagesPerSite: 80 },
      scrape: { pagesPerSecond: 150, concurrency: 4, completionLagMs: 300 },
    });
    let jobId = '';
    const stats = createPagingStats();
    const { pages, error } = await run(
      client.crawl(
        { url: 'https://site-1.test', limit: 60 },
        withPagingStats({ ...poll, onStart: (j: { id: string }) => (jobId = j.id) }, stats),
      ),
    );
    expect(error).toBeUndefined();
    const truth = emulator.jobs.documents(jobId);
    expect(truth.length).toBeGreaterThan(20);
    expect(collect(pages)).toEqual(truth.map(sourceUrl));
    // The raw text is the service's own, and parses to the same document.
    expect(pages.flatMap((p) => p.raw.map((r) => JSON.parse(r)))).toEqual(truth);
    // Pages were read while the job ran, not only after it completed.
    expect(pages.filter((p) => p.status === 'scraping').length).toBeGreaterThan(0);
    // Cursors are contiguous and every skip sent is the count received so far.
    expect(pages.map((p) => p.cursor.skip)).toEqual([0, ...pages.slice(0, -1).map((p) => p.nextCursor.skip)]);
    const skips = statusRequests(emulator, jobId).map((r) => Number(r.query.skip));
    expect(skips).toEqual([...skips].sort((a, b) => a - b));
    // Every skip sent is the count received so far (the last page may end the run without another request).
    const counts = new Set([0, ...pages.map((p) => p.nextCursor.skip)]);
    expect(skips.every((s) => counts.has(s))).toBe(true);
    expect(new Set(skips).size).toBeGreaterThanOrEqual(pages.length);
    expect(statusRequests(emulator, jobId)).toHaveLength(stats.requests);
  });

  it('polls empty pages with backoff while scraping, riding out the completed lag', async () => {
    // The emulator's clock moves only when the test says so, which makes the poll count exact.
    let clock = Date.now();
    const { emulator, client } = await setupEmulator({
      site: { pagesPerSite: 20 },
      scrape: { pagesPerSecond: 100, concurrency: 10, completionLagMs: 60_000 },
      now: () => clock,
    });
    let jobId = '';
    const stats = createPagingStats();
    const result = run(
      client.crawl(
        { url: 'https://site-1.test', limit: 10 },
        withPagingStats(
          { pollIntervalMs: 2, maxPollIntervalMs: 16, onStart: (j: { id: string }) => (jobId = j.id) },
          stats,
        ),
      ),
    );
    await eventually(() => jobId !== '' && stats.emptyPolls >= 3, 'empty polls before any document');
    clock += 5_000; // every page is scraped; `completed` is still a minute away
    await eventually(() => stats.emptyPolls >= 12, 'empty polls during the completion lag');
    clock += 60_000;
    const { pages, error } = await result;
    expect(error).toBeUndefined();
    const total = collect(pages).length;
    expect(total).toBe(emulator.jobs.sourceUrls(jobId).length);
    expect(total).toBeGreaterThan(0);
    // The documents came while the job said `scraping`; its end is the stream's last page, without documents.
    expect(pages.slice(0, -1).every((p) => p.status === 'scraping' && p.rawBytes.length > 0)).toBe(true);
    expect(pages.at(-1)).toMatchObject({ status: 'completed', rawBytes: [], cursor: { skip: total }, total });
    // Every request is in the emulator's log, and each empty page was followed by a backoff wait:
    // 2, 4, 8, 16, 16, ... reset to 2 after the page that brought documents.
    const log = statusRequests(emulator, jobId);
    expect(log).toHaveLength(stats.requests);
    expect(stats.requests).toBe(stats.pagesFetched);
    const empties = log.length - pages.length; // minus the pages with documents and the final completed one
    expect(stats.emptyPolls).toBe(empties);
    const before = log.findIndex((r) => Number(r.query.skip) > 0); // first poll after the documents arrived
    const waits = (n: number) => Array.from({ length: n }, (_, i) => Math.min(16, 2 * 2 ** i));
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(stats.pollWaitMs).toBe(sum(waits(before - 1)) + sum(waits(empties - (before - 1))));
    expect(log.filter((r) => Number(r.query.skip) === total).length).toBeGreaterThanOrEqual(10);
  });

  it('ends a cancelled crawl with JobCancelledError after all of its documents', async () => {
    const { emulator, client } = await setupEmulator({
      site: { pagesPerSite: 80 },
      scrape: { pagesPerSecond: 40, concurrency: 2 },
    });
    let jobId = '';
    let cancelled = false;
    const { pages, error } = await run(
      client.crawl({ url: 'https://site-1.test', limit: 60 }, { ...poll, onStart: (j) => (jobId = j.id) }),
      () => {
        if (cancelled) return;
        cancelled = true;
        client.cancelCrawl(jobId).subscribe();
      },
    );
    expect(error).toBeInstanceOf(JobCancelledError);
    expect((error as JobCancelledError).jobId).toBe(jobId);
    const truth = emulator.jobs.documents(jobId);
    expect(collect(pages)).toEqual(truth.map(sourceUrl));
    expect(pagingErrorInfo(error)?.cursor).toEqual({ skip: truth.length });
    expect(emulator.requests.some((r) => r.method === 'DELETE' && r.path === `/v2/crawl/${jobId}`)).toBe(
      true,
    );
  });

  it('finds the crawl it created when the answer to POST /v2/crawl was cut off', async () => {
    const { emulator, client } = await setupEmulator({ scrape: { pagesPerSecond: 100 } });
    emulator.injectFault({ route: 'crawl.create', kind: 'truncate' });
    let jobId = '';
    const { pages, error } = await run(
      client.crawl({ url: 'https://site-1.test', limit: 15 }, { ...poll, onStart: (j) => (jobId = j.id) }),
    );
    expect(error).toBeUndefined();
    const creates = emulator.requests.filter((r) => r.method === 'POST' && r.path === '/v2/crawl');
    expect(creates).toHaveLength(2);
    expect(creates[1]?.status).toBe(409);
    expect(emulator.requests.some((r) => r.path === '/v2/crawl/active')).toBe(true);
    expect(collect(pages)).toEqual(emulator.jobs.sourceUrls(jobId));
    expect(collect(pages).length).toBeGreaterThan(0);
  });

  it('ends a crawl that never started with JobFailedError', async () => {
    const { client } = await setupEmulator();
    const { pages, error } = await run(client.crawl({ url: 'https://no-such-host.test' }, poll));
    expect(pages).toEqual([]);
    expect(error).toBeInstanceOf(JobFailedError);
    expect((error as JobFailedError).serverMessage).toMatch(/could not be resolved/);
  });

  it('rides out a 404 right after creation', async () => {
    const { emulator, client } = await setupEmulator({
      site: { pagesPerSite: 20 },
      faults: { routes: { 'crawl.status': { '404': 1 } }, notFoundWindowMs: 150 },
    });
    let jobId = '';
    const { pages, error } = await run(
      client.crawl({ url: 'https://site-1.test', limit: 10 }, { ...poll, onStart: (j) => (jobId = j.id) }),
    );
    expect(error).toBeUndefined();
    const statuses = statusRequests(emulator, jobId).map((r) => r.status);
    expect(statuses[0]).toBe(404);
    expect(statuses.at(-1)).toBe(200);
    expect(collect(pages)).toEqual(emulator.jobs.sourceUrls(jobId));
  });

  it('does not ride out a 404 for an existing job id read later', async () => {
    const { client } = await setupEmulator();
    const { error } = await run(client.crawlPages('0195f0c8-0000-7000-8000-000000000000', poll));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(pagingErrorInfo(error)?.cursor).toEqual({ skip: 0 });
  });

  it('rejects a bad job id or cursor on the error channel before any request', async () => {
    const { emulator, client } = await setupEmulator();
    const bad = await run(client.crawlPages('not-a-uuid'));
    expect(bad.error).toBeInstanceOf(ValidationError);
    const negative = await run(
      client.crawlPages('0195f0c8-0000-7000-8000-000000000000', { from: { skip: -1 } }),
    );
    expect(negative.error).toBeInstanceOf(ValidationError);
    const invalid = await run(client.crawl({ url: 'ftp://x' } as never));
    expect(invalid.error).toBeInstanceOf(ValidationError);
    expect(emulator.requests).toHaveLength(0);
  });

  it('resumes from a cursor with exactly the rest', async () => {
    const { emulator, client } = await setupEmulator();
    const jobId = emulator.createCompletedCrawl({ pages: 60, sizes: 400 });
    const pages = await lastValueFrom(
      client.crawlPages(jobId, { from: { skip: 23 }, pageLimit: 10 }).pipe(toArray()),
    );
    expect(pages.map((p) => p.cursor.skip)).toEqual([23, 33, 43, 53]);
    expect(collect(pages)).toEqual(emulator.jobs.sourceUrls(jobId, 23));
  });

  it('cancelOnUnsubscribe sends DELETE and the job ends cancelled on the server', async () => {
    const { emulator, client } = await setupEmulator({
      site: { pagesPerSite: 80 },
      scrape: { pagesPerSecond: 30, concurrency: 1 },
    });
    let jobId = '';
    const first = await lastValueFrom(
      client
        .crawl(
          { url: 'https://site-1.test', limit: 60 },
          { ...poll, cancelOnUnsubscribe: true, onStart: (j) => (jobId = j.id) },
        )
        .pipe(take(1)),
    );
    expect(first.raw.length).toBeGreaterThan(0);
    await eventually(
      () =>
        emulator.requests.some(
          (r) => r.method === 'DELETE' && r.path === `/v2/crawl/${jobId}` && r.status === 200,
        ),
      'DELETE reached the emulator',
    );
    const rest = await run(client.crawlPages(jobId, { ...poll, from: first.nextCursor }));
    expect(rest.error).toBeInstanceOf(JobCancelledError);
  });

  it('without cancelOnUnsubscribe an unsubscribe leaves the job running', async () => {
    const { emulator, client } = await setupEmulator({ scrape: { pagesPerSecond: 30, concurrency: 1 } });
    await lastValueFrom(client.crawl({ url: 'https://site-1.test', limit: 20 }, poll).pipe(take(1)));
    await new Promise((r) => setTimeout(r, 30));
    expect(emulator.requests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('unsubscribing mid-page closes the connection and leaves no timer behind', async () => {
    const { emulator, client } = await setupEmulator({
      faults: { routes: { 'crawl.status': { slow: 1 } }, slowBytesPerSecond: 4000 },
    });
    const jobId = emulator.createCompletedCrawl({ pages: 30, sizes: 20_000 });
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const before = timers();
    const sub = client.crawlPages(jobId).subscribe();
    // The first page (~600 KB) trickles at 4 KB/s: it is mid-body for minutes.
    await eventually(
      () => statusRequests(emulator, jobId).length === 1 && emulator.connections() === 1,
      'page requested',
    );
    await new Promise((r) => setTimeout(r, 50));
    sub.unsubscribe();
    await eventually(() => emulator.connections() === 0, 'connection closed');
    await eventually(() => timers() <= before, 'timers cleared');
    expect(statusRequests(emulator, jobId)).toHaveLength(1);
  });

  it('unsubscribing during a poll wait clears the wait timer', async () => {
    const { emulator, client } = await setupEmulator({ scrape: { pagesPerSecond: 1, concurrency: 1 } });
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    let jobId = '';
    const sub = client
      .crawl(
        { url: 'https://site-1.test', limit: 5 },
        { pollIntervalMs: 60_000, onStart: (j) => (jobId = j.id) },
      )
      .subscribe();
    await eventually(() => jobId !== '' && statusRequests(emulator, jobId).length >= 1, 'first poll');
    await new Promise((r) => setTimeout(r, 20));
    const waiting = timers();
    sub.unsubscribe();
    expect(timers()).toBeLessThan(waiting);
  });
});

describe('crawlParamsPreview', () => {
  it('answers the crawler options a prompt gives, and refuses a bad request before sending', async () => {
    const { client, emulator } = await setupEmulator();
    const options = await lastValueFrom(
      client.crawlParamsPreview({ url: 'https://site-1.test/', prompt: 'only the blog, at most 20 pages' }),
    );
    expect(options.url).toBe('https://site-1.test/');
    // No crawl was started: the one request is the preview.
    expect(emulator.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v2/crawl/params-preview']);
    const bad = await lastValueFrom(
      client.crawlParamsPreview({ url: 'https://site-1.test/', prompt: '' }),
    ).catch((e) => e);
    expect((bad as { issues?: { path: string }[] }).issues?.[0]?.path).toBe('prompt');
  });
});
