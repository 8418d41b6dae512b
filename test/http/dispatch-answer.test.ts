import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { Agent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { Cancellation } from '../../src/http/cancel-signal.js';
import { type DispatchAnswer, dispatchAnswer } from '../../src/http/dispatch-answer.js';
import { startHttpServer, type TestHandler, type TestServer } from '../helpers/http-server.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function setup(handler: TestHandler): Promise<{ s: TestServer; agent: Agent }> {
  const s = await startHttpServer(handler);
  const agent = new Agent();
  cleanups.push(() => s.close());
  cleanups.push(() => agent.close());
  return { s, agent };
}

/** Gathers announced bodies up to 1 KB, streams the rest. */
const upTo1k = (h: Record<string, string | string[] | undefined>) => Number(h['content-length']) <= 1024;

function get(
  agent: Agent,
  s: TestServer,
  path: string,
  signal = new Cancellation(),
): Promise<DispatchAnswer> {
  return dispatchAnswer(agent, { origin: s.url, path, method: 'GET', headers: {} }, signal, upTo1k);
}

async function readAll(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('dispatchAnswer', () => {
  it('gathers a small answer into text, without a byte order mark, with status and headers', async () => {
    const { s, agent } = await setup((req, res) => {
      const body = Buffer.from(req.url === '/bom' ? '\ufeff{"ok":"é"}' : '{"ok":"é"}');
      res.writeHead(201, { 'content-length': body.length, 'x-request-id': 'r-1' });
      res.end(body);
    });
    for (const path of ['/plain', '/bom']) {
      const answer = await get(agent, s, path);
      expect(answer).toMatchObject({ statusCode: 201, text: '{"ok":"é"}' });
      expect(answer.body).toBeUndefined();
      expect(answer.headers['x-request-id']).toBe('r-1');
    }
  });

  it('streams an answer that is large, unannounced or encoded, and decides per answer', async () => {
    const big = 'x'.repeat(200_000);
    const { s, agent } = await setup((req, res) => {
      if (req.url === '/chunked') {
        res.write('{"a":');
        res.end('1}');
      } else res.end(big);
    });
    const large = await get(agent, s, '/large');
    expect(large.text).toBeUndefined();
    expect(await readAll(large.body!)).toBe(big);
    const chunked = await get(agent, s, '/chunked');
    expect(await readAll(chunked.body!)).toBe('{"a":1}');
  });

  it('pauses the connection while a streamed body is not read', async () => {
    const { s, agent } = await setup((_req, res) => {
      res.setHeader('content-length', 16 * 1024 * 1024);
      for (let k = 0; k < 16; k++) res.write(Buffer.alloc(1024 * 1024, 0x61));
      res.end();
    });
    const { body } = await get(agent, s, '/huge');
    await new Promise((r) => setTimeout(r, 300));
    // Without backpressure all 16 MB would be buffered by now.
    expect(body!.readableLength).toBeLessThan(1024 * 1024);
    let total = 0;
    for await (const chunk of body!) total += (chunk as Buffer).length;
    expect(total).toBe(16 * 1024 * 1024);
  });

  it('aborts before the answer, failing with the signal’s reason', async () => {
    const { s, agent } = await setup(() => {
      // never answers
    });
    const signal = new Cancellation();
    const pending = get(agent, s, '/silent', signal);
    await new Promise((r) => setTimeout(r, 50));
    const reason = new Error('stop now');
    signal.abort(reason);
    await expect(pending).rejects.toBe(reason);
    // Aborted up front: nothing is sent.
    const before = s.requests.length;
    await expect(get(agent, s, '/x', signal)).rejects.toBe(reason);
    expect(s.requests.length).toBe(before);
  });

  it('fails a streamed body when aborted mid-way, and aborts the exchange when the reader stops early', async () => {
    let cut = 0;
    const { s, agent } = await setup((_req, res) => {
      res.setHeader('content-length', 4 * 1024 * 1024);
      res.write(Buffer.alloc(64 * 1024, 0x62));
      // The rest never comes; the client closing the connection ends the exchange here.
      res.on('close', () => cut++);
    });
    const signal = new Cancellation();
    const first = await get(agent, s, '/slow', signal);
    const reason = new Error('cut');
    setTimeout(() => signal.abort(reason), 50);
    await expect(readAll(first.body!)).rejects.toBe(reason);

    await expect.poll(() => cut).toBe(1);

    const second = await get(agent, s, '/slow');
    const closed = once(second.body!, 'close');
    second.body!.destroy();
    await closed;
    await expect.poll(() => cut).toBe(2);
  });

  it('passes on a connection failure as undici reports it', async () => {
    const agent = new Agent();
    cleanups.push(() => agent.close());
    const err = await dispatchAnswer(
      agent,
      { origin: 'http://127.0.0.1:1', path: '/', method: 'GET', headers: {} },
      new Cancellation(),
      upTo1k,
    ).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'ECONNREFUSED' });
  });
});
