/**
 * Byte-pair encoding for counting: a rank file of js-tiktoken's package (`bpe_ranks`: lines of an offset
 * and base64 tokens) read into typed arrays ({@link Ranks}), and a piece's tokens found by merging its bytes
 * as tiktoken does. js-tiktoken's own encoder keeps each token twice, as a comma-joined key and as an
 * array of numbers: 76 MB of heap for `o200k_base`.
 */

/**
 * The ranks of an encoding's tokens, held in typed arrays: every token's bytes one after another, where
 * each starts, its rank, and an open-addressing table of token numbers by a hash of their bytes. A `Map`
 * from a string per token held the same 200,000 ranks of `o200k_base` in 37 MB; this holds them in 5, and
 * a pair of parts is looked up where it lies in the piece, with no string cut out of it.
 */
export class Ranks {
  readonly #bytes: Uint8Array;
  readonly #starts: Uint32Array;
  readonly #ranks: Int32Array;
  /** Token number + 1 by slot (0: empty); the slot is the hash of its bytes, then the next free one. */
  readonly #slots: Int32Array;

  constructor(bytes: Uint8Array, starts: Uint32Array, ranks: Int32Array) {
    this.#bytes = bytes;
    this.#starts = starts;
    this.#ranks = ranks;
    let size = 1;
    while (size < ranks.length * 2) size <<= 1;
    this.#slots = new Int32Array(size);
    const mask = size - 1;
    for (let token = 0; token < ranks.length; token++) {
      let slot = hashBytes(bytes, starts[token] as number, starts[token + 1] as number) & mask;
      while (this.#slots[slot] !== 0) slot = (slot + 1) & mask;
      this.#slots[slot] = token + 1;
    }
  }

  /** The rank of the token whose bytes are `text` from `start` to `end` (one character a byte), or -1. */
  rank(text: string, start: number, end: number): number {
    const mask = this.#slots.length - 1;
    const length = end - start;
    for (let slot = hashText(text, start, end) & mask; ; slot = (slot + 1) & mask) {
      const token = (this.#slots[slot] as number) - 1;
      if (token < 0) return -1;
      const from = this.#starts[token] as number;
      if ((this.#starts[token + 1] as number) - from === length && this.#holds(from, text, start, length))
        return this.#ranks[token] as number;
    }
  }

  #holds(from: number, text: string, start: number, length: number): boolean {
    for (let i = 0; i < length; i++) if (this.#bytes[from + i] !== text.charCodeAt(start + i)) return false;
    return true;
  }
}

/**
 * {@link hashText} of the same bytes as a string of one character a byte: `Ranks.rank` finds a token only
 * because the two agree.
 */
function hashBytes(bytes: Uint8Array, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ (bytes[i] as number), 0x01000193);
  return hash;
}

/** 32-bit FNV-1a of `text`'s code units from `start` to `end` (signed): a token's slot in {@link Ranks}. */
function hashText(text: string, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash;
}

/** Each base64 digit's value, by its character code (-1 for `=` and what is not a digit). */
const BASE64 = new Int8Array(128).fill(-1);
for (const [i, c] of [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].entries())
  BASE64[c.charCodeAt(0)] = i;

/**
 * The ranks of a js-tiktoken rank file's `bpe_ranks`: lines of a name, the first rank, then base64 tokens
 * of consecutive ranks, all separated by spaces. Decoded by hand into the typed arrays, with no line,
 * field, string or `Buffer` made per token.
 */
export function parseRanks(bpeRanks: string): Ranks {
  // A token takes at least 4 digits and a space, and 3 bytes come of 4 digits: bounds for both.
  const bytes = new Uint8Array(Math.ceil((bpeRanks.length * 3) / 4));
  const starts = new Uint32Array(Math.ceil(bpeRanks.length / 5) + 2);
  const ranks = new Int32Array(starts.length);
  let tokens = 0;
  let used = 0;
  for (let at = 0; at < bpeRanks.length; ) {
    let end = bpeRanks.indexOf('\n', at);
    if (end === -1) end = bpeRanks.length;
    const name = bpeRanks.indexOf(' ', at);
    const offset = name === -1 || name > end ? -1 : bpeRanks.indexOf(' ', name + 1);
    if (offset !== -1 && offset <= end) {
      let rank = Number.parseInt(bpeRanks.slice(name + 1, offset), 10);
      for (let i = offset + 1; i < end; i++) {
        starts[tokens] = used;
        ranks[tokens++] = rank++;
        [i, used] = decodeToken(bpeRanks, i, end, bytes, used);
      }
    }
    at = end + 1;
  }
  starts[tokens] = used;
  return new Ranks(bytes.slice(0, used), starts.slice(0, tokens + 1), ranks.slice(0, tokens));
}

/**
 * Decodes the base64 token at `from` (up to a space or `end`) into `bytes` from `used`; returns where the
 * token ends in the text and in `bytes`.
 */
function decodeToken(
  text: string,
  from: number,
  end: number,
  bytes: Uint8Array,
  used: number,
): [number, number] {
  let bits = 0;
  let held = 0;
  let i = from;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 32) break;
    const digit = BASE64[c] ?? -1;
    if (digit < 0) continue;
    held = ((held << 6) | digit) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[used++] = (held >> bits) & 0xff;
    }
  }
  return [i, used];
}

/** A piece's UTF-8 bytes as a string of one character a byte (an ASCII piece is its own). */
export function pieceBytes(piece: string): string {
  for (let i = 0; i < piece.length; i++)
    if (piece.charCodeAt(i) > 0x7f) return Buffer.from(piece, 'utf8').toString('latin1');
  return piece;
}

/**
 * Where the tokens of `bytes` end, as byte offsets (the first token starts at 0): the lowest-ranked
 * adjacent pair is merged until no pair is a token, the first of equal ranks first, as tiktoken does.
 */
export function tokenEnds(bytes: string, ranks: Ranks): number[] {
  if (bytes.length <= 1 || ranks.rank(bytes, 0, bytes.length) >= 0) return [bytes.length];
  // Boundaries between parts, and the rank of the pair of parts that starts at each.
  const starts = Array.from({ length: bytes.length + 1 }, (_, i) => i);
  const pairRank = (i: number) => {
    if (i + 2 >= starts.length) return Infinity;
    const rank = ranks.rank(bytes, starts[i] as number, starts[i + 2] as number);
    return rank < 0 ? Infinity : rank;
  };
  const rank = starts.map((_, i) => pairRank(i));
  for (;;) {
    let best = Infinity;
    let at = -1;
    for (let i = 0; i < rank.length - 2; i++) {
      if ((rank[i] as number) < best) {
        best = rank[i] as number;
        at = i;
      }
    }
    if (at < 0) break;
    starts.splice(at + 1, 1);
    rank.splice(at + 1, 1);
    rank[at] = pairRank(at);
    if (at > 0) rank[at - 1] = pairRank(at - 1);
  }
  return starts.slice(1);
}
