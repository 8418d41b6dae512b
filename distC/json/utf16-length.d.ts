/**
 * The `length` the UTF-8 text in `bytes` would have as a JavaScript string (UTF-16 code units), without
 * decoding it.
 *
 * Why: page sizes are reported in characters (`PageEvent.bytes`), but a byte-level export never makes the
 * string. ASCII text is recognised by a native SIMD check; other text (most of the web: one accent is
 * enough) is counted by the WebAssembly SIMD kernel, 16 bytes at a time, or byte by byte where WebAssembly
 * is off: every byte that does not continue a sequence starts one character, and a 4-byte sequence is a
 * surrogate pair (two units). Malformed UTF-8, which decoding would replace by U+FFFD, may count
 * differently; the service sends valid UTF-8.
 *
 * @example
 * ```ts
 * utf16Length(Buffer.from('für 😀')); // 6, as 'für 😀'.length
 * ```
 */
export declare function utf16Length(bytes: Uint8Array): number;
/** {@link utf16Length} one byte at a time: the path where WebAssembly is off, and for short text. */
export declare function utf16LengthByBytes(bytes: Uint8Array): number;
