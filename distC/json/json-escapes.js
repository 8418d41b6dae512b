/**
 * Decoding of JSON `\u` escapes into UTF-8, shared by the JavaScript and WebAssembly paths of copying a
 * JSON string's contents unescaped.
 */
const BACKSLASH = 0x5c;
function hex(c) {
    if (c >= 48 && c <= 57)
        return c - 48;
    if (c >= 65 && c <= 70)
        return c - 55;
    if (c >= 97 && c <= 102)
        return c - 87;
    return -1;
}
function hex4(buf, at) {
    const a = hex(buf[at] ?? 0);
    const b = hex(buf[at + 1] ?? 0);
    const c = hex(buf[at + 2] ?? 0);
    const d = hex(buf[at + 3] ?? 0);
    if ((a | b | c | d) < 0)
        throw new SyntaxError(`Bad \\u escape in JSON at position ${at - 2}`);
    return (a << 12) | (b << 8) | (c << 4) | d;
}
/** Writes `cp` as UTF-8 at `at`; returns the new end. */
function putCodePoint(dst, at, cp) {
    if (cp < 0x80) {
        dst[at] = cp;
        return at + 1;
    }
    if (cp < 0x800) {
        dst[at] = 0xc0 | (cp >> 6);
        dst[at + 1] = 0x80 | (cp & 63);
        return at + 2;
    }
    if (cp < 0x10000) {
        dst[at] = 0xe0 | (cp >> 12);
        dst[at + 1] = 0x80 | ((cp >> 6) & 63);
        dst[at + 2] = 0x80 | (cp & 63);
        return at + 3;
    }
    dst[at] = 0xf0 | (cp >> 18);
    dst[at + 1] = 0x80 | ((cp >> 12) & 63);
    dst[at + 2] = 0x80 | ((cp >> 6) & 63);
    dst[at + 3] = 0x80 | (cp & 63);
    return at + 4;
}
/**
 * Decodes the `\u` escape whose backslash is at `p` in `src` (a string whose closing quote is at `close`),
 * together with a low-surrogate escape right after it when the two form a pair, and writes the code point
 * at `at` of `dst` as UTF-8; a lone surrogate becomes U+FFFD, as UTF-8 encoding of a JS string does.
 * Returns the end of the written bytes. The escape read is 12 bytes long when 4 bytes were written (only a
 * pair gives a code point above U+FFFF), else 6.
 */
export function unicodeEscape(src, p, close, dst, at) {
    let cp = hex4(src, p + 2);
    const next = p + 6;
    if (cp >= 0xd800 && cp <= 0xdfff) {
        if (cp <= 0xdbff && src[next] === BACKSLASH && src[next + 1] === 0x75 && next + 6 <= close) {
            const low = hex4(src, next + 2);
            cp = low >= 0xdc00 && low <= 0xdfff ? 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00) : 0xfffd;
        }
        else {
            cp = 0xfffd;
        }
    }
    return putCodePoint(dst, at, cp);
}
/** Bytes of escape read by {@link unicodeEscape}, from what it wrote. */
export function unicodeEscapeLength(written) {
    return written === 4 ? 12 : 6;
}
