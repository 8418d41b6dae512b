/**
 * Finds the top-level fields of one document's JSON in its UTF-8 bytes and copies string values into a
 * byte buffer, unescaping as it goes, without decoding the document to a JS string or encoding the values
 * back to UTF-8. The Parquet sink's string columns are mostly large string values (markdown, html,
 * rawHtml); this turns each into one scan for its closing quote and one copy per run between escapes.
 *
 * The structure of JSON (quotes, backslashes, brackets) is ASCII and never occurs inside a multi-byte UTF-8
 * sequence, so it can be found in the bytes directly. Documents reach the sink already checked by the page
 * parser; the scan checks only what it walks through, and answers `false` (the caller then parses the
 * document with `JSON.parse`) for anything it does not handle: a document that is not an object, a key with
 * escapes, malformed structure.
 */
import { unicodeEscape, unicodeEscapeLength } from '../json/json-escapes.js';
import { BACKSLASH, COLON, COMMA, LBRACE, LBRACKET, QUOTE, RBRACE, RBRACKET, skipWsBytes as skipWs, closingQuote as stringEnd, } from '../json/json-scan.js';
import { jsonStringKernel } from '../json/json-string-simd.js';
/** The top-level fields the Parquet columns read, as indexes into {@link FieldSpans}. */
export const Field = {
    Url: 0,
    Error: 1,
    Markdown: 2,
    Html: 3,
    RawHtml: 4,
    Screenshot: 5,
    Links: 6,
    Metadata: 7,
    Warning: 8,
    ChangeTracking: 9,
};
export const FIELD_COUNT = 10;
export function fieldSpans() {
    return {
        start: new Int32Array(FIELD_COUNT),
        end: new Int32Array(FIELD_COUNT),
        escaped: new Uint8Array(FIELD_COUNT),
        others: 0,
    };
}
// Next backslash at or after the last string start looked at, in the current document; keeps the search
// for escapes linear over a document.
let backslashAt = -1;
/** Whether the string whose contents are `[from, to)` holds a backslash. */
function hasBackslash(buf, from, to) {
    if (backslashAt < from) {
        backslashAt = buf.indexOf(BACKSLASH, from);
        if (backslashAt < 0)
            backslashAt = buf.length;
    }
    return backslashAt < to;
}
/** One past the end of the value starting at `i` (not a string), or -1. */
function valueEnd(buf, i) {
    const c = buf[i];
    if (c === LBRACE || c === LBRACKET) {
        let depth = 0;
        const n = buf.length;
        while (i < n) {
            const b = buf[i];
            if (b === QUOTE) {
                i = stringEnd(buf, i);
                if (i < 0)
                    return -1;
            }
            else if (b === LBRACE || b === LBRACKET) {
                depth++;
            }
            else if (b === RBRACE || b === RBRACKET) {
                depth--;
                if (depth === 0)
                    return i + 1;
            }
            i++;
        }
        return -1;
    }
    // A number or a literal: up to the next delimiter.
    const start = i;
    let b = buf[i];
    while (b !== undefined &&
        b !== COMMA &&
        b !== RBRACE &&
        b !== RBRACKET &&
        b !== 32 &&
        b !== 10 &&
        b !== 13 &&
        b !== 9) {
        b = buf[++i];
    }
    return i > start ? i : -1;
}
function keyIs(buf, at, key) {
    for (let k = 1; k < key.length; k++)
        if (buf[at + k] !== key.charCodeAt(k))
            return false;
    return true;
}
/** The field a key (contents `[at, at + len)`, no escapes) names, or -1. */
function fieldOf(buf, at, len) {
    const c = buf[at];
    switch (len) {
        case 3:
            return c === 0x75 && keyIs(buf, at, 'url') ? Field.Url : -1;
        case 4:
            return c === 0x68 && keyIs(buf, at, 'html') ? Field.Html : -1;
        case 5:
            if (c === 0x65 && keyIs(buf, at, 'error'))
                return Field.Error;
            return c === 0x6c && keyIs(buf, at, 'links') ? Field.Links : -1;
        case 7:
            if (c === 0x72 && keyIs(buf, at, 'rawHtml'))
                return Field.RawHtml;
            return c === 0x77 && keyIs(buf, at, 'warning') ? Field.Warning : -1;
        case 8:
            if (c === 0x6d && keyIs(buf, at, 'markdown'))
                return Field.Markdown;
            return c === 0x6d && keyIs(buf, at, 'metadata') ? Field.Metadata : -1;
        case 10:
            return c === 0x73 && keyIs(buf, at, 'screenshot') ? Field.Screenshot : -1;
        case 14:
            return c === 0x63 && keyIs(buf, at, 'changeTracking') ? Field.ChangeTracking : -1;
        default:
            return -1;
    }
}
/**
 * Fills `spans` with the fields of the JSON object in `buf`. Returns false when the document is not a JSON
 * object this scan handles; the caller then falls back to `JSON.parse`.
 */
export function scanFields(buf, spans) {
    spans.start.fill(-1);
    spans.others = 0;
    backslashAt = -1;
    let i = skipWs(buf, 0);
    if (buf[i] !== LBRACE)
        return false;
    i = skipWs(buf, i + 1);
    if (buf[i] === RBRACE)
        return skipWs(buf, i + 1) === buf.length;
    for (;;) {
        if (buf[i] !== QUOTE)
            return false;
        const keyEnd = stringEnd(buf, i);
        if (keyEnd < 0 || hasBackslash(buf, i + 1, keyEnd))
            return false;
        const field = fieldOf(buf, i + 1, keyEnd - i - 1);
        i = skipWs(buf, keyEnd + 1);
        if (buf[i] !== COLON)
            return false;
        i = skipWs(buf, i + 1);
        const start = i;
        let escaped = false;
        if (buf[i] === QUOTE) {
            const close = stringEnd(buf, i);
            if (close < 0)
                return false;
            escaped = hasBackslash(buf, i + 1, close);
            i = close + 1;
        }
        else {
            i = valueEnd(buf, i);
            if (i < 0)
                return false;
        }
        if (field >= 0) {
            spans.start[field] = start;
            spans.end[field] = i;
            spans.escaped[field] = escaped ? 1 : 0;
        }
        else
            spans.others++;
        i = skipWs(buf, i);
        if (buf[i] === COMMA) {
            i = skipWs(buf, i + 1);
            continue;
        }
        if (buf[i] !== RBRACE)
            return false;
        return skipWs(buf, i + 1) === buf.length;
    }
}
// Runs shorter than this are copied byte by byte: a native copy costs more than the loop for them.
const SHORT_RUN = 16;
// Escaped strings at least this long go to the SIMD kernel, whose fixed cost per call (two copies, the
// call) the shorter ones would not earn back.
const SIMD_MIN = 256;
/**
 * Copies the contents of the JSON string whose quotes are at `open` and `close` into `dst` at `at`,
 * unescaped, as UTF-8: what `Buffer.from(JSON.parse(string))` would give (a lone surrogate escape becomes
 * U+FFFD, as UTF-8 encoding of a JS string does). `dst` must have room for `close - open - 1` bytes (the
 * unescaped form is never longer). Returns the end of the written bytes.
 *
 * Long escaped strings go to the WebAssembly SIMD kernel (json-string-simd.ts) where it loads. Otherwise
 * the escaped form is copied whole first (one native copy), then compacted in place: each run between
 * escapes moves left with `copyWithin`, which unlike `Buffer#copy` allocates nothing per call. Markdown
 * has an escape (`\n`) every few dozen bytes, so the cost per run is what counts.
 */
export function unescapeString(src, open, close, escaped, dst, at) {
    const start = open + 1;
    const n = close - start;
    if (escaped && n >= SIMD_MIN) {
        const simd = jsonStringKernel();
        if (simd)
            return simd.unescape(src, start, close, dst, at);
    }
    if (n > SHORT_RUN)
        src.copy(dst, at, start, close);
    else
        for (let k = 0; k < n; k++)
            dst[at + k] = src[start + k];
    if (!escaped)
        return at + n;
    // Where a byte of the string is in `dst` until it moves: its position in `src` plus `shift`.
    const shift = at - start;
    let p = src.indexOf(BACKSLASH, start);
    if (p < 0 || p >= close)
        return at + n;
    let w = p + shift;
    for (;;) {
        // Escapes often come in runs (`\n\n`): decode them without another search. Never writes past
        // `p + shift`: an escape is at least as long as what it stands for.
        do {
            const c = src[p + 1];
            switch (c) {
                case 0x6e:
                    dst[w++] = 10;
                    break;
                case 0x22:
                case 0x5c:
                case 0x2f:
                    dst[w++] = c;
                    break;
                case 0x74:
                    dst[w++] = 9;
                    break;
                case 0x72:
                    dst[w++] = 13;
                    break;
                case 0x62:
                    dst[w++] = 8;
                    break;
                case 0x66:
                    dst[w++] = 12;
                    break;
                case 0x75: {
                    const end = unicodeEscape(src, p, close, dst, w);
                    p += unicodeEscapeLength(end - w) - 2;
                    w = end;
                    break;
                }
                default:
                    throw new SyntaxError(`Bad escaped character in JSON at position ${p + 1}`);
            }
            p += 2;
        } while (p < close && src[p] === BACKSLASH);
        let b = src.indexOf(BACKSLASH, p);
        if (b < 0 || b > close)
            b = close;
        const len = b - p;
        if (len > SHORT_RUN)
            dst.copyWithin(w, p + shift, b + shift);
        else
            for (let k = 0; k < len; k++)
                dst[w + k] = src[p + k];
        w += len;
        if (b === close)
            return w;
        p = b;
    }
}
