/**
 * A client of any OpenAI-compatible embeddings server (`POST {url}/embeddings`: OpenAI, Azure OpenAI,
 * Ollama, vLLM, text-embeddings-inference, LiteLLM, the emulator). One call embeds one batch: 429 (after
 * its `Retry-After`), 5xx and broken connections are retried with the client's retry policy; an answer
 * with the wrong count of vectors, the wrong dimension or a number that is not finite is an
 * {@link EmbeddingError} (`EMBEDDING_SHAPE`). The key is sent in a header and never appears in an error.
 *
 * Vectors are asked for as base64 (`encoding_format: 'base64'`, float32 bytes, as OpenAI's own clients ask):
 * a quarter of the numbers' text, read without parsing them (a batch of 96 vectors of 1,536 numbers as
 * text took 15 ms to parse). A server that refuses that (400 or 422) is asked for numbers instead, then and
 * for the rest of the run; one that answers numbers anyway is read as it answers.
 */
import { endianness } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Dispatcher } from 'undici';
import { EmbeddingError } from '../errors/errors.js';
import { parseRetryAfter } from '../errors/retry-after.js';
import { abortError, sleep } from '../http/sleep.js';
import { undiciParts } from '../http/undici-parts.js';
import { withRetries } from '../retry/retry-loop.js';
import { DEFAULT_BACKOFF } from '../retry/retry-policy.js';

/** What embeds a batch of texts: an embeddings server's client, or a function of your own. */
export interface Embedder {
  /** The model's name, as the rows record it (`query` embeds questions with the same). */
  readonly model: string;
  /**
   * Embeds `texts`: one vector each, in order, and the tokens the server counted (when it says).
   * `answered`, when given, is called once the server has answered with success, before its answer is
   * read: the request is no longer in flight at the server.
   */
  embed(texts: readonly string[], signal?: AbortSignal, answered?: () => void): Promise<EmbeddedBatch>;
  /** Closes its connections. */
  close?(): Promise<void>;
}

export interface EmbeddedBatch {
  vectors: Float32Array[];
  /** The tokens the server counted (`usage.prompt_tokens`), when it says. */
  tokens?: number | undefined;
}

/** Options of {@link embeddingsClient}. */
export interface EmbeddingsClientOptions {
  /** The server's base URL, up to `/v1` (`https://api.openai.com/v1`, `http://localhost:11434/v1`). */
  url: string;
  model: string;
  /** Sent as `Authorization: Bearer KEY` (and `api-key: KEY`, as Azure OpenAI reads it). */
  apiKey?: string | undefined;
  /** Asks for vectors of this length (models that can shorten them: `text-embedding-3-*`). */
  dimensions?: number | undefined;
  /** Retries of one batch after a 429, a 5xx or a broken connection. @default 6 */
  maxRetries?: number | undefined;
  /** Milliseconds a request may take. @default 120000 */
  timeoutMs?: number | undefined;
}

/** A client of the embeddings server at `options.url`. */
export function embeddingsClient(options: EmbeddingsClientOptions): Embedder {
  const endpoint = embeddingsEndpoint(options.url);
  const agent = new undiciParts.Agent({ keepAliveTimeout: 10_000, connections: 32 });
  const retryLoop = {
    backoff: DEFAULT_BACKOFF,
    maxRetries: options.maxRetries ?? 6,
    now: Date.now,
    wait: (ms: number) => sleep(ms),
  };
  const call = { method: 'POST', path: endpoint.shown, retryUnsafe: true };
  const asked: AskedFormat = { format: 'base64' };
  return {
    model: options.model,
    embed: (texts, signal, answered) =>
      withRetries(
        call,
        undefined,
        () => embedOnce(agent, endpoint, { ...options, asked }, texts, { signal, answered }),
        retryLoop,
      ),
    close: () => agent.close(),
  };
}

const LITTLE_ENDIAN = endianness() === 'LE';

/** How a client asks for vectors: base64 until a server refuses it. */
interface AskedFormat {
  format: 'base64' | 'float';
}

interface Endpoint {
  origin: string;
  path: string;
  /** The URL as errors name it: no credentials, no query. */
  shown: string;
}

function embeddingsEndpoint(url: string): Endpoint {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new EmbeddingError(`embed-url: not a URL (got "${url.replace(/\/\/[^@/]*@/, '//')}")`, {
      code: 'VALIDATION_ERROR',
    });
  }
  const path = `${parsed.pathname.replace(/\/+$/, '')}/embeddings`;
  return { origin: parsed.origin, path: `${path}${parsed.search}`, shown: `${parsed.origin}${path}` };
}

async function embedOnce(
  agent: Dispatcher,
  endpoint: Endpoint,
  options: EmbeddingsClientOptions & { asked: AskedFormat },
  texts: readonly string[],
  { signal, answered }: { signal: AbortSignal | undefined; answered: (() => void) | undefined },
): Promise<EmbeddedBatch> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.apiKey) {
    headers.authorization = `Bearer ${options.apiKey}`;
    headers['api-key'] = options.apiKey;
  }
  const body = JSON.stringify({
    model: options.model,
    input: texts,
    encoding_format: options.asked.format,
    ...(options.dimensions === undefined ? {} : { dimensions: options.dimensions }),
  });
  let res: Dispatcher.ResponseData;
  try {
    res = await undiciParts.request.call(agent, {
      origin: endpoint.origin,
      path: endpoint.path,
      method: 'POST',
      headers,
      body,
      // A signal of its own, that follows the run's: undici's listener on it outlives the answer by a
      // turn, and the listeners of a run's requests, four in flight and four answered, passed Node's
      // warning at eleven on the run's own signal.
      signal: signal && AbortSignal.any([signal]),
      headersTimeout: options.timeoutMs ?? 120_000,
      bodyTimeout: options.timeoutMs ?? 120_000,
    });
  } catch (cause) {
    const code = (cause as { code?: unknown })?.code;
    if (signal?.aborted) throw abortError(signal, { method: 'POST', path: endpoint.shown });
    throw new EmbeddingError(
      `POST ${endpoint.shown} failed: connection error (${typeof code === 'string' ? code : 'no answer'}).`,
      { code: 'CONNECTION_ERROR', method: 'POST', path: endpoint.shown },
    );
  }
  if (answered && res.statusCode >= 200 && res.statusCode < 300) {
    answered();
    // The next request, sent in `answered`, leaves before this answer is read: undici writes it on a later
    // turn, which reading and checking this one (5 ms at 1,536 numbers a vector) would otherwise delay.
    await nextTurn();
  }
  const text = await res.body.text();
  if ((res.statusCode === 400 || res.statusCode === 422) && options.asked.format === 'base64') {
    options.asked.format = 'float';
    return embedOnce(agent, endpoint, options, texts, { signal, answered });
  }
  if (res.statusCode < 200 || res.statusCode >= 300) throw refusal(endpoint, res, text, options.apiKey);
  return answerOf(endpoint, text, texts.length, options.dimensions);
}

/** The error of an answer that is not 2xx, with the server's message and no key in it. */
function refusal(endpoint: Endpoint, res: Dispatcher.ResponseData, text: string, key: string | undefined) {
  let message: string | undefined;
  try {
    const error = (JSON.parse(text) as { error?: { message?: unknown } | string }).error;
    message =
      typeof error === 'string' ? error : typeof error?.message === 'string' ? error.message : undefined;
  } catch {
    message = text.slice(0, 200) || undefined;
  }
  const clean = message === undefined ? undefined : withoutKey(message, key);
  const retryAfter = res.headers['retry-after'];
  const retryAfterMs =
    res.statusCode === 429 || res.statusCode === 503
      ? parseRetryAfter(typeof retryAfter === 'string' ? retryAfter : undefined, undefined, Date.now())
      : undefined;
  const hint =
    res.statusCode === 401 || res.statusCode === 403
      ? ' Check the key (EMBEDDINGS_API_KEY or OPENAI_API_KEY).'
      : res.statusCode === 404
        ? ' Check --embed (the model) and --embed-url (the server, up to /v1).'
        : '';
  return new EmbeddingError(
    `POST ${endpoint.shown} failed with ${res.statusCode}${clean ? `: ${clean}` : ''}.${hint}`,
    {
      status: res.statusCode,
      method: 'POST',
      path: endpoint.shown,
      ...(clean === undefined ? {} : { serverMessage: clean }),
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    },
  );
}

function withoutKey(text: string, key: string | undefined): string {
  if (!key || key.length < 4) return text;
  return text.split(key).join('[REDACTED]');
}

/** The vectors of an answer, checked: one per text, in order, all of one length (`dimensions`), finite. */
function answerOf(endpoint: Endpoint, text: string, count: number, dimensions: number | undefined) {
  const shape = (what: string) =>
    new EmbeddingError(`POST ${endpoint.shown} answered ${what}; nothing of this batch is written.`, {
      code: 'EMBEDDING_SHAPE',
      method: 'POST',
      path: endpoint.shown,
    });
  let answer: { data?: unknown; usage?: { prompt_tokens?: unknown } };
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    throw shape('with a body that is not JSON');
  }
  if (!Array.isArray(answer.data) || answer.data.length !== count)
    throw shape(`${Array.isArray(answer.data) ? answer.data.length : 'no'} vectors for ${count} texts`);
  const vectors: Float32Array[] = new Array(count);
  let expected = dimensions;
  for (const [position, item] of (answer.data as { index?: unknown; embedding?: unknown }[]).entries()) {
    const index = typeof item?.index === 'number' ? item.index : position;
    const values = item?.embedding;
    if (!Number.isInteger(index) || index < 0 || index >= count || vectors[index] !== undefined)
      throw shape(`a vector with index ${String(item?.index)}`);
    const vector = typeof values === 'string' ? fromBase64(values) : numbersOf(values);
    if (vector === undefined || vector.length === 0) throw shape(`no vector for text ${index}`);
    expected ??= vector.length;
    if (vector.length !== expected)
      throw shape(`a vector of ${vector.length} dimensions for text ${index} (expected ${expected})`);
    if (!vector.every((v) => Number.isFinite(v)))
      throw shape(`a number that is not finite in the vector of text ${index}`);
    vectors[index] = vector;
  }
  const tokens = answer.usage?.prompt_tokens;
  return { vectors, tokens: typeof tokens === 'number' && Number.isFinite(tokens) ? tokens : undefined };
}

/** A vector of numbers (`undefined` when it is not an array; what is not a number in it, `NaN`). */
function numbersOf(values: unknown): Float32Array | undefined {
  if (!Array.isArray(values)) return undefined;
  return Float32Array.from(values, (v: unknown) => (typeof v === 'number' ? v : Number.NaN));
}

/**
 * A base64 vector: float32 numbers, little-endian (`undefined` when its bytes are not whole numbers). Bytes
 * of their own memory (not a slice of Node's shared pool, which small ones are) are the vector as they are
 * on a little-endian machine; others are copied.
 */
function fromBase64(text: string): Float32Array | undefined {
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length % 4 !== 0) return undefined;
  if (LITTLE_ENDIAN && bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length)
    return new Float32Array(bytes.buffer, 0, bytes.length / 4);
  const vector = new Float32Array(bytes.length / 4);
  for (let i = 0; i < vector.length; i++) vector[i] = bytes.readFloatLE(i * 4);
  return vector;
}

/**
 * An {@link Embedder} of your own function: `embed(texts)` resolves to one vector per text. Its answers are
 * checked as a server's are: the right count, one length for all, finite numbers.
 *
 * @example
 * ```ts
 * // Any function from texts to vectors: here, letter counts, a toy model.
 * const embedder = functionEmbedder('letters', async (texts) =>
 *   texts.map((t) => Array.from({ length: 26 }, (_, i) => t.split(String.fromCharCode(97 + i)).length - 1)),
 * );
 * ```
 */
export function functionEmbedder(
  model: string,
  embed: (texts: readonly string[]) => Promise<readonly (readonly number[])[]>,
): Embedder {
  let length: number | undefined;
  return {
    model,
    async embed(texts) {
      const vectors = await embed(texts);
      const shape = (what: string) =>
        new EmbeddingError(`the embedder ${model} gave ${what}; nothing of this batch is written.`, {
          code: 'EMBEDDING_SHAPE',
        });
      if (!Array.isArray(vectors) || vectors.length !== texts.length)
        throw shape(`${Array.isArray(vectors) ? vectors.length : 'no'} vectors for ${texts.length} texts`);
      length ??= vectors[0]?.length;
      return {
        vectors: vectors.map((vector, i) => {
          if (!Array.isArray(vector) || vector.length === 0 || vector.length !== length)
            throw shape(`a vector of ${vector?.length ?? 0} numbers for text ${i} (expected ${length})`);
          if (!vector.every((v) => typeof v === 'number' && Number.isFinite(v)))
            throw shape(`a number that is not finite in the vector of text ${i}`);
          return Float32Array.from(vector);
        }),
      };
    },
  };
}
