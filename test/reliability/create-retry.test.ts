import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { lastValueFrom, toArray } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import { type Emulator, startEmulator } from '../../src/emulator/index.js';
import { ConflictError } from '../../src/errors/errors.js';
import { startHttpServer } from '../helpers/http-server.js';
import { runSoak } from './helpers/run-soak.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'crawlstream-create-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const NO_RANDOM_FAULTS = { rates: {} };

describe('faults on the job-creating POST', () => {
  for (const kind of ['reset', '429', '500', '502', '503'] as const) {
    it(`a ${kind} on POST /v2/crawl is retried without creating a second job`, async () => {
      const r = await runSoak({
        documents: 120,
        seed: 21,
        dir,
        faults: NO_RANDOM_FAULTS,
        scripted: [{ route: 'crawl.create', kind }],
      });
      expect(r.error).toBeUndefined();
      expect(r.jobsCreated).toBe(1);
      expect(r.faults[kind]).toBe(1);
      expect(r.missing.length + r.duplicates.length + r.mismatched.length).toBe(0);
      expect(r.records).toBe(r.expected);
      expect(r.faultSequence.filter((s) => s.startsWith('crawl.create#'))).toHaveLength(2);
    });
  }

  // The service made the job but the answer was cut off; the retry meets the call's own idempotency key
  // (409) and the client adopts the single matching crawl instead of failing. The crawl runs 3 s (40 pages a
  // second), so it is still running when the client looks; one that has ended is tested below.
  it('a body cut off in the answer to POST /v2/crawl still ends in a complete export', async () => {
    const r = await runSoak({
      documents: 120,
      pagesPerSecond: 40,
      seed: 21,
      dir,
      faults: NO_RANDOM_FAULTS,
      scripted: [{ route: 'crawl.create', kind: 'truncate' }],
    });
    expect(r.faults.truncate).toBe(1);
    expect(r.error).toBeUndefined();
    expect(r.jobsCreated).toBe(1);
    expect(r.missing.length + r.duplicates.length + r.mismatched.length).toBe(0);
    expect(r.records).toBe(r.expected);
    expect(r.faultSequence.filter((s) => s.startsWith('crawl.create#'))).toHaveLength(2);
  });

  it('a cut-off answer to POST /v2/batch/scrape is found in the activity log and exported, with one job', async () => {
    const emulator = await startEmulator({ seed: 21 });
    const client = createClient({
      apiKey: emulator.apiKey,
      apiUrl: emulator.url,
      retry: { baseMs: 1, maxMs: 5 },
    });
    try {
      emulator.injectFault({ route: 'batch.create', kind: 'truncate' });
      const urls = ['https://site-1.test/', 'https://site-2.test/', 'https://site-3.test/'];
      const docs = await lastValueFrom(client.batchScrapeDocuments({ urls }).pipe(toArray()));
      const created = emulator.requests.filter(
        (r) => r.route === 'batch.create' && (r.status === 200 || r.faults.includes('truncate')),
      );
      expect(created).toHaveLength(1);
      // The retry met the first attempt's key (409); the service lists no running batch scrapes, so the job
      // was found in the team's activity log.
      expect(emulator.requests.filter((r) => r.route === 'batch.create').map((r) => r.status)).toContain(409);
      expect(emulator.requests.some((r) => r.route === 'team.activity')).toBe(true);
      expect(docs.map((d) => d.metadata?.sourceURL).sort()).toEqual(urls);
    } finally {
      await client.close();
      await emulator.close();
    }
  });
});

/**
 * A crawl start whose answer is lost (the proxy lets the service create the crawl, then drops the
 * connection) and whose retry reaches the service only once that crawl has completed: it is no longer among
 * the running crawls when the client looks for it.
 */
describe('a lost crawl start whose crawl ended before the retry', () => {
  const URL_ = 'https://site-1.test/';

  async function crawlStatus(emulator: Emulator, id: string): Promise<string> {
    const answer = await fetch(new URL(`/v2/crawl/${id}`, emulator.url), {
      headers: { authorization: `Bearer ${emulator.apiKey}` },
    });
    return ((await answer.json()) as { status: string }).status;
  }

  /**
   * A proxy in front of `emulator` that lets the first crawl start reach the service and then drops its
   * answer, and holds the retry until that crawl has completed (then runs `beforeRetry`).
   */
  async function lostStartProxy(emulator: Emulator, beforeRetry: () => Promise<void> | void) {
    let firstCrawl: string | undefined;
    const proxy = await startHttpServer(async (req, res, { body }) => {
      const start = req.method === 'POST' && req.url === '/v2/crawl';
      if (start && firstCrawl !== undefined) {
        while ((await crawlStatus(emulator, firstCrawl)) !== 'completed') await sleep(10);
        await beforeRetry();
      }
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(
          ([name]) => !['host', 'connection', 'content-length'].includes(name),
        ),
      ) as Record<string, string>;
      const answer = await fetch(new URL(req.url ?? '/', emulator.url), {
        method: req.method ?? 'GET',
        headers,
        ...(req.method === 'GET' ? {} : { body }),
      });
      const text = await answer.text();
      if (start && firstCrawl === undefined) {
        firstCrawl = (JSON.parse(text) as { id: string }).id;
        return void res.destroy();
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
    });
    return { proxy, firstCrawl: () => firstCrawl };
  }

  async function lostStart(beforeRetry: (emulator: Emulator) => Promise<void> | void) {
    const emulator = await startEmulator({ seed: 21, scrape: { pagesPerSecond: 2000 } });
    const { proxy, firstCrawl } = await lostStartProxy(emulator, () => beforeRetry(emulator));
    const client = createClient({
      apiKey: emulator.apiKey,
      apiUrl: proxy.url,
      retry: { baseMs: 1, maxMs: 5 },
    });
    const outcome = await lastValueFrom(client.crawlDocuments({ url: URL_, limit: 10 }).pipe(toArray())).then(
      (docs) => ({ docs, error: undefined }),
      (error: unknown) => ({ docs: [], error: error as Error }),
    );
    await client.close();
    await proxy.close();
    await emulator.close();
    const starts = emulator.requests.filter((r) => r.route === 'crawl.create').map((r) => r.status);
    return { ...outcome, starts, firstCrawl: firstCrawl(), emulator };
  }

  it('stops reading the activity log once the caller unsubscribes', async () => {
    const emulator = await startEmulator({ seed: 21, scrape: { pagesPerSecond: 2000 } });
    emulator.injectFault({ route: 'team.activity', kind: '500', times: 1_000 });
    const { proxy } = await lostStartProxy(emulator, () => {});
    // Each failed read of the log is retried within 100 ms, fifty times over.
    const client = createClient({
      apiKey: emulator.apiKey,
      apiUrl: proxy.url,
      maxRetries: 50,
      retry: { baseMs: 100, maxMs: 100 },
    });
    const reads = () => emulator.requests.filter((r) => r.route === 'team.activity').length;
    try {
      const subscription = client.crawlDocuments({ url: URL_, limit: 10 }).subscribe({ error: () => {} });
      while (reads() < 2) await sleep(10);
      subscription.unsubscribe();
      const atUnsubscribe = reads();
      await sleep(600);
      // A read already sent may still reach the service through the proxy; none is sent after.
      expect(reads()).toBeLessThanOrEqual(atUnsubscribe + 1);
    } finally {
      await client.close();
      await proxy.close();
      await emulator.close();
    }
  });

  it("is found in the team's activity log and exported whole, with one job", async () => {
    const r = await lostStart(() => {});
    expect(r.error).toBeUndefined();
    expect(r.starts).toEqual([200, 409]);
    // Every document of the one crawl, once.
    const crawled = r.emulator.jobs.documents(r.firstCrawl as string);
    expect(crawled.length).toBeGreaterThan(0);
    expect(r.docs.map((d) => d.metadata?.sourceURL).sort()).toEqual(
      crawled.map((d) => (d.metadata as { sourceURL: string }).sourceURL).sort(),
    );
    expect(r.emulator.requests.some((q) => q.route === 'team.activity')).toBe(true);
  });

  it('fails, saying why, when the activity log cannot be read', async () => {
    const r = await lostStart((emulator) =>
      emulator.injectFault({ route: 'team.activity', kind: '500', times: 1_000 }),
    );
    expect(r.error).toBeInstanceOf(ConflictError);
    expect(r.error?.message).toMatch(
      /created a crawl of https:\/\/site-1\.test\/ whose answer was lost, and its id cannot be found: it is not among the running crawls, and the team's activity log could not be read \(.*500/,
    );
    expect(r.starts).toEqual([200, 409]);
  });

  it('adopts neither when another crawl of the same URL started since, and names both', async () => {
    let other: string | undefined;
    const r = await lostStart(async (emulator) => {
      const direct = createClient({ apiKey: emulator.apiKey, apiUrl: emulator.url });
      other = (await lastValueFrom(direct.startCrawl({ url: URL_, limit: 5 }))).id;
      await direct.close();
    });
    expect(r.error).toBeInstanceOf(ConflictError);
    expect(r.error?.message).toContain(`2 crawls of ${URL_} were started since`);
    expect(r.error?.message).toContain(r.firstCrawl);
    expect(r.error?.message).toContain(other);
  });
});
