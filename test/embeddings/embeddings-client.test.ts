/**
 * The embeddings client against a `node:http` server on port 0 that answers as OpenAI-compatible servers
 * do, and as broken ones do: retries after 429 and 5xx, a typed error for an answer out of shape, and the
 * key never in an error.
 */
import { getEventListeners } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { embeddingsClient, functionEmbedder } from '../../src/embeddings/embeddings-client.js';
import { EmbeddingError } from '../../src/errors/errors.js';

const KEY = 'sk-test-0123456789abcdef';
let server: Server | undefined;
afterEach(async () => {
  const open = server;
  server = undefined;
  if (open) await new Promise((resolve) => open.close(resolve));
});

type Answer = (
  body: { input: string[]; dimensions?: number },
  req: IncomingMessage,
  call: number,
) => [number, unknown, Record<string, string>?];

async function serve(answer: Answer): Promise<{ url: string; calls: () => number; keys: string[] }> {
  let calls = 0;
  const keys: string[] = [];
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let text = '';
    req.on('data', (c) => {
      text += c;
    });
    req.on('end', () => {
      calls += 1;
      keys.push(String(req.headers.authorization));
      const [status, body, headers] = answer(JSON.parse(text), req, calls);
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, calls: () => calls, keys };
}

const vectors = (input: string[], dims = 3) => ({
  data: input.map((_, index) => ({
    object: 'embedding',
    index,
    embedding: Array.from({ length: dims }, (_, i) => (i + index) / 10),
  })),
  usage: { prompt_tokens: input.length * 2, total_tokens: input.length * 2 },
});

describe('embeddingsClient', () => {
  it('embeds a batch with the key in the header, and reports the tokens the server counted', async () => {
    const { url, keys } = await serve((body) => [200, vectors(body.input)]);
    const client = embeddingsClient({ url, model: 'm', apiKey: KEY });
    const answer = await client.embed(['a', 'b']);
    expect(answer.vectors.map((v) => Array.from(v))).toEqual([
      [0, 0.10000000149011612, 0.20000000298023224],
      [0.10000000149011612, 0.20000000298023224, 0.30000001192092896],
    ]);
    expect(answer.tokens).toBe(4);
    expect(keys).toEqual([`Bearer ${KEY}`]);
    await client.close?.();
  });

  it('asks for base64 vectors and reads them', async () => {
    const base64 = (numbers: number[]) => Buffer.from(new Float32Array(numbers).buffer).toString('base64');
    const formats: unknown[] = [];
    const { url, calls } = await serve((body) => {
      const format = (body as { encoding_format?: unknown }).encoding_format;
      formats.push(format);
      return [
        200,
        {
          data: body.input.map((_, index) => ({ index, embedding: base64([index, 0.5, -2.25]) })),
        },
      ];
    });
    const client = embeddingsClient({ url, model: 'm' });
    const answer = await client.embed(['a', 'b']);
    expect(answer.vectors.map((v) => Array.from(v))).toEqual([
      [0, 0.5, -2.25],
      [1, 0.5, -2.25],
    ]);
    expect(formats).toEqual(['base64']);
    expect(calls()).toBe(1);
    await client.close?.();
  });

  it('reads base64 vectors too long for the shared buffer pool (1,536 numbers) as exactly', async () => {
    const numbers = (index: number) => Array.from({ length: 1536 }, (_, i) => (i % 97) / 8 - index);
    const { url } = await serve((body) => [
      200,
      {
        data: body.input.map((_, index) => ({
          index,
          embedding: Buffer.from(new Float32Array(numbers(index)).buffer).toString('base64'),
        })),
      },
    ]);
    const client = embeddingsClient({ url, model: 'm' });
    const answer = await client.embed(['a', 'b']);
    expect(answer.vectors.map((v) => Array.from(v))).toEqual([numbers(0), numbers(1)]);
    await client.close?.();
  });

  it('asks a server that refuses base64 for numbers, then and from then on', async () => {
    const asked: unknown[] = [];
    const strict = await serve((body) => {
      const format = (body as { encoding_format?: unknown }).encoding_format;
      asked.push(format);
      if (format !== 'float') return [400, { error: { message: 'encoding_format must be float' } }];
      return [200, vectors(body.input)];
    });
    const fallback = embeddingsClient({ url: strict.url, model: 'm' });
    expect((await fallback.embed(['a'])).vectors).toHaveLength(1);
    expect((await fallback.embed(['b', 'c'])).vectors).toHaveLength(2);
    expect(asked).toEqual(['base64', 'float', 'float']);
    await fallback.close?.();
  });

  it('refuses a base64 vector whose bytes are not whole float32 numbers, as EMBEDDING_SHAPE', async () => {
    const { url } = await serve((body) => [
      200,
      {
        data: body.input.map((_, index) => ({ index, embedding: Buffer.from([1, 2, 3]).toString('base64') })),
      },
    ]);
    const client = embeddingsClient({ url, model: 'm' });
    await expect(client.embed(['a'])).rejects.toMatchObject({ code: 'EMBEDDING_SHAPE' });
    await client.close?.();
  });

  it('retries a 429 after its Retry-After and a 503, then succeeds', async () => {
    const { url, calls } = await serve((body, _req, call) =>
      call === 1
        ? [429, { error: { message: 'Rate limit reached' } }, { 'retry-after': '0' }]
        : call === 2
          ? [503, { error: { message: 'overloaded' } }]
          : [200, vectors(body.input)],
    );
    const client = embeddingsClient({ url, model: 'm' });
    expect((await client.embed(['x'])).vectors).toHaveLength(1);
    expect(calls()).toBe(3);
    await client.close?.();
  });

  it("leaves no listener on a run's signal that its requests share, and stops them when it aborts", async () => {
    const { url } = await serve((body) => [200, vectors(body.input)]);
    const client = embeddingsClient({ url, model: 'm' });
    const run = new AbortController();
    // Twelve at once: undici's listeners outlived their answers, eleven passed Node's warning.
    const answers = await Promise.all(Array.from({ length: 12 }, () => client.embed(['a', 'b'], run.signal)));
    expect(answers.map((a) => a.vectors.length)).toEqual(new Array(12).fill(2));
    expect(getEventListeners(run.signal, 'abort')).toHaveLength(0);
    await client.close?.();

    const held: ServerResponse[] = [];
    server?.removeAllListeners('request');
    server?.on('request', (_req: IncomingMessage, res: ServerResponse) => held.push(res));
    const stopped = embeddingsClient({ url, model: 'm' });
    const pending = stopped.embed(['c'], run.signal);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const reason = new Error('run stopped');
    run.abort(reason);
    await expect(pending).rejects.toMatchObject({ code: 'ABORTED', cause: reason });
    for (const res of held) res.destroy();
    await stopped.close?.();
  });

  it('never shows the key, even when the server echoes it', async () => {
    const { url } = await serve(() => [401, { error: { message: `Incorrect API key provided: ${KEY}.` } }]);
    const client = embeddingsClient({ url, model: 'm', apiKey: KEY });
    const err = (await client.embed(['x']).catch((e: unknown) => e)) as EmbeddingError;
    expect(err).toBeInstanceOf(EmbeddingError);
    expect(err.status).toBe(401);
    for (const text of [err.message, JSON.stringify(err), String(err.stack)]) expect(text).not.toContain(KEY);
    expect(err.message).toContain('[REDACTED]');
    expect(err.message).toContain('EMBEDDINGS_API_KEY');
    await client.close?.();
  });

  it.each([
    [
      'the wrong count of vectors',
      (input: string[]) => vectors(input.slice(1)),
      /0 vectors for 1 texts|vectors for 2 texts/,
    ],
    ['the wrong dimension', (input: string[]) => vectors(input, 4), /4 dimensions for text 0 \(expected 3\)/],
    [
      'a number that is not finite',
      (input: string[]) => ({ data: input.map((_, index) => ({ index, embedding: [0.1, null, 0.3] })) }),
      /not finite/,
    ],
  ])('refuses an answer with %s, as EMBEDDING_SHAPE', async (_what, body, message) => {
    const { url, calls } = await serve((b) => [200, body(b.input)]);
    const client = embeddingsClient({ url, model: 'm', dimensions: 3 });
    const err = (await client.embed(['a', 'b']).catch((e: unknown) => e)) as EmbeddingError;
    expect(err).toBeInstanceOf(EmbeddingError);
    expect(err.code).toBe('EMBEDDING_SHAPE');
    expect(err.message).toMatch(message);
    expect(calls()).toBe(1);
    await client.close?.();
  });
});

describe('functionEmbedder', () => {
  it("embeds with a function of your own, and checks its answers as a server's", async () => {
    const good = functionEmbedder('mine', async (texts) => texts.map((t) => [t.length, 1]));
    expect((await good.embed(['ab', 'c'])).vectors.map((v) => Array.from(v))).toEqual([
      [2, 1],
      [1, 1],
    ]);
    const short = functionEmbedder('mine', async (texts) => texts.slice(1).map(() => [1]));
    await expect(short.embed(['a', 'b'])).rejects.toMatchObject({ code: 'EMBEDDING_SHAPE' });
    const ragged = functionEmbedder('mine', async (texts) => texts.map((_, i) => (i === 0 ? [1, 2] : [1])));
    await expect(ragged.embed(['a', 'b'])).rejects.toThrow('a vector of 1 numbers for text 1 (expected 2)');
    const nan = functionEmbedder('mine', async (texts) => texts.map(() => [Number.NaN]));
    await expect(nan.embed(['a'])).rejects.toThrow('not finite');
  });
});
