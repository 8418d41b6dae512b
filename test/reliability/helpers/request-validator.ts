import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

// The published v2 OpenAPI document; the repository keeps a copy beside the emulator tests.
const SPEC_URL = new URL('../../helpers/spec/v2-openapi.json', import.meta.url);

const formatsModule = addFormatsModule as unknown as { default?: (ajv: Ajv) => Ajv } & ((ajv: Ajv) => Ajv);
const addFormats: (ajv: Ajv) => Ajv = formatsModule.default ?? formatsModule;

/** OpenAPI 3.0 `nullable: true` as JSON Schema, so ajv reads it. */
function nullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullable);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) if (key !== 'nullable') out[key] = nullable(value);
  if ((node as { nullable?: unknown }).nullable !== true) return out;
  if (typeof out.type === 'string') return { ...out, type: [out.type, 'null'] };
  return { anyOf: [out, { type: 'null' }] };
}

const spec = nullable(JSON.parse(readFileSync(SPEC_URL, 'utf8'))) as Record<string, unknown>;
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(spec, 'v2');

/** Validator of the JSON request body of `POST <path>` in the published spec (path as the spec spells it). */
export function requestBodyValidator(path: string): ValidateFunction {
  const pointer = (s: string) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'));
  const ref = `v2#/paths/${pointer(path)}/post/requestBody/content/${pointer('application/json')}/schema`;
  const validate = ajv.getSchema(ref);
  if (!validate) throw new Error(`no request schema at ${ref}`);
  return validate;
}
