/**
 * A crawl start answered with 500 while carrying an idempotency key: the client adopts the crawl the
 * request created, starts again without the key when it created none, and says when it cannot know.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTransport, type Transport } from '../../src/http/transport.js';
import { createJob } from '../../src/operations/create-job.js';
import { startHttpServer, type TestHandler, type TestServer } from '../helpers/http-server.js';

let server: TestServer | undefined;
let transport: Transport | undefined;

afterEach(async () => {
  await transport?.close();
  await server?.close();
  transport = undefined;
  server = undefined;
});

const CRAWL_ID = '0190a0a0-0000-7000-8000-000000000001';
const payload = { url: 'https://example.com/' };

function json(res: import('node:http').ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function setup(handler: TestHandler) {
  server = await startHttpServer(handler);
  transport = createTransport({
    apiKey: 'fc-test',
    apiUrl: server.url,
    maxRetries: 3,
    retry: { baseMs: 1, maxMs: 2 },
  });
  return { server, transport };
}

const failed500 = { success: false, code: 'UNKNOWN_ERROR', error: 'An unexpected error occurred.' };

describe('createJob', () => {
  it('adopts the crawl a keyed start created before it answered 500, without a second start', async () => {
    const { server: s, transport: t } = await setup((req, res) => {
      if (req.method === 'POST') return json(res, 500, failed500);
      json(res, 200, {
        success: true,
        crawls: [{ id: CRAWL_ID, url: payload.url, created_at: new Date().toISOString() }],
      });
    });
    const job = await createJob(t, 'crawl', payload, undefined, new AbortController().signal);
    expect(job.id).toBe(CRAWL_ID);
    expect(s.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /v2/crawl', 'GET /v2/crawl/active']);
  });

  it('starts again without the key when the keyed start created nothing', async () => {
    const { server: s, transport: t } = await setup((req, res) => {
      if (req.method === 'GET') return json(res, 200, { success: true, crawls: [] });
      if (req.headers['x-idempotency-key']) return json(res, 500, failed500);
      json(res, 200, { success: true, id: CRAWL_ID, url: `${s.url}/v2/crawl/${CRAWL_ID}` });
    });
    const job = await createJob(t, 'crawl', payload, undefined, new AbortController().signal);
    expect(job.id).toBe(CRAWL_ID);
    expect(s.requests.map((r) => [r.method, 'x-idempotency-key' in r.headers])).toEqual([
      ['POST', true],
      ['GET', false],
      ['POST', false],
    ]);
  });

  it('says it cannot know, and sends nothing more, when the active crawls cannot be read', async () => {
    const { server: s, transport: t } = await setup((req, res) => {
      if (req.method === 'GET') return json(res, 404, { success: false, error: 'Not found' });
      json(res, 500, failed500);
    });
    const error = await createJob(t, 'crawl', payload, undefined, new AbortController().signal).then(
      () => undefined,
      (err: unknown) => err as Error,
    );
    expect(error?.message).toMatch(
      /whether a crawl of https:\/\/example\.com\/ was created cannot be known/i,
    );
    expect(s.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('says it cannot know when two crawls of the URL started meanwhile', async () => {
    const now = new Date().toISOString();
    const { server: s, transport: t } = await setup((req, res) => {
      if (req.method === 'POST') return json(res, 500, failed500);
      json(res, 200, {
        success: true,
        crawls: [
          { id: CRAWL_ID, url: payload.url, created_at: now },
          { id: `${CRAWL_ID.slice(0, -1)}2`, url: payload.url, created_at: now },
        ],
      });
    });
    const error = await createJob(t, 'crawl', payload, undefined, new AbortController().signal).then(
      () => undefined,
      (err: unknown) => err as Error,
    );
    expect(error?.message).toMatch(/2 crawls of https:\/\/example\.com\/ started since/);
    expect(s.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('a batch start answered with 500 is retried with the same key', async () => {
    const keys: string[] = [];
    const { transport: t } = await setup((req, res) => {
      keys.push(String(req.headers['x-idempotency-key']));
      if (keys.length === 1) return json(res, 500, failed500);
      json(res, 200, { success: true, id: CRAWL_ID });
    });
    const job = await createJob(
      t,
      'batch',
      { urls: ['https://a.com/'] },
      undefined,
      new AbortController().signal,
    );
    expect(job.id).toBe(CRAWL_ID);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it("a successor's start meets its own key: it adopts the running crawl that carries its pipeline's tag", async () => {
    const tagged = (tag: string) => ({
      url: payload.url,
      scrapeOptions: { formats: ['markdown', { type: 'changeTracking', tag }] },
    });
    const keySentAt = Date.now() - 1000;
    const { server: s, transport: t } = await setup((req, res) => {
      if (req.method === 'POST')
        return json(res, 409, { success: false, error: 'Idempotency key already used' });
      if (req.url?.startsWith('/v2/team/activity'))
        return json(res, 200, { success: true, activity: [], cursor: null });
      json(res, 200, {
        success: true,
        crawls: [
          // Another pipeline's crawl of the same URL, started in the same minute.
          {
            id: 'other',
            url: payload.url,
            created_at: new Date().toISOString(),
            options: tagged('other-pipeline'),
          },
          {
            id: CRAWL_ID,
            url: payload.url,
            created_at: new Date().toISOString(),
            options: tagged('docs-1a2b'),
          },
        ],
      });
    });
    const job = await createJob(
      t,
      'crawl',
      tagged('docs-1a2b'),
      'key-1',
      new AbortController().signal,
      keySentAt,
    );
    expect(job.id).toBe(CRAWL_ID);
    expect(s.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('a successor whose key meets 409 fails loudly when two crawls of its URL run and nothing tells them apart', async () => {
    const { transport: t } = await setup((req, res) => {
      if (req.method === 'POST')
        return json(res, 409, { success: false, error: 'Idempotency key already used' });
      if (req.url?.startsWith('/v2/team/activity'))
        return json(res, 200, { success: true, activity: [], cursor: null });
      const crawl = (id: string) => ({ id, url: payload.url, created_at: new Date().toISOString() });
      json(res, 200, { success: true, crawls: [crawl('a'), crawl('b')] });
    });
    const failure = await createJob(
      t,
      'crawl',
      payload,
      'key-2',
      new AbortController().signal,
      Date.now() - 1000,
    ).catch((err: unknown) => err as Error);
    expect((failure as Error).message).toMatch(
      /2 crawls of https:\/\/example\.com\/ were started since \(a, b\)/,
    );
  });
});
