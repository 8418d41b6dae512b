/**
 * Reads how long the service asks a client to wait before it tries again.
 *
 * The real service sends no `Retry-After` header on 429; it writes the wait into the message instead
 * ("... retry after 37s, resets at <date>"). Proxies and gateways in front of it may add a standard
 * header, which is the more precise source, so the header wins when both exist.
 */
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
export declare function parseRetryAfter(header: string | undefined, bodyText: string | undefined, nowMs: number): number | undefined;
/**
 * Parses a `Retry-After` header value (RFC 9110 §10.2.3): delta-seconds or an HTTP date.
 *
 * @returns milliseconds to wait (a date in the past gives 0), or `undefined` if the value is malformed.
 */
export declare function parseRetryAfterHeader(value: string, nowMs: number): number | undefined;
