import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsImport from 'ajv-formats';
import type { SyntheticDocument, SyntheticWeb } from '../../../src/emulator/web/index.js';
import { createSyntheticWeb } from '../../../src/emulator/web/index.js';

/** A web big enough to have every kind of page on every site. */
export const webOptions = { seed: 11, sites: 3, pagesPerSite: 80, failureRate: 0.05 } as const;

let shared: SyntheticWeb | undefined;
/** One web per test file (building it is pure, so sharing is safe). */
export function sharedWeb(): SyntheticWeb {
  shared ??= createSyntheticWeb(webOptions);
  return shared;
}

// ajv-formats is CommonJS: under NodeNext its default export may arrive wrapped.
const addFormats = ((addFormatsImport as unknown as { default?: typeof addFormatsImport }).default ??
  addFormatsImport) as unknown as (ajv: Ajv) => Ajv;

/** Compiles a JSON Schema with a standard validator (formats included). */
export function compileSchema(schema: object): ValidateFunction {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv.compile(schema);
}

/** Narrows a render result to a document, failing the test on a failure record. */
export function asDocument(value: unknown): SyntheticDocument {
  if (typeof value !== 'object' || value === null || !('metadata' in value)) {
    throw new Error(`expected a document, got ${JSON.stringify(value)}`);
  }
  return value as SyntheticDocument;
}

/** The pathname of a URL. */
export const pathOf = (url: string): string => new URL(url).pathname;
/** The host of a URL. */
export const hostOf = (url: string): string => new URL(url).hostname;
