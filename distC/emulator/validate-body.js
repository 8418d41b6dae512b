import { errorReply } from './http-reply.js';
/**
 * Checks a body with a zod schema. A failure becomes the service's 400 `BAD_REQUEST` with the zod
 * issues as `details`, so clients see the same shape as from the real validator.
 */
export function validateBody(schema, body) {
    const result = schema.safeParse(body);
    if (result.success)
        return { ok: true, value: withScheme(result.data) };
    // Every issue field is kept (`keys`, `expected`, `options`, ...), as the service serialises zod issues.
    const details = result.error.issues.map((issue) => ({
        ...issue,
        path: issue.path.map((segment) => (typeof segment === 'symbol' ? String(segment) : segment)),
    }));
    return { ok: false, reply: errorReply(400, 'Bad Request', { code: 'BAD_REQUEST', details }) };
}
/** The service reads a page URL without a scheme as `http://`. */
function withScheme(value) {
    const url = value?.url;
    if (typeof url !== 'string' || /^[a-z][a-z0-9+.-]*:\/\//i.test(url))
        return value;
    return { ...value, url: `http://${url}` };
}
