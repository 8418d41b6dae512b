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
import { withRetries } from '../retry/retry-loop.js';
import { DEFAULT_BACKOFF } from '../retry/retry-policy.js';
import { createRetryWait } from './abortable-wait.js';
import { createAttempt } from './attempt.js';
import { resolveConfig } from './config.js';
import { decodeJson, decodePage } from './decode-answer.js';
import { createDispatchers } from './dispatchers.js';
import { closedError, createLifecycle } from './lifecycle.js';
import { resolveNextUrl } from './next-url.js';
import { ACCEPT_ENCODING } from './read-body.js';
import { checkPath, queryString } from './request-target.js';
import { abortError, sleep as defaultSleep } from './sleep.js';
import { USER_AGENT } from './version.js';
const IDEMPOTENT_CREATE_PATHS = new Set(['/v2/crawl', '/v2/batch/scrape']);
/**
 * Creates the transport of one client.
 *
 * @example
 * const transport = createTransport({ apiKey: 'fc-...' });
 * const res = await transport.json({ method: 'GET', path: `/v2/crawl/${id}`, query: { skip: 0 } });
 * await transport.close();
 */
export function createTransport(options = {}) {
    const config = resolveConfig(options);
    // The key lives only in this closure: nothing reachable from the returned object holds it.
    const apiKey = config.apiKey;
    const lifecycle = createLifecycle();
    const dispatchers = createDispatchers(options.dispatcher);
    const attempt = createAttempt(config, dispatchers, lifecycle);
    const retryLoop = retryLoopOf(options, config.maxRetries, lifecycle);
    const now = retryLoop.now;
    const decoding = {
        redact: (text) => (apiKey && text.includes(apiKey) ? text.split(apiKey).join('[REDACTED]') : text),
        now,
    };
    const { plainHeaders, jsonHeaders } = requestHeaders(apiKey);
    // The last path that passed checkPath: operations send the same few paths again and again.
    let checkedPath;
    /** What every attempt of a call reuses: its target, headers, body and idempotency key. */
    function prepare(spec, page) {
        if (lifecycle.closed)
            throw closedError(spec);
        if (spec.path !== checkedPath) {
            checkPath(spec.path);
            checkedPath = spec.path;
        }
        if (spec.signal?.aborted)
            throw abortError(spec.signal, spec);
        // `null` asks for no key at all, for servers that break on it.
        const key = spec.idempotencyKey === null
            ? undefined
            : (spec.idempotencyKey ??
                (spec.method === 'POST' && IDEMPOTENT_CREATE_PATHS.has(spec.path) ? randomUUID() : undefined));
        const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);
        let headers = body === undefined ? plainHeaders : jsonHeaders;
        if (spec.upload) {
            const { contentType, length } = spec.upload;
            headers = { ...plainHeaders, 'content-type': contentType, 'content-length': String(length) };
        }
        if (key !== undefined)
            headers = { ...headers, 'x-idempotency-key': key };
        if (spec.requestId !== undefined)
            headers = { ...headers, 'x-request-id': spec.requestId };
        return { spec, target: config.basePath + spec.path + queryString(spec.query), headers, body, page, key };
    }
    const transport = {
        origin: config.origin,
        async json(spec, schema) {
            const call = prepare(spec);
            return withRetries(spec, call.key, async (attempts) => decodeJson(await attempt(call), spec, attempts, schema, decoding), retryLoop);
        },
        async readPage(spec, read) {
            const call = prepare(spec, read);
            return withRetries(spec, call.key, async (attempts) => decodePage(await attempt(call), spec, attempts, read, decoding), retryLoop);
        },
        resolveNext: (nextUrl) => resolveNextUrl(nextUrl, config.basePath),
        async openSocket(path) {
            checkPath(path);
            // Loaded here only: undici's entry point is large, and only the status stream needs its WebSocket.
            const { WebSocket } = await import('undici');
            const url = `${config.origin.replace(/^http/, 'ws')}${config.basePath}${path}`;
            return new WebSocket(url, config.apiKey ? [config.apiKey] : []);
        },
        async close() {
            if (lifecycle.close())
                await dispatchers.close();
        },
        toJSON: () => ({ origin: config.origin }),
        toString: () => `Transport(${config.origin})`,
        [Symbol.for('nodejs.util.inspect.custom')]: () => `Transport { origin: '${config.origin}' }`,
    };
    // Hide the helpers from enumeration so spreading or logging the object shows only the API.
    for (const key of ['toJSON', 'toString'])
        Object.defineProperty(transport, key, { enumerable: false });
    return transport;
}
/** How the calls of a transport retry: the backoff, how many retries, and the clock and waits they use. */
function retryLoopOf(options, maxRetries, lifecycle) {
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
function requestHeaders(apiKey) {
    const plainHeaders = Object.freeze({
        'user-agent': USER_AGENT,
        accept: 'application/json',
        'accept-encoding': ACCEPT_ENCODING,
        ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
    });
    const jsonHeaders = Object.freeze({
        ...plainHeaders,
        'content-type': 'application/json',
    });
    return { plainHeaders, jsonHeaders };
}
