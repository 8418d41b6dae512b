import type { JsonSchema, SyntheticPage } from './types.js';
type Schema = {
    [key: string]: unknown;
};
/** What a fill reads besides the schema. */
export interface FillContext {
    readonly options: {
        readonly seed: number;
    };
}
/** The result of {@link fillSchemaWithSources}. */
export interface FillResult {
    value: unknown;
    /** For each top-level property (or `*`), the URLs of the pages its value came from. */
    sources: Record<string, string[]>;
}
/** What extract returns when no schema is given: a summary and one item per page. */
export declare const DEFAULT_EXTRACT_SCHEMA: Schema;
/** Fills a JSON Schema with values read from pages (first page first); see {@link fillSchemaWithSources}. */
export declare function fillSchema(schema: JsonSchema | unknown, pages: readonly SyntheticPage[], ctx: FillContext): unknown;
/**
 * Builds a value that follows `schema` from the facts of `pages`: each property is filled by what its name
 * asks for (a `price` from the page's price, an `email` from its contact address, a `title` from its title,
 * ...), arrays of objects take one page per item, enums pick the value the page mentions (else a stable one),
 * and `minimum`/`maximum`/`minLength`/`maxLength`/`minItems`/`maxItems`/`multipleOf` are respected.
 * `$ref` to `#/$defs` or `#/definitions`, `anyOf`/`oneOf` (first non-null branch) and `allOf` are followed.
 */
export declare function fillSchemaWithSources(schema: JsonSchema | unknown, pages: readonly SyntheticPage[], ctx: FillContext): FillResult;
export {};
