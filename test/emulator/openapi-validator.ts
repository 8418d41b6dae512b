import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

/** Copies of the published (public) v2 and webhooks OpenAPI documents. */
const SPEC_DIR = new URL('../helpers/spec/', import.meta.url);

// ajv-formats ships CommonJS; under NodeNext its default export may arrive wrapped.
const formatsModule = addFormatsModule as unknown as { default?: (ajv: Ajv) => Ajv } & ((ajv: Ajv) => Ajv);
const addFormats: (ajv: Ajv) => Ajv = formatsModule.default ?? formatsModule;

function load(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(name, SPEC_DIR), 'utf8')) as Record<string, unknown>;
}

/**
 * Rewrites OpenAPI 3.0 `nullable: true` as JSON Schema: a `null` type beside the declared one, or an
 * `anyOf` with `null` when the schema has no `type` of its own (e.g. a `oneOf`).
 */
function nullableToJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableToJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'nullable') out[key] = nullableToJsonSchema(value);
  }
  if ((node as { nullable?: unknown }).nullable !== true) return out;
  if (typeof out.type === 'string') {
    out.type = [out.type, 'null'];
    if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
    return out;
  }
  return { anyOf: [out, { type: 'null' }] };
}

/** The published v2 OpenAPI document (OpenAPI 3.0, `nullable` rewritten for ajv). */
export const v2Spec = nullableToJsonSchema(load('v2-openapi.json')) as Record<string, unknown>;
/** The published webhooks OpenAPI document. */
export const webhookSpec = load('webhooks-openapi.json');

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(v2Spec, 'v2');
ajv.addSchema(webhookSpec, 'webhooks');

const pointer = (segment: string): string =>
  encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));

/** The validator of a response body of the v2 spec. */
export function responseValidator(path: string, method: string, status = 200): ValidateFunction {
  const ref = `v2#/paths/${pointer(path)}/${method}/responses/${status}/content/${pointer('application/json')}/schema`;
  const validate = ajv.getSchema(ref);
  if (!validate) throw new Error(`No schema at ${ref}`);
  return validate;
}

/** The validator of a webhook body (`crawlPage`, `batchScrapeCompleted`, ...). */
export function webhookValidator(operation: string): ValidateFunction {
  const ref = `webhooks#/webhooks/${operation}/post/requestBody/content/${pointer('application/json')}/schema`;
  const validate = ajv.getSchema(ref);
  if (!validate) throw new Error(`No schema at ${ref}`);
  return validate;
}

/** Compiles a schema derived from the spec (for the places where the service notes override it). */
export function compile(schema: Record<string, unknown>): ValidateFunction {
  const { $id: _id, ...rest } = schema;
  return ajv.compile(rest);
}

/** Validates and returns the errors as readable text (empty when valid), for `expect(...).toBe('')`. */
export function schemaErrors(validate: ValidateFunction, value: unknown): string {
  if (validate(value)) return '';
  return ajv.errorsText(validate.errors, { separator: '\n' });
}
