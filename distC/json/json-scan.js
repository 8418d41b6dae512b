/*
 * What the JSON scanners share (the status-page scanners over text and bytes, the Parquet sink's field
 * scanner over a document's bytes): the JSON structural characters, the marker they throw to give up and
 * fall back to `JSON.parse` (it never escapes the scanners), and the two byte-level steps all byte scanners take.
 */
export const QUOTE = 34;
export const BACKSLASH = 92;
export const COMMA = 44;
export const COLON = 58;
export const LBRACE = 123;
export const RBRACE = 125;
export const LBRACKET = 91;
export const RBRACKET = 93;
/** Deeper nesting than this is left to `JSON.parse`, which bounds it itself. */
export const MAX_DEPTH = 256;
class Unsure {
}
/** Thrown inside a scanner to give up and use `JSON.parse`. */
export const UNSURE = new Unsure();
/** The first index at or after `i` that is not JSON whitespace. */
export function skipWsBytes(buf, i) {
    let c = buf[i];
    while (c === 32 || c === 10 || c === 13 || c === 9)
        c = buf[++i];
    return i;
}
/** Index of the closing quote of the JSON string opening at `i` (a quote not escaped), or -1. */
export function closingQuote(buf, i) {
    let j = buf.indexOf(QUOTE, i + 1);
    while (j >= 0) {
        let k = j - 1;
        while (buf[k] === BACKSLASH)
            k--;
        if ((j - k) % 2 === 1)
            return j;
        j = buf.indexOf(QUOTE, j + 1);
    }
    return -1;
}
