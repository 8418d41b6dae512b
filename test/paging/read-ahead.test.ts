/**
 * Read-ahead paging over real sockets: several status pages read at once, delivered strictly in order,
 * gaps after pages cut at 10 MiB filled first, every self-hosted paging quirk detected from the answers,
 * 429 answers slowing it down, and unsubscribing in the middle of it.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { lastValueFrom, take, toArray } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import type { ServerProfileName } from '../../src/emulator/server-profile.js';
import { concatMapHeld } from '../../src/operators/index.js';
import type { PageEvent } from '../../src/paging/page-event.js';
import { createPagingStats, withPagingStats } from '../../src/paging/paging-window.js';
import { cleanup, setupEmulator, sourceUrl } from '../operations/emulator-fixture.js';

/** What a proxy in front of the emulator saw of the status reads. */
interface StatusProxy {
  url: string;
  /** Status reads received, and the skip and limit of each, in arrival order. */
  reads: Array<{ skip: number; limit: number | undefined }>;
  /** Most status reads in progress at once. */
  mostAtOnce(): number;
  /** Most at once among the reads received from the `from`-th on. */
  mostAtOnceFrom(from: number): number;
  /** Status reads in progress when the `index`-th arrived, itself included. */
  atOnceAt(index: number): number;
  /** Status reads answered 429 by the proxy. */
  refused: number;
  /** Status reads still open (aborted ones close). */
  open(): number;
  close(): Promise<void>;
}

const proxies: Server[] = [];

/**
 * A proxy that forwards to `target`, counting status reads in progress; `refuse(atOnce, index)` answers a
 * status read with 429 instead (as the service does, with no Retry-After).
 */
async function statusProxy(
  target: string,
  refuse: (atOnce: number, index: number) => boolean = () => false,
  hold: (index: number) => Promise<void> = async () => {},
): Promise<StatusProxy> {
  const reads: StatusProxy['reads'] = [];
  const atOnceByRead: number[] = [];
  let atOnce = 0;
  let refused = 0;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', target);
    const isStatus = req.method === 'GET' && /^\/v2\/crawl\/[^/]+$/.test(url.pathname);
    if (isStatus) {
      const index = reads.length;
      const limit = url.searchParams.get('limit');
      reads.push({
        skip: Number(url.searchParams.get('skip') ?? 0),
        limit: limit ? Number(limit) : undefined,
      });
      atOnce++;
      atOnceByRead.push(atOnce);
      // Counted down when the last byte is handed to the socket (before the client can see the answer
      // end and send its next read), or when the connection closes first (an aborted read).
      let counted = true;
      const countDown = () => {
        if (counted) atOnce--;
        counted = false;
      };
      res.on('finish', countDown);
      res.on('close', countDown);
      if (refuse(atOnce, index)) {
        refused++;
        res.writeHead(429, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            success: false,
            error: 'Rate limit exceeded. Consumed (req/min): 61, Remaining (req/min): 0.',
          }),
        );
        return;
      }
    }
    const forward = () => {
      const upstream = httpRequest(url, { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    };
    if (isStatus) void hold(reads.length - 1).then(forward);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxies.push(server);
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    reads,
    mostAtOnce: () => Math.max(0, ...atOnceByRead),
    mostAtOnceFrom: (from) => Math.max(0, ...atOnceByRead.slice(from)),
    atOnceAt: (index) => atOnceByRead[index] ?? 0,
    get refused() {
      return refused;
    },
    open: () => atOnce,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

afterEach(async () => {
  for (const server of proxies.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  await cleanup();
});

/**
 * A proxy hold for status reads: the first waits `firstMs` (a server the loop waits for), each later one
 * until `atOnce` reads are held, or for 2 s when fewer come, and then all held go on together. Read-ahead
 * rounds, counted without timing the client.
 */
function heldInRounds(atOnce: number, firstMs = 150): (index: number) => Promise<void> {
  const held: Array<() => void> = [];
  const release = () => {
    for (const go of held.splice(0)) go();
  };
  return (index) =>
    index === 0
      ? new Promise((resolve) => setTimeout(resolve, firstMs))
      : new Promise((resolve) => {
          held.push(resolve);
          if (held.length >= atOnce) release();
          else setTimeout(release, 2_000);
        });
}

function clientFor(url: string, apiKey: string, retry = { baseMs: 5, maxMs: 40 }) {
  return createClient({ apiKey, apiUrl: url, maxRetries: 6, retry });
}

function docUrls(pages: PageEvent[]): string[] {
  return pages.flatMap((p) => p.documents.map(sourceUrl));
}

describe('read-ahead paging', () => {
  it('reads a short job at once once the server was waited for: the job itself sizes the read-ahead', async () => {
    const { emulator } = await setupEmulator();
    const jobId = emulator.createCompletedCrawl({ pages: 300, sizes: [2_000] });
    const proxy = await statusProxy(emulator.url, undefined, heldInRounds(8));
    const client = clientFor(proxy.url, emulator.apiKey);
    const pages = await lastValueFrom(client.crawlPages(jobId, { pageLimit: 10 }).pipe(toArray()));
    await client.close();
    expect(docUrls(pages)).toEqual(emulator.jobs.sourceUrls(jobId));
    // After the first page (300 documents known, 29 reads of 10 left), the next eight reads went out at
    // once: the default degree, not a ramp from one (which sent two, then four).
    expect(proxy.reads.slice(1, 9).map((r) => r.skip)).toEqual([10, 20, 30, 40, 50, 60, 70, 80]);
    expect(proxy.atOnceAt(8)).toBe(8);
    expect(new Set(proxy.reads.map((r) => r.skip)).size).toBe(proxy.reads.length);
  });

  it("keeps the default read-ahead within the team's maxConcurrency once the client has read it", async () => {
    const { emulator } = await setupEmulator({ scrape: { concurrency: 3 } });
    const jobId = emulator.createCompletedCrawl({ pages: 120, sizes: [2_000] });
    const proxy = await statusProxy(emulator.url, undefined, heldInRounds(3));
    const client = clientFor(proxy.url, emulator.apiKey);
    expect((await lastValueFrom(client.team.concurrency())).maxConcurrency).toBe(3);
    const stats = createPagingStats();
    const pages = await lastValueFrom(
      client.crawlPages(jobId, withPagingStats({ pageLimit: 10 }, stats)).pipe(toArray()),
    );
    await client.close();
    expect(docUrls(pages)).toEqual(emulator.jobs.sourceUrls(jobId));
    expect(proxy.mostAtOnce()).toBe(3);
    expect(stats.maxReadsInFlight).toBeLessThanOrEqual(3);
  });

  it('reads several pages at once and delivers them in order, within the window', async () => {
    // Jittered server time (120-280 ms, above the 100 ms wait that makes it read further ahead): later pages
    // often arrive before earlier ones.
    const { emulator } = await setupEmulator({ network: { pageLatencyMs: 200, jitter: 0.4 } });
    const jobId = emulator.createCompletedCrawl({ pages: 600, sizes: [500, 3_000, 9_000] });
    const proxy = await statusProxy(emulator.url);
    const client = clientFor(proxy.url, emulator.apiKey);
    const stats = createPagingStats();
    const pages = await lastValueFrom(
      client.crawlPages(jobId, withPagingStats({ pageLimit: 20, readAhead: 5 }, stats)).pipe(toArray()),
    );
    await client.close();
    const expected = emulator.jobs.sourceUrls(jobId);
    expect(docUrls(pages)).toEqual(expected);
    expect(pages.map((p) => p.cursor.skip)).toEqual(expected.map((_, i) => i).filter((i) => i % 20 === 0));
    expect(proxy.mostAtOnce()).toBeGreaterThan(1);
    // Counted by the client (the proxy, in the same process, may see a read end after the next begins).
    expect(stats.maxReadsInFlight).toBeGreaterThan(1);
    expect(stats.maxReadsInFlight).toBeLessThanOrEqual(5);
    expect(stats.readsInFlight).toBe(0);
    // Window: 7 by default with read-ahead; bodies being received plus pages held never above it.
    expect(stats.maxPagesInFlight).toBeLessThanOrEqual(7);
    // Each range read once: no document was asked for twice.
    expect(new Set(proxy.reads.map((r) => r.skip)).size).toBe(proxy.reads.length);
  });

  it('keeps more reads waiting on the server than the window holds, bodies within the window', async () => {
    const { emulator } = await setupEmulator({ network: { pageLatencyMs: 200, jitter: 0.4 } });
    const jobId = emulator.createCompletedCrawl({ pages: 300, sizes: [2_000, 30_000] });
    const proxy = await statusProxy(emulator.url);
    // A per-attempt timeout well above the server's time (at most 280 ms), and shorter than a body may wait
    // for room (behind several pages held 400 ms each): the wait is not the server's time.
    const client = createClient({ apiKey: emulator.apiKey, apiUrl: proxy.url, timeoutMs: 1_000 });
    const stats = createPagingStats();
    const urls: string[] = [];
    await lastValueFrom(
      client.crawlPages(jobId, withPagingStats({ pageLimit: 20, readAhead: 6, window: 2 }, stats)).pipe(
        // A slow consumer: each page is held for 400 ms, so bodies that arrived wait for room.
        concatMapHeld(async (page) => {
          urls.push(...page.documents.map(sourceUrl));
          await new Promise((resolve) => setTimeout(resolve, 400));
        }),
      ),
    );
    await client.close();
    expect(urls).toEqual(emulator.jobs.sourceUrls(jobId));
    expect(proxy.mostAtOnce()).toBeGreaterThan(2);
    expect(stats.maxPagesInFlight).toBeLessThanOrEqual(2);
    expect(stats.retries).toBe(0);
    expect(new Set(proxy.reads.map((r) => r.skip)).size).toBe(proxy.reads.length);
  });

  it('readAhead 1 reads one page at a time, following the cursor', async () => {
    const { emulator } = await setupEmulator();
    const jobId = emulator.createCompletedCrawl({ pages: 120, sizes: [800] });
    const proxy = await statusProxy(emulator.url);
    const client = clientFor(proxy.url, emulator.apiKey);
    const pages = await lastValueFrom(client.crawlPages(jobId, { readAhead: 1 }).pipe(toArray()));
    await client.close();
    expect(docUrls(pages)).toEqual(emulator.jobs.sourceUrls(jobId));
    expect(proxy.mostAtOnce()).toBe(1);
    expect(proxy.reads.every((r) => r.limit === undefined)).toBe(true);
  });

  it('fills the gaps that pages cut at 10 MiB leave before delivering later pages', async () => {
    const { emulator } = await setupEmulator({ network: { pageLatencyMs: 200, jitter: 0.4 } });
    // Every seventh document is 4 MB: a range of 20 is often cut at 10 MiB, leaving a gap before the next.
    const sizes = (i: number) => (i % 7 === 3 ? 4_000_000 : 20_000);
    const jobId = emulator.createCompletedCrawl({ pages: 100, sizes });
    const proxy = await statusProxy(emulator.url);
    const client = clientFor(proxy.url, emulator.apiKey);
    const pages = await lastValueFrom(
      client.crawlPages(jobId, { pageLimit: 20, readAhead: 4 }).pipe(toArray()),
    );
    await client.close();
    const expected = emulator.jobs.sourceUrls(jobId);
    const got = docUrls(pages);
    expect(got).toEqual(expected);
    // Pages were cut (fewer documents than asked) and read-ahead stayed on.
    expect(pages.some((p) => p.rawBytes.length < 20 && p.nextCursor.skip < expected.length)).toBe(true);
    expect(proxy.mostAtOnce()).toBeGreaterThan(1);
    // The ranges read never overlap: every document was sent once.
    const ranges = proxy.reads.map((r) => r.skip).sort((a, b) => a - b);
    expect(new Set(ranges).size).toBe(ranges.length);
  });

  // SERVICE-NOTES "Self-hosted servers": what each profile does with skip and limit.
  it.each<[ServerProfileName, string]>([
    ['self-hosted-2025', 'ignores skip and limit'],
    ['self-hosted-2025-fixed', 'gives N-1 documents for limit=N and none for limit=1'],
  ])(
    'on a %s server (%s): detected from its answers, every document once or a CursorError',
    async (profile) => {
      const { emulator } = await setupEmulator({ profile });
      // Under 10 MiB in all: a server that ignores skip still lets every document be read once.
      const jobId = emulator.createCompletedCrawl({ pages: 450, sizes: [2_000, 9_000] });
      const proxy = await statusProxy(emulator.url);
      const client = clientFor(proxy.url, emulator.apiKey);
      const ahead = await lastValueFrom(client.crawlPages(jobId, { readAhead: 6 }).pipe(toArray()));
      const sequential = await lastValueFrom(client.crawlPages(jobId, { readAhead: 1 }).pipe(toArray()));
      await client.close();
      const expected = emulator.jobs.sourceUrls(jobId);
      expect(docUrls(ahead)).toEqual(expected);
      expect(docUrls(sequential)).toEqual(expected);
    },
  );

  it('on a server that ignores skip, a job over 10 MiB ends in SKIP_IGNORED with each document delivered once', async () => {
    const { emulator } = await setupEmulator({ profile: 'self-hosted-2025' });
    const jobId = emulator.createCompletedCrawl({ pages: 300, sizes: [60_000] });
    const client = clientFor(emulator.url, emulator.apiKey);
    const got: string[] = [];
    const error = await lastValueFrom(client.crawlPages(jobId, { readAhead: 6 })).then(
      () => undefined,
      (err: unknown) => err,
    );
    const again = await new Promise<unknown>((resolve) => {
      client.crawlPages(jobId, { readAhead: 6 }).subscribe({
        next: (page) => got.push(...page.documents.map(sourceUrl)),
        error: resolve,
        complete: () => resolve(undefined),
      });
    });
    await client.close();
    expect(error).toMatchObject({ name: 'CursorError', code: 'SKIP_IGNORED' });
    expect(again).toMatchObject({ name: 'CursorError', code: 'SKIP_IGNORED' });
    const expected = emulator.jobs.sourceUrls(jobId);
    expect(got.length).toBeGreaterThan(0);
    expect(got).toEqual(expected.slice(0, got.length));
  });

  it('429 answers halve the reads at once; it grows back once they stop', async () => {
    const { emulator } = await setupEmulator({ network: { pageLatencyMs: 150 } });
    const jobId = emulator.createCompletedCrawl({ pages: 1_000, sizes: [300] });
    // Rate limited for the first 40 reads: more than two at once is refused.
    const proxy = await statusProxy(emulator.url, (atOnce, index) => index < 40 && atOnce > 2);
    // Retries wait as long as a read takes, as they would against the service's per-minute limits.
    const client = clientFor(proxy.url, emulator.apiKey, { baseMs: 300, maxMs: 1_000 });
    const pages = await lastValueFrom(
      client.crawlPages(jobId, { pageLimit: 5, readAhead: 6 }).pipe(toArray()),
    );
    await client.close();
    expect(docUrls(pages)).toEqual(emulator.jobs.sourceUrls(jobId));
    expect(proxy.refused).toBeGreaterThan(0);
    // Slowed down: a handful of refusals, not one for every read beyond two during the limited stretch.
    expect(proxy.refused).toBeLessThan(20);
    // And recovered: late in the job, more than two reads at once again.
    expect(proxy.mostAtOnceFrom(120)).toBeGreaterThan(2);
  });

  it('unsubscribing in the middle aborts every read in flight and sends no more', async () => {
    const { emulator } = await setupEmulator({ network: { pageLatencyMs: 150 } });
    const jobId = emulator.createCompletedCrawl({ pages: 400, sizes: [1_000] });
    const proxy = await statusProxy(emulator.url);
    const client = clientFor(proxy.url, emulator.apiKey);
    const stats = createPagingStats();
    const first = await lastValueFrom(
      client
        .crawlPages(jobId, withPagingStats({ pageLimit: 10, readAhead: 6 }, stats))
        .pipe(take(4), toArray()),
    );
    expect(first.map((p) => p.cursor.skip)).toEqual([0, 10, 20, 30]);
    // Reads beyond the pages delivered were sent when it stopped, and their credits came back at once.
    expect(stats.requests).toBeGreaterThan(4);
    expect(stats.pagesInFlight).toBe(0);
    // Their connections close (bounded wait, not a timing assertion) and nothing new is sent after: counted
    // by the client, which sends, not at the proxy, where a read sent just before the stop may still arrive.
    for (let i = 0; i < 100 && proxy.open() > 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(proxy.open()).toBe(0);
    const sentAtStop = stats.requests;
    await new Promise((r) => setTimeout(r, 300));
    expect(stats.requests).toBe(sentAtStop);
    await client.close();
  });

  it('unsubscribing while answers wait for room returns every credit at once', async () => {
    // A window of 3 under 6 reads: answers whose heads arrived wait for a credit when the consumer leaves.
    // Stopping returns the reads' credits one by one; none may pass to a read about to be aborted, whose
    // credit would come back only later.
    const { emulator } = await setupEmulator({ network: { pageLatencyMs: 120 } });
    const jobId = emulator.createCompletedCrawl({ pages: 600, sizes: [1_000] });
    const client = clientFor(emulator.url, emulator.apiKey);
    for (const pagesTaken of [3, 5, 8, 13]) {
      const stats = createPagingStats();
      await lastValueFrom(
        client
          .crawlPages(jobId, withPagingStats({ pageLimit: 10, readAhead: 6, window: 3 }, stats))
          .pipe(take(pagesTaken), toArray()),
      );
      expect(stats.pagesInFlight, `after ${pagesTaken} pages`).toBe(0);
    }
    await client.close();
  });

  it('reads ahead during a live crawl up to what the job has completed, and polls for the rest', async () => {
    const { emulator } = await setupEmulator({
      scrape: { pagesPerSecond: 400, concurrency: 8, completionLagMs: 10 },
      // Small pages that take 150 ms each: the reader falls behind the crawl, so there is something to read ahead.
      network: { pageLatencyMs: 150, jitter: 0.3 },
    });
    const proxy = await statusProxy(emulator.url);
    const client = clientFor(proxy.url, emulator.apiKey);
    const pages = await lastValueFrom(
      client
        .crawl({ url: 'https://site-1.test/', limit: 300 }, { pageLimit: 5, readAhead: 4, pollIntervalMs: 5 })
        .pipe(toArray()),
    );
    await client.close();
    const jobId = pages[0]?.jobId ?? '';
    const urls = docUrls(pages);
    expect(urls).toEqual(emulator.jobs.sourceUrls(jobId));
    expect(new Set(urls).size).toBe(urls.length);
    expect(proxy.mostAtOnce()).toBeGreaterThan(1);
  });
});
