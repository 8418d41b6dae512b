/**
 * Whatever the service answers, a stream ends: with its values or with a typed `CrawlstreamError`, never a
 * crash (a TypeError escaping), a hang or an unbounded loop of requests.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fc from 'fast-check';
import { lastValueFrom, type Observable, toArray } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createClient } from '../../src/client.js';
import { CrawlstreamError, ResponseDecodeError, TimeoutError } from '../../src/errors/errors.js';
import { startHttpServer, type TestServer } from '../helpers/http-server.js';

type Responder = (req: IncomingMessage, res: ServerResponse, index: number) => void;

let server: TestServer;
let respond: Responder = (_req, res) => res.end();
let client: Client;
const JOB = randomUUID();

beforeAll(async () => {
  server = await startHttpServer((req, res, { index }) => respond(req, res, index));
  client = createClient({
    apiKey: 'fc-fuzz',
    apiUrl: server.url,
    maxRetries: 1,
    timeoutMs: 5_000,
    retry: { baseMs: 1, maxMs: 2 },
  });
});

afterAll(async () => {
  await client.close();
  await server.close();
});

function send(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    ...headers,
  });
  res.end(body);
}

/** The outcome of a stream: its values, or its error; fails the test if it neither ends nor errors. */
async function outcome(
  stream: Observable<unknown>,
  what: string,
): Promise<{ values?: unknown[]; error?: unknown }> {
  const requestsBefore = server.requests.length;
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: neither completed nor failed (hang)`)), 20_000);
  });
  try {
    const values = await Promise.race([lastValueFrom(stream.pipe(toArray())), hang]);
    return { values };
  } catch (error) {
    if (error instanceof Error && error.message.endsWith('(hang)')) throw error;
    return { error };
  } finally {
    clearTimeout(timer);
    // Bounded: a stream never spins on a bad answer.
    expect(server.requests.length - requestsBefore, `${what}: requests`).toBeLessThan(50);
  }
}

function expectTyped(result: { error?: unknown }, what: string) {
  if (result.error !== undefined) {
    expect(result.error, `${what}: ${String(result.error)}`).toBeInstanceOf(CrawlstreamError);
  }
}

const statusPage = (data: unknown[], extra: Record<string, unknown> = {}) => ({
  success: true,
  status: 'completed',
  completed: data.length,
  total: data.length,
  creditsUsed: data.length,
  data,
  ...extra,
});
const doc = (i: number) => ({
  markdown: `# page ${i}`,
  metadata: { sourceURL: `https://a.test/${i}`, statusCode: 200 },
});
// Poll waits of 1, 2, 4, 8, 16, then 20 ms: a job that never moves is polled at most ~20 times before the
// 300 ms stall limit however fast the answers come, so the request bound in `outcome` does not depend on timing.
const pages = () => client.crawlPages(JOB, { pollIntervalMs: 1, maxPollIntervalMs: 20, stallTimeoutMs: 300 });

describe('hand-picked bad answers end in a typed error', () => {
  const cases: Array<[string, Responder, () => Observable<unknown>]> = [
    [
      'truncated JSON',
      (_q, res) => send(res, 200, '{"success":true,"data":{"markdown":"abc'),
      () => client.scrape({ url: 'https://a.test' }),
    ],
    [
      'JSON of the wrong shape',
      (_q, res) => send(res, 200, '{"success":true,"data":"page"}'),
      () => client.scrape({ url: 'https://a.test' }),
    ],
    ['missing fields', (_q, res) => send(res, 200, '{}'), () => client.map({ url: 'https://a.test' })],
    [
      '200 with success:false',
      (_q, res) => send(res, 200, '{"success":false,"error":"DNS resolution failed"}'),
      () => client.scrape({ url: 'https://a.test' }),
    ],
    [
      'an HTML error page',
      (_q, res) => send(res, 502, '<html><body>Bad gateway</body></html>', { 'content-type': 'text/html' }),
      () => client.map({ url: 'https://a.test' }),
    ],
    [
      'binary garbage',
      (_q, res) => send(res, 200, Buffer.from([0xff, 0xfe, 0x00, 0x81, 0x7b])),
      () => client.search({ query: 'x' }),
    ],
    [
      'a status page with a wrong status type',
      (_q, res) => send(res, 200, JSON.stringify(statusPage([], { status: 7 }))),
      pages,
    ],
    [
      'a status page cut mid-document',
      (_q, res) => send(res, 200, JSON.stringify(statusPage([doc(1), doc(2)])).slice(0, 120)),
      pages,
    ],
    [
      'a status page with success:false',
      (_q, res) => send(res, 200, '{"success":false,"error":"Job failed to start"}'),
      pages,
    ],
    [
      'a job that never progresses while scraping',
      (req, res) =>
        send(
          res,
          200,
          JSON.stringify(
            statusPage([], { status: 'scraping', completed: 0, total: 10, next: `${server.url}${req.url}` }),
          ),
        ),
      pages,
    ],
  ];
  it.each(cases)('%s', async (what, responder, stream) => {
    respond = responder;
    const result = await outcome(stream(), what);
    expect(result.error, what).toBeInstanceOf(CrawlstreamError);
  });

  // Was a known gap (an empty 2xx body reached the operations as `data: undefined`); the operations now
  // refuse it with a ResponseDecodeError.
  it.each([
    ['scrape', () => client.scrape({ url: 'https://a.test' })],
    ['map', () => client.map({ url: 'https://a.test' })],
    ['search', () => client.search({ query: 'x' })],
    ['crawl', () => client.crawl({ url: 'https://a.test' })],
    ['batchScrape', () => client.batchScrape({ urls: ['https://a.test'] })],
    ['extract', () => client.extract({ urls: ['https://a.test'] })],
    ['browser.create', () => client.browser.create({})],
    ['browser.execute', () => client.browser.execute('s-1', { code: '1' })],
  ] as const)('an empty 200 body to %s is a ResponseDecodeError', async (what, stream) => {
    respond = (_q, res) => send(res, 200, '');
    const result = await outcome(stream(), what);
    expect(result.error).toBeInstanceOf(ResponseDecodeError);
  });

  // Was a known gap (a `data` that is not an array read as an empty page); the paging source now fails.
  it('a status page whose data is not a list is an error, not an empty page', async () => {
    respond = (_q, res) =>
      send(res, 200, JSON.stringify(statusPage([], { completed: 2, total: 2, data: { a: 1 } })));
    const result = await outcome(pages(), 'data not a list');
    expect(result.error).toBeInstanceOf(CrawlstreamError);
  });

  it('a stalled job ends in TimeoutError JOB_STALLED', async () => {
    respond = (req, res) =>
      send(
        res,
        200,
        JSON.stringify(
          statusPage([], { status: 'scraping', completed: 0, total: 10, next: `${server.url}${req.url}` }),
        ),
      );
    const result = await outcome(pages(), 'stalled');
    expect(result.error).toBeInstanceOf(TimeoutError);
    expect((result.error as TimeoutError).code).toBe('JOB_STALLED');
  });
});

describe('cursors that lead nowhere are handled', () => {
  it('a completed job whose next loops back to the same cursor ends after its documents', async () => {
    respond = (req, res) => {
      const skip = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('skip') ?? 0);
      const data = skip === 0 ? [doc(0), doc(1)] : [];
      send(
        res,
        200,
        JSON.stringify(
          statusPage(data, { completed: 2, total: 2, next: `${server.url}/v2/crawl/${JOB}?skip=0` }),
        ),
      );
    };
    const result = await outcome(client.crawlPages(JOB, { pollIntervalMs: 1 }).pipe(), 'looping next');
    expectTyped(result, 'looping next');
    if (result.values) {
      const docs = (result.values as Array<{ documents: unknown[] }>).flatMap((p) => p.documents);
      expect(docs).toHaveLength(2);
    }
  });

  it.each([
    ['another origin', 'http://198.51.100.7:9/v2/crawl/JOB?skip=2'],
    ['a path outside /v2', '/admin/delete?skip=2'],
    ['a non-http scheme', 'file:///etc/passwd'],
    ['garbage', 'http://[::1'],
  ])('a next pointing to %s never leaves the configured service', async (what, next) => {
    respond = (req, res) => {
      const skip = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('skip') ?? 0);
      const data = skip === 0 ? [doc(0), doc(1)] : [];
      const status = skip === 0 ? 'scraping' : 'completed';
      send(
        res,
        200,
        JSON.stringify(statusPage(data, { status, completed: 2, total: 2, next: next.replace('JOB', JOB) })),
      );
    };
    const before = server.requests.length;
    const result = await outcome(client.crawlPages(JOB, { pollIntervalMs: 1 }), what);
    expectTyped(result, what);
    expect(server.requests.slice(before).every((r) => r.url.startsWith(`/v2/crawl/${JOB}`))).toBe(true);
  });
});

describe('large bodies', () => {
  const big = (bytes: number) =>
    JSON.stringify(
      statusPage([{ markdown: 'x'.repeat(bytes), metadata: { sourceURL: 'https://a.test/big' } }]),
    );
  /** The 50 MB status page of the next two tests, built once (a build costs ~0.5 s). */
  let fiftyMb: string | undefined;
  const fiftyMbPage = () => {
    fiftyMb ??= big(50 * 1024 * 1024);
    return fiftyMb;
  };

  it('a 50 MB status page is read and emitted under the default size guard', async () => {
    const body = fiftyMbPage();
    respond = (_req, res) => send(res, 200, body);
    const result = await outcome(client.crawlPages(JOB), '50 MB page');
    expect(result.error).toBeUndefined();
    const page = (result.values as Array<{ documents: Array<{ markdown?: string }> }>)[0]!;
    expect(page.documents[0]?.markdown?.length).toBe(50 * 1024 * 1024);
  });

  it('a 50 MB body over maxResponseBytes ends in a typed error without buffering it all', async () => {
    const body = fiftyMbPage();
    respond = (_req, res) => send(res, 200, body);
    const small = createClient({
      apiKey: 'fc-fuzz',
      apiUrl: server.url,
      maxResponseBytes: 1024 * 1024,
      maxRetries: 0,
    });
    try {
      const result = await outcome(small.crawlPages(JOB), '50 MB over the guard');
      expect(result.error).toBeInstanceOf(ResponseDecodeError);
      expect((result.error as ResponseDecodeError).code).toBe('RESPONSE_TOO_LARGE');
    } finally {
      await small.close();
    }
  });

  it('an endless chunked body is cut at maxResponseBytes', async () => {
    respond = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', pump);
      };
      res.write('{"success":true,"data":"');
      pump();
    };
    const small = createClient({
      apiKey: 'fc-fuzz',
      apiUrl: server.url,
      maxResponseBytes: 2 * 1024 * 1024,
      maxRetries: 0,
    });
    try {
      const result = await outcome(small.scrape({ url: 'https://a.test' }), 'endless body');
      expect(result.error).toBeInstanceOf(ResponseDecodeError);
    } finally {
      await small.close();
    }
  });
});

describe('random corruption of valid answers (property)', () => {
  const valid = {
    scrape: JSON.stringify({ success: true, data: doc(1) }),
    map: JSON.stringify({ success: true, links: [{ url: 'https://a.test/1', title: 'One' }] }),
    status: JSON.stringify(statusPage([doc(1), doc(2)])),
  };
  const corrupt = (text: string) =>
    fc.oneof(
      // Cut anywhere but before the first byte (an empty body is a known gap, tested above).
      fc.integer({ min: 1, max: text.length }).map((n) => text.slice(0, n)),
      fc
        .tuple(fc.nat(text.length), fc.string({ maxLength: 8 }))
        .map(([n, s]) => text.slice(0, n) + s + text.slice(n)),
      fc
        .tuple(fc.nat(text.length - 1), fc.nat(text.length))
        .map(([a, b]) => text.slice(0, Math.min(a, b)) + text.slice(Math.max(a, b)) || text.slice(0, 1)),
      fc.jsonValue().map((v) => {
        const parsed = JSON.parse(text) as Record<string, unknown>;
        const keys = Object.keys(parsed);
        return JSON.stringify({ ...parsed, [keys[JSON.stringify(v).length % keys.length]!]: v });
      }),
      fc.jsonValue().map((v) => JSON.stringify(v)),
    );

  it.each([
    ['scrape', valid.scrape, () => client.scrape({ url: 'https://a.test' })],
    ['map', valid.map, () => client.map({ url: 'https://a.test' })],
    ['crawl status', valid.status, pages],
  ] as const)('%s: completes or fails typed', async (what, text, stream) => {
    await fc.assert(
      fc.asyncProperty(corrupt(text), fc.constantFrom(200, 200, 200, 400, 404, 500), async (body, status) => {
        respond = (_req, res) => send(res, status, body);
        expectTyped(await outcome(stream(), `${what} ${status} ${body.slice(0, 80)}`), what);
      }),
      { numRuns: 60, seed: 42 },
    );
  });
});
