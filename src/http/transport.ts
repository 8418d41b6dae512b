/**
 * The HTTP layer every operation goes through: keep-alive undici dispatchers per client (one for status
 * pages, one for the rest), bearer auth, JSON in and out, a per-attempt timeout, abort, a response-size
 * guard, typed errors and retries.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import type { ZodType } from 'zod';
import {
  ClientClosedError,
  ConnectionError,
  CrawlstreamError,
  errorFromResponse,
  ResponseDecodeError,
  TimeoutError,
} from '../errors/errors.js';
import type { RetryInfo } from '../retry/retry-info.js';
import { DEFAULT_BACKOFF, retryDelayMs, shouldRetry } from '../retry/retry-policy.js';
import { createBodyTarget } from './body-copy.js';
import { Cancellation, type CancelSignal } from './cancel-signal.js';
import { type ClientOptions, type ResolvedConfig, resolveConfig } from './config.js';
import { type DispatchAnswer, dispatchAnswer } from './dispatch-answer.js';
import { type ResolvedNext, resolveNextUrl } from './next-url.js';
import { ACCEPT_ENCODING, readBodyBytes, readBodyText } from './read-body.js';
import { passesGuard } from './response-guard.js';
import { COPY_BODY, createSlabReads } from './slab-reads.js';
import { abortError, sleep as defaultSleep } from './sleep.js';
import { type RequestApi, undiciParts } from './undici-parts.js';
import { USER_AGENT } from './version.js';

export type { RetryInfo } from '../retry/retry-info.js';
export type { CancelSignal } from './cancel-signal.js';
export type { ClientOptions, RetryOptions } from './config.js';
export type { ResolvedNext } from './next-url.js';

/** One logical request; retries reuse it unchanged. */
export interface RequestSpec {
  method: 'GET' | 'POST' | 'DELETE';
  /** Path starting with `/v2/`, without query, e.g. `/v2/crawl/<id>`. Ids must already be URI-encoded. */
  path: string;
  /** Query parameters; `undefined` values are left out. */
  query?: Record<string, string | number | boolean | undefined> | undefined;
  /** JSON body (POST, or DELETE with a body). */
  body?: unknown;
  /**
   * Aborts the request in flight and any retry wait; the call then rejects with `AbortError`. Any
   * `AbortSignal`, or a `Cancellation` (what the operations use: it costs far less per call).
   */
  signal?: CancelSignal | undefined;
  /**
   * Sent as `x-idempotency-key`; the service drops a repeat, so the POST may be retried. `POST
   * /v2/crawl` and `POST /v2/batch/scrape` get a fresh UUID per call when none is given; `null` sends none.
   */
  idempotencyKey?: string | null | undefined;
  /** Retry this non-idempotent POST on any retryable failure, accepting that it may run twice. */
  retryUnsafe?: boolean | undefined;
  /**
   * Errors this returns `true` for are thrown at once, without the retries the policy would make: the
   * caller handles them (a job start that meets a server which breaks on idempotency keys).
   */
  stopOn?: ((err: CrawlstreamError) => boolean) | undefined;
  /** Per-attempt timeout in ms. @default the client's `timeoutMs` */
  timeoutMs?: number | undefined;
  /** Retry 404 answers for this long (ms since the call started): a job read right after creation may 404. */
  notFoundGraceMs?: number | undefined;
  /** Called before each retry wait of this call (after the client-wide `onRetry`). */
  onRetry?: ((info: RetryInfo) => void) | undefined;
  /**
   * `false` skips `JSON.parse` of a successful body: `data` is `undefined` and only `text` is set, for
   * callers that slice the raw text themselves (status pages). A `success:false` body is still detected:
   * the text is searched for `"success":false` and, only when found, parsed to confirm.
   * @default true
   */
  parse?: boolean | undefined;
  /**
   * `true` keeps a successful body as bytes (decompressed, not decoded) in `bytes`, for callers that
   * parse UTF-8 themselves; implies `parse: false`. `text` is then decoded only if read, once.
   * `success:false` is detected by the byte patterns `"success":false` and `"success": false`, unless
   * `parseBytes` is given.
   * @default false
   */
  bytes?: boolean | undefined;
  /**
   * With `bytes: true`: parses a successful body once; the result becomes `data`, and its `fields` (the
   * body's top-level fields other than bulk data) decide `success:false`, so the body is not searched.
   * Whatever it throws (a `CrawlstreamError` passes through unchanged) fails the call without a retry.
   */
  parseBytes?: ((bytes: Buffer) => ParsedBytes) | undefined;
  /**
   * With `bytes: true`: supplies the buffer a body of announced length is read into (`size` bytes exactly);
   * `undefined` falls back to a fresh allocation. Lets a paging source reuse the buffers of released pages.
   */
  bodyBuffer?: ((size: number) => Buffer | undefined) | undefined;
}

/** What a {@link RequestSpec.parseBytes} function returns, at least. */
export interface ParsedBytes {
  /** The body's top-level fields, parsed; `success` and `error` are read from here. */
  fields: Readonly<Record<string, unknown>>;
}

/** A successful answer. */
export interface Response<T> {
  status: number;
  /** Response headers, lower-case names, repeated headers joined with `, `. */
  headers: Readonly<Record<string, string>>;
  /** Parsed body (validated by the schema when one was given); `undefined` with `parse: false` or an empty body. */
  data: T;
  /** The body text exactly as received (decoded once from UTF-8; lazily when `bytes` was requested). */
  text: string;
  /** The body bytes, set only when the request asked for `bytes: true`. */
  bytes?: Buffer;
  /** Attempts made, 1 when the first one succeeded. */
  attempts: number;
  /** `Warning` and `Deprecation` header contents, when the service sent either (extract is deprecated upstream). */
  warning?: string;
  /** `x-request-id` response header, when present. */
  requestId?: string;
}

/** Same as {@link Response}; an alias that does not shadow the global `Response` of fetch. */
export type TransportResponse<T> = Response<T>;

/** The HTTP client bound to one service origin and one API key. */
export interface Transport {
  /** `protocol://host[:port]` of the service (never the key). */
  readonly origin: string;
  /** Sends a request, keeps the body as bytes in `bytes` and parses it with `parseBytes` into `data`. */
  request<P extends ParsedBytes>(
    spec: RequestSpec & { bytes: true; parseBytes: (bytes: Buffer) => P },
  ): Promise<Response<P> & { bytes: Buffer }>;
  /** Sends a request and keeps the body as bytes: `data` is `undefined`, `bytes` holds the body. */
  request(spec: RequestSpec & { bytes: true }): Promise<Response<undefined> & { bytes: Buffer }>;
  /** Sends a request without parsing the body: `data` is `undefined`, `text` holds the body. */
  request(spec: RequestSpec & { parse: false }): Promise<Response<undefined>>;
  /** Sends a request, retrying per the retry policy; resolves with the parsed (and validated) body. */
  request<T = unknown>(spec: RequestSpec, schema?: ZodType<T>): Promise<Response<T>>;
  /** Re-aims a `next` cursor URL at this transport's origin; throws `CursorError` if it is not under `/v2/`. */
  resolveNext(nextUrl: string): ResolvedNext;
  /**
   * Stops the transport: requests in flight and retry waits reject with code `CLIENT_CLOSED`, later
   * requests too, and the dispatcher the transport created is closed (an injected one is left to its
   * owner). Idempotent.
   */
  close(): Promise<void>;
}

/** Connect-phase failures: the request cannot have reached the service. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
]);
/** undici's own codes that mean the network failed (others are usage errors). */
const NETWORK_UNDICI_CODES = new Set([
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_RES_CONTENT_LENGTH_MISMATCH',
  'UND_ERR_RES_EXCEEDED_MAX_SIZE',
]);
const UNDICI_TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
const IDEMPOTENT_CREATE_PATHS = new Set(['/v2/crawl', '/v2/batch/scrape']);
const SUCCESS_FALSE = /"success"\s*:\s*false/;

type RawAnswer = {
  status: number;
  headers: Record<string, string>;
} & ({ text: string; bytes?: undefined } | { text?: undefined; bytes: Buffer });

/**
 * Creates the transport of one client.
 *
 * @example
 * const transport = createTransport({ apiKey: 'fc-...' });
 * const res = await transport.request({ method: 'GET', path: `/v2/crawl/${id}`, query: { skip: 0 } });
 * await transport.close();
 */
export function createTransport(options: ClientOptions = {}): Transport {
  const config = resolveConfig(options);
  // The key lives only in this closure: nothing reachable from the returned object holds it.
  const apiKey = config.apiKey;
  const ownsDispatcher = options.dispatcher === undefined;
  const keepAlive = { keepAliveTimeout: 10_000, keepAliveMaxTimeout: 60_000 };
  const dispatcher: Dispatcher = options.dispatcher ?? new undiciParts.Agent(keepAlive);
  // A dispatcher of the full undici (or anyone's) brings its own `request`; ours is called with it as `this`.
  const own = (dispatcher as { request?: unknown }).request;
  const send = typeof own === 'function' ? (own as RequestApi) : undiciParts.request;
  // Bulk bodies (`bytes: true`: status pages) go over connections of their own whose sockets read into one
  // reused buffer (see slab-reads.ts); small answers keep the plain connections, where the copy-out would
  // only add work. `request` only calls `this.dispatch`, so the wrapper is all it needs.
  const slabs = ownsDispatcher ? createSlabReads() : undefined;
  const bulkAgent = slabs ? new undiciParts.Agent({ ...keepAlive, connect: slabs.connect }) : undefined;
  const bulk = (slabs && bulkAgent ? slabs.wrap(bulkAgent) : dispatcher) as Dispatcher;
  const retry = options.retry ?? {};
  const backoff = {
    baseMs: retry.baseMs ?? DEFAULT_BACKOFF.baseMs,
    maxMs: retry.maxMs ?? DEFAULT_BACKOFF.maxMs,
    maxRetryAfterMs: retry.maxRetryAfterMs ?? DEFAULT_BACKOFF.maxRetryAfterMs,
    random: retry.random ?? DEFAULT_BACKOFF.random,
  };
  const now = retry.now ?? Date.now;
  const wait = retry.sleep ?? defaultSleep;
  let closed = false;
  // Aborted by close(): the controllers of requests in flight and of retry waits. A set rather than
  // listeners on one shared signal: at high concurrency those would pile up (MaxListenersExceededWarning)
  // and cost an add/remove per request.
  const live = new Set<{ abort(): void }>();

  const redact = (text: string): string =>
    apiKey && text.includes(apiKey) ? text.split(apiKey).join('[REDACTED]') : text;

  // The same headers go with every request, so they are built once; frozen, so that a dispatcher cannot
  // carry a change from one request into the next (undici and its interceptors only read them or copy).
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
  // Which answers the transport's own connections gather in memory rather than stream (see smallBody).
  const gatherSmall = (h: Record<string, string | string[] | undefined>): boolean =>
    smallBody(
      { contentLength: headerText(h['content-length']), contentEncoding: headerText(h['content-encoding']) },
      config.maxResponseBytes,
    );
  // The last path that passed checkPath: operations send the same few paths again and again.
  let checkedPath: string | undefined;

  async function request(spec: RequestSpec, schema?: ZodType<unknown>): Promise<Response<unknown>> {
    if (closed) throw closedError(spec);
    if (spec.path !== checkedPath) {
      checkPath(spec.path);
      checkedPath = spec.path;
    }
    if (spec.signal?.aborted) throw abortError(spec.signal, spec);
    // `null` asks for no key at all, for servers that break on it.
    const idempotencyKey =
      spec.idempotencyKey === null
        ? undefined
        : (spec.idempotencyKey ??
          (spec.method === 'POST' && IDEMPOTENT_CREATE_PATHS.has(spec.path) ? randomUUID() : undefined));
    const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);
    let headers = body === undefined ? plainHeaders : jsonHeaders;
    if (idempotencyKey !== undefined) headers = { ...headers, 'x-idempotency-key': idempotencyKey };
    const target = config.basePath + spec.path + queryString(spec.query);
    const started = now();
    let retries = 0;
    for (;;) {
      try {
        const answer = await attempt(spec, target, headers, body);
        return finish(spec, answer, retries + 1, schema);
      } catch (caught) {
        const err = caught instanceof CrawlstreamError ? caught : unexpected(caught, spec);
        if (spec.stopOn?.(err)) throw err;
        const delayMs = retryDelayMs(retries, backoff, err);
        const decision =
          delayMs !== undefined &&
          shouldRetry(err, {
            method: spec.method,
            retries,
            maxRetries: config.maxRetries,
            idempotencyKey,
            retryUnsafe: spec.retryUnsafe,
            notFoundGraceMs: spec.notFoundGraceMs,
            elapsedMs: now() - started,
            delayMs,
          });
        if (!decision) throw err;
        retries += 1;
        const info: RetryInfo = { method: spec.method, path: spec.path, retry: retries, delayMs, error: err };
        options.onRetry?.(info);
        spec.onRetry?.(info);
        await abortableWait(delayMs, spec);
      }
    }
  }

  async function attempt(
    spec: RequestSpec,
    target: string,
    headers: Record<string, string>,
    body: string | undefined,
  ): Promise<RawAnswer> {
    const timeoutMs = spec.timeoutMs ?? config.timeoutMs;
    // One cancellation per attempt joins the caller's signal, the timeout and close(); listeners are removed
    // in `finally`, so a long-lived caller signal does not collect one listener per page.
    const cancel = new Cancellation();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      cancel.abort();
    }, timeoutMs);
    const signal = spec.signal;
    const onAbort = () => cancel.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    live.add(cancel);
    if (closed) cancel.abort();
    // A successful body of announced length is copied to its buffer as it is parsed (on the slab connections
    // only: a dispatcher the caller passed never sees the target).
    const bodyTarget =
      spec.bytes === true && slabs ? createBodyTarget(spec.bodyBuffer, config.maxResponseBytes) : undefined;
    try {
      const options = {
        origin: config.origin,
        path: target,
        method: spec.method,
        headers,
        body: body ?? null,
      };
      // JSON calls on the transport's own connections skip `request` and its body stream (dispatch-answer.ts).
      const res: DispatchAnswer | Dispatcher.ResponseData =
        spec.bytes !== true && ownsDispatcher
          ? await dispatchAnswer(dispatcher, options, cancel, gatherSmall)
          : await send.call(spec.bytes === true ? bulk : dispatcher, {
              ...options,
              // undici reads `aborted` and `reason` and adds and removes one 'abort' listener; nothing more.
              signal: cancel as unknown as AbortSignal,
              ...(bodyTarget ? { [COPY_BODY]: bodyTarget } : {}),
            });
      const responseHeaders = flattenHeaders(res.headers);
      const status = res.statusCode;
      if ('text' in res && res.text !== undefined)
        return { status, headers: responseHeaders, text: res.text };
      const resBody = res.body as Readable & { text?: () => Promise<string> };
      const info = {
        method: spec.method,
        path: spec.path,
        status,
        contentLength: responseHeaders['content-length'],
        contentEncoding: responseHeaders['content-encoding'],
      };
      if (spec.bytes === true && status >= 200 && status < 300) {
        return {
          status,
          headers: responseHeaders,
          bytes: await readBodyBytes(
            resBody,
            config.maxResponseBytes,
            info,
            (size) => bodyTarget?.buffer(size) ?? spec.bodyBuffer?.(size),
          ),
        };
      }
      return {
        status,
        headers: responseHeaders,
        text:
          smallBody(info, config.maxResponseBytes) && typeof resBody.text === 'function'
            ? await resBody.text()
            : await readBodyText(resBody, config.maxResponseBytes, info),
      };
    } catch (caught) {
      const where = { method: spec.method, path: spec.path };
      if (signal?.aborted) throw abortError(signal, where);
      if (closed) throw closedError(spec);
      if (caught instanceof CrawlstreamError) throw caught;
      const code = (caught as { code?: unknown } | undefined)?.code;
      if (timedOut || (typeof code === 'string' && UNDICI_TIMEOUT_CODES.has(code))) {
        throw new TimeoutError(
          `${spec.method} ${spec.path} got no complete answer within ${timeoutMs} ms; raise timeoutMs or retry later.`,
          { ...where, code: 'TIMEOUT', cause: caught },
        );
      }
      if (typeof code === 'string' && code.startsWith('UND_ERR_') && !NETWORK_UNDICI_CODES.has(code)) {
        // A client-side usage error (invalid argument, closed dispatcher, ...): retrying cannot help.
        throw new CrawlstreamError(`${spec.method} ${spec.path} could not be sent (${code}); see cause.`, {
          ...where,
          code,
          cause: caught,
        });
      }
      const requestSent = !(typeof code === 'string' && NOT_SENT_CODES.has(code));
      const reason = caught instanceof Error ? caught.message : String(caught);
      throw new ConnectionError(
        `${spec.method} ${spec.path} failed: connection error (${typeof code === 'string' ? code : reason}); check the network and apiUrl.`,
        { ...where, code: typeof code === 'string' ? code : 'CONNECTION_ERROR', cause: caught, requestSent },
      );
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      live.delete(cancel);
    }
  }

  function finish(spec: RequestSpec, answer: RawAnswer, attempts: number, schema?: ZodType<unknown>) {
    if (answer.bytes !== undefined)
      return finishBytes(spec, answer.status, answer.headers, answer.bytes, attempts);
    const { status, headers, text } = answer;
    if (status < 200 || status >= 300) throw failure(answer, spec, parseLoose(redact(text)));
    let data: unknown;
    if (spec.parse === false) {
      if (SUCCESS_FALSE.test(text)) {
        const parsed = parseLoose(text);
        if (isUnsuccessful(parsed)) throw failure(answer, spec, parseLoose(redact(text)));
      }
    } else if (text.trim() !== '') {
      try {
        data = JSON.parse(text);
      } catch (cause) {
        throw new ResponseDecodeError(
          `${spec.method} ${spec.path} answered ${status} with a body that is not JSON; check apiUrl points at the API.`,
          {
            method: spec.method,
            path: spec.path,
            status,
            code: 'INVALID_JSON',
            body: redact(text.slice(0, 500)),
            cause,
          },
        );
      }
      if (isUnsuccessful(data)) throw failure(answer, spec, parseLoose(redact(text)));
      if (schema && !passesGuard(schema, data)) {
        const result = schema.safeParse(data);
        if (!result.success) {
          const first = result.error.issues[0];
          const at = first ? `${first.path.join('.') || '(root)'}: ${first.message}` : 'unexpected shape';
          throw new ResponseDecodeError(
            `${spec.method} ${spec.path} answered with an unexpected shape (${at}); the service may have changed.`,
            {
              method: spec.method,
              path: spec.path,
              status,
              code: 'UNEXPECTED_RESPONSE',
              cause: result.error,
            },
          );
        }
        data = result.data;
      }
    }
    return withMeta({ status, headers, data, text, attempts });
  }

  function finishBytes(
    spec: RequestSpec,
    status: number,
    headers: Record<string, string>,
    bytes: Buffer,
    attempts: number,
  ): Response<unknown> {
    let data: ParsedBytes | undefined;
    if (spec.parseBytes) {
      try {
        data = spec.parseBytes(bytes);
      } catch (caught) {
        if (caught instanceof CrawlstreamError) throw caught;
        throw new ResponseDecodeError(
          `${spec.method} ${spec.path} answered ${status} with a body that could not be parsed; see cause.`,
          { method: spec.method, path: spec.path, status, code: 'INVALID_JSON', cause: caught },
        );
      }
      if (isUnsuccessful(data.fields)) {
        const text = JSON.stringify(data.fields);
        throw failure({ status, headers, text }, spec, parseLoose(redact(text)));
      }
    } else if (bytes.includes('"success":false') || bytes.includes('"success": false')) {
      const text = bytes.toString('utf8');
      if (isUnsuccessful(parseLoose(text)))
        throw failure({ status, headers, text }, spec, parseLoose(redact(text)));
    }
    let text: string | undefined;
    const response = { status, headers, data, attempts, bytes } as Response<unknown>;
    // Decoded on first read only: a caller that parses the bytes never pays for the string.
    Object.defineProperty(response, 'text', {
      enumerable: true,
      get: () => {
        text ??= bytes.toString('utf8');
        return text;
      },
    });
    return withMeta(response);
  }

  function withMeta(response: Response<unknown>): Response<unknown> {
    const warning = warningOf(response.headers);
    if (warning !== undefined) response.warning = warning;
    const requestId = response.headers['x-request-id'];
    if (requestId !== undefined) response.requestId = requestId;
    return response;
  }

  function failure(answer: RawAnswer, spec: RequestSpec, body: unknown): CrawlstreamError {
    return errorFromResponse({
      status: answer.status,
      body,
      method: spec.method,
      path: spec.path,
      headers: answer.headers,
      nowMs: now(),
    });
  }

  async function abortableWait(ms: number, spec: RequestSpec): Promise<void> {
    const signal = spec.signal;
    if (signal?.aborted) throw abortError(signal, spec);
    if (closed) throw closedError(spec);
    // One signal for "the caller aborted" and "the client closed", handed to the sleep; racing the sleep
    // with it keeps "abort rejects at once" true even for an injected sleep that ignores signals.
    const stop = new AbortController();
    const onStop = () => stop.abort();
    signal?.addEventListener('abort', onStop, { once: true });
    live.add(stop);
    const stopped = new Promise<never>((_, reject) => {
      stop.signal.addEventListener('abort', () => reject(stop.signal.reason), { once: true });
    });
    stopped.catch(() => {});
    try {
      await Promise.race([wait(ms, stop.signal), stopped]);
    } catch (err) {
      if (signal?.aborted) throw abortError(signal, spec);
      if (closed) throw closedError(spec);
      throw err;
    } finally {
      signal?.removeEventListener('abort', onStop);
      live.delete(stop);
    }
  }

  const transport = {
    origin: config.origin,
    request: request as Transport['request'],
    resolveNext: (nextUrl: string) => resolveNextUrl(nextUrl, config.basePath),
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      for (const controller of [...live]) controller.abort();
      live.clear();
      if (ownsDispatcher) await Promise.all([dispatcher.close(), bulkAgent?.close()]);
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

/**
 * Bodies up to this size with a `Content-Length` and no content coding are read whole rather than through
 * a streaming `TextDecoder`: gathered by the dispatch handler on the transport's own connections
 * (dispatch-answer.ts), with undici's own `text()` on a dispatcher passed in. For a small JSON answer that
 * is several times cheaper, and the size guard holds anyway, since undici reads no more than the announced
 * length. Like `TextDecoder`, both drop a UTF-8 byte order mark.
 */
const SMALL_BODY_BYTES = 256 * 1024;

function smallBody(
  info: { contentLength?: string | undefined; contentEncoding?: string | undefined },
  maxBytes: number,
): boolean {
  const coding = info.contentEncoding;
  if (coding !== undefined && coding !== '' && coding.trim().toLowerCase() !== 'identity') return false;
  const length = info.contentLength === undefined ? Number.NaN : Number(info.contentLength);
  return length >= 0 && length <= SMALL_BODY_BYTES && length <= maxBytes;
}

function closedError(spec: RequestSpec): ClientClosedError {
  return new ClientClosedError(
    `${spec.method} ${spec.path} stopped: the client was closed; create a new one.`,
    {
      method: spec.method,
      path: spec.path,
    },
  );
}

function checkPath(path: string): void {
  if (
    !path.startsWith('/') ||
    path.startsWith('//') ||
    /[?#\s]/.test(path) ||
    /(^|\/)\.\.?(\/|$)/.test(path)
  ) {
    throw new TypeError(
      `Request path must be an absolute path without query or dot segments, got ${JSON.stringify(path)}.`,
    );
  }
}

function queryString(query: RequestSpec['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) params.append(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A header's value as one string (repeated headers joined with `, `). */
function headerText(value: string | string[]): string;
function headerText(value: string | string[] | undefined): string | undefined;
function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

function flattenHeaders(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name in raw) {
    if (!Object.hasOwn(raw, name)) continue;
    const value = raw[name];
    if (value !== undefined) out[name.toLowerCase()] = headerText(value);
  }
  return out;
}

function parseLoose(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isUnsuccessful(body: unknown): boolean {
  return body !== null && typeof body === 'object' && (body as { success?: unknown }).success === false;
}

function warningOf(headers: Record<string, string>): string | undefined {
  const { warning, deprecation } = headers;
  if (!deprecation) return warning || undefined;
  return warning ? `${warning}; Deprecation: ${deprecation}` : `Deprecation: ${deprecation}`;
}

function unexpected(caught: unknown, spec: RequestSpec): CrawlstreamError {
  return new CrawlstreamError(`${spec.method} ${spec.path} failed unexpectedly; see cause.`, {
    method: spec.method,
    path: spec.path,
    cause: caught,
  });
}

export type { ResolvedConfig };
