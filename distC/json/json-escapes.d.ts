/**
 * Decoding of JSON `\u` escapes into UTF-8, shared by the JavaScript and WebAssembly paths of copying a
 * JSON string's contents unescaped.
 */
/**
 * Decodes the `\u` escape whose backslash is at `p` in `src` (a string whose closing quote is at `close`),
 * together with a low-surrogate escape right after it when the two form a pair, and writes the code point
 * at `at` of `dst` as UTF-8; a lone surrogate becomes U+FFFD, as UTF-8 encoding of a JS string does.
 * Returns the end of the written bytes. The escape read is 12 bytes long when 4 bytes were written (only a
 * pair gives a code point above U+FFFF), else 6.
 */
export declare function unicodeEscape(src: Uint8Array, p: number, close: number, dst: Uint8Array, at: number): number;
/** Bytes of escape read by {@link unicodeEscape}, from what it wrote. */
export declare function unicodeEscapeLength(written: number): number;
