/**
 * The emulator's OpenAI-compatible embeddings server (`POST /v1/embeddings`, `GET /v1/models`) on its own
 * port: OpenAI's shapes, deterministic vectors with lexical similarity, usage, errors, and the faults and
 * latency of its route names.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../src/emulator/index.js';

let emulators: Emulator[] = [];
afterEach(async () => {
  await Promise.all(emulators.map((e) => e.close()));
  emulators = [];
});

async function start(options: Parameters<typeof startEmulator>[0] = {}): Promise<Emulator> {
  const emulator = await startEmulator(options);
  emulators.push(emulator);
  return emulator;
}

/** An answer of the embeddings route: a list of vectors (floats or base64) and usage, or an error. */
interface EmbeddingAnswer {
  object?: string;
  model?: string;
  data: { object: string; index: number; embedding: number[] & string }[];
  usage?: { prompt_tokens: number; total_tokens: number };
  error: { message: string; type: string; param: string | null; code: string | null };
}

async function embed(emulator: Emulator, body: unknown): Promise<{ status: number; body: EmbeddingAnswer }> {
  const res = await fetch(`${emulator.url}/v1/embeddings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${emulator.apiKey}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as EmbeddingAnswer };
}

const cosine = (a: number[], b: number[]) => a.reduce((sum, x, i) => sum + x * (b[i] as number), 0);

describe('the emulator as an embeddings server', () => {
  it("answers OpenAI's shape: one unit vector per input, in order, with the tokens used", async () => {
    const emulator = await start();
    const inputs = ['Crawl a site into a vector store.', 'Grüße aus Köln — 東京の天気', 'x'];
    const { status, body } = await embed(emulator, { model: 'text-embedding-3-small', input: inputs });
    expect(status).toBe(200);
    expect(body).toMatchObject({ object: 'list', model: 'text-embedding-3-small' });
    expect(body.data.map((d: { index: number }) => d.index)).toEqual([0, 1, 2]);
    for (const { object, embedding } of body.data) {
      expect(object).toBe('embedding');
      expect(embedding).toHaveLength(1536);
      expect(cosine(embedding, embedding)).toBeCloseTo(1, 9);
    }
    // Words (a run of letters of any script is one) and other characters: 8 + 5 + 1.
    expect(body.usage).toEqual({ prompt_tokens: 14, total_tokens: 14 });
    const again = await embed(emulator, { model: 'text-embedding-3-small', input: inputs[0] });
    expect(again.body.data[0]?.embedding).toEqual(body.data[0]?.embedding);
  });

  it('places texts that share words near each other, and others far', async () => {
    const emulator = await start();
    const texts = [
      'The quarterly pricing of the research plan changed in March.',
      'In March the research plan changed its quarterly pricing.',
      'Birds migrate south over the mountains in autumn.',
    ];
    const { body } = await embed(emulator, { model: 'nomic-embed-text', input: texts });
    const [a, b, c] = body.data.map((d) => d.embedding as number[]) as [number[], number[], number[]];
    expect(cosine(a, b)).toBeGreaterThan(0.4);
    expect(Math.abs(cosine(a, c))).toBeLessThan(0.15);
  });

  it('honours dimensions and base64, and lists its models', async () => {
    const emulator = await start();
    const floats = await embed(emulator, { model: 'crawlstream-hash', input: 'one two', dimensions: 64 });
    expect(floats.body.data[0]?.embedding).toHaveLength(64);
    const b64 = await embed(emulator, {
      model: 'crawlstream-hash',
      input: 'one two',
      dimensions: 64,
      encoding_format: 'base64',
    });
    const bytes = Buffer.from(b64.body.data[0]?.embedding as string, 'base64');
    const decoded = Array.from(new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4));
    const expected = floats.body.data[0]?.embedding as number[];
    for (const [i, x] of decoded.entries()) expect(x).toBeCloseTo(expected[i] as number, 6);
    const headers = { authorization: `Bearer ${emulator.apiKey}` };
    const listed = await fetch(`${emulator.url}/v1/models`, { headers });
    const models = (await listed.json()) as { data: { id: string }[] };
    expect(models.data.map((m) => m.id)).toContain('text-embedding-3-small');
  });

  it("refuses bad requests with OpenAI's error shape, naming the parameter", async () => {
    const emulator = await start();
    const cases: [unknown, number, string | null, RegExp][] = [
      [{ input: 'x' }, 400, 'model', /provide a model/],
      [{ model: 'no-such-model', input: 'x' }, 404, null, /does not exist/],
      [{ model: 'crawlstream-hash', input: '' }, 400, 'input', /non-empty/],
      [{ model: 'crawlstream-hash', input: [] }, 400, 'input', /non-empty/],
      [{ model: 'crawlstream-hash', input: Array(2049).fill('x') }, 400, 'input', /at most 2048/],
      [{ model: 'crawlstream-hash', input: 'x', dimensions: 0 }, 400, 'dimensions', /from 1 to 3072/],
      [
        { model: 'crawlstream-hash', input: 'w '.repeat(9000) },
        400,
        'input',
        /maximum context length is 8192/,
      ],
    ];
    for (const [body, status, param, message] of cases) {
      const res = await embed(emulator, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(res.body.error).toMatchObject({ type: 'invalid_request_error', param });
      expect(res.body.error.message).toMatch(message);
    }
  });

  it('takes the faults and latency of its route name, as every route does', async () => {
    const emulator = await start({ faults: { routes: { embeddings: { '503': 1 } } } });
    expect((await embed(emulator, { model: 'crawlstream-hash', input: 'x' })).status).toBe(503);
    const slow = await start({ faults: { routes: { embeddings: { latency: 1 } }, latencyMs: 150 } });
    expect((await embed(slow, { model: 'crawlstream-hash', input: 'x' })).status).toBe(200);
    expect(slow.requests.at(-1)).toMatchObject({ route: 'embeddings', faults: ['latency'] });
  });
});
