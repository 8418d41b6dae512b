import { afterEach, describe, expect, it } from 'vitest';
import { type Emulator, STATUS_PAGE_CHAR_LIMIT, startEmulator } from '../../src/emulator/index.js';
import { api, manualClock } from './emulator-api.js';

/** A document's `metadata.sourceURL`. */
function sourceURL(doc: unknown): string {
  return (doc as { metadata: { sourceURL: string } }).metadata.sourceURL;
}

let emulator: Emulator | undefined;

afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

async function readAll(e: Emulator, first: string): Promise<{ docs: unknown[]; pages: number }> {
  const docs: unknown[] = [];
  let next: string | undefined = first;
  let pages = 0;
  while (next) {
    const reply = await api(e, 'GET', next);
    expect(reply.status).toBe(200);
    docs.push(...reply.json.data);
    pages++;
    next = reply.json.next;
  }
  return { docs, pages };
}

describe('crawl jobs progress in time', () => {
  it('starts empty with next present, grows, completes after the lag, then next disappears', async () => {
    const clock = manualClock();
    emulator = await startEmulator({
      now: clock.now,
      site: { failureRate: 0 },
      scrape: { pagesPerSecond: 10, concurrency: 2, completionLagMs: 1000 },
    });
    const created = await api(emulator, 'POST', '/v2/crawl', {
      body: { url: 'https://site-1.test', limit: 12 },
    });
    expect(created.status).toBe(200);
    expect(created.json.success).toBe(true);
    const id: string = created.json.id;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(created.json.url).toBe(`${emulator.url}/v2/crawl/${id}`);

    const empty = await api(emulator, 'GET', `/v2/crawl/${id}`);
    expect(empty.json).toMatchObject({ success: true, status: 'scraping', completed: 0, data: [] });
    expect(empty.json.total).toBeGreaterThan(0);
    // While scraping, `next` leads to the same (empty) position so the client polls it.
    expect(empty.json.next).toBe(`${emulator.url}/v2/crawl/${id}?skip=0`);

    clock.advance(500);
    const partial = await api(emulator, 'GET', `/v2/crawl/${id}`);
    expect(partial.json.status).toBe('scraping');
    expect(partial.json.completed).toBeGreaterThan(0);
    expect(partial.json.completed).toBeLessThan(12);
    expect(partial.json.data).toHaveLength(partial.json.completed);
    expect(partial.json.next).toBe(`${emulator.url}/v2/crawl/${id}?skip=${partial.json.completed}`);

    clock.advance(1500);
    const drained = await api(emulator, 'GET', `/v2/crawl/${id}?skip=12`);
    // All pages are done but the sweep has not marked the job completed yet.
    expect(drained.json).toMatchObject({ status: 'scraping', completed: 12, total: 12, data: [] });
    expect(drained.json.next).toBeDefined();

    clock.advance(1000);
    const done = await api(emulator, 'GET', `/v2/crawl/${id}?skip=12`);
    expect(done.json).toMatchObject({
      status: 'completed',
      completed: 12,
      total: 12,
      creditsUsed: 12,
      data: [],
    });
    expect(done.json.next).toBeUndefined();
    expect(done.json.completedAt).toBeDefined();

    const all = await readAll(emulator, `/v2/crawl/${id}?limit=5`);
    expect(all.pages).toBe(3);
    expect(all.docs).toEqual(emulator.jobs.documents(id));
    // From the n-th document on, for a watch that reads each document once.
    expect(emulator.jobs.documents(id, 7)).toEqual(all.docs.slice(7));
    // The accessors that read no document agree with the documents.
    expect(emulator.jobs.sourceUrls(id)).toEqual(all.docs.map(sourceURL));
    expect(emulator.jobs.sourceUrls(id, 7)).toEqual(all.docs.slice(7).map(sourceURL));
    expect(emulator.jobs.documentLengths(id, 3)).toEqual(
      all.docs.slice(3).map((d) => JSON.stringify(d).length),
    );
    const urls = all.docs.map((doc) => (doc as { metadata: { url: string } }).metadata.url);
    expect(new Set(urls).size).toBe(12);
  });

  it('keeps the limit in next and defaults to 100 documents per response', async () => {
    emulator = await startEmulator();
    const id = emulator.createCompletedCrawl({ pages: 250, sizes: 100 });
    const first = await api(emulator, 'GET', `/v2/crawl/${id}`);
    expect(first.json.data).toHaveLength(100);
    expect(first.json.next).toBe(`${emulator.url}/v2/crawl/${id}?skip=100`);
    const limited = await api(emulator, 'GET', `/v2/crawl/${id}?skip=240&limit=7`);
    expect(limited.json.data).toHaveLength(7);
    expect(limited.json.next).toBe(`${emulator.url}/v2/crawl/${id}?skip=247&limit=7`);
    const last = await api(emulator, 'GET', `/v2/crawl/${id}?skip=247&limit=7`);
    expect(last.json.data).toHaveLength(3);
    expect(last.json.next).toBeUndefined();
  });

  it('builds next from the request Host and forwarded protocol', async () => {
    emulator = await startEmulator();
    const id = emulator.createCompletedCrawl({ pages: 3, sizes: 10 });
    const reply = await api(emulator, 'GET', `/v2/crawl/${id}?limit=1`, {
      headers: { host: 'proxy.example:8443', 'x-forwarded-proto': 'https' },
    });
    expect(reply.json.next).toBe(`https://proxy.example:8443/v2/crawl/${id}?skip=1&limit=1`);
  });

  it('cuts a response at about 10 MiB of characters and serves a larger document alone', async () => {
    emulator = await startEmulator();
    const big = STATUS_PAGE_CHAR_LIMIT + 1024;
    const id = emulator.createCompletedCrawl({
      pages: 5,
      sizes: [4 * 1024 * 1024, 4 * 1024 * 1024, big, 10, 10],
    });
    const truth = emulator.jobs.documents(id);
    expect(emulator.jobs.sourceUrls(id)).toEqual(truth.map(sourceURL));
    expect(emulator.jobs.documentLengths(id)).toEqual(truth.map((d) => JSON.stringify(d).length));
    const first = await api(emulator, 'GET', `/v2/crawl/${id}`);
    expect(first.json.data).toHaveLength(2);
    const second = await api(emulator, 'GET', first.json.next);
    expect(second.json.data).toHaveLength(1);
    expect(JSON.stringify(second.json.data[0]).length).toBeGreaterThan(STATUS_PAGE_CHAR_LIMIT);
    const third = await api(emulator, 'GET', second.json.next);
    expect(third.json.data).toHaveLength(2);
    expect(third.json.next).toBeUndefined();
    expect([...first.json.data, ...second.json.data, ...third.json.data]).toEqual(truth);
  });
});

describe('batch scrape jobs', () => {
  it('reports invalid URLs, scrapes the valid ones and pages like a crawl', async () => {
    const clock = manualClock();
    emulator = await startEmulator({ now: clock.now, site: { failureRate: 0 } });
    const urls = emulator.web
      .pages()
      .slice(0, 4)
      .map((page) => page.url);
    const created = await api(emulator, 'POST', '/v2/batch/scrape', {
      body: { urls: [...urls, 'not a url'], formats: ['markdown', 'links'] },
    });
    expect(created.status).toBe(200);
    expect(created.json.invalidURLs).toEqual(['not a url']);
    expect(created.json.url).toBe(`${emulator.url}/v2/batch/scrape/${created.json.id}`);
    clock.advance(10_000);
    const status = await api(emulator, 'GET', `/v2/batch/scrape/${created.json.id}`);
    expect(status.json).toMatchObject({ success: true, status: 'completed', completed: 4, total: 4 });
    expect(status.json.next).toBeUndefined();
    const scraped = status.json.data.map(
      (doc: { metadata: { sourceURL: string } }) => doc.metadata.sourceURL,
    );
    expect([...scraped].sort()).toEqual([...urls].sort());
    expect(status.json.data[0].links).toBeInstanceOf(Array);
    // A batch id is not a crawl id.
    expect((await api(emulator, 'GET', `/v2/crawl/${created.json.id}`)).status).toBe(404);
  });

  it('rejects a batch without any valid URL, and invalid URLs when ignoreInvalidURLs is false', async () => {
    emulator = await startEmulator();
    const none = await api(emulator, 'POST', '/v2/batch/scrape', { body: { urls: ['nope'] } });
    expect(none.status).toBe(400);
    expect(none.json.success).toBe(false);
    const strict = await api(emulator, 'POST', '/v2/batch/scrape', {
      body: { urls: ['https://site-1.test', 'nope'], ignoreInvalidURLs: false },
    });
    expect(strict.status).toBe(400);
    expect(strict.json.code).toBe('BAD_REQUEST');
  });
});
