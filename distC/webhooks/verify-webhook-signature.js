import { createHmac, timingSafeEqual } from 'node:crypto';
import { ValidationError } from '../errors/errors.js';
/** Name of the HTTP header that carries a webhook delivery's signature. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-firecrawl-signature';
// `sha256=` followed by exactly 64 hex digits: anything else is rejected before any comparison, so the
// constant-time comparison below always runs over two 32-byte buffers.
const SIGNATURE_PATTERN = /^sha256=([0-9a-fA-F]{64})$/;
function assertSecret(secret) {
    if (typeof secret !== 'string' || secret.length === 0) {
        // An empty key would make every signature trivially forgeable; refuse rather than accept everything.
        throw new ValidationError('The webhook secret must be a non-empty string: pass the secret configured for webhooks.', [{ path: 'secret', rule: 'too_small', message: 'must be a non-empty string' }]);
    }
}
function digest(rawBody, secret) {
    return createHmac('sha256', secret).update(rawBody).digest();
}
/**
 * Computes the `X-Firecrawl-Signature` header value for a body: `sha256=<hex HMAC-SHA256(secret, body)>`.
 * Useful to sign test deliveries for a receiver.
 *
 * @example
 * ```ts
 * signWebhookBody('{"type":"crawl.started"}', 'secret'); // 'sha256=9f1c...'
 * ```
 * @throws ValidationError when `secret` is empty.
 */
export function signWebhookBody(rawBody, secret) {
    assertSecret(secret);
    return `sha256=${digest(rawBody, secret).toString('hex')}`;
}
/**
 * Checks a webhook delivery's `X-Firecrawl-Signature` header against the raw request body.
 *
 * The HMAC is computed over the exact bytes received (a string is taken as UTF-8), so verify before
 * parsing: re-serialized JSON would not match. The comparison is constant-time (`crypto.timingSafeEqual`
 * over two 32-byte digests); a missing or malformed header returns `false` without comparing.
 *
 * @param rawBody - The request body exactly as received.
 * @param header - The `X-Firecrawl-Signature` header value, `sha256=<hex>` (`undefined` when absent).
 * @param secret - The webhook secret shared with the service.
 * @returns `true` only when the header is a valid signature of `rawBody` under `secret`.
 * @throws ValidationError when `secret` is empty (a programming error, not a bad delivery).
 *
 * @example
 * ```ts
 * // In a request handler, with the body as received (`rawBody`, bytes or text):
 * const header = req.headers['x-firecrawl-signature'];
 * if (!verifyWebhookSignature(rawBody, typeof header === 'string' ? header : undefined, secret)) res.writeHead(401).end();
 * ```
 */
export function verifyWebhookSignature(rawBody, header, secret) {
    assertSecret(secret);
    if (typeof header !== 'string')
        return false;
    const match = SIGNATURE_PATTERN.exec(header.trim());
    if (match === null)
        return false;
    const received = Buffer.from(match[1], 'hex');
    const expected = digest(rawBody, secret);
    return received.length === expected.length && timingSafeEqual(received, expected);
}
