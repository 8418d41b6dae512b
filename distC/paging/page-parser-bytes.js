/**
 * Splits a job status response body, still in UTF-8 bytes, into its envelope and each document: finds each
 * document's byte range with
 * `Buffer.indexOf` (memchr) and returns zero-copy views, so an export can write the service's bytes to disk
 * without decoding them to a string and encoding them again.
 *
 * Why bytes: decoding a 10 MiB page to a JS string runs at a few hundred MB/s, slower than reading it from the
 * socket or writing it to disk; the structure of JSON (quotes, backslashes, brackets) is ASCII and never occurs
 * inside a multi-byte UTF-8 sequence, so it can be found in the bytes directly.
 *
 * Checks: structure, literals, numbers and escapes (unless `checkEscapes: false`; long strings' escapes by a
 * WebAssembly SIMD kernel) as `JSON.parse` does;
 * inside strings, raw line breaks (`\n`, `\r`) are rejected (they would break a JSONL line). Other raw control
 * bytes inside strings are not looked for (the service's `JSON.stringify` never emits them); such a document
 * fails when it is parsed. When unsure, the body is decoded and parsed whole ({@link parsePage}).
 */
import { BACKSLASH, COLON, COMMA, closingQuote, LBRACE, LBRACKET, MAX_DEPTH, QUOTE, RBRACE, RBRACKET, skipWsBytes as skipWs, UNSURE, } from '../json/json-scan.js';
import { jsonStringKernel } from '../json/json-string-simd.js';
import { parsePage, toEnvelope } from './page-parser.js';
// Next positions of a backslash and of a raw line break; reused across strings so the scan stays linear.
let backslashAt = -1;
let breakAt = -1;
// Whether the scan in progress checks escapes (see ParsePageBytesOptions).
let checkEscapes = true;
function isHex(c) {
    return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}
function nextOf(buf, byte, from) {
    const at = buf.indexOf(byte, from);
    return at < 0 ? buf.length : at;
}
function nextBreak(buf, from) {
    return Math.min(nextOf(buf, 10, from), nextOf(buf, 13, from));
}
// Strings longer than this have their escapes and line breaks checked by the SIMD kernel (json-string-simd.ts),
// where it loads: one copy and one call, against a check per escape here.
const KERNEL_MIN = 256;
function skipString(buf, i) {
    const j = closingQuote(buf, i);
    if (j < 0)
        throw UNSURE;
    if (checkEscapes && j - i > KERNEL_MIN) {
        const kernel = jsonStringKernel();
        if (kernel) {
            if (!kernel.check(buf, i + 1, j))
                throw UNSURE;
            return j + 1;
        }
    }
    if (checkEscapes && backslashAt <= i)
        backslashAt = nextOf(buf, BACKSLASH, i + 1);
    while (checkEscapes && backslashAt < j) {
        const c = buf[backslashAt + 1];
        let end;
        if (c === 34 || c === 92 || c === 47 || c === 98 || c === 102 || c === 110 || c === 114 || c === 116) {
            end = backslashAt + 2;
        }
        else if (c === 117 &&
            isHex(buf[backslashAt + 2] ?? 0) &&
            isHex(buf[backslashAt + 3] ?? 0) &&
            isHex(buf[backslashAt + 4] ?? 0) &&
            isHex(buf[backslashAt + 5] ?? 0)) {
            end = backslashAt + 6;
        }
        else {
            throw UNSURE;
        }
        backslashAt = nextOf(buf, BACKSLASH, end);
    }
    if (breakAt <= i)
        breakAt = nextBreak(buf, i + 1);
    if (breakAt < j)
        throw UNSURE;
    return j + 1;
}
function skipLiteral(buf, i, word) {
    for (let k = 0; k < word.length; k++)
        if (buf[i + k] !== word.charCodeAt(k))
            throw UNSURE;
    return i + word.length;
}
function skipNumber(buf, i) {
    // -?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?
    const digit = (c) => c !== undefined && c >= 48 && c <= 57;
    if (buf[i] === 45)
        i++;
    if (buf[i] === 48)
        i++;
    else if (digit(buf[i]))
        while (digit(buf[i]))
            i++;
    else
        throw UNSURE;
    if (buf[i] === 46) {
        i++;
        if (!digit(buf[i]))
            throw UNSURE;
        while (digit(buf[i]))
            i++;
    }
    if (buf[i] === 101 || buf[i] === 69) {
        i++;
        if (buf[i] === 43 || buf[i] === 45)
            i++;
        if (!digit(buf[i]))
            throw UNSURE;
        while (digit(buf[i]))
            i++;
    }
    return i;
}
function skipValue(buf, i, depth) {
    const c = buf[i];
    if (c === QUOTE)
        return skipString(buf, i);
    if (c === LBRACE)
        return skipContainer(buf, i, depth + 1, RBRACE, true);
    if (c === LBRACKET)
        return skipContainer(buf, i, depth + 1, RBRACKET, false);
    if (c === 116)
        return skipLiteral(buf, i, 'true');
    if (c === 102)
        return skipLiteral(buf, i, 'false');
    if (c === 110)
        return skipLiteral(buf, i, 'null');
    return skipNumber(buf, i);
}
function skipContainer(buf, i, depth, close, keyed) {
    if (depth > MAX_DEPTH)
        throw UNSURE;
    i = skipWs(buf, i + 1);
    if (buf[i] === close)
        return i + 1;
    for (;;) {
        if (keyed) {
            if (buf[i] !== QUOTE)
                throw UNSURE;
            i = skipWs(buf, skipString(buf, i));
            if (buf[i] !== COLON)
                throw UNSURE;
            i = skipWs(buf, i + 1);
        }
        i = skipWs(buf, skipValue(buf, i, depth));
        const c = buf[i];
        if (c === close)
            return i + 1;
        if (c !== COMMA)
            throw UNSURE;
        i = skipWs(buf, i + 1);
    }
}
function scan(buf, escapes) {
    backslashAt = -1;
    breakAt = -1;
    checkEscapes = escapes;
    const fields = {};
    const rawBytes = [];
    let sawData = false;
    let i = skipWs(buf, 0);
    if (buf[i] !== LBRACE)
        throw UNSURE;
    i = skipWs(buf, i + 1);
    if (buf[i] !== RBRACE) {
        for (;;) {
            if (buf[i] !== QUOTE)
                throw UNSURE;
            const keyEnd = skipString(buf, i);
            const key = JSON.parse(buf.toString('utf8', i, keyEnd));
            if (Object.hasOwn(fields, key) || (key === 'data' && sawData))
                throw UNSURE;
            i = skipWs(buf, keyEnd);
            if (buf[i] !== COLON)
                throw UNSURE;
            i = skipWs(buf, i + 1);
            if (key === 'data' && buf[i] === LBRACKET) {
                sawData = true;
                i = skipWs(buf, i + 1);
                if (buf[i] === RBRACKET)
                    i++;
                else {
                    for (;;) {
                        const end = skipValue(buf, i, 1);
                        rawBytes.push(buf.subarray(i, end));
                        i = skipWs(buf, end);
                        if (buf[i] === RBRACKET) {
                            i++;
                            break;
                        }
                        if (buf[i] !== COMMA)
                            throw UNSURE;
                        i = skipWs(buf, i + 1);
                    }
                }
            }
            else {
                const end = skipValue(buf, i, 1);
                fields[key] = JSON.parse(buf.toString('utf8', i, end));
                i = end;
            }
            i = skipWs(buf, i);
            if (buf[i] === RBRACE)
                break;
            if (buf[i] !== COMMA)
                throw UNSURE;
            i = skipWs(buf, i + 1);
        }
    }
    if (skipWs(buf, i + 1) !== buf.length)
        throw UNSURE;
    return { envelope: toEnvelope(fields), rawBytes, scanned: true, hasData: sawData };
}
/**
 * Parses a job status response body given as UTF-8 bytes.
 *
 * @example
 * ```ts
 * const { envelope, rawBytes } = parsePageBytes(Buffer.from('{"status":"completed","data":[{"a":1}]}'));
 * // envelope.status === 'completed'; rawBytes[0].toString() === '{"a":1}'
 * ```
 * @throws SyntaxError when the body is not a JSON object.
 */
export function parsePageBytes(body, options = {}) {
    const buf = Buffer.isBuffer(body) ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    try {
        return scan(buf, options.checkEscapes ?? true);
    }
    catch (err) {
        if (err !== UNSURE && !(err instanceof SyntaxError))
            throw err;
        const { envelope, raw, hasData } = parsePage(buf.toString('utf8'));
        return { envelope, rawBytes: raw.map((r) => Buffer.from(r, 'utf8')), scanned: false, hasData };
    }
}
