import { isTargetUrl } from './target-url.js';
const fastPaths = new WeakMap();
/**
 * Registers `fast` as the fast path of the request schema `schema` and returns the schema.
 *
 * Why: at hundreds of calls a second (map fan-out), zod's parse of a small request object (an object walk,
 * a `URL` object for the `url` field, a result object per field) costs a visible share of the client's CPU;
 * a few `typeof` tests do not.
 */
export function fastInput(schema, fast) {
    fastPaths.set(schema, fast);
    return schema;
}
/** The fast path registered for `schema`, if any. */
export function fastPathOf(schema) {
    return fastPaths.get(schema);
}
/**
 * An object zod's object schemas accept whose enumerable keys are all its own: a plain object literal
 * (prototype `Object.prototype` or `null`). zod also reports inherited enumerable keys, so other prototypes
 * are left to it.
 */
export function isPlainObject(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    const proto = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
}
// Printable ASCII only: no whitespace or control character the URL parser would strip.
const SIMPLE_HTTP_URL = /^https?:\/\/[\x21-\x7e]+$/;
/**
 * Whether `value` is a page URL that `TargetUrl` accepts and returns unchanged: `http://` or `https://`
 * (lower case), printable ASCII, parseable by the WHATWG URL parser, and a host with a top-level domain or
 * an IP address.
 */
export function isSimpleTargetUrl(value) {
    return typeof value === 'string' && SIMPLE_HTTP_URL.test(value) && isTargetUrl(value);
}
/** `z.int().min(min).max(max)`: a safe integer in `[min, max]`. */
export function isIntIn(value, min, max = Number.MAX_SAFE_INTEGER) {
    return Number.isSafeInteger(value) && value >= min && value <= max;
}
/** `z.string().min(1)`. */
export function isNonEmptyString(value) {
    return typeof value === 'string' && value.length > 0;
}
/**
 * Copies the keys of `shape` that `value` has, in the order of `shape`, as zod's object schemas do (a key
 * present with the value `undefined` is kept); `undefined` when `value` has a key outside `shape` or
 * `check` refuses a value. `check` returns the value to store (a copy, for nested objects) or `undefined`
 * to refuse; it is not called for `undefined` values, which optional fields accept.
 */
export function copyKnownKeys(value, keys, check) {
    for (const key in value)
        if (!keys.includes(key))
            return undefined;
    const out = {};
    for (const key of keys) {
        if (!(key in value))
            continue;
        const field = value[key];
        if (field === undefined) {
            out[key] = undefined;
            continue;
        }
        const checked = check(key, field);
        if (checked === undefined)
            return undefined;
        out[key] = checked;
    }
    return out;
}
