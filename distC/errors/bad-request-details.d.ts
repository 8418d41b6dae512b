/**
 * The `details` of a 400 in readable form: one `{ path, message }` per field the server refused, from the
 * zod issues it sends (zod 3's shape on self-hosted 2025 builds, with `unionErrors`; zod 4's on the
 * current service, with `errors`). A failed union is reported by its branch that got deepest into the
 * input, which is the one the caller meant.
 */
/** One field the server refused. */
export interface FieldIssue {
    /** Dotted path, e.g. `scrapeOptions.formats[0].type`; empty for the body itself. */
    path: string;
    message: string;
}
/** The refused fields in `details`, or `[]` when it is not a list of issues. */
export declare function fieldIssues(details: unknown): FieldIssue[];
/** `url: must have a TLD; limit: too big`, at most `max` of them. */
export declare function fieldIssuesText(issues: readonly FieldIssue[], max?: number): string;
