/**
 * The escape hatch for fields the service gained after this release. Request schemas are strict at the
 * top level, as the service is, so an unknown key is refused before sending; `extraFields` adds keys to
 * the body after validation, unchecked. A key the schema knows is refused there, so this never bypasses a
 * check crawlstream has.
 */
import type * as z from 'zod';
import { ValidationError } from '../errors/errors.js';

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
export function withExtraFields<T extends object>(
  body: T,
  options: ExtraFieldsOption,
  schema: z.ZodType,
  label: string,
): T {
  const extra = options.extraFields;
  if (extra === undefined) return body;
  const shape = (schema as { shape?: Record<string, unknown> }).shape ?? {};
  const known = Object.keys(extra).filter((key) => Object.hasOwn(shape, key));
  if (known.length > 0) {
    const issues = known.map((key) => ({
      path: `extraFields.${key}`,
      rule: 'known_field',
      message: `${key} is a field of the ${label}; set it in the request, where it is checked`,
    }));
    throw new ValidationError(
      `Invalid ${label}: ${issues.map((i) => `${i.path}: ${i.message} (${i.rule})`).join('; ')}. Fix these fields; nothing was sent.`,
      issues,
    );
  }
  return { ...body, ...extra };
}
