import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AbortError,
  BadRequestError,
  ClientClosedError,
  ConnectionError,
  NotFoundError,
  RateLimitError,
  ResponseTooLargeError,
  ServerError,
  TimeoutError,
  UnauthorizedError,
} from '../../src/errors/errors.js';
import { Cancellation } from '../../src/http/cancel-signal.js';
import { type ClientOptions, createTransport, type Transport } from '../../src/http/transport.js';
import type { RetryInfo } from '../../src/retry/retry-info.js';
import { closedPort, sendJson, startHttpServer, type TestServer } from '../helpers/http-server.js';

const KEY = 'fc-socket-secret-abcdef';
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function server(handler: Parameters<typeof startHttpServer>[0]): Promise<TestServer> {
  const s = await startHttpServer(handler);
  cleanups.push(() => s.close());
  return s;
}

function transportFor(apiUrl: string, options: ClientOptions = {}): Transport {
  const t = createTransport({
    apiKey: KEY,
    apiUrl,
    env: {},
    retry: { baseMs: 10, maxMs: 10, random: () => 0, ...options.retry },
    ...options,
  });
  cleanups.push(() => t.close());
  return t;
}

describe('transport over real sockets', () => {
  it.each([
    [400, BadRequestError],
    [401, UnauthorizedError],
    [404, NotFoundError],
    [429, RateLimitError],
    [500, ServerError],
  ] as const)('maps HTTP %i to %o with the server message', async (status, Class) => {
    const s = await server((_req, res) =>
      sendJson(res, status, { success: false, error: `from server ${status}` }),
    );
    const t = transportFor(s.url, { maxRetries: 0 });
    const err = await t.json({ method: 'GET', path: '/v2/crawl/x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Class);
    expect((err as Error).message).toContain(`from server ${status}`);
    expect(s.requests).toHaveLength(1);
    expect(s.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('keeps connections alive across requests', async () => {
    const s = await server((_req, res) => sendJson(res, 200, { success: true }));
    const t = transportFor(s.url);
    for (let i = 0; i < 10; i += 1) await t.json({ method: 'GET', path: '/v2/crawl/x' });
    expect(s.requests).toHaveLength(10);
    // undici may open a second socket while the first still settles its first response; after that
    // both are reused. Without keep-alive this would be 10.
    expect(s.connections()).toBeLessThanOrEqual(2);
  });

  it('retries POST /v2/crawl after a connection reset with the same idempotency key', async () => {
    const s = await server((req, res, { index }) => {
      if (index === 0) {
        req.socket.destroy();
        return;
      }
      sendJson(res, 200, { success: true, id: 'job-1', url: 'x' });
    });
    const retries: RetryInfo[] = [];
    const t = transportFor(s.url, { onRetry: (info) => retries.push(info) });
    const res = await t.json({ method: 'POST', path: '/v2/crawl', body: { url: 'https://example.com' } });
    expect(res.data).toMatchObject({ id: 'job-1' });
    expect(res.attempts).toBe(2);
    expect(s.requests).toHaveLength(2);
    const [first, second] = s.requests;
    expect(first?.headers['x-idempotency-key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(second?.headers['x-idempotency-key']).toBe(first?.headers['x-idempotency-key']);
    expect(second?.body).toBe(first?.body);
    expect(retries[0]?.error).toBeInstanceOf(ConnectionError);
    expect(retries[0]?.error).toMatchObject({ requestSent: true });
  });

  it('uses a fresh idempotency key per logical call', async () => {
    const s = await server((_req, res) => sendJson(res, 200, { success: true, id: 'j' }));
    const t = transportFor(s.url);
    await t.json({ method: 'POST', path: '/v2/batch/scrape', body: { urls: ['https://a.b'] } });
    await t.json({ method: 'POST', path: '/v2/batch/scrape', body: { urls: ['https://a.b'] } });
    const keys = s.requests.map((r) => r.headers['x-idempotency-key']);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBeTruthy();
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('does not retry a plain POST after a reset (the service may have acted on it)', async () => {
    const s = await server((req) => {
      req.socket.destroy();
    });
    const t = transportFor(s.url);
    const err = await t
      .json({ method: 'POST', path: '/v2/search', body: { query: 'q' } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConnectionError);
    expect(s.requests).toHaveLength(1);
  });

  it('retries a plain POST when the connection was refused (nothing was sent)', async () => {
    const port = await closedPort();
    const retries: RetryInfo[] = [];
    const t = transportFor(`http://127.0.0.1:${port}`, { maxRetries: 2, onRetry: (i) => retries.push(i) });
    const err = await t
      .json({ method: 'POST', path: '/v2/search', body: { query: 'q' } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConnectionError);
    expect(err).toMatchObject({ requestSent: false, code: 'ECONNREFUSED' });
    expect(retries).toHaveLength(2);
  });

  it('does not follow a redirect to another host', async () => {
    const other = await server((_req, res) => sendJson(res, 200, { success: true }));
    const own = await server((_req, res) => {
      res.writeHead(302, { location: `${other.url}/v2/crawl/x` });
      res.end();
    });
    const t = transportFor(own.url, { maxRetries: 0 });
    const err = await t.json({ method: 'GET', path: '/v2/crawl/x' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 302 });
    expect(other.requests).toHaveLength(0);
  });

  it('rejects at once when aborted during a backoff wait, without further requests', async () => {
    const timersBefore = process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const s = await server((_req, res) => sendJson(res, 503, { success: false, error: 'busy' }));
    const controller = new AbortController();
    // An hour-long wait: if abort did not cut it short the test would time out.
    const t = transportFor(s.url, {
      retry: { baseMs: 3_600_000, maxMs: 3_600_000, random: () => 0.99 },
      onRetry: () => setImmediate(() => controller.abort(new Error('user stop'))),
    });
    const err = await t
      .json({ method: 'GET', path: '/v2/crawl/x', signal: controller.signal })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AbortError);
    expect((err as AbortError).cause).toEqual(new Error('user stop'));
    expect(s.requests).toHaveLength(1);
    // The hour-long backoff timer was cleared, not left to keep the process alive.
    expect(process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length).toBeLessThanOrEqual(
      timersBefore,
    );
  });

  it('aborts a request in flight', async () => {
    const controller = new AbortController();
    const s = await server(() => {
      controller.abort();
    });
    const t = transportFor(s.url);
    await expect(
      t.json({ method: 'GET', path: '/v2/crawl/x', signal: controller.signal }),
    ).rejects.toBeInstanceOf(AbortError);
    expect(s.requests).toHaveLength(1);
  });

  it('rejects with AbortError before sending when the signal is already aborted', async () => {
    const s = await server((_req, res) => sendJson(res, 200, {}));
    const t = transportFor(s.url);
    await expect(
      t.json({ method: 'GET', path: '/v2/crawl/x', signal: AbortSignal.abort() }),
    ).rejects.toBeInstanceOf(AbortError);
    expect(s.requests).toHaveLength(0);
  });

  it('aborts with a Cancellation, also while the body is being read', async () => {
    const cancel = new Cancellation();
    const s = await server((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"success":true,');
      setTimeout(() => cancel.abort(new Error('user stop')), 20);
    });
    const t = transportFor(s.url);
    const err = await t.json({ method: 'GET', path: '/v2/crawl/x', signal: cancel }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AbortError);
    expect((err as AbortError).cause).toEqual(new Error('user stop'));
    expect(s.requests).toHaveLength(1);
  });

  it.each([
    ['small, with its length', true],
    ['chunked', false],
  ])('drops a UTF-8 byte order mark before parsing (%s)', async (_name, withLength) => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"success":true,"n":1}')]);
    const s = await server((_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        ...(withLength ? { 'content-length': String(bytes.length) } : {}),
      });
      res.end(bytes);
    });
    const t = transportFor(s.url);
    const res = await t.json<{ n: number }>({ method: 'GET', path: '/v2/crawl/x' });
    expect(res.data.n).toBe(1);
  });

  it('refuses an announced small body over maxResponseBytes without reading it', async () => {
    const s = await server((_req, res) => sendJson(res, 200, { success: true, pad: 'x'.repeat(500) }));
    const t = transportFor(s.url, { maxResponseBytes: 100, maxRetries: 0 });
    const err = await t.json({ method: 'GET', path: '/v2/crawl/x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ResponseTooLargeError);
  });

  it('times out an answer whose body stalls', async () => {
    const s = await server((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"success":true,');
    });
    const t = transportFor(s.url, { maxRetries: 0, timeoutMs: 100 });
    const err = await t.json({ method: 'GET', path: '/v2/crawl/x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TimeoutError);
  });

  it.each([
    ['small, with its length', 2_000, true],
    ['small, chunked', 2_000, false],
    ['over 256 KiB, with its length', 300_000, true],
  ])('decodes UTF-8 split across writes (%s)', async (_name, size, withLength) => {
    const text = 'ü€😀'.repeat(Math.ceil(size / 9));
    const bytes = Buffer.from(JSON.stringify({ success: true, text }));
    const s = await server(async (_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        ...(withLength ? { 'content-length': String(bytes.length) } : {}),
      });
      // Writes of 7 bytes split multi-byte characters.
      for (let at = 0; at < Math.min(bytes.length, 700); at += 7) {
        res.write(bytes.subarray(at, at + 7));
        await new Promise((resolve) => setImmediate(resolve));
      }
      res.end(bytes.subarray(Math.min(bytes.length, 700)));
    });
    const t = transportFor(s.url);
    const res = await t.json<{ text: string }>({ method: 'GET', path: '/v2/crawl/x' });
    expect(res.data.text).toBe(text);
    expect(res.text).toBe(bytes.toString('utf8'));
  });

  it('times out a silent server per attempt', async () => {
    const s = await server(() => {
      // never answers
    });
    const t = transportFor(s.url, { maxRetries: 1, timeoutMs: 100 });
    const err = await t.json({ method: 'GET', path: '/v2/crawl/x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TimeoutError);
    expect(s.requests).toHaveLength(2);
  });

  it('re-aims a next URL at the configured origin; the other host receives nothing', async () => {
    const other = await server((_req, res) =>
      sendJson(res, 200, { success: true, status: 'completed', data: [] }),
    );
    const own = await server((req, res) => {
      const skip = new URL(req.url ?? '/', 'http://x').searchParams.get('skip');
      if (skip === null) {
        sendJson(res, 200, {
          success: true,
          status: 'scraping',
          data: [{ markdown: 'a' }],
          next: `${other.url}/v2/crawl/abc?skip=1&limit=5`,
        });
      } else sendJson(res, 200, { success: true, status: 'completed', data: [{ markdown: 'b' }] });
    });
    const t = transportFor(own.url);
    const first = await t.json<{ next: string }>({ method: 'GET', path: '/v2/crawl/abc' });
    const next = t.resolveNext(first.data.next);
    expect(next).toEqual({ path: '/v2/crawl/abc', query: { skip: '1', limit: '5' } });
    const second = await t.json({ method: 'GET', path: next.path, query: next.query });
    expect(second.data).toMatchObject({ data: [{ markdown: 'b' }] });
    expect(own.requests.map((r) => r.url)).toEqual(['/v2/crawl/abc', '/v2/crawl/abc?skip=1&limit=5']);
    expect(own.requests[1]?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(other.requests).toHaveLength(0);
    expect(other.connections()).toBe(0);
  });

  it('decodes UTF-8 split across chunks once and returns the exact text', async () => {
    const body = JSON.stringify({ success: true, data: [{ markdown: 'héllo wörld ✓ 𝄞' }] });
    const bytes = Buffer.from(body, 'utf8');
    const s = await server((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      // Cut inside multi-byte characters.
      const cut = bytes.indexOf(Buffer.from('é')) + 1;
      res.write(bytes.subarray(0, cut));
      setImmediate(() => res.end(bytes.subarray(cut)));
    });
    const t = transportFor(s.url);
    const res = await t.json({ method: 'GET', path: '/v2/crawl/x' });
    expect(res.text).toBe(body);
  });

  it('stops reading a body over maxResponseBytes, with or without Content-Length', async () => {
    const s = await server((req, res) => {
      if (req.url?.includes('chunked')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        for (let i = 0; i < 10; i += 1) res.write('x'.repeat(1000));
        res.end();
      } else {
        sendJson(res, 200, { pad: 'x'.repeat(10_000) });
      }
    });
    const t = transportFor(s.url, { maxResponseBytes: 4096 });
    await expect(t.json({ method: 'GET', path: '/v2/chunked' })).rejects.toBeInstanceOf(
      ResponseTooLargeError,
    );
    await expect(t.json({ method: 'GET', path: '/v2/sized' })).rejects.toBeInstanceOf(ResponseTooLargeError);
  });
});

describe('compressed answers', () => {
  const body = JSON.stringify({ success: true, data: [{ markdown: 'ü'.repeat(50_000) }] });
  const send = (res: import('node:http').ServerResponse, encoding: string, bytes: Buffer) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': encoding });
    res.end(bytes);
  };

  it('asks for gzip and brotli and returns the exact decoded text', async () => {
    const s = await server((req, res) => {
      if (req.url?.endsWith('gz')) send(res, 'gzip', gzipSync(body));
      else send(res, 'br', brotliCompressSync(body));
    });
    const t = transportFor(s.url);
    expect((await t.json({ method: 'GET', path: '/v2/gz' })).text).toBe(body);
    expect((await t.json({ method: 'GET', path: '/v2/br' })).text).toBe(body);
    expect(s.requests[0]?.headers['accept-encoding']).toBe('gzip, br');
    const bytes = await t.readPage(
      { method: 'GET', path: '/v2/gz' },
      { parse: (b) => ({ fields: JSON.parse(b.toString('utf8')) as Record<string, unknown> }) },
    );
    expect(bytes.bytes.equals(Buffer.from(body, 'utf8'))).toBe(true);
  });

  it('applies the size guard after decompression and reports corrupt or unknown codings', async () => {
    const bomb = gzipSync(Buffer.alloc(1_000_000, 0x20));
    const s = await server((req, res) => {
      if (req.url?.endsWith('bomb')) send(res, 'gzip', bomb);
      else if (req.url?.endsWith('corrupt')) send(res, 'gzip', Buffer.from('not gzip at all'));
      else send(res, 'compress', Buffer.from(body));
    });
    const t = transportFor(s.url, { maxResponseBytes: 100_000, maxRetries: 0 });
    expect(bomb.length).toBeLessThan(100_000);
    await expect(t.json({ method: 'GET', path: '/v2/bomb' })).rejects.toBeInstanceOf(ResponseTooLargeError);
    await expect(t.json({ method: 'GET', path: '/v2/corrupt' })).rejects.toMatchObject({
      name: 'ResponseDecodeError',
      code: 'INVALID_ENCODING',
    });
    await expect(t.json({ method: 'GET', path: '/v2/other' })).rejects.toMatchObject({
      name: 'ResponseDecodeError',
      code: 'UNSUPPORTED_ENCODING',
    });
  });
});

describe('closing the transport', () => {
  it('cuts a request in flight and a retry wait short, then refuses new requests', async () => {
    const s = await server((req, res) => {
      if (req.url?.startsWith('/v2/busy')) sendJson(res, 503, { success: false, error: 'busy' });
      // other paths never answer
    });
    const t = createTransport({
      apiKey: KEY,
      apiUrl: s.url,
      env: {},
      retry: { baseMs: 3_600_000, maxMs: 3_600_000, random: () => 0.99 },
    });
    const inFlight = t.json({ method: 'GET', path: '/v2/silent' }).catch((e: unknown) => e);
    let waiting!: Promise<unknown>;
    const retried = new Promise<void>((resolve) => {
      waiting = t
        .json({ method: 'GET', path: '/v2/busy', onRetry: () => resolve() })
        .catch((e: unknown) => e);
    });
    await retried;
    while (s.requests.length < 2) await new Promise((r) => setImmediate(r));
    await t.close();
    expect(await inFlight).toMatchObject({ code: 'CLIENT_CLOSED', path: '/v2/silent' });
    expect(await inFlight).toBeInstanceOf(ClientClosedError);
    expect(await waiting).toMatchObject({ code: 'CLIENT_CLOSED', path: '/v2/busy' });
    await expect(t.json({ method: 'GET', path: '/v2/x' })).rejects.toMatchObject({
      code: 'CLIENT_CLOSED',
    });
    await t.close();
  });
});
