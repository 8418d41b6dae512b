/**
 * The escape hatch for fields the service gained after this release. Request schemas are strict at the
 * top level, as the service is, so an unknown key is refused before sending; `extraFields` adds keys to
 * the body after validation, unchecked. A key the schema knows is refused there, so this never bypasses a
 * check crawlstream has.
 */
import type * as z from 'zod';
/** The option every operation that sends a body takes. */
export interface ExtraFieldsOption {
    /**
     * Top-level body fields sent as given, unchecked: for a field the service accepts that this release does
     * not know yet. Known fields belong in the request, where they are checked.
     *
     * @example
     * ```ts
     * client.scrape({ url }, { extraFields: { brandNewOption: true } });
     * ```
     */
    extraFields?: Readonly<Record<string, unknown>> | undefined;
}
/** `body` (already validated against `schema`) with `options.extraFields` added. */
export declare function withExtraFields<T extends object>(body: T, options: ExtraFieldsOption, schema: z.ZodType, label: string): T;
