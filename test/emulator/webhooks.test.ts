import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../src/emulator/index.js';
import { api } from './emulator-api.js';
import { schemaErrors, webhookValidator } from './openapi-validator.js';

interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
  // biome-ignore lint/suspicious/noExplicitAny: webhook JSON
  body: any;
}

/** A webhook receiver on a real socket that resolves `done` when a body of type `until` arrives. */
async function receiver(
  until: string,
): Promise<{ url: string; received: Received[]; done: Promise<void>; server: Server }> {
  const received: Received[] = [];
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = JSON.parse(raw);
      received.push({ headers: req.headers, raw, body });
      res.end('ok');
      if (body.type === until) finish();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/hook`, received, done, server };
}

let emulator: Emulator | undefined;
let server: Server | undefined;

afterEach(async () => {
  await emulator?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  emulator = undefined;
  server = undefined;
});

const OPERATION: Record<string, string> = {
  'crawl.started': 'crawlStarted',
  'crawl.page': 'crawlPage',
  'crawl.completed': 'crawlCompleted',
  'batch_scrape.started': 'batchScrapeStarted',
  'batch_scrape.page': 'batchScrapePage',
  'batch_scrape.completed': 'batchScrapeCompleted',
};

describe('webhooks', () => {
  it('posts started, one page per document and completed, signed and valid against the webhook spec', async () => {
    const hook = await receiver('crawl.completed');
    server = hook.server;
    emulator = await startEmulator({
      webhookSecret: 'whsec-test',
      site: { failureRate: 0 },
      scrape: { pagesPerSecond: 1000, completionLagMs: 5 },
    });
    const created = await api(emulator, 'POST', '/v2/crawl', {
      body: {
        url: 'https://site-1.test',
        limit: 6,
        webhook: { url: hook.url, headers: { 'x-team': 'blue' }, metadata: { run: 'r1' } },
      },
    });
    await hook.done;
    const types = hook.received.map((r) => r.body.type);
    expect(types).toEqual(['crawl.started', ...Array(6).fill('crawl.page'), 'crawl.completed']);
    for (const { body, raw, headers } of hook.received) {
      expect(schemaErrors(webhookValidator(OPERATION[body.type]!), body)).toBe('');
      expect(body.id).toBe(created.json.id);
      expect(body.metadata).toEqual({ run: 'r1' });
      expect(headers['x-team']).toBe('blue');
      const expected = `sha256=${createHmac('sha256', 'whsec-test').update(raw).digest('hex')}`;
      expect(headers['x-firecrawl-signature']).toBe(expected);
    }
    expect(new Set(hook.received.map((r) => r.body.webhookId)).size).toBe(hook.received.length);
    const pages = hook.received.filter((r) => r.body.type === 'crawl.page').map((r) => r.body.data[0]);
    expect(pages).toEqual(emulator.jobs.documents(created.json.id));
  });

  it('sends only the selected events; failed pages come as page events with success:false', async () => {
    const hook = await receiver('batch_scrape.completed');
    server = hook.server;
    emulator = await startEmulator({
      scrape: { pagesPerSecond: 1000, completionLagMs: 5, failureRate: 0.5 },
    });
    const urls = emulator.web
      .pages()
      .slice(0, 10)
      .map((p) => p.url);
    await api(emulator, 'POST', '/v2/batch/scrape', {
      body: { urls, webhook: { url: hook.url, events: ['page', 'completed'] } },
    });
    await hook.done;
    const types = new Set(hook.received.map((r) => r.body.type));
    expect(types).toEqual(new Set(['batch_scrape.page', 'batch_scrape.completed']));
    const failed = hook.received.filter((r) => r.body.success === false);
    expect(failed.length).toBeGreaterThan(0);
    for (const { body } of hook.received) {
      expect(schemaErrors(webhookValidator(OPERATION[body.type]!), body)).toBe('');
    }
    for (const { body } of failed) expect(typeof body.error).toBe('string');
  });
});
