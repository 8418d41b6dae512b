import { createServer } from 'node:http';
import { Observable } from 'rxjs';
import { ValidationError } from '../errors/errors.js';
import { RecentIds } from './recent-ids.js';
import { verifyWebhookSignature, WEBHOOK_SIGNATURE_HEADER } from './verify-webhook-signature.js';
import { WebhookEventSchema } from './webhook-event.js';
const STATUS_OF = {
    accepted: 200,
    duplicate: 200,
    'not-found': 404,
    'method-not-allowed': 405,
    unsigned: 401,
    'bad-signature': 401,
    'too-large': 413,
    'bad-json': 400,
    'bad-event': 400,
    incomplete: 0,
};
function isInteger(value, min, max = Number.MAX_SAFE_INTEGER) {
    return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}
function invalid(option, message) {
    return new ValidationError(`webhookEvents: \`${option}\` ${message}. Fix the option; nothing was started.`, [{ path: option, rule: 'invalid_value', message }]);
}
function resolveOptions(options) {
    const { secret, port = 0, host = '127.0.0.1', path = '/webhook' } = options ?? {};
    const { maxBodyBytes = 10 * 1024 * 1024, dedupeWindow = 10_000, replayStatus = 200 } = options ?? {};
    const { requestTimeoutMs = 30_000 } = options ?? {};
    if (typeof secret !== 'string' || secret.length === 0) {
        throw invalid('secret', 'must be a non-empty string (the webhook signing secret)');
    }
    if (!isInteger(port, 0, 65535))
        throw invalid('port', 'must be an integer 0..65535');
    if (typeof path !== 'string' || !path.startsWith('/')) {
        throw invalid('path', "must start with '/'");
    }
    if (!isInteger(maxBodyBytes, 1))
        throw invalid('maxBodyBytes', 'must be a positive integer');
    if (!isInteger(dedupeWindow, 0))
        throw invalid('dedupeWindow', 'must be an integer >= 0');
    if (replayStatus !== 200 && replayStatus !== 409) {
        throw invalid('replayStatus', 'must be 200 or 409');
    }
    if (!isInteger(requestTimeoutMs, 1)) {
        throw invalid('requestTimeoutMs', 'must be a positive integer');
    }
    return { secret, port, host, path, maxBodyBytes, dedupeWindow, replayStatus, requestTimeoutMs };
}
/** Reads the body up to `max` bytes; `'too-large'` past that, `undefined` when the sender went away. */
function readBody(req, max) {
    return new Promise((resolve) => {
        const chunks = [];
        let size = 0;
        const done = (result) => {
            req.off('data', onData);
            req.off('end', onEnd);
            req.off('close', onClose);
            resolve(result);
        };
        const onData = (chunk) => {
            size += chunk.length;
            if (size > max)
                done('too-large');
            else
                chunks.push(chunk);
        };
        const onEnd = () => done(Buffer.concat(chunks, size));
        const onClose = () => done(undefined);
        req.on('data', onData);
        req.on('end', onEnd);
        req.on('close', onClose);
        // 'aborted' also surfaces as an 'error' on the request; it is handled by 'close', but an error event
        // without a listener would crash the process.
        req.on('error', () => { });
    });
}
function formatUrl(address, path) {
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}${path}`;
}
/**
 * Starts an HTTP receiver for service webhooks and emits every verified, well-formed delivery as a typed
 * {@link WebhookEvent}.
 *
 * Cold: each subscription starts its own server (listening on `host:port`), unsubscribing closes it and
 * every connection it holds. The URL to hand to the service is passed to `onListening` (with `port: 0`
 * that is where the chosen port is learnt).
 *
 * Each delivery is answered before its event is emitted, so slow downstream work never makes the sender
 * time out (the service waits 10 s and does not retry). Events are pushed as they arrive; buffer or drop
 * downstream as needed.
 *
 * Answers:
 * - 200: verified and emitted; a replay of a `webhookId` seen within `dedupeWindow` is answered
 *   `replayStatus` (200 by default, so a retrying sender stops) and not emitted again.
 * - 401: `X-Firecrawl-Signature` missing or not a valid HMAC-SHA256 of the raw body under `secret`.
 * - 400: signed, but not JSON or not a known event shape/type.
 * - 404: another path; 405: another method than POST; 413: body larger than `maxBodyBytes`.
 *
 * Invalid options (a `ValidationError`) and listen failures (e.g. the port is taken) arrive on the error
 * channel.
 *
 * @example
 * ```ts
 * webhookEvents({ secret: process.env.WEBHOOK_SECRET!, port: 8787, onListening: (url) => console.log(url) })
 *   .pipe(filter((e) => e.type === 'crawl.page'))
 *   .subscribe((e) => console.log(e.data[0]?.metadata?.sourceURL));
 * ```
 */
export function webhookEvents(options) {
    return new Observable((subscriber) => {
        let opts;
        try {
            opts = resolveOptions(options);
        }
        catch (err) {
            subscriber.error(err);
            return;
        }
        const seen = new RecentIds(opts.dedupeWindow);
        let closed = false;
        const report = (info) => {
            if (options.onDelivery === undefined)
                return;
            try {
                options.onDelivery(info);
            }
            catch (err) {
                subscriber.error(err);
            }
        };
        const answer = (res, outcome, extra = {}) => report({ status: writeAnswer(res, outcome, opts.replayStatus), outcome, ...extra });
        const receive = async (req, res) => {
            const delivery = await readDelivery(req, opts);
            if (delivery.outcome === 'incomplete')
                return report({ status: 0, outcome: 'incomplete' });
            const { event } = delivery;
            if (event === undefined)
                return answer(res, delivery.outcome);
            const info = { webhookId: event.webhookId, type: event.type };
            if (!seen.add(event.webhookId))
                return answer(res, 'duplicate', info);
            // Answer first: the sender's clock stops here, whatever the subscriber does with the event.
            answer(res, 'accepted', info);
            if (!closed)
                subscriber.next(event);
        };
        const server = createServer({
            requestTimeout: opts.requestTimeoutMs,
            // Node enforces the timeout on this sweep (30 s by default), so a shorter timeout needs a faster one.
            connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.floor(opts.requestTimeoutMs / 2))),
        }, (req, res) => {
            receive(req, res).catch((err) => {
                if (!res.headersSent)
                    res.writeHead(500, { connection: 'close' }).end();
                subscriber.error(err);
            });
        });
        server.on('error', (err) => subscriber.error(err));
        server.listen(opts.port, opts.host, () => {
            // The subscription may have ended while the address was being resolved.
            if (closed) {
                server.close();
                return;
            }
            try {
                options.onListening?.(formatUrl(server.address(), opts.path));
            }
            catch (err) {
                subscriber.error(err);
            }
        });
        return () => {
            closed = true;
            if (server.listening)
                server.close();
            server.closeAllConnections();
        };
    });
}
/** Answers a delivery with the status of its outcome; returns the status. */
function writeAnswer(res, outcome, replayStatus) {
    const status = outcome === 'duplicate' ? replayStatus : STATUS_OF[outcome];
    const body = status === 200 ? { received: true, duplicate: outcome === 'duplicate' } : { error: outcome };
    const headers = { 'content-type': 'application/json' };
    if (outcome === 'method-not-allowed')
        headers.allow = 'POST';
    // The request body may be unread here; closing the connection stops us from reading (and the sender
    // from pushing) the rest of an unwanted body.
    if (status >= 400)
        headers.connection = 'close';
    res.writeHead(status, headers).end(JSON.stringify(body));
    return status;
}
/**
 * Reads one delivery: the event, signed and valid, or why it is refused (`incomplete`: the sender went away
 * before its body ended, and nobody is left to answer).
 */
async function readDelivery(req, opts) {
    const pathname = (req.url ?? '/').split('?', 1)[0];
    if (pathname !== opts.path)
        return { outcome: 'not-found' };
    if (req.method !== 'POST')
        return { outcome: 'method-not-allowed' };
    const signature = req.headers[WEBHOOK_SIGNATURE_HEADER];
    if (typeof signature !== 'string' || signature.length === 0)
        return { outcome: 'unsigned' };
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > opts.maxBodyBytes)
        return { outcome: 'too-large' };
    const body = await readBody(req, opts.maxBodyBytes);
    if (body === undefined)
        return { outcome: 'incomplete' };
    if (body === 'too-large')
        return { outcome: 'too-large' };
    if (!verifyWebhookSignature(body, signature, opts.secret))
        return { outcome: 'bad-signature' };
    let json;
    try {
        json = JSON.parse(body.toString('utf8'));
    }
    catch {
        return { outcome: 'bad-json' };
    }
    const parsed = WebhookEventSchema.safeParse(json);
    return parsed.success ? { outcome: 'accepted', event: parsed.data } : { outcome: 'bad-event' };
}
