/**
 * The `details` of a 400 in readable form: one `{ path, message }` per field the server refused, from the
 * zod issues it sends (zod 3's shape on self-hosted 2025 builds, with `unionErrors`; zod 4's on the
 * current service, with `errors`). A failed union is reported by its branch that got deepest into the
 * input, which is the one the caller meant.
 */
function pathText(path) {
    if (!Array.isArray(path))
        return '';
    let out = '';
    for (const part of path) {
        if (typeof part === 'number')
            out += `[${part}]`;
        else
            out += out === '' ? String(part) : `.${String(part)}`;
    }
    return out;
}
function issuesOf(value) {
    return Array.isArray(value) ? value.filter((i) => typeof i === 'object' && i !== null) : [];
}
function flatten(issue) {
    const branches = [
        ...(issue.unionErrors ?? []).map((e) => issuesOf(e.issues)),
        ...(issue.errors ?? []).map((e) => issuesOf(e)),
    ].filter((b) => b.length > 0);
    if (issue.code === 'invalid_union' && branches.length > 0) {
        const depth = (b) => Math.max(...b.map((i) => (Array.isArray(i.path) ? i.path.length : 0)));
        const deepest = branches.reduce((best, b) => (depth(b) > depth(best) ? b : best));
        return deepest.flatMap(flatten);
    }
    return [
        { path: pathText(issue.path), message: typeof issue.message === 'string' ? issue.message : 'invalid' },
    ];
}
/** The refused fields in `details`, or `[]` when it is not a list of issues. */
export function fieldIssues(details) {
    return issuesOf(details).flatMap(flatten);
}
/** `url: must have a TLD; limit: too big`, at most `max` of them. */
export function fieldIssuesText(issues, max = 5) {
    const shown = issues.slice(0, max).map((i) => (i.path ? `${i.path}: ${i.message}` : i.message));
    const more = issues.length > max ? `; and ${issues.length - max} more` : '';
    return `${shown.join('; ')}${more}`;
}
