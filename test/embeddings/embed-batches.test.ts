/**
 * The batches of an export's texts against a `node:http` embeddings server on port 0: never more requests
 * at the server than `concurrency`, and every vector where its text was.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { BatchQueue, type EmbeddingUsage } from '../../src/embeddings/embed-batches.js';
import { embeddingsClient } from '../../src/embeddings/embeddings-client.js';

let server: Server | undefined;
afterEach(async () => {
  const open = server;
  server = undefined;
  if (open) await new Promise((resolve) => open.close(resolve));
});

/** A server that answers each request `latencyMs` after it came, one vector `[n, 0]` per text `tn`. */
async function serve(latencyMs: number) {
  const seen = { inFlight: 0, most: 0, arrivals: 0 };
  server = createServer((req, res) => {
    seen.inFlight += 1;
    seen.most = Math.max(seen.most, seen.inFlight);
    seen.arrivals += 1;
    let text = '';
    req.on('data', (c) => {
      text += c;
    });
    req.on('end', () => {
      const { input } = JSON.parse(text) as { input: string[] };
      const data = input.map((t, index) => ({ index, embedding: [Number(t.slice(1)), 0] }));
      setTimeout(() => {
        seen.inFlight -= 1;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data, usage: { prompt_tokens: input.length } }));
      }, latencyMs);
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, seen };
}

const usage = (): EmbeddingUsage => ({ model: 'm', chunks: 0, embeddedChunks: 0, embedTokens: 0, calls: 0 });
const texts = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`);

/**
 * A server whose first answer sends its headers at once and its body only once a second request has come
 * (or after `waitMs`): when each request came and when each body was sent.
 */
async function heldFirstBody(waitMs: number) {
  const times = { arrived: [] as number[], bodySent: [] as number[] };
  let secondCame: () => void = () => {};
  const second = new Promise<void>((resolve) => {
    secondCame = resolve;
  });
  server = createServer((req, res) => {
    times.arrived.push(Date.now());
    if (times.arrived.length === 2) secondCame();
    const first = times.arrived.length === 1;
    let text = '';
    req.on('data', (c) => {
      text += c;
    });
    req.on('end', async () => {
      const { input } = JSON.parse(text) as { input: string[] };
      const data = input.map((t, index) => ({ index, embedding: [Number(t.slice(1)), 0] }));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.flushHeaders();
      if (first) await Promise.race([second, new Promise((resolve) => setTimeout(resolve, waitMs))]);
      times.bodySent.push(Date.now());
      res.end(JSON.stringify({ data, usage: { prompt_tokens: input.length } }));
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, times };
}

/** `count` texts embedded through a queue of `settings` against `url`: their vectors' first numbers. */
async function embedAll(url: string, settings: { concurrency: number; batchInputs: number }, count: number) {
  const embedder = embeddingsClient({ url, model: 'm' });
  const queue = new BatchQueue({ embedder, ...settings }, usage());
  const all = texts(count);
  const vectors = await queue.embed(
    all,
    all.map(() => 1),
    new AbortController().signal,
  );
  await embedder.close?.();
  return vectors.map((v) => v[0]);
}

describe('BatchQueue', () => {
  it('sends the next batch once the server has answered, before the answer is read', async () => {
    const { url, times } = await heldFirstBody(5000);
    expect(await embedAll(url, { concurrency: 1, batchInputs: 1 }, 2)).toEqual([0, 1]);
    expect(times.arrived).toHaveLength(2);
    // The second request came while the first answer's body was held back for it.
    expect(times.arrived[1] as number).toBeLessThanOrEqual(times.bodySent[0] as number);
  });

  it('keeps at most `concurrency` requests at the server, and every vector where its text was', async () => {
    const { url, seen } = await serve(30);
    const firsts = await embedAll(url, { concurrency: 2, batchInputs: 4 }, 40);
    expect(firsts).toEqual(texts(40).map((_, i) => i));
    expect(seen.arrivals).toBe(10);
    expect(seen.most).toBe(2);
  });
});
