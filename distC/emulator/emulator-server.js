import { errorReply, jsonReply, unknownErrorReply } from './http-reply.js';
import { readMultipart } from './multipart-body.js';
import { readRequestBody } from './request-body.js';
import { loggableHeaders } from './request-log.js';
import { ROUTE_TABLE } from './routes/route-table.js';
import { SyntheticWebInputError } from './web/index.js';
const ROUTES = ROUTE_TABLE.map((route) => ({
    route,
    pattern: new RegExp(`^${route.path.replace(/:(\w+)/g, '(?<$1>[^/]+)')}/?$`),
}));
function matchRoute(method, path, allRoutes, api) {
    for (const { route, pattern } of ROUTES) {
        if (route.method !== method || (route.cloudOnly && !allRoutes) || (route.api ?? 'v2') !== api)
            continue;
        const match = pattern.exec(path);
        if (!match)
            continue;
        const params = {};
        for (const [name, value] of Object.entries(match.groups ?? {}))
            params[name] = decodeURIComponent(value);
        return { route, params };
    }
    return undefined;
}
/** A route the server does not have: the service's JSON 404, or the page Express answers on self-hosted builds. */
function unknownRoute(profile, method, path) {
    if (profile.unknownRoute === 'json')
        return errorReply(404, `Cannot ${method} ${path}`);
    const html = `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>Cannot ${method} ${path}</pre>\n</body>\n</html>\n`;
    return {
        status: 404,
        headers: { 'content-type': 'text/html; charset=utf-8' },
        chunks: [Buffer.from(html)],
    };
}
/** How often a bandwidth-capped connection sends its next slice. */
const BANDWIDTH_TICK_MS = 20;
function replyBytes(reply) {
    let length = 0;
    for (const chunk of reply.chunks)
        length += chunk.length;
    return length;
}
/** Builds the 429 the service sends: no header by default, the wait is in the message text. */
function rateLimitReply(state, now, waitSeconds) {
    const seconds = waitSeconds ?? state.options.faults.retryAfterSeconds ?? 1;
    const resets = new Date(now + seconds * 1000).toUTCString();
    const headers = {};
    if (state.options.faults.retryAfterHeader)
        headers['retry-after'] = String(seconds);
    return errorReply(429, `Rate limit exceeded. Consumed (req/min): 101, Remaining (req/min): 0. Upgrade your plan at https://firecrawl.dev/pricing for increased rate limits or please retry after ${seconds}s, resets at ${resets}`, { headers });
}
const SERVER_ERRORS = {
    '500': unknownErrorReply(),
    '502': errorReply(502, 'Bad gateway: the browser service did not answer.'),
    '503': errorReply(503, 'Service temporarily unavailable. Please try again shortly.'),
};
/**
 * The emulator's own routes, outside `/v2` (no service has them): `POST /_emulator/web/advance` moves the
 * synthetic web to its next version and answers what changed. The bearer token is checked as on `/v2`.
 */
function controlReply(state, method, path, authorization) {
    if (method !== 'POST' || path !== '/_emulator/web/advance') {
        return errorReply(404, `No emulator route ${method} ${path}; the one there is: POST /_emulator/web/advance`);
    }
    if (state.options.profile.authRequired && authorization !== `Bearer ${state.options.apiKey}`) {
        return errorReply(401, 'Unauthorized: Invalid token');
    }
    return jsonReply(200, { success: true, ...state.web.advance() });
}
/** Handles HTTP requests for one emulator: routing, auth, faults, body parsing, replies, the request log. */
export class EmulatorServer {
    log = [];
    #state;
    #timers = new Set();
    constructor(state) {
        this.#state = state;
    }
    /** Stops pending latency and slow-body timers. */
    close() {
        for (const timer of this.#timers)
            clearTimeout(timer);
        this.#timers.clear();
    }
    /** The `node:http` request listener. */
    listener = (req, res) => {
        this.#handle(req, res).catch((error) => {
            if (error instanceof SyntheticWebInputError && !res.headersSent && !res.destroyed) {
                // Input the service's own checks refuse (an invalid path regex, invalid URLs) is a 400 there too.
                this.#send(res, errorReply(400, 'Bad Request', {
                    code: 'BAD_REQUEST',
                    details: [{ code: 'custom', path: [], message: error.message }],
                }), undefined);
                return;
            }
            if (!res.headersSent && !res.destroyed) {
                const message = error instanceof Error ? error.message : String(error);
                this.#send(res, errorReply(500, `An unexpected error occurred: ${message}`, { code: 'UNKNOWN_ERROR' }), undefined);
            }
        });
    };
    async #handle(req, res) {
        const state = this.#state;
        const now = state.options.now();
        const url = new URL(req.url ?? '/', 'http://emulator.invalid');
        const entry = {
            method: req.method ?? 'GET',
            path: url.pathname,
            query: Object.fromEntries(url.searchParams),
            headers: loggableHeaders(req.headers),
            status: 0,
            time: now,
            faults: [],
        };
        this.log.push(entry);
        // 'close' fires for finished, cut and reset responses alike; a reset one never sent headers.
        res.on('close', () => {
            entry.status = res.headersSent ? res.statusCode : 0;
        });
        const body = await readRequestBody(req);
        const { profile } = state.options;
        if (url.pathname.startsWith('/_emulator/')) {
            this.#send(res, controlReply(state, entry.method, url.pathname, req.headers.authorization), undefined);
            return;
        }
        const api = /^\/v[12]\//.test(url.pathname) ? url.pathname.slice(1, 3) : undefined;
        const matched = api ? matchRoute(entry.method, url.pathname.slice(3), profile.allRoutes, api) : undefined;
        if (!matched) {
            this.#send(res, unknownRoute(profile, entry.method, url.pathname), undefined);
            return;
        }
        entry.route = matched.route.name;
        const keyed = profile.authRequired && !('keyless' in matched.route && matched.route.keyless);
        if (keyed && req.headers.authorization !== `Bearer ${state.options.apiKey}`) {
            this.#send(res, errorReply(401, 'Unauthorized: Invalid token'), undefined);
            return;
        }
        const wait = state.rateLimiter?.admit(matched.route.name, now);
        if (wait !== undefined) {
            entry.faults.push('rate-limit');
            this.#send(res, rateLimitReply(state, now, Math.max(1, Math.ceil(wait / 1000))), undefined);
            return;
        }
        const decision = state.faults.decide(matched.route.name);
        if (decision.latencyMs > 0) {
            entry.faults.push('latency');
            await this.#sleep(decision.latencyMs);
        }
        if (decision.replace === 'reset') {
            entry.faults.push('reset');
            req.socket.resetAndDestroy();
            return;
        }
        if (decision.replace) {
            entry.faults.push(decision.replace);
            const reply = decision.replace === '429' ? rateLimitReply(state, now) : SERVER_ERRORS[decision.replace];
            this.#send(res, reply, decision);
            return;
        }
        const parsed = parsedBody(body, req.headers['content-type'] ?? '');
        if ('refused' in parsed) {
            this.#send(res, parsed.refused, decision);
            return;
        }
        const forwarded = req.headers['x-forwarded-proto'];
        const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() || 'http';
        const statusRead = state.network.active && (entry.route === 'crawl.status' || entry.route === 'batch.status');
        // A job serves a limited number of status reads at once; the slot is held until the page was sent.
        const slot = statusRead ? await state.network.acquire(matched.params.id ?? '') : undefined;
        if (slot)
            res.on('close', slot);
        const reply = await matched.route.handle({
            state,
            req,
            params: matched.params,
            query: url.searchParams,
            body: parsed.value,
            origin: `${proto}://${req.headers.host ?? `${state.options.host}:${state.options.port}`}`,
            now: state.options.now(),
        });
        if (decision.truncate)
            entry.faults.push('truncate');
        if (decision.slow)
            entry.faults.push('slow');
        if (statusRead && reply.status === 200) {
            // The service reads each document of the page from storage before it answers.
            await this.#sleep(state.network.serverTimeMs(replyBytes(reply)));
            if (state.network.bandwidth !== Infinity && !decision.truncate && !decision.slow) {
                this.#head(res, reply);
                void this.#trickle(res, reply.chunks, state.network.bandwidth, BANDWIDTH_TICK_MS);
                return;
            }
        }
        this.#send(res, reply, decision);
    }
    #sleep(ms) {
        return new Promise((resolve) => {
            const timer = setTimeout(() => {
                this.#timers.delete(timer);
                resolve();
            }, ms);
            this.#timers.add(timer);
        });
    }
    #head(res, reply) {
        res.writeHead(reply.status, {
            'content-type': 'application/json; charset=utf-8',
            ...reply.headers,
            'content-length': String(replyBytes(reply)),
        });
    }
    #send(res, reply, decision) {
        this.#head(res, reply);
        if (decision?.truncate) {
            // Headers promise the full length; the body stops half-way and the connection dies.
            const body = Buffer.concat(reply.chunks);
            res.write(body.subarray(0, Math.floor(body.length / 2)), () => res.destroy());
            return;
        }
        if (decision?.slow) {
            void this.#trickle(res, reply.chunks, this.#state.options.faults.slowBytesPerSecond ?? 65_536, 100);
            return;
        }
        res.cork();
        for (const chunk of reply.chunks)
            res.write(chunk);
        res.uncork();
        res.end();
    }
    /** Writes a body at `bytesPerSecond`, one slice every `tickMs`. */
    async #trickle(res, chunks, bytesPerSecond, tickMs) {
        const body = Buffer.concat(chunks);
        const slice = Math.max(1, Math.floor((bytesPerSecond * tickMs) / 1000));
        for (let offset = 0; offset < body.length; offset += slice) {
            if (res.destroyed)
                return;
            res.write(body.subarray(offset, offset + slice));
            await this.#sleep(tickMs);
        }
        res.end();
    }
}
/** A request's body as the routes take it (JSON, or the parts of a multipart upload), or the refusal. */
function parsedBody(body, contentType) {
    if (!body.ok) {
        return { refused: errorReply(413, 'Request body is larger than 10 MB.', { code: 'PAYLOAD_TOO_LARGE' }) };
    }
    const boundary = /^multipart\/form-data;.*boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (boundary !== undefined)
        return { value: readMultipart(body.bytes, boundary) };
    if (body.bytes.length === 0 || body.bytes.toString('utf8').trim() === '')
        return { value: {} };
    try {
        return { value: JSON.parse(body.bytes.toString('utf8')) };
    }
    catch {
        return {
            refused: errorReply(400, 'Invalid JSON in request body.', { code: 'BAD_REQUEST_INVALID_JSON' }),
        };
    }
}
