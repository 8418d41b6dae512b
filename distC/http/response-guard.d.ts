import type { ZodType } from 'zod';
/**
 * A hand-written check that accepts the common, valid shape of an answer, so the transport can skip the
 * zod schema for it. The schema stays the definition: it still runs whenever the guard says no, and gives
 * the error. A guard must accept only values its schema accepts unchanged (no defaults, no transforms).
 */
export type ResponseGuard = (value: unknown) => boolean;
/**
 * Registers `guard` as the fast path of the response schema `schema` and returns the schema.
 *
 * Why: at hundreds of calls a second (map fan-out), zod's copy of every link of every answer costs more
 * client CPU than the HTTP exchange itself; a few `typeof` tests on the parsed JSON do not.
 *
 * @example
 * ```ts
 * export const Answer = guardResponse(z.looseObject({ ok: z.boolean() }), (v) => isRecord(v) && typeof v.ok === 'boolean');
 * ```
 */
export declare function guardResponse<S extends ZodType>(schema: S, guard: ResponseGuard): S;
/** Whether `value` passes the guard registered for `schema` (false when it has none). */
export declare function passesGuard(schema: ZodType, value: unknown): boolean;
/** A plain JSON object (not null, not an array), as zod's object schemas require. */
export declare function isRecord(value: unknown): value is Record<string, unknown>;
/** `string | null | undefined`: what `z.string().nullish()` accepts. */
export declare function isNullishString(value: unknown): boolean;
