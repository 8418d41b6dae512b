import { ResponseDecodeError } from '../errors/errors.js';
/**
 * `transport.json` with a response schema, plus the guarantee that a body arrived: an empty 2xx body
 * (which skips the schema) becomes a `ResponseDecodeError` instead of an `undefined` that an operation would
 * then read a field of.
 */
export function requestBody(transport, spec, schema) {
    // `then` rather than an async function: one promise fewer per call at fan-out rates.
    return transport.json(spec, schema).then((res) => {
        if (res.data === undefined || res.data === null) {
            throw new ResponseDecodeError(`${spec.method} ${spec.path} answered ${res.status} with an empty body; retry, or check that apiUrl points at the API.`, { method: spec.method, path: spec.path, status: res.status, code: 'EMPTY_BODY' });
        }
        return res;
    });
}
