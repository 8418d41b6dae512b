/** Turns `formats` (names or `{type}` objects) into a map by type; markdown when none is given. */
export function normalizeFormats(formats) {
    const out = new Map();
    for (const f of formats ?? ['markdown']) {
        const request = typeof f === 'string' ? { type: f } : f;
        out.set(request.type, request);
    }
    return out;
}
