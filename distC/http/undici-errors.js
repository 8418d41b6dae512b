/**
 * What a failed attempt means, from what undici or the socket threw: a timeout, a connection error (and
 * whether the request can have reached the service), or a usage error that no retry can mend.
 */
import { ConnectionError, CrawlstreamError, TimeoutError } from '../errors/errors.js';
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
/** Maps what an attempt threw (not a `CrawlstreamError`, not an abort, not a close) to its error. */
export function errorFromUndici(caught, attempt) {
    const { method, path } = attempt;
    const where = { method, path };
    const code = caught?.code;
    if (attempt.timedOut || (typeof code === 'string' && UNDICI_TIMEOUT_CODES.has(code))) {
        return new TimeoutError(`${method} ${path} got no complete answer within ${attempt.timeoutMs} ms; raise timeoutMs or retry later.`, { ...where, code: 'TIMEOUT', cause: caught });
    }
    if (typeof code === 'string' && code.startsWith('UND_ERR_') && !NETWORK_UNDICI_CODES.has(code)) {
        // A client-side usage error (invalid argument, closed dispatcher, ...): retrying cannot help.
        return new CrawlstreamError(`${method} ${path} could not be sent (${code}); see cause.`, {
            ...where,
            code,
            cause: caught,
        });
    }
    const requestSent = !(typeof code === 'string' && NOT_SENT_CODES.has(code));
    const reason = caught instanceof Error ? caught.message : String(caught);
    return new ConnectionError(`${method} ${path} failed: connection error (${typeof code === 'string' ? code : reason}); check the network and apiUrl.`, { ...where, code: typeof code === 'string' ? code : 'CONNECTION_ERROR', cause: caught, requestSent });
}
