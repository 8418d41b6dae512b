import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../src/emulator/index.js';
import { api, manualClock } from './emulator-api.js';

let emulator: Emulator | undefined;

/** Polls a condition the server reaches asynchronously (socket events), failing after 200 tries. */
async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
}

afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

describe('scrape, map, search and extract', () => {
  it('scrapes a page with the asked formats; a DNS failure is HTTP 200 with success:false; failing pages 5xx/408', async () => {
    emulator = await startEmulator({ scrape: { failureRate: 0.3 } });
    const page = emulator.web.pages().find((p) => p.statusCode === 200 && !p.failure)!;
    const ok = await api(emulator, 'POST', '/v2/scrape', {
      body: { url: page.url, formats: ['html', 'links'] },
    });
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.json.data).sort()).toEqual(['html', 'links', 'metadata']);
    const dns = await api(emulator, 'POST', '/v2/scrape', { body: { url: 'https://nowhere.example' } });
    expect(dns.status).toBe(200);
    expect(dns.json).toMatchObject({ success: false, code: 'SCRAPE_DNS_RESOLUTION_ERROR' });
    const failing = emulator.web.pages().find((p) => p.failure)!;
    const failed = await api(emulator, 'POST', '/v2/scrape', { body: { url: failing.url } });
    expect(failed.status).toBe(failing.failure!.code === 'SCRAPE_TIMEOUT' ? 408 : 500);
    expect(failed.json).toMatchObject({ success: false, code: failing.failure!.code });
  });

  it('maps a site and answers 408 MAP_TIMEOUT when the timeout is shorter than the simulated map', async () => {
    emulator = await startEmulator();
    const mapped = await api(emulator, 'POST', '/v2/map', { body: { url: 'https://site-1.test', limit: 3 } });
    expect(mapped.json.links).toHaveLength(3);
    expect(mapped.json.links).toEqual(emulator.web.map({ url: 'https://site-1.test', limit: 3 }));
    const slow = await api(emulator, 'POST', '/v2/map', {
      body: { url: 'https://site-1.test', timeout: 10 },
    });
    expect(slow.status).toBe(408);
    expect(slow.json).toMatchObject({ success: false, code: 'MAP_TIMEOUT' });
  });

  it('searches with credits and an id', async () => {
    emulator = await startEmulator();
    const reply = await api(emulator, 'POST', '/v2/search', {
      body: { query: 'site:site-2.test', limit: 4 },
    });
    expect(reply.json.success).toBe(true);
    expect(reply.json.data.web.length).toBeGreaterThan(0);
    for (const item of reply.json.data.web)
      expect(new URL(item.url).hostname.endsWith('site-2.test')).toBe(true);
    expect(reply.json.creditsUsed).toBe(2);
    expect(reply.json.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('extract lists invalid URLs when tolerant, refuses them otherwise, and shows sources', async () => {
    const clock = manualClock();
    emulator = await startEmulator({ now: clock.now, scrape: { extractMs: 100 } });
    const tolerant = await api(emulator, 'POST', '/v2/extract', {
      body: { urls: ['https://site-1.test/*', 'not a url'], prompt: 'titles', showSources: true },
    });
    expect(tolerant.json.invalidURLs).toEqual(['not a url']);
    const strict = await api(emulator, 'POST', '/v2/extract', {
      body: { urls: ['https://site-1.test', 'not a url'], ignoreInvalidURLs: false },
    });
    expect(strict.status).toBe(400);
    expect(strict.json.invalidURLs).toBeUndefined();
    clock.advance(100);
    const done = await api(emulator, 'GET', `/v2/extract/${tolerant.json.id}`);
    expect(done.json.status).toBe('completed');
    expect(done.json.sources).toBeDefined();
    expect(done.headers.warning).toContain('deprecated');
    expect((await api(emulator, 'GET', '/v2/extract/0190a0a0-0000-7000-8000-000000000000')).status).toBe(404);
  });
});

describe('crawl and batch extras', () => {
  it('turns a prompt into crawler options, explicit options winning', async () => {
    emulator = await startEmulator();
    const reply = await api(emulator, 'POST', '/v2/crawl', {
      body: { url: 'https://site-1.test', prompt: 'only the products pages, up to 7 pages', limit: 3 },
    });
    expect(reply.json.promptGeneratedOptions).toEqual({ limit: 7, includePaths: ['^/products(/.*)?$'] });
    expect(reply.json.finalCrawlerOptions).toMatchObject({ limit: 3, includePaths: ['^/products(/.*)?$'] });
  });

  it('appends URLs to a running batch with appendToId', async () => {
    const clock = manualClock();
    emulator = await startEmulator({ now: clock.now, site: { failureRate: 0 } });
    const urls = emulator.web.pages().map((p) => p.url);
    const first = await api(emulator, 'POST', '/v2/batch/scrape', { body: { urls: urls.slice(0, 3) } });
    const appended = await api(emulator, 'POST', '/v2/batch/scrape', {
      body: { urls: urls.slice(3, 5), appendToId: first.json.id },
    });
    expect(appended.json.id).toBe(first.json.id);
    clock.advance(60_000);
    const status = await api(emulator, 'GET', `/v2/batch/scrape/${first.json.id}`);
    expect(status.json).toMatchObject({ status: 'completed', completed: 5, total: 5 });
    const late = await api(emulator, 'POST', '/v2/batch/scrape', {
      body: { urls: urls.slice(5, 6), appendToId: first.json.id },
    });
    expect(late.status).toBe(409);
  });

  it('honours maxConcurrency: fewer pages run at once, so total runs less far ahead', async () => {
    const clock = manualClock();
    emulator = await startEmulator({ now: clock.now, scrape: { concurrency: 8 } });
    const wide = await api(emulator, 'POST', '/v2/crawl', {
      body: { url: 'https://site-1.test', limit: 30 },
    });
    const narrow = await api(emulator, 'POST', '/v2/crawl', {
      body: { url: 'https://site-2.test', limit: 30, maxConcurrency: 1 },
    });
    const a = await api(emulator, 'GET', `/v2/crawl/${wide.json.id}`);
    const b = await api(emulator, 'GET', `/v2/crawl/${narrow.json.id}`);
    expect(a.json.total).toBe(16);
    expect(b.json.total).toBe(2);
  });

  it('counts open connections and logs requests without credentials', async () => {
    emulator = await startEmulator();
    expect(emulator.connections()).toBe(0);
    const socket = connect(Number(new URL(emulator.url).port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    await until(() => emulator!.connections() === 1);
    socket.destroy();
    await until(() => emulator!.connections() === 0);
    await api(emulator, 'GET', '/v2/browser');
    expect(emulator.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v2/browser',
      status: 200,
      route: 'browser.list',
    });
    expect(emulator.requests.at(-1)?.headers.authorization).toBeUndefined();
  });
});
