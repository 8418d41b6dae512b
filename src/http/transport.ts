/**
 * The HTTP layer every operation goes through, composed of small parts the way undici composes handlers:
 *
 * ```text
 * json(spec, schema) ─┐
 *                     ├─ prepare ─ withRetries ─ attempt ─ decodeJson / decodePage
 * readPage(spec, read)┘   (headers,   (retry-loop)  (attempt.ts: dispatchers, timeout, abort,
 *                          key, query)               one of three reads, undici errors)
 * ```
 *
 * Keep-alive undici dispatchers per client (one for status pages, one for the rest: dispatchers.ts), bearer
 * auth, JSON in and out, a per-attempt timeout, abort, a response-size guard, typed errors and retries.
 */
import { randomUUID } from 'node:crypto';
import type { ZodType } from 'zod';
import { withRetries } from '../retry/retry-loop.js';
import { DEFAULT_BACKOFF } from '../retry/retry-policy.js';
import { createRetryWait } from './abortable-wait.js';
import { createAttempt, type PreparedCall } from './attempt.js';
import { type ClientOptions, type ResolvedConfig, resolveConfig } from './config.js';
import { type DecodeContext, decodeJson, decodePage } from './decode-answer.js';
import { createDispatchers } from './dispatchers.js';
import { closedError, createLifecycle, type Lifecycle } from './lifecycle.js';
import { type ResolvedNext, resolveNextUrl } from './next-url.js';
import { ACCEPT_ENCODING } from './read-body.js';
import type { PageRead, PageResponse, ParsedPage, RequestSpec, Response } from './request-spec.js';
import { checkPath, queryString } from './request-target.js';
import { abortError, sleep as defaultSleep } from './sleep.js';
import { USER_AGENT } from './version.js';

export type { RetryInfo } from '../retry/retry-info.js';
export type { CancelSignal } from './cancel-signal.js';
export type { ClientOptions, RetryOptions } from './config.js';
export type { ResolvedNext } from './next-url.js';
export type { PageRead, PageResponse, ParsedPage, RequestSpec, Response } from './request-spec.js';

/** The part of a WebSocket the status stream uses. */
export interface StatusSocket {
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number; reason: string }) => void): void;
  addEventListener(type: 'error', listener: (event: unknown) => void): void;
  close(): void;
}

/** The HTTP client bound to one service origin and one API key. */
export interface Transport {
  /** `protocol://host[:port]` of the service (never the key). */
  readonly origin: string;
  /** A JSON call: sends, retrying per the retry policy; resolves with the parsed (and validated) body. */
  json<T = unknown>(spec: RequestSpec, schema?: ZodType<T>): Promise<Response<T>>;
  /**
   * A page read: sends like {@link Transport.json}, keeps a successful body as bytes and parses it once
   * with `read.parse` into `data`.
   */
  readPage<P extends ParsedPage>(spec: RequestSpec, read: PageRead<P>): Promise<PageResponse<P>>;
  /** Re-aims a `next` cursor URL at this transport's origin; throws `CursorError` if it is not under `/v2/`. */
  resolveNext(nextUrl: string): ResolvedNext;
  /**
   * Opens the service's WebSocket at `path` (`/v2/crawl/{id}`) on this transport's origin, the key sent as
   * the socket's protocol, as the service expects (it never goes anywhere else).
   */
  openSocket(path: string): Promise<StatusSocket>;
  /**
   * Stops the transport: requests in flight and retry waits reject with `ClientClosedError`, later requests
   * too, and the dispatcher the transport created is closed (an injected one is left to its owner).
   * Idempotent.
   */
  close(): Promise<void>;
}

const IDEMPOTENT_CREATE_PATHS = new Set(['/v2/crawl', '/v2/batch/scrape']);

/**
 * Creates the transport of one client.
 *
 * @example
 * const transport = createTransport({ apiKey: 'fc-...' });
 * const res = await transport.json({ method: 'GET', path: `/v2/crawl/${id}`, query: { skip: 0 } });
 * await transport.close();
 */
export function createTransport(options: ClientOptions = {}): Transport {
  const config = resolveConfig(options);
  // The key lives only in this closure: nothing reachable from the returned object holds it.
  const apiKey = config.apiKey;
  const lifecycle = createLifecycle();
  const dispatchers = createDispatchers(options.dispatcher);
  const attempt = createAttempt(config, dispatchers, lifecycle);
  const retryLoop = retryLoopOf(options, config.maxRetries, lifecycle);
  const now = retryLoop.now;
  const decoding: DecodeContext = {
    redact: (text) => (apiKey && text.includes(apiKey) ? text.split(apiKey).join('[REDACTED]') : text),
    now,
  };

  const { plainHeaders, jsonHeaders } = requestHeaders(apiKey);
  // The last path that passed checkPath: operations send the same few paths again and again.
  let checkedPath: string | undefined;

  /** What every attempt of a call reuses: its target, headers, body and idempotency key. */
  function prepare(
    spec: RequestSpec,
    page?: PageRead<ParsedPage>,
  ): PreparedCall & { key: string | undefined } {
    if (lifecycle.closed) throw closedError(spec);
    if (spec.path !== checkedPath) {
      checkPath(spec.path);
      checkedPath = spec.path;
    }
    if (spec.signal?.aborted) throw abortError(spec.signal, spec);
    // `null` asks for no key at all, for servers that break on it.
    const key =
      spec.idempotencyKey === null
        ? undefined
        : (spec.idempotencyKey ??
          (spec.method === 'POST' && IDEMPOTENT_CREATE_PATHS.has(spec.path) ? randomUUID() : undefined));
    const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);
    let headers = body === undefined ? plainHeaders : jsonHeaders;
    if (spec.upload) {
      const { contentType, length } = spec.upload;
      headers = { ...plainHeaders, 'content-type': contentType, 'content-length': String(length) };
    }
    if (key !== undefined) headers = { ...headers, 'x-idempotency-key': key };
    if (spec.requestId !== undefined) headers = { ...headers, 'x-request-id': spec.requestId };
    return { spec, target: config.basePath + spec.path + queryString(spec.query), headers, body, page, key };
  }

  const transport = {
    origin: config.origin,
    async json<T>(spec: RequestSpec, schema?: ZodType<T>): Promise<Response<T>> {
      const call = prepare(spec);
      return withRetries(
        spec,
        call.key,
        async (attempts) => decodeJson(await attempt(call), spec, attempts, schema, decoding),
        retryLoop,
      );
    },
    async readPage<P extends ParsedPage>(spec: RequestSpec, read: PageRead<P>): Promise<PageResponse<P>> {
      const call = prepare(spec, read);
      return withRetries(
        spec,
        call.key,
        async (attempts) => decodePage(await attempt(call), spec, attempts, read, decoding),
        retryLoop,
      );
    },
    resolveNext: (nextUrl: string) => resolveNextUrl(nextUrl, config.basePath),
    async openSocket(path: string): Promise<StatusSocket> {
      checkPath(path);
      // Loaded here only: undici's entry point is large, and only the status stream needs its WebSocket.
      const { WebSocket } = await import('undici');
      const url = `${config.origin.replace(/^http/, 'ws')}${config.basePath}${path}`;
      return new WebSocket(url, config.apiKey ? [config.apiKey] : []) as unknown as StatusSocket;
    },
    async close(): Promise<void> {
      if (lifecycle.close()) await dispatchers.close();
    },
    toJSON: () => ({ origin: config.origin }),
    toString: () => `Transport(${config.origin})`,
    [Symbol.for('nodejs.util.inspect.custom')]: () => `Transport { origin: '${config.origin}' }`,
  };
  // Hide the helpers from enumeration so spreading or logging the object shows only the API.
  for (const key of ['toJSON', 'toString'] as const)
    Object.defineProperty(transport, key, { enumerable: false });
  return transport;
}

export type { ResolvedConfig };

/** How the calls of a transport retry: the backoff, how many retries, and the clock and waits they use. */
function retryLoopOf(options: ClientOptions, maxRetries: number, lifecycle: Lifecycle) {
  const retry = options.retry ?? {};
  return {
    backoff: {
      baseMs: retry.baseMs ?? DEFAULT_BACKOFF.baseMs,
      maxMs: retry.maxMs ?? DEFAULT_BACKOFF.maxMs,
      maxRetryAfterMs: retry.maxRetryAfterMs ?? DEFAULT_BACKOFF.maxRetryAfterMs,
      random: retry.random ?? DEFAULT_BACKOFF.random,
    },
    maxRetries,
    now: retry.now ?? Date.now,
    wait: createRetryWait(retry.sleep ?? defaultSleep, lifecycle),
    onRetry: options.onRetry,
  };
}

/**
 * The headers of every request, built once; frozen, so that a dispatcher cannot carry a change from one
 * request into the next (undici and its interceptors only read them or copy).
 */
function requestHeaders(apiKey: string | undefined) {
  const plainHeaders: Readonly<Record<string, string>> = Object.freeze({
    'user-agent': USER_AGENT,
    accept: 'application/json',
    'accept-encoding': ACCEPT_ENCODING,
    ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
  });
  const jsonHeaders: Readonly<Record<string, string>> = Object.freeze({
    ...plainHeaders,
    'content-type': 'application/json',
  });
  return { plainHeaders, jsonHeaders };
}
