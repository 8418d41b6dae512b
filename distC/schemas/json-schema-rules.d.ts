/**
 * The checks the service runs on a JSON Schema it is given (extract `schema`, the json format's `schema`):
 * it must compile, and no object may allow any key without naming its properties
 * (`additionalProperties: true` and no `properties`), which the model behind extraction cannot follow.
 *
 * "Compiles" is checked for the mistakes a schema compiler refuses: an unknown `type`, and keywords whose
 * value has the wrong shape (`properties` not an object, `required` not a list of strings, ...).
 */
import type * as z from 'zod';
/** Adds an issue for every rule the service's JSON Schema checks would break. */
export declare function checkJsonSchema(schema: unknown, ctx: z.core.$RefinementCtx): void;
