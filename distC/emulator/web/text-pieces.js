/**
 * Large texts as lists of pieces, so they can be written out as plain strings, as JSON string literals or
 * as UTF-8 bytes. Body blocks contain no character JSON escapes (no quote, backslash or control
 * character), so their JSON form is a join with an escaped separator: no per-character work, and no
 * JSON.stringify pass over megabytes of text.
 */
const jsonInner = (text) => JSON.stringify(text).slice(1, -1);
/** The text the pieces spell. */
export function piecesToString(pieces) {
    let out = '';
    for (const p of pieces)
        out += typeof p === 'string' ? p : p.blocks.join(p.separator);
    return out;
}
/**
 * Appends the parts of the pieces' JSON string literal, quotes included, to `parts` (joined, they equal
 * `JSON.stringify(piecesToString(pieces))`): a text joined once from them is written in one pass, where
 * joining each run first copied a large page twice (and each copy of megabytes is fresh memory).
 */
export function pushJsonLiteral(pieces, parts) {
    parts.push('"');
    for (const p of pieces) {
        if (typeof p === 'string') {
            parts.push(jsonInner(p));
            continue;
        }
        const separator = jsonInner(p.separator);
        for (let i = 0; i < p.blocks.length; i++) {
            if (i > 0)
                parts.push(separator);
            parts.push(p.blocks[i]);
        }
    }
    parts.push('"');
}
/**
 * The JSON string literal of the pieces as UTF-8 buffers, with its length in characters (UTF-16 code
 * units, the unit `JSON.stringify(...).length` counts).
 */
export function piecesToJsonBytes(pieces) {
    const quote = Buffer.from('"');
    const buffers = [quote];
    let chars = 2;
    for (const p of pieces) {
        if (typeof p === 'string') {
            const inner = jsonInner(p);
            buffers.push(Buffer.from(inner));
            chars += inner.length;
            continue;
        }
        const separator = jsonInner(p.separator);
        const separatorBytes = Buffer.from(separator);
        const encoded = p.encoded();
        for (let i = 0; i < encoded.length; i++) {
            if (i > 0)
                buffers.push(separatorBytes);
            buffers.push(encoded[i]);
            chars += (p.blocks[i]?.length ?? 0) + (i > 0 ? separator.length : 0);
        }
    }
    buffers.push(quote);
    return { buffers, chars };
}
/** Whether a block may go into a {@link BlockRun} unescaped. */
export function isJsonSafe(text) {
    return !/["\\\u0000-\u001f\ud800-\udfff]/.test(text);
}
