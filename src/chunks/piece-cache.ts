/**
 * The tokens of every piece a counter has met (`token-counter.ts`), so that a piece is merged only the
 * first time it is seen.
 */
import { hashUnits, UnitTable } from './unit-table.js';

/**
 * Slots of the piece cache (a power of two); past three quarters full, it starts again. 2^17 slots hold
 * up to 7 MB less than 2^18 with their pieces (3.5 MB of typed arrays), at the same chunking speed
 * (interleaved passes: 0.95-0.99×).
 */
const SLOTS = 1 << 17;

/**
 * The tokens of the pieces seen: a short piece found by its exact key ({@link shortKey}), a longer one in a
 * {@link UnitTable}.
 */
export class PieceCache {
  readonly #encode: (piece: string) => number;
  readonly #pieces = new UnitTable(SLOTS);
  readonly #tokens = new Int32Array(SLOTS);

  constructor(encode: (piece: string) => number) {
    this.#encode = encode;
  }

  /** The tokens of `text` from `start` to `end` (`units`: its code units, `codeUnits`). */
  tokens(text: string, units: Uint16Array, start: number, end: number): number {
    if (end - start <= SHORT) {
      const key = shortKey(units, start, end);
      if (key !== 0) return this.short(key, text, start, end);
    }
    const hash = hashUnits(units, start, end);
    const found = this.#pieces.find(units, start, end, hash);
    if (found >= 0) return this.#tokens[found] as number;
    const piece = text.slice(start, end);
    const tokens = this.#encode(piece);
    if (this.#pieces.hold(found, hash, piece)) this.#tokens[-1 - found] = tokens;
    return tokens;
  }

  #shortKeys = new Float64Array(SLOTS);
  #shortTokens = new Int32Array(SLOTS);
  #shortUsed = 0;

  /**
   * A short piece's tokens, found by its key alone ({@link shortKey}, or `readAsciiWord`'s, packed the same
   * way): the key is the piece, so no text is compared.
   */
  short(key: number, text: string, start: number, end: number): number {
    const mask = SLOTS - 1;
    for (let slot = ((key >>> 0) ^ ((key / 0x100000000) | 0)) & mask; ; slot = (slot + 1) & mask) {
      const held = this.#shortKeys[slot];
      if (held === key) return this.#shortTokens[slot] as number;
      if (held !== 0) continue;
      const tokens = this.#encode(text.slice(start, end));
      if (this.#shortUsed >= (SLOTS * 3) >> 2) {
        this.#shortKeys.fill(0);
        this.#shortUsed = 0;
        return tokens;
      }
      this.#shortKeys[slot] = key;
      this.#shortTokens[slot] = tokens;
      this.#shortUsed++;
      return tokens;
    }
  }
}

/** The longest piece {@link shortKey} packs: 7 characters of 7 bits and a leading 1 fit a double exactly. */
export const SHORT = 7;

/**
 * A short piece as one exact number, its characters packed behind a leading 1: up to 7 ASCII characters of
 * 7 bits, up to 6 of 8 bits (Latin-1: `café`, `Grüße`), or up to 3 code units of 16 bits (`“`, ` —`, an
 * emoji), the last negated; 0 when the piece is none of these. Most pieces are short words, found by this
 * key without their text compared (10% of the chunker's time on ASCII Markdown). The three never share a
 * key: the leading 1 of a 7-bit key sits at a multiple of 7 bits, of an 8-bit key at a multiple of 8 below
 * 56, and a 16-bit key is negative.
 */
function shortKey(units: Uint16Array, start: number, end: number): number {
  let key = 1;
  let i = start;
  for (; i < end; i++) {
    const c = units[i] as number;
    if (c >= 0x80) break;
    key = key * 128 + c;
  }
  return i === end ? key : wideKey(units, start, end);
}

/** {@link shortKey} of a piece with a character past ASCII. */
function wideKey(units: Uint16Array, start: number, end: number): number {
  let latin = 1;
  let wide = 1;
  let bits = 0;
  for (let i = start; i < end; i++) {
    const c = units[i] as number;
    bits |= c;
    latin = latin * 256 + c;
    wide = wide * 65536 + c;
  }
  if (bits < 0x100) return end - start <= 6 ? latin : 0;
  return end - start <= 3 ? -wide : 0;
}
