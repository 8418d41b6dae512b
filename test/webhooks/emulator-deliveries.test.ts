import { firstValueFrom, takeWhile, toArray } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import { type Emulator, startEmulator } from '../../src/emulator/index.js';
import type { WebhookEvent } from '../../src/webhooks/webhook-event.js';
import { webhookEvents } from '../../src/webhooks/webhook-events.js';
import { documentHash, documentUrl } from '../reliability/helpers/document-hash.js';
import { httpRequest } from './http-post.js';
import { type Receiver, startReceiver } from './receiver.js';

const SECRET = 'emulator-shared-secret';
const cleanups: Array<() => Promise<void> | void> = [];

afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

async function emulator(webhookSecret = SECRET): Promise<Emulator> {
  const emu = await startEmulator({
    seed: 11,
    webhookSecret,
    scrape: { pagesPerSecond: 2000, completionLagMs: 5 },
  });
  cleanups.push(() => emu.close());
  return emu;
}

async function startCrawl(emu: Emulator, body: Record<string, unknown>): Promise<string> {
  const payload = JSON.stringify(body);
  const reply = await httpRequest(`${emu.url}/v2/crawl`, {
    body: payload,
    headers: { authorization: `Bearer ${emu.apiKey}`, 'content-type': 'application/json' },
  });
  expect(reply.status).toBe(200);
  return (JSON.parse(reply.body) as { id: string }).id;
}

/** Collects events of one job until (and including) its `*.completed`/`*.failed` event. */
function untilDone(url: (u: string) => void, jobType: 'crawl' | 'batch_scrape') {
  return firstValueFrom(
    webhookEvents({ secret: SECRET, onListening: url }).pipe(
      takeWhile((e) => e.type !== `${jobType}.completed` && e.type !== `${jobType}.failed`, true),
      toArray(),
    ),
  );
}

describe('webhookEvents with the emulator’s real deliveries', () => {
  it('receives started, every page and completed of a crawl, matching the ground truth', async () => {
    const emu = await emulator();
    let url = '';
    const events = untilDone((u) => {
      url = u;
    }, 'crawl');
    await expect.poll(() => url).not.toBe('');
    const jobId = await startCrawl(emu, {
      url: 'https://site-1.test',
      limit: 25,
      webhook: { url, metadata: { run: 'alpha' } },
    });
    const received: WebhookEvent[] = await events;
    expect(received[0]?.type).toBe('crawl.started');
    expect(received.at(-1)?.type).toBe('crawl.completed');
    expect(received.every((e) => e.id === jobId && e.metadata?.run === 'alpha')).toBe(true);
    const pages = received.filter((e) => e.type === 'crawl.page' && e.success);
    const docs = pages.flatMap((e) => (e.type === 'crawl.page' ? e.data : []));
    const truth = emu.jobs.documents(jobId);
    expect(truth.length).toBeGreaterThan(0);
    expect(docs.map(documentUrl).sort()).toEqual(truth.map(documentUrl).sort());
    expect(new Set(docs.map(documentHash))).toEqual(new Set(truth.map(documentHash)));
    expect(new Set(received.map((e) => e.webhookId)).size).toBe(received.length);
    await emu.webhooksIdle();
    expect(emu.webhookDeliveries.every((d) => d.status === 200)).toBe(true);
  });

  it('honours the event filter and works through the library client (batch scrape)', async () => {
    const emu = await emulator();
    let url = '';
    const events = untilDone((u) => {
      url = u;
    }, 'batch_scrape');
    await expect.poll(() => url).not.toBe('');
    const client = createClient({ apiKey: emu.apiKey, apiUrl: emu.url });
    cleanups.push(() => client.close());
    const urls = ['https://site-1.test/', 'https://site-2.test/', 'https://site-3.test/'];
    const docs = await firstValueFrom(
      client.batchScrapeDocuments({ urls, webhook: { url, events: ['page', 'completed'] } }).pipe(toArray()),
    );
    const received = await events;
    expect(received.map((e) => e.type).filter((t) => t !== 'batch_scrape.page')).toEqual([
      'batch_scrape.completed',
    ]);
    const pageDocs = received.flatMap((e) => (e.type === 'batch_scrape.page' ? e.data : []));
    expect(pageDocs.map(documentHash).sort()).toEqual(docs.map(documentHash).sort());
  });

  it('refuses deliveries signed with another secret: 401 recorded upstream, nothing emitted', async () => {
    const emu = await emulator('not-the-receiver-secret');
    const r: Receiver = await startReceiver({ secret: SECRET });
    cleanups.push(() => r.subscription.unsubscribe());
    const jobId = await startCrawl(emu, { url: 'https://site-1.test', limit: 3, webhook: { url: r.url } });
    await expect.poll(() => emu.webhookDeliveries.some((d) => d.body.includes('crawl.completed'))).toBe(true);
    await emu.webhooksIdle();
    expect(emu.webhookDeliveries.length).toBeGreaterThan(2);
    expect(emu.webhookDeliveries.every((d) => d.status === 401)).toBe(true);
    expect(r.events).toEqual([]);
    expect(r.deliveries.every((d) => d.outcome === 'bad-signature')).toBe(true);
    expect(jobId).toBeTruthy();
  });

  it('emits a replayed delivery (same bytes, same signature) only once', async () => {
    const emu = await emulator();
    const r = await startReceiver({ secret: SECRET });
    cleanups.push(() => r.subscription.unsubscribe());
    await startCrawl(emu, {
      url: 'https://site-1.test',
      limit: 2,
      webhook: { url: r.url, events: ['started'] },
    });
    await expect.poll(() => emu.webhookDeliveries.length).toBe(1);
    await emu.webhooksIdle();
    const original = emu.webhookDeliveries[0]!;
    const replay = await httpRequest(r.url, {
      body: original.body,
      headers: { 'content-type': 'application/json', 'x-firecrawl-signature': original.signature },
    });
    expect(replay.status).toBe(200);
    expect(JSON.parse(replay.body)).toMatchObject({ duplicate: true });
    expect(r.events).toHaveLength(1);
  });
});
