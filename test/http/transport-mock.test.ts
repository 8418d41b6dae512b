import { MockAgent } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  BadRequestError,
  ConflictError,
  CrawlstreamError,
  ForbiddenError,
  GoneError,
  NotFoundError,
  PayloadTooLargeError,
  PaymentRequiredError,
  RateLimitError,
  RequestFailedError,
  RequestTimeoutError,
  ResponseDecodeError,
  ResponseTooLargeError,
  ServerError,
  UnauthorizedError,
} from '../../src/errors/errors.js';
import { createTransport, type Transport } from '../../src/http/transport.js';
import { VERSION } from '../../src/http/version.js';

const ORIGIN = 'https://api.test';
const KEY = 'fc-mock-secret-0123456789';

let agent: MockAgent;
let sleeps: number[];
let transport: Transport;

function make(extra: Parameters<typeof createTransport>[0] = {}): Transport {
  return createTransport({
    apiKey: KEY,
    apiUrl: ORIGIN,
    dispatcher: agent,
    maxRetries: 3,
    retry: {
      baseMs: 100,
      maxMs: 1000,
      random: () => 0.5,
      now: () => Date.parse('2026-11-22T19:00:00Z'),
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    },
    env: {},
    ...extra,
  });
}

beforeEach(() => {
  agent = new MockAgent();
  agent.disableNetConnect();
  sleeps = [];
  transport = make();
});
afterEach(async () => {
  await transport.close();
  await agent.close();
});

const json = { headers: { 'content-type': 'application/json' } };

/** A page read whose parser takes the whole body as its fields. */
const wholeBody = {
  parse: (bytes: Buffer) => ({ fields: JSON.parse(bytes.toString('utf8')) as Record<string, unknown> }),
};

describe('transport over MockAgent', () => {
  it('sends bearer auth, user agent, JSON body and query, and returns data, text and attempts', async () => {
    let seen: { headers?: unknown; body?: unknown; path?: string } = {};
    agent
      .get(ORIGIN)
      .intercept({ path: (p) => p.startsWith('/v2/search'), method: 'POST' })
      .reply((opts) => {
        seen = { headers: opts.headers, body: opts.body, path: opts.path };
        return { statusCode: 200, data: '{"success":true,"data":{"web":[]}}', responseOptions: json };
      });
    const res = await transport.json({
      method: 'POST',
      path: '/v2/search',
      body: { query: 'q' },
      query: { a: 1, b: undefined },
    });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ success: true, data: { web: [] } });
    expect(res.text).toBe('{"success":true,"data":{"web":[]}}');
    expect(res.attempts).toBe(1);
    expect(seen.path).toBe('/v2/search?a=1');
    expect(seen.body).toBe('{"query":"q"}');
    const headers = seen.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Bearer ${KEY}`);
    expect(headers['user-agent']).toBe(`crawlstream/${VERSION}`);
    expect(VERSION).toMatch(/^\d+\.\d+\.\d+/);
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-idempotency-key']).toBeUndefined();
  });

  const statusCases: Array<[number, new (...args: never[]) => CrawlstreamError]> = [
    [400, BadRequestError],
    [401, UnauthorizedError],
    [402, PaymentRequiredError],
    [403, ForbiddenError],
    [404, NotFoundError],
    [408, RequestTimeoutError],
    [409, ConflictError],
    [410, GoneError],
    [413, PayloadTooLargeError],
    [429, RateLimitError],
    [500, ServerError],
    [502, ServerError],
    [503, ServerError],
    [504, ServerError],
  ];
  it.each(statusCases)('maps %i to its class with the server message', async (status, Class) => {
    const t = make({ maxRetries: 0 });
    agent
      .get(ORIGIN)
      .intercept({ path: '/v2/crawl/abc', method: 'GET' })
      .reply(status, { success: false, code: `C${status}`, error: `message ${status}` }, json);
    const err = await t.json({ method: 'GET', path: '/v2/crawl/abc' }).catch((e: unknown) => e);
    await t.close();
    expect(err).toBeInstanceOf(Class);
    expect(err).toMatchObject({
      status,
      code: `C${status}`,
      serverMessage: `message ${status}`,
      method: 'GET',
      path: '/v2/crawl/abc',
    });
    expect((err as Error).message).toContain(`message ${status}`);
  });

  it('treats success:false with HTTP 200 as an error, also with parse:false', async () => {
    const pool = agent.get(ORIGIN);
    pool
      .intercept({ path: '/v2/crawl/a', method: 'GET' })
      .reply(200, { success: false, error: 'Crawl failed to start' }, json);
    pool
      .intercept({ path: '/v2/crawl/a', method: 'GET' })
      .reply(200, '{ "success" : false, "error": "boom" }', json);
    await expect(transport.json({ method: 'GET', path: '/v2/crawl/a' })).rejects.toBeInstanceOf(
      RequestFailedError,
    );
    await expect(transport.json({ method: 'GET', path: '/v2/crawl/a' })).rejects.toMatchObject({
      name: 'RequestFailedError',
      serverMessage: 'boom',
    });
  });

  it('a JSON call returns the exact text, and a document\'s own "success":false does not fail it', async () => {
    const body = '{"success":true,"status":"completed","data":[{"json":{"success":false}}]}';
    agent.get(ORIGIN).intercept({ path: '/v2/crawl/a', method: 'GET' }).reply(200, body, json);
    const res = await transport.json({ method: 'GET', path: '/v2/crawl/a' });
    expect(res.data).toEqual(JSON.parse(body));
    expect(res.text).toBe(body);
  });

  it('a page read returns the body bytes undecoded, text decoded on demand, and detects success:false from the parsed fields', async () => {
    const body = '{"success":true,"status":"completed","data":[{"markdown":"é"}]}';
    const pool = agent.get(ORIGIN);
    pool.intercept({ path: '/v2/crawl/a', method: 'GET' }).reply(200, body, json);
    pool
      .intercept({ path: '/v2/crawl/a', method: 'GET' })
      .reply(200, '{"success": false, "error": "never started"}', json);
    const res = await transport.readPage({ method: 'GET', path: '/v2/crawl/a' }, wholeBody);
    expect(Buffer.isBuffer(res.bytes)).toBe(true);
    expect(res.bytes.equals(Buffer.from(body, 'utf8'))).toBe(true);
    expect(res.data.fields.status).toBe('completed');
    expect(res.text).toBe(body);
    await expect(transport.readPage({ method: 'GET', path: '/v2/crawl/a' }, wholeBody)).rejects.toMatchObject(
      {
        name: 'RequestFailedError',
        serverMessage: 'never started',
      },
    );
  });

  it('validates with the schema when given and fails with ResponseDecodeError on a wrong shape', async () => {
    const pool = agent.get(ORIGIN);
    pool
      .intercept({ path: '/v2/map', method: 'POST' })
      .reply(200, { success: true, links: [{ url: 'u', extra: 1 }] }, json);
    pool.intercept({ path: '/v2/map', method: 'POST' }).reply(200, { success: true, links: 'nope' }, json);
    pool.intercept({ path: '/v2/map', method: 'POST' }).reply(200, '<html>not json</html>');
    const schema = z.looseObject({
      success: z.boolean(),
      links: z.array(z.looseObject({ url: z.string() })),
    });
    const ok = await transport.json({ method: 'POST', path: '/v2/map', body: {} }, schema);
    expect(ok.data.links[0]).toEqual({ url: 'u', extra: 1 });
    await expect(transport.json({ method: 'POST', path: '/v2/map', body: {} }, schema)).rejects.toMatchObject(
      {
        name: 'ResponseDecodeError',
        code: 'UNEXPECTED_RESPONSE',
      },
    );
    await expect(transport.json({ method: 'POST', path: '/v2/map', body: {} })).rejects.toBeInstanceOf(
      ResponseDecodeError,
    );
  });

  it('exposes Warning and Deprecation headers as warning', async () => {
    agent
      .get(ORIGIN)
      .intercept({ path: '/v2/extract/x', method: 'GET' })
      .reply(
        200,
        { success: true, status: 'processing' },
        {
          headers: {
            'content-type': 'application/json',
            deprecation: 'true',
            warning: '299 - "extract is deprecated"',
          },
        },
      );
    const res = await transport.json({ method: 'GET', path: '/v2/extract/x' });
    expect(res.warning).toBe('299 - "extract is deprecated"; Deprecation: true');
  });

  it.each([
    [{ deprecation: 'true' }, 'Deprecation: true'],
    [{ warning: '299 - "soon"' }, '299 - "soon"'],
    [{}, undefined],
  ])('sets warning from %o alone', async (headers, expected) => {
    agent
      .get(ORIGIN)
      .intercept({ path: '/v2/extract/x', method: 'GET' })
      .reply(200, { success: true }, { headers: { 'content-type': 'application/json', ...headers } });
    const res = await transport.json({ method: 'GET', path: '/v2/extract/x' });
    expect(res.warning).toBe(expected);
    expect('warning' in res).toBe(expected !== undefined);
  });

  it('guards the response size', async () => {
    const t = make({ maxResponseBytes: 1000 });
    agent.get(ORIGIN).intercept({ path: '/v2/crawl/big', method: 'GET' }).reply(200, 'x'.repeat(5000));
    const err = await t.json({ method: 'GET', path: '/v2/crawl/big' }).catch((e: unknown) => e);
    await t.close();
    expect(err).toBeInstanceOf(ResponseTooLargeError);
    expect(err).toMatchObject({ code: 'RESPONSE_TOO_LARGE', status: 200 });
  });

  it('retries 429 after the Retry-After header', async () => {
    const pool = agent.get(ORIGIN);
    pool
      .intercept({ path: '/v2/crawl/a', method: 'GET' })
      .reply(429, { success: false, error: 'Rate limit exceeded' }, { headers: { 'retry-after': '3' } });
    pool
      .intercept({ path: '/v2/crawl/a', method: 'GET' })
      .reply(
        429,
        { success: false, error: 'Rate limit' },
        { headers: { 'retry-after': 'Sun, 22 Nov 2026 19:00:05 GMT' } },
      );
    pool.intercept({ path: '/v2/crawl/a', method: 'GET' }).reply(200, { success: true }, json);
    const res = await transport.json({ method: 'GET', path: '/v2/crawl/a' });
    expect(res.attempts).toBe(3);
    expect(sleeps).toEqual([3000, 5000]);
  });

  it('retries 429 after the wait named in the body text when there is no header, also for a plain POST', async () => {
    const pool = agent.get(ORIGIN);
    pool.intercept({ path: '/v2/search', method: 'POST' }).reply(
      429,
      {
        success: false,
        error:
          'Rate limit exceeded. Consumed (req/min): 101, Remaining (req/min): 0. Upgrade your plan. retry after 12s, resets at Sun Nov 22 2026 19:01:00 GMT',
      },
      json,
    );
    pool.intercept({ path: '/v2/search', method: 'POST' }).reply(200, { success: true, data: {} }, json);
    const res = await transport.json({ method: 'POST', path: '/v2/search', body: { query: 'q' } });
    expect(res.attempts).toBe(2);
    expect(sleeps).toEqual([12_000]);
  });

  it('does not honour a server wait beyond maxRetryAfterMs', async () => {
    const t = make({ retry: { maxRetryAfterMs: 10_000, sleep: async (ms) => void sleeps.push(ms) } });
    agent
      .get(ORIGIN)
      .intercept({ path: '/v2/crawl/a', method: 'GET' })
      .reply(429, { success: false, error: 'retry after 60s' }, json);
    const err = await t.json({ method: 'GET', path: '/v2/crawl/a' }).catch((e: unknown) => e);
    await t.close();
    expect(err).toMatchObject({ name: 'RateLimitError', retryAfterMs: 60_000 });
    expect(sleeps).toEqual([]);
  });

  it('honours Retry-After on 503 too', async () => {
    const pool = agent.get(ORIGIN);
    pool
      .intercept({ path: '/v2/browser/s/execute', method: 'POST' })
      .reply(503, { success: false, error: 'browser service busy' }, { headers: { 'retry-after': '2' } });
    pool
      .intercept({ path: '/v2/browser/s/execute', method: 'POST' })
      .reply(200, { success: true, stdout: 'ok' }, json);
    const res = await transport.json({
      method: 'POST',
      path: '/v2/browser/s/execute',
      body: { code: 'x' },
      retryUnsafe: true,
    });
    expect(res.attempts).toBe(2);
    expect(sleeps).toEqual([2000]);
  });

  it('retries a network error on GET, but not a client-side usage error', async () => {
    const pool = agent.get(ORIGIN);
    pool.intercept({ path: '/v2/crawl/a', method: 'GET' }).replyWithError(new Error('socket hang up'));
    pool.intercept({ path: '/v2/crawl/a', method: 'GET' }).reply(200, { success: true }, json);
    expect((await transport.json({ method: 'GET', path: '/v2/crawl/a' })).attempts).toBe(2);
    pool
      .intercept({ path: '/v2/crawl/b', method: 'GET' })
      .replyWithError(Object.assign(new Error('invalid argument'), { code: 'UND_ERR_INVALID_ARG' }));
    const err = await transport.json({ method: 'GET', path: '/v2/crawl/b' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CrawlstreamError);
    expect(err).toMatchObject({ name: 'CrawlstreamError', code: 'UND_ERR_INVALID_ARG' });
    expect(sleeps).toHaveLength(1);
  });

  it('retries 503 with exponential backoff and full jitter, then gives up after maxRetries', async () => {
    agent
      .get(ORIGIN)
      .intercept({ path: '/v2/crawl/a', method: 'GET' })
      .reply(503, { success: false, error: 'unavailable' }, json)
      .times(4);
    const retries: number[] = [];
    const err = await transport
      .json({ method: 'GET', path: '/v2/crawl/a', onRetry: (info) => retries.push(info.retry) })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServerError);
    // random 0.5 × min(1000, 100 × 2^n)
    expect(sleeps).toEqual([50, 100, 200]);
    expect(retries).toEqual([1, 2, 3]);
  });

  it('does not retry a plain POST on 503, but does with an idempotency key or retryUnsafe', async () => {
    const pool = agent.get(ORIGIN);
    pool
      .intercept({ path: '/v2/map', method: 'POST' })
      .reply(503, { success: false, error: 'x' }, json)
      .times(2);
    pool
      .intercept({ path: '/v2/map', method: 'POST' })
      .reply(200, { success: true, links: [] }, json)
      .times(2);
    await expect(transport.json({ method: 'POST', path: '/v2/map', body: {} })).rejects.toBeInstanceOf(
      ServerError,
    );
    expect(sleeps).toEqual([]);
    const res = await transport.json({ method: 'POST', path: '/v2/map', body: {}, retryUnsafe: true });
    expect(res.attempts).toBe(2);
    const keyed: string[] = [];
    pool.intercept({ path: '/v2/crawl', method: 'POST' }).reply((opts) => {
      keyed.push((opts.headers as Record<string, string>)['x-idempotency-key']!);
      return { statusCode: 503, data: '{"success":false,"error":"x"}' };
    });
    pool.intercept({ path: '/v2/crawl', method: 'POST' }).reply((opts) => {
      keyed.push((opts.headers as Record<string, string>)['x-idempotency-key']!);
      return { statusCode: 200, data: '{"success":true,"id":"j"}', responseOptions: json };
    });
    const started = await transport.json({
      method: 'POST',
      path: '/v2/crawl',
      body: { url: 'https://a.b' },
    });
    expect(started.attempts).toBe(2);
    expect(keyed).toHaveLength(2);
    expect(keyed[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyed[1]).toBe(keyed[0]);
  });

  it('retries a 404 within notFoundGraceMs only', async () => {
    let clock = 0;
    const t = make({
      retry: {
        baseMs: 100,
        maxMs: 100,
        random: () => 1,
        now: () => clock,
        sleep: async (ms) => {
          clock += ms;
        },
      },
    });
    const pool = agent.get(ORIGIN);
    pool
      .intercept({ path: '/v2/crawl/new', method: 'GET' })
      .reply(404, { success: false, error: 'Job not found' }, json)
      .times(2);
    pool.intercept({ path: '/v2/crawl/new', method: 'GET' }).reply(200, { success: true }, json);
    const res = await t.json({ method: 'GET', path: '/v2/crawl/new', notFoundGraceMs: 500 });
    expect(res.attempts).toBe(3);
    pool
      .intercept({ path: '/v2/crawl/gone', method: 'GET' })
      .reply(404, { success: false, error: 'Job not found' }, json)
      .persist();
    clock = 0;
    const err = await t
      .json({ method: 'GET', path: '/v2/crawl/gone', notFoundGraceMs: 250 })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NotFoundError);
    expect(clock).toBe(200);
    await t.close();
  });

  it('rejects paths with a query, dot segments or another authority before sending', async () => {
    for (const path of ['/v2/crawl?x=1', '/v2/../admin', '//evil.example/v2/x', 'v2/x']) {
      await expect(transport.json({ method: 'GET', path })).rejects.toBeInstanceOf(TypeError);
    }
  });

  it('checks each new path, also right after a good one', async () => {
    agent.get(ORIGIN).intercept({ path: '/v2/crawl/a', method: 'GET' }).reply(200, { success: true }, json);
    await transport.json({ method: 'GET', path: '/v2/crawl/a' });
    for (const path of ['/v2/crawl/a?x=1', '/v2/crawl/a/..']) {
      await expect(transport.json({ method: 'GET', path })).rejects.toBeInstanceOf(TypeError);
    }
  });

  it('refuses requests after close', async () => {
    await transport.close();
    await expect(transport.json({ method: 'GET', path: '/v2/crawl/a' })).rejects.toMatchObject({
      code: 'CLIENT_CLOSED',
    });
  });
});
