import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { concatMap, firstValueFrom, NEVER, take, toArray } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors/errors.js';
import { signWebhookBody, WEBHOOK_SIGNATURE_HEADER } from '../../src/webhooks/verify-webhook-signature.js';
import { webhookEvents } from '../../src/webhooks/webhook-events.js';
import { httpRequest } from './http-post.js';
import { type Receiver, startReceiver } from './receiver.js';

const SECRET = 'whsec-test-secret';
let receivers: Receiver[] = [];

afterEach(() => {
  for (const r of receivers) r.subscription.unsubscribe();
  receivers = [];
});

async function receiver(options: Partial<Parameters<typeof startReceiver>[0]> = {}): Promise<Receiver> {
  const r = await startReceiver({ secret: SECRET, ...options });
  receivers.push(r);
  return r;
}

function event(type: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { success: true, type, id: randomUUID(), webhookId: randomUUID(), data: [], metadata: {}, ...extra };
}

function signed(body: string, secret = SECRET): Record<string, string> {
  return { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signWebhookBody(body, secret) };
}

function deliver(url: string, payload: unknown) {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return httpRequest(url, { body, headers: signed(body) });
}

describe('webhookEvents', () => {
  it('listens on 127.0.0.1 and emits every verified event type, typed', async () => {
    const r = await receiver();
    expect(r.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/webhook$/);
    const doc = {
      markdown: '# Hi',
      metadata: { sourceURL: 'https://example.com/a', statusCode: 200, extra: 1 },
    };
    const payloads = [
      event('crawl.started'),
      event('crawl.page', { data: [doc] }),
      event('crawl.page', { success: false, data: [], error: 'timeout' }),
      event('crawl.completed'),
      event('crawl.failed', { success: false, error: 'boom' }),
      event('batch_scrape.started'),
      event('batch_scrape.page', { data: [doc] }),
      event('batch_scrape.completed'),
      event('batch_scrape.failed', { success: false }),
      event('extract.started'),
      event('extract.completed', { data: { price: 3 } }),
      event('extract.failed', { success: false, error: 'no data' }),
    ];
    for (const p of payloads) {
      const reply = await deliver(r.url, p);
      expect(reply.status).toBe(200);
      expect(JSON.parse(reply.body)).toEqual({ received: true, duplicate: false });
    }
    expect(r.events.map((e) => e.type)).toEqual(payloads.map((p) => p.type));
    expect(r.events.map((e) => e.webhookId)).toEqual(payloads.map((p) => p.webhookId));
    const page = r.events[1]!;
    if (page.type !== 'crawl.page') throw new Error('expected a crawl.page event');
    expect(page.data[0]?.metadata?.sourceURL).toBe('https://example.com/a');
    expect(page.data[0]?.metadata?.extra).toBe(1);
    const extract = r.events[10]!;
    expect(extract.data).toEqual({ price: 3 });
    expect(r.deliveries.every((d) => d.outcome === 'accepted')).toBe(true);
  });

  it('answers 401 to unsigned and forged deliveries and never emits them', async () => {
    const r = await receiver();
    const body = JSON.stringify(event('crawl.started'));
    const unsigned = await httpRequest(r.url, { body, headers: { 'content-type': 'application/json' } });
    const wrongSecret = await httpRequest(r.url, { body, headers: signed(body, 'another-secret') });
    const tampered = await httpRequest(r.url, {
      body: body.replace('crawl.started', 'crawl.completed'),
      headers: signed(body),
    });
    const garbage = await httpRequest(r.url, { body, headers: { [WEBHOOK_SIGNATURE_HEADER]: 'sha256=abc' } });
    expect([unsigned.status, wrongSecret.status, tampered.status, garbage.status]).toEqual([
      401, 401, 401, 401,
    ]);
    expect(r.deliveries.map((d) => d.outcome)).toEqual([
      'unsigned',
      'bad-signature',
      'bad-signature',
      'bad-signature',
    ]);
    expect(r.events).toEqual([]);
  });

  it('acknowledges a replayed webhookId but emits it once, also under concurrency', async () => {
    const r = await receiver();
    const payloads = Array.from({ length: 30 }, () => event('crawl.page', { data: [{ markdown: 'x' }] }));
    // Every delivery is sent twice at the same time, the second time with different (but valid) bytes.
    const replies = await Promise.all(
      payloads.flatMap((p) => [deliver(r.url, p), deliver(r.url, JSON.stringify(p, null, 1))]),
    );
    expect(replies.every((x) => x.status === 200)).toBe(true);
    expect(replies.filter((x) => JSON.parse(x.body).duplicate === true)).toHaveLength(30);
    expect(r.events).toHaveLength(30);
    expect(new Set(r.events.map((e) => e.webhookId))).toEqual(new Set(payloads.map((p) => p.webhookId)));
  });

  it('can refuse replays with 409 instead', async () => {
    const r = await receiver({ replayStatus: 409 });
    const p = event('crawl.started');
    expect((await deliver(r.url, p)).status).toBe(200);
    expect((await deliver(r.url, p)).status).toBe(409);
    expect(r.events).toHaveLength(1);
  });

  it('forgets the oldest ids beyond dedupeWindow (bounded memory)', async () => {
    const r = await receiver({ dedupeWindow: 2 });
    const [a, b, c] = [event('crawl.started'), event('crawl.page'), event('crawl.completed')];
    for (const p of [a, b, c, c, a]) await deliver(r.url, p);
    expect(r.events.map((e) => e.webhookId)).toEqual([a.webhookId, b.webhookId, c.webhookId, a.webhookId]);
  });

  it('answers 413 to bodies over maxBodyBytes, declared or streamed, and keeps serving', async () => {
    const r = await receiver({ maxBodyBytes: 1024 });
    const big = JSON.stringify(event('crawl.page', { data: [{ markdown: 'x'.repeat(64 * 1024) }] }));
    const declared = await httpRequest(r.url, { body: big, headers: signed(big) });
    const streamed = await httpRequest(r.url, { body: big, headers: signed(big), chunks: 16 });
    expect([declared.status, streamed.status]).toEqual([413, 413]);
    const small = event('crawl.started');
    expect((await deliver(r.url, small)).status).toBe(200);
    expect(r.events.map((e) => e.webhookId)).toEqual([small.webhookId]);
  });

  it('answers 404 on other paths and 405 to other methods', async () => {
    const r = await receiver({ path: '/hooks/firecrawl' });
    const body = JSON.stringify(event('crawl.started'));
    const base = r.url.replace('/hooks/firecrawl', '');
    const wrongPath = await httpRequest(`${base}/webhook`, { body, headers: signed(body) });
    const get = await httpRequest(r.url, { method: 'GET' });
    const put = await httpRequest(r.url, { method: 'PUT', body, headers: signed(body) });
    expect([wrongPath.status, get.status, put.status]).toEqual([404, 405, 405]);
    expect(get.headers.allow).toBe('POST');
    const withQuery = await httpRequest(`${r.url}?source=test`, { body, headers: signed(body) });
    expect(withQuery.status).toBe(200);
    expect(r.events).toHaveLength(1);
  });

  it('answers 400 to signed bodies that are not JSON or not a known event', async () => {
    const r = await receiver();
    const bad = [
      '{"type":"crawl.started",',
      'null',
      JSON.stringify({ ...event('agent.started') }),
      JSON.stringify({ ...event('crawl.page'), data: 'not an array' }),
      JSON.stringify({ ...event('crawl.started'), webhookId: 42 }),
      JSON.stringify({ type: 'crawl.started', success: true, id: 'x' }),
    ];
    const statuses = [];
    for (const body of bad) statuses.push((await deliver(r.url, body)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400]);
    expect(r.deliveries.map((d) => d.outcome)).toEqual([
      'bad-json',
      'bad-event',
      'bad-event',
      'bad-event',
      'bad-event',
      'bad-event',
    ]);
    expect(r.events).toEqual([]);
  });

  it('answers before downstream work finishes: a stalled consumer does not stall the sender', async () => {
    const received: string[] = [];
    let url = '';
    const listening = new Promise<void>((resolve) => {
      const sub = webhookEvents({
        secret: SECRET,
        onListening: (u) => {
          url = u;
          resolve();
        },
      })
        .pipe(
          concatMap((e) => {
            received.push(e.webhookId);
            return NEVER; // the first event's downstream work never finishes
          }),
        )
        .subscribe();
      receivers.push({ subscription: sub } as Receiver);
    });
    await listening;
    const replies = await Promise.all([1, 2, 3].map(() => deliver(url, event('crawl.page'))));
    expect(replies.map((x) => x.status)).toEqual([200, 200, 200]);
    expect(received).toHaveLength(1);
  });

  it('is cold: each subscription is its own server, closed on unsubscribe', async () => {
    const events = webhookEvents({ secret: SECRET, onListening: (u) => urls.push(u) });
    const urls: string[] = [];
    const first = firstValueFrom(events.pipe(take(2), toArray()));
    const second = firstValueFrom(events.pipe(take(1), toArray()));
    await expect.poll(() => urls.length).toBe(2);
    expect(urls[0]).not.toBe(urls[1]);
    const p1 = event('crawl.started');
    const p2 = event('crawl.completed');
    await deliver(urls[0]!, p1);
    await deliver(urls[1]!, p2);
    await deliver(urls[0]!, p2);
    expect((await first).map((e) => e.webhookId)).toEqual([p1.webhookId, p2.webhookId]);
    expect((await second).map((e) => e.webhookId)).toEqual([p2.webhookId]);
    // take() unsubscribed: both servers are closed and refuse connections.
    await expect(deliver(urls[0]!, p1)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await expect(deliver(urls[1]!, p1)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('reports invalid options and a taken port on the error channel', async () => {
    const errorOf = (options: Parameters<typeof webhookEvents>[0]) =>
      firstValueFrom(webhookEvents(options)).then(
        () => undefined,
        (err: unknown) => err,
      );
    expect(await errorOf({ secret: '' })).toBeInstanceOf(ValidationError);
    expect(await errorOf({ secret: SECRET, path: 'webhook' })).toBeInstanceOf(ValidationError);
    expect(await errorOf({ secret: SECRET, maxBodyBytes: 0 })).toBeInstanceOf(ValidationError);
    expect(await errorOf({ secret: SECRET, port: 70000 })).toBeInstanceOf(ValidationError);
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      expect(await errorOf({ secret: SECRET, port })).toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('cuts off a sender that stalls mid-body (requestTimeoutMs) and keeps serving', async () => {
    const r = await receiver({ requestTimeoutMs: 200 });
    const { request } = await import('node:http');
    const body = JSON.stringify(event('crawl.started'));
    const answer = await new Promise<number | string>((resolve) => {
      const req = request(r.url, {
        method: 'POST',
        agent: false,
        headers: { ...signed(body), 'content-length': String(body.length) },
      });
      req.on('response', (res) => resolve(res.statusCode ?? 0));
      req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
      req.write(body.slice(0, 10)); // and never the rest
    });
    expect([408, 'ECONNRESET']).toContain(answer);
    expect(r.events).toEqual([]);
    expect((await deliver(r.url, event('crawl.started'))).status).toBe(200);
  });

  it('never puts the secret in what it answers or reports', async () => {
    const r = await receiver();
    await deliver(r.url, event('crawl.started'));
    const forged = await httpRequest(r.url, {
      body: '{}',
      headers: { [WEBHOOK_SIGNATURE_HEADER]: 'sha256=00' },
    });
    expect(forged.body).not.toContain(SECRET);
    expect(JSON.stringify(r.deliveries)).not.toContain(SECRET);
  });
});

describe('webhookEvents resource hygiene', () => {
  const counts = () => {
    const out: Record<string, number> = {};
    for (const kind of process.getActiveResourcesInfo()) out[kind] = (out[kind] ?? 0) + 1;
    return { servers: out.TCPServerWrap ?? 0, sockets: out.TCPSocketWrap ?? 0, timers: out.Timeout ?? 0 };
  };

  it('closes the server, kept-alive connections and its timers on unsubscribe', async () => {
    // Servers of earlier tests close asynchronously; start from a quiet process.
    await expect.poll(() => counts().servers, { interval: 10 }).toBe(0);
    const baseline = counts();
    const r = await startReceiver({ secret: SECRET });
    const { Agent, request } = await import('node:http');
    const agent = new Agent({ keepAlive: true });
    const body = JSON.stringify(event('crawl.started'));
    // A kept-alive connection stays open after the answer; unsubscribe must close it from the server side.
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(r.url, { method: 'POST', agent, headers: signed(body) }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end(body);
    });
    expect(status).toBe(200);
    expect(counts().servers).toBe(baseline.servers + 1);
    expect(counts().sockets).toBeGreaterThan(baseline.sockets);
    r.subscription.unsubscribe();
    await expect.poll(() => counts(), { interval: 10 }).toEqual(baseline);
    agent.destroy();
  });
});
