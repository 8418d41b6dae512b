/**
 * Turns a library `ValidationError` (which names request fields such as `scrapeOptions.formats`) into a
 * message that names the command-line flag the user typed (`--formats: ...`).
 */
/** Field path (dotted, array indexes dropped) → flag, e.g. `{ 'scrapeOptions.formats': '--formats' }`. */
export type FieldFlags = Readonly<Record<string, string>>;
/** Whether `error` is the library's client-side validation error (checked by name so any copy matches). */
export declare function isValidationError(error: unknown): error is Error & {
    issues?: unknown;
};
/**
 * Builds one line per issue: `--limit: Too small: expected number to be >=1`. Fields without a flag keep
 * their field path, which still tells the user what was wrong.
 */
export declare function validationMessage(error: Error & {
    issues?: unknown;
}, fieldFlags: FieldFlags): string;
