/**
 * AWS Signature Version 4 for S3 requests: the `Authorization` header of one request, from its method,
 * path, query and headers. Bodies are sent as `UNSIGNED-PAYLOAD`, so a part of many megabytes is not hashed
 * on the way out (S3 and S3-compatible gateways accept it; TLS protects the bytes in transit).
 */
import { createHash, createHmac } from 'node:crypto';
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
/** RFC 3986 encoding as SigV4 wants it: everything but `A-Za-z0-9-_.~` escaped. */
export function uriEncode(text) {
    return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
/** An object key as a path: each segment encoded, the slashes kept. */
export function encodeKey(key) {
    return key.split('/').map(uriEncode).join('/');
}
/** The query string, names sorted, as sent and as signed. */
export function canonicalQuery(query) {
    return Object.keys(query)
        .sort()
        .map((name) => `${uriEncode(name)}=${uriEncode(query[name] ?? '')}`)
        .join('&');
}
/**
 * Adds `x-amz-date`, `x-amz-content-sha256`, the session token if any, and `authorization` to
 * `request.headers`, signed at `now`.
 */
export function signRequest(request, key, now = new Date()) {
    const amzDate = now
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    const day = amzDate.slice(0, 8);
    const headers = request.headers;
    headers['x-amz-date'] = amzDate;
    headers['x-amz-content-sha256'] = UNSIGNED_PAYLOAD;
    if (key.sessionToken)
        headers['x-amz-security-token'] = key.sessionToken;
    const names = Object.keys(headers)
        .map((n) => n.toLowerCase())
        .sort();
    const canonicalHeaders = names
        .map((n) => `${n}:${String(headers[n]).trim().replace(/\s+/g, ' ')}\n`)
        .join('');
    const signedHeaders = names.join(';');
    const canonical = [
        request.method,
        request.path,
        canonicalQuery(request.query),
        canonicalHeaders,
        signedHeaders,
        UNSIGNED_PAYLOAD,
    ].join('\n');
    const scope = `${day}/${key.region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
    const kDate = hmac(`AWS4${key.secretAccessKey}`, day);
    const kSigning = hmac(hmac(hmac(kDate, key.region), 's3'), 'aws4_request');
    const signature = createHmac('sha256', kSigning).update(toSign).digest('hex');
    headers.authorization = `AWS4-HMAC-SHA256 Credential=${key.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}
function hmac(key, data) {
    return createHmac('sha256', key).update(data).digest();
}
function sha256Hex(text) {
    return createHash('sha256').update(text).digest('hex');
}
