import { inspect } from 'node:util';
import { MockAgent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import { createTransport } from '../../src/http/transport.js';
import { CrawlRequest } from '../../src/schemas/index.js';
import { parseInput } from '../../src/schemas/parse-input.js';
import { closedPort, sendJson, startHttpServer, type TestServer } from '../helpers/http-server.js';

const KEY = 'fc-TOPSECRET-7f3a9c1e5b';

/** Every serialised form someone might log. */
function forms(value: unknown): string[] {
  const out = [
    String(value),
    JSON.stringify(value) ?? '',
    inspect(value),
    inspect(value, { depth: Number.POSITIVE_INFINITY, showHidden: true, getters: true }),
  ];
  if (value instanceof Error) out.push(value.stack ?? '', value.message);
  return out;
}

function expectNoKey(value: unknown): void {
  for (const text of forms(value)) expect(text).not.toContain(KEY);
  // Also the key without its prefix, in case something trimmed it.
  for (const text of forms(value)) expect(text).not.toContain('TOPSECRET-7f3a9c1e5b');
}

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the API key never leaks', () => {
  it('not from the transport object', async () => {
    const t = createTransport({ apiKey: KEY, env: {}, apiUrl: 'http://127.0.0.1:1' });
    expectNoKey(t);
    expect(Object.keys(t)).not.toContain('apiKey');
    await t.close();
    const fromEnv = createTransport({ env: { FIRECRAWL_API_KEY: KEY }, apiUrl: 'http://127.0.0.1:1' });
    expectNoKey(fromEnv);
    await fromEnv.close();
  });

  it('not from the client object', async () => {
    const client = createClient({ apiKey: KEY, env: {}, apiUrl: 'http://127.0.0.1:1' });
    expectNoKey(client);
    await client.close();
  });

  it('not from errors of any kind, even when the server echoes the key', async () => {
    server = await startHttpServer((req, res) => {
      if (req.url?.startsWith('/v2/echo')) {
        sendJson(res, 401, {
          success: false,
          error: `Invalid token: ${req.headers.authorization}`,
          got: KEY,
        });
      } else if (req.url?.startsWith('/v2/ok-false')) {
        sendJson(res, 200, { success: false, error: `bad key ${KEY}` });
      } else if (req.url?.startsWith('/v2/notjson')) {
        res.end(`<html>${KEY}</html>`);
      } else if (req.url?.startsWith('/v2/reset')) {
        req.socket.destroy();
      } else if (req.url?.startsWith('/v2/silent')) {
        // never answers
      } else sendJson(res, 500, { success: false, error: 'boom' });
    });
    const t = createTransport({
      apiKey: KEY,
      apiUrl: server.url,
      env: {},
      maxRetries: 0,
      timeoutMs: 200,
    });
    const errors: unknown[] = [];
    for (const path of ['/v2/echo', '/v2/ok-false', '/v2/notjson', '/v2/reset', '/v2/silent', '/v2/fail']) {
      errors.push(await t.json({ method: 'GET', path }).catch((e: unknown) => e));
    }
    errors.push(
      await t.json({ method: 'GET', path: '/v2/x', signal: AbortSignal.abort() }).catch((e: unknown) => e),
    );
    const refused = createTransport({
      apiKey: KEY,
      apiUrl: `http://127.0.0.1:${await closedPort()}`,
      env: {},
      maxRetries: 0,
    });
    errors.push(await refused.json({ method: 'GET', path: '/v2/x' }).catch((e: unknown) => e));
    try {
      parseInput(CrawlRequest, { url: KEY }, 'crawl request');
    } catch (err) {
      errors.push(err);
    }
    expect(errors.map((e) => (e as Error).name)).toEqual([
      'UnauthorizedError',
      'RequestFailedError',
      'ResponseDecodeError',
      'ConnectionError',
      'TimeoutError',
      'ServerError',
      'AbortError',
      'ConnectionError',
      'ValidationError',
    ]);
    // The server really did echo the key: the redaction is what keeps it out.
    expect((errors[0] as Error).message).toContain('[REDACTED]');
    for (const err of errors) expectNoKey(err);
    await t.close();
    await refused.close();
  });

  it('not from errors raised through a MockAgent dispatcher', async () => {
    const agent = new MockAgent();
    agent.disableNetConnect();
    agent
      .get('https://api.test')
      .intercept({ path: '/v2/crawl/a', method: 'GET' })
      .replyWithError(new Error('socket hang up'));
    const t = createTransport({
      apiKey: KEY,
      apiUrl: 'https://api.test',
      dispatcher: agent,
      env: {},
      maxRetries: 0,
    });
    const err = await t.json({ method: 'GET', path: '/v2/crawl/a' }).catch((e: unknown) => e);
    expect((err as Error).name).toBe('ConnectionError');
    expectNoKey(err);
    expectNoKey(t);
    await t.close();
    await agent.close();
  });
});
