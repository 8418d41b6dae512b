const guards = new WeakMap();
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
export function guardResponse(schema, guard) {
    guards.set(schema, guard);
    return schema;
}
/** Whether `value` passes the guard registered for `schema` (false when it has none). */
export function passesGuard(schema, value) {
    const guard = guards.get(schema);
    return guard?.(value) === true;
}
/** A plain JSON object (not null, not an array), as zod's object schemas require. */
export function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** `string | null | undefined`: what `z.string().nullish()` accepts. */
export function isNullishString(value) {
    return value === undefined || value === null || typeof value === 'string';
}
