/** Headers that carry the API key: `Authorization`, and `Sec-WebSocket-Protocol` on the status socket. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'sec-websocket-protocol']);
/** Copies request headers without the credentials. */
export function loggableHeaders(headers) {
    const out = {};
    for (const [name, value] of Object.entries(headers)) {
        if (CREDENTIAL_HEADERS.has(name) || value === undefined)
            continue;
        out[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    return out;
}
