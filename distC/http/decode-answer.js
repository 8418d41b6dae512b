import { errorFromResponse } from '../errors/error-from-response.js';
import { CrawlstreamError, ResponseDecodeError } from '../errors/errors.js';
import { passesGuard } from './response-guard.js';
/** A JSON call's answer: parsed, checked for `success: false`, validated by `schema` when given. */
export function decodeJson(answer, spec, attempts, schema, ctx) {
    const { status, headers } = answer;
    const text = answer.text ?? answer.bytes.toString('utf8');
    if (status < 200 || status >= 300)
        throw failure(status, headers, text, spec, ctx);
    let data;
    if (text.trim() !== '') {
        try {
            data = JSON.parse(text);
        }
        catch (cause) {
            throw new ResponseDecodeError(`${spec.method} ${spec.path} answered ${status} with a body that is not JSON; check apiUrl points at the API.`, {
                method: spec.method,
                path: spec.path,
                status,
                code: 'INVALID_JSON',
                body: ctx.redact(text.slice(0, 500)),
                cause,
            });
        }
        if (isUnsuccessful(data))
            throw failure(status, headers, text, spec, ctx);
        if (schema && !passesGuard(schema, data)) {
            const result = schema.safeParse(data);
            if (!result.success) {
                const first = result.error.issues[0];
                const at = first ? `${first.path.join('.') || '(root)'}: ${first.message}` : 'unexpected shape';
                throw new ResponseDecodeError(`${spec.method} ${spec.path} answered with an unexpected shape (${at}); the service may have changed.`, { method: spec.method, path: spec.path, status, code: 'UNEXPECTED_RESPONSE', cause: result.error });
            }
            data = result.data;
        }
    }
    return withMeta({ status, headers, data: data, text, attempts });
}
/** A page read's answer: parsed once by `read.parse`, whose `fields` decide `success: false`. */
export function decodePage(answer, spec, attempts, read, ctx) {
    const { status, headers } = answer;
    if (answer.bytes === undefined)
        throw failure(status, headers, answer.text, spec, ctx);
    const bytes = answer.bytes;
    let data;
    try {
        data = read.parse(bytes);
    }
    catch (caught) {
        if (caught instanceof CrawlstreamError)
            throw caught;
        throw new ResponseDecodeError(`${spec.method} ${spec.path} answered ${status} with a body that could not be parsed; see cause.`, { method: spec.method, path: spec.path, status, code: 'INVALID_JSON', cause: caught });
    }
    if (isUnsuccessful(data.fields))
        throw failure(status, headers, JSON.stringify(data.fields), spec, ctx);
    let text;
    const response = { status, headers, data, attempts, bytes };
    // Decoded on first read only: a caller that parses the bytes never pays for the string.
    Object.defineProperty(response, 'text', {
        enumerable: true,
        get: () => {
            text ??= bytes.toString('utf8');
            return text;
        },
    });
    return withMeta(response);
}
function withMeta(response) {
    const warning = warningOf(response.headers);
    if (warning !== undefined)
        response.warning = warning;
    const requestId = response.headers['x-request-id'];
    if (requestId !== undefined)
        response.requestId = requestId;
    return response;
}
function failure(status, headers, text, spec, ctx) {
    return errorFromResponse({
        status,
        body: parseLoose(ctx.redact(text)),
        method: spec.method,
        path: spec.path,
        headers,
        nowMs: ctx.now(),
    });
}
function parseLoose(text) {
    if (text.trim() === '')
        return undefined;
    try {
        return JSON.parse(text);
    }
    catch {
        return text;
    }
}
function isUnsuccessful(body) {
    return body !== null && typeof body === 'object' && body.success === false;
}
function warningOf(headers) {
    const { warning, deprecation } = headers;
    if (!deprecation)
        return warning || undefined;
    return warning ? `${warning}; Deprecation: ${deprecation}` : `Deprecation: ${deprecation}`;
}
