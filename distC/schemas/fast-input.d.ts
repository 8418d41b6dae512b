/**
 * Hand-written fast paths of request schemas: checks of the common, valid shape of an input that
 * {@link parseInput} tries before the zod schema.
 *
 * The schema stays the definition. A fast path returns exactly what the schema would return for an input
 * it accepts (same keys, same order, same values, fresh objects), and `undefined` for anything else, which
 * then goes through the schema; so invalid input always gets the schema's own `ValidationError`, and an
 * unusual but valid input (non-ASCII URL, a prototype other than `Object.prototype`, ...) is still accepted.
 */
import type { ZodType } from 'zod';
/** Returns what the schema would output for `value`, or `undefined` to leave `value` to the schema. */
export type InputFastPath<T> = (value: unknown) => T | undefined;
/**
 * Registers `fast` as the fast path of the request schema `schema` and returns the schema.
 *
 * Why: at hundreds of calls a second (map fan-out), zod's parse of a small request object (an object walk,
 * a `URL` object for the `url` field, a result object per field) costs a visible share of the client's CPU;
 * a few `typeof` tests do not.
 */
export declare function fastInput<S extends ZodType>(schema: S, fast: InputFastPath<S['_output']>): S;
/** The fast path registered for `schema`, if any. */
export declare function fastPathOf(schema: ZodType): InputFastPath<unknown> | undefined;
/**
 * An object zod's object schemas accept whose enumerable keys are all its own: a plain object literal
 * (prototype `Object.prototype` or `null`). zod also reports inherited enumerable keys, so other prototypes
 * are left to it.
 */
export declare function isPlainObject(value: unknown): value is Record<string, unknown>;
/**
 * Whether `value` is a page URL that `TargetUrl` accepts and returns unchanged: `http://` or `https://`
 * (lower case), printable ASCII, parseable by the WHATWG URL parser, and a host with a top-level domain or
 * an IP address.
 */
export declare function isSimpleTargetUrl(value: unknown): value is string;
/** `z.int().min(min).max(max)`: a safe integer in `[min, max]`. */
export declare function isIntIn(value: unknown, min: number, max?: number): value is number;
/** `z.string().min(1)`. */
export declare function isNonEmptyString(value: unknown): value is string;
/**
 * Copies the keys of `shape` that `value` has, in the order of `shape`, as zod's object schemas do (a key
 * present with the value `undefined` is kept); `undefined` when `value` has a key outside `shape` or
 * `check` refuses a value. `check` returns the value to store (a copy, for nested objects) or `undefined`
 * to refuse; it is not called for `undefined` values, which optional fields accept.
 */
export declare function copyKnownKeys(value: Record<string, unknown>, keys: readonly string[], check: (key: string, field: unknown) => unknown): Record<string, unknown> | undefined;
