import type * as z from 'zod';
/**
 * Validates caller input against a request schema before anything is sent.
 *
 * The schemas apply no defaults and no transforms, so the value returned is the value given,
 * checked; fields the caller left out stay out of the request.
 *
 * @param label - what is being validated, e.g. `crawl request`; starts the error message.
 * @throws ValidationError naming each field path and the rule it broke.
 * @example
 * parseInput(SearchRequest, { query: 'x', limit: 0 }, 'search request');
 * // ValidationError: Invalid search request: limit: Too small: expected number to be >=1 (too_small)
 */
export declare function parseInput<S extends z.ZodType>(schema: S, value: unknown, label: string): z.output<S>;
/** `['scrapeOptions', 'formats', 0]` → `scrapeOptions.formats[0]`. */
export declare function formatPath(path: readonly PropertyKey[]): string;
