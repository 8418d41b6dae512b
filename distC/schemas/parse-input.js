import { ValidationError } from '../errors/errors.js';
import { fastPathOf } from './fast-input.js';
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
export function parseInput(schema, value, label) {
    // A hand-written check of the common shape, when the schema has one; anything else goes to zod.
    const fast = fastPathOf(schema)?.(value);
    if (fast !== undefined)
        return fast;
    const result = schema.safeParse(value);
    if (result.success)
        return result.data;
    const issues = result.error.issues.flatMap((issue) => toValidationIssues(issue, []));
    const summary = issues.map((i) => `${i.path || '(root)'}: ${i.message} (${i.rule})`).join('; ');
    throw new ValidationError(`Invalid ${label}: ${summary}. Fix these fields; nothing was sent.`, issues, {
        cause: result.error,
    });
}
/**
 * Turns a zod issue into issues that name the exact field: unknown keys get one issue each at their own
 * path, and a failed union reports the branch that matched the input's kind (a string that is not a
 * format name is reported against the names, an object against the object forms).
 */
function toValidationIssues(issue, prefix) {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'unrecognized_keys') {
        return issue.keys.map((key) => ({
            path: formatPath([...path, key]),
            rule: issue.code,
            message: 'unknown key (the service rejects unknown keys)',
        }));
    }
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
        const wrongKind = (branch) => branch.length === 1 && branch[0]?.code === 'invalid_type' && branch[0].path.length === 0;
        // Of the branches that accepted the input's kind, the one that got deepest into it is the one meant.
        const depth = (branch) => Math.max(...branch.map((i) => i.path.length));
        const relevant = issue.errors
            .filter((branch) => !wrongKind(branch))
            .reduce((best, branch) => (best === undefined || depth(branch) > depth(best) ? branch : best), undefined);
        if (relevant)
            return relevant.flatMap((inner) => toValidationIssues(inner, path));
    }
    return [{ path: formatPath(path), rule: issue.code, message: issue.message }];
}
/** `['scrapeOptions', 'formats', 0]` → `scrapeOptions.formats[0]`. */
export function formatPath(path) {
    let out = '';
    for (const part of path) {
        if (typeof part === 'number')
            out += `[${part}]`;
        else
            out += out === '' ? String(part) : `.${String(part)}`;
    }
    return out;
}
