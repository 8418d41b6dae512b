/**
 * Turns a library `ValidationError` (which names request fields such as `scrapeOptions.formats`) into a
 * message that names the command-line flag the user typed (`--formats: ...`).
 */
/** Whether `error` is the library's client-side validation error (checked by name so any copy matches). */
export function isValidationError(error) {
    return error instanceof Error && error.name === 'ValidationError';
}
/**
 * Builds one line per issue: `--limit: Too small: expected number to be >=1`. Fields without a flag keep
 * their field path, which still tells the user what was wrong.
 */
export function validationMessage(error, fieldFlags) {
    const issues = Array.isArray(error.issues) ? error.issues : [];
    if (issues.length === 0)
        return rewriteFieldNames(error.message, fieldFlags);
    return issues
        .map((issue) => {
        const path = fieldPath(issue.path);
        return `${flagFor(path, fieldFlags) ?? (path || 'input')}: ${issue.message ?? 'invalid value'}`;
    })
        .join('\n');
}
function fieldPath(path) {
    if (path === undefined)
        return '';
    if (typeof path === 'string')
        return path.replace(/\[\d+\]/g, '');
    return path.filter((part) => typeof part === 'string').join('.');
}
function flagFor(path, fieldFlags) {
    // Walk up the path so `scrapeOptions.formats.type` still finds `--formats`.
    for (let parts = path.split('.'); parts.length > 0; parts = parts.slice(0, -1)) {
        const flag = fieldFlags[parts.join('.')];
        if (flag !== undefined)
            return flag;
    }
    // split('') gives [''], so the root ('' = the whole input, e.g. a job id) was looked up above.
    return undefined;
}
function rewriteFieldNames(message, fieldFlags) {
    const fields = Object.keys(fieldFlags).sort((a, b) => b.length - a.length);
    for (const field of fields) {
        if (message.startsWith(`${field}:`) || message.startsWith(`${field} `)) {
            return `${fieldFlags[field]}${message.slice(field.length)}`;
        }
    }
    return message;
}
