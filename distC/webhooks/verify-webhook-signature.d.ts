/** Name of the HTTP header that carries a webhook delivery's signature. */
export declare const WEBHOOK_SIGNATURE_HEADER = "x-firecrawl-signature";
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
export declare function signWebhookBody(rawBody: Buffer | string, secret: string): string;
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
export declare function verifyWebhookSignature(rawBody: Buffer | string, header: string | undefined, secret: string): boolean;
