/**
 * The pieces of words that follow a space, kept by the word. A space and the characters after it up to
 * the next white space (` “quoted”`, ` café`, ` 東京の天気`, ` 😀`) are cut into the same pieces wherever
 * they stand: no alternative of either encoding's pattern reads past a space, or begins inside such a word
 * and ends outside it. A run of symbols takes the line breaks after it (`.\n\n`), so a word before a line
 * break is not kept, nor one at the end of the text. A word kept is found by one hash of its characters and
 * its pieces copied, where its first sight cut it piece by piece and looked each piece up.
 */
import { isWhiteSpace } from './pre-tokenizer.js';
import { hashUnits, UnitTable } from './unit-table.js';

/** The longest word kept, in code units with its space: a word has at most as many pieces. */
export const LONGEST_SPACED_WORD = 32;

/** Words kept (a power of two); past three quarters full, they start again. */
const SLOTS = 1 << 15;

/** Pieces kept for all words (512 KB of ends and tokens); when they are all used, the words start again. */
const POOL = 1 << 16;

/** Cuts the piece at `start`, as the encoding's pattern does; gives its end. */
type PieceEnd = (text: string, units: Uint16Array, start: number) => number;
/** The tokens of the piece from `start` to `end`. */
type PieceTokens = (text: string, units: Uint16Array, start: number, end: number) => number;

/**
 * Where the word at `start`, a space, ends: at the next white space (`\s`), when that comes within
 * {@link LONGEST_SPACED_WORD} and is no line break; -1 when there is no such word to keep.
 */
export function spacedWordEnd(units: Uint16Array, start: number): number {
  const last = Math.min(start + LONGEST_SPACED_WORD, units.length - 1);
  for (let i = start + 1; i < last; i++) {
    const c = units[i] as number;
    if (isWhiteSpace(c)) return c === 10 || c === 13 || i === start + 1 ? -1 : i;
  }
  return -1;
}

/** The pieces of the spaced words a counter has met, each word's piece ends and tokens from its start. */
export class SpacedWords {
  readonly #words = new UnitTable(SLOTS);
  /** Where each word's pieces begin in {@link #ends} and {@link #tokens}, and how many it has. */
  readonly #first = new Int32Array(SLOTS);
  readonly #count = new Uint8Array(SLOTS);
  readonly #ends = new Int32Array(POOL);
  readonly #tokens = new Int32Array(POOL);
  #used = 0;
  readonly #pieceEnd: PieceEnd;
  readonly #pieceTokens: PieceTokens;

  constructor(pieceEnd: PieceEnd, pieceTokens: PieceTokens) {
    this.#pieceEnd = pieceEnd;
    this.#pieceTokens = pieceTokens;
  }

  /** The slot of the word from `start` to `end` ({@link spacedWordEnd}), cut and kept on its first sight. */
  of(text: string, units: Uint16Array, start: number, end: number): number {
    const hash = hashUnits(units, start, end);
    const found = this.#words.find(units, start, end, hash);
    return found >= 0 ? found : this.#keep(text, units, start, end, hash, found);
  }

  /**
   * Writes the pieces of the word in `slot`, which starts at `start` after `tokens` tokens of its text,
   * into `ends` and `tokensTo` from `length` on (room for {@link LONGEST_SPACED_WORD} more is the
   * caller's); gives the new length.
   */
  copy(
    slot: number,
    start: number,
    tokens: number,
    ends: Int32Array,
    tokensTo: Int32Array,
    length: number,
  ): number {
    let at = length;
    for (let i = this.#first[slot] as number, last = i + (this.#count[slot] as number); i < last; i++) {
      ends[at] = start + (this.#ends[i] as number);
      tokensTo[at++] = tokens + (this.#tokens[i] as number);
    }
    return at;
  }

  /** Cuts the word and keeps its pieces (in a slot of a table started again, when it was full). */
  #keep(text: string, units: Uint16Array, start: number, end: number, hash: number, found: number): number {
    if (this.#used + LONGEST_SPACED_WORD > POOL) {
      this.#words.clear();
      this.#used = 0;
      found = this.#words.find(units, start, end, hash);
    }
    if (!this.#words.hold(found, hash, text.slice(start, end))) {
      this.#used = 0;
      found = this.#words.find(units, start, end, hash);
      this.#words.hold(found, hash, text.slice(start, end));
    }
    const slot = -1 - found;
    this.#first[slot] = this.#used;
    let tokens = 0;
    for (let at = start; at < end; ) {
      const pieceEnd = this.#pieceEnd(text, units, at);
      tokens += this.#pieceTokens(text, units, at, pieceEnd);
      this.#ends[this.#used] = pieceEnd - start;
      this.#tokens[this.#used++] = tokens;
      at = pieceEnd;
    }
    this.#count[slot] = this.#used - (this.#first[slot] as number);
    return slot;
  }
}
