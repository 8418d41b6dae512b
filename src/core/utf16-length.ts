import { isAscii } from 'node:buffer';

/**
 * The `length` the UTF-8 text in `bytes` would have as a JavaScript string (UTF-16 code units), without
 * decoding it.
 *
 * Why: page sizes are reported in characters (`PageEvent.bytes`), but a byte-level export never makes the
 * string. ASCII text, the common case, is recognised by a native SIMD check; other text is counted byte by
 * byte: every byte that does not continue a sequence starts one character, and a 4-byte sequence is a
 * surrogate pair (two units). Malformed UTF-8, which decoding would replace by U+FFFD, may count
 * differently; the service sends valid UTF-8.
 *
 * @example
 * ```ts
 * utf16Length(Buffer.from('für 😀')); // 6, as 'für 😀'.length
 * ```
 */
export function utf16Length(bytes: Uint8Array): number {
  if (isAscii(bytes)) return bytes.length;
  let units = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] as number;
    if ((b & 0xc0) !== 0x80) units += b >= 0xf0 ? 2 : 1;
  }
  return units;
}
