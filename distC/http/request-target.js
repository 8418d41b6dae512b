/** The request line and headers of a call: its path checked, its query encoded, its headers flattened. */
/** Refuses a path that is not absolute, or carries a query, a fragment, whitespace or dot segments. */
export function checkPath(path) {
    if (!path.startsWith('/') ||
        path.startsWith('//') ||
        /[?#\s]/.test(path) ||
        /(^|\/)\.\.?(\/|$)/.test(path)) {
        throw new TypeError(`Request path must be an absolute path without query or dot segments, got ${JSON.stringify(path)}.`);
    }
}
/** `?a=1&b=2` for the defined values, `''` for none. */
export function queryString(query) {
    if (!query)
        return '';
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
        if (value === undefined)
            continue;
        // A list is the parameter repeated (`authors=a&authors=b`).
        for (const item of Array.isArray(value) ? value : [value])
            params.append(key, String(item));
    }
    const text = params.toString();
    return text ? `?${text}` : '';
}
export function headerText(value) {
    return Array.isArray(value) ? value.join(', ') : value;
}
/** Response headers with lower-case names, each as one string. */
export function flattenHeaders(raw) {
    const out = {};
    for (const name in raw) {
        if (!Object.hasOwn(raw, name))
            continue;
        const value = raw[name];
        if (value !== undefined)
            out[name.toLowerCase()] = headerText(value);
    }
    return out;
}
