/**
 * Reads how long the service asks a client to wait before it tries again.
 *
 * The real service sends no `Retry-After` header on 429; it writes the wait into the message instead
 * ("... retry after 37s, resets at <date>"). Proxies and gateways in front of it may add a standard
 * header, which is the more precise source, so the header wins when both exist.
 */
/** Matches "retry after 37s", "Retry after 1.5 s", "retry after 12 seconds". */
const RETRY_AFTER_TEXT = /retry after\s+(\d+(?:\.\d+)?)\s*(ms|milliseconds?|s|sec|secs|seconds?)?\b/i;
/**
 * Parses a wait time out of a `Retry-After` header value or, failing that, a response body text.
 *
 * @param header - the `Retry-After` header: delta-seconds (`"12"`) or an HTTP date.
 * @param bodyText - the response body text, searched for "retry after Ns".
 * @param nowMs - the current time in epoch milliseconds, for HTTP dates (injectable for tests).
 * @returns the wait in whole milliseconds (never negative), or `undefined` when neither source names one.
 * @example
 * parseRetryAfter('3', undefined, 0); // 3000
 * parseRetryAfter(undefined, 'Rate limit exceeded, retry after 20s, resets at ...', 0); // 20000
 */
export function parseRetryAfter(header, bodyText, nowMs) {
    const fromHeader = header === undefined ? undefined : parseRetryAfterHeader(header, nowMs);
    if (fromHeader !== undefined)
        return fromHeader;
    if (bodyText === undefined)
        return undefined;
    const match = RETRY_AFTER_TEXT.exec(bodyText);
    if (!match)
        return undefined;
    const value = Number(match[1]);
    const unit = (match[2] ?? 's').toLowerCase();
    const ms = unit.startsWith('m') ? value : value * 1000;
    return Number.isFinite(ms) ? Math.max(0, Math.ceil(ms)) : undefined;
}
/**
 * Parses a `Retry-After` header value (RFC 9110 §10.2.3): delta-seconds or an HTTP date.
 *
 * @returns milliseconds to wait (a date in the past gives 0), or `undefined` if the value is malformed.
 */
export function parseRetryAfterHeader(value, nowMs) {
    const trimmed = value.trim();
    if (trimmed === '')
        return undefined;
    if (/^\d+(\.\d+)?$/.test(trimmed))
        return Math.ceil(Number(trimmed) * 1000);
    const date = Date.parse(trimmed);
    if (Number.isNaN(date))
        return undefined;
    return Math.max(0, date - nowMs);
}
