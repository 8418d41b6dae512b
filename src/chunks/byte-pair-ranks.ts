/**
 * Byte-pair encoding for counting: a rank file of js-tiktoken's package (`bpe_ranks`: lines of an offset
 * and base64 tokens) read into one `Map` from a token's bytes (a string of one character a byte) to its
 * rank, and a piece's tokens found by merging its bytes as tiktoken does. js-tiktoken's own encoder keeps
 * each token twice, as a comma-joined key and as an array of numbers: 76 MB of heap for `o200k_base`,
 * against 14 here.
 */

/** Ranks by token, each token a string of one character a byte (`latin1`). */
export type Ranks = ReadonlyMap<string, number>;

/** Each base64 digit's value, by its character code (-1 for `=` and what is not a digit). */
const BASE64 = new Int8Array(128).fill(-1);
for (const [i, c] of [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].entries())
  BASE64[c.charCodeAt(0)] = i;

/**
 * The ranks of a js-tiktoken rank file's `bpe_ranks`: lines of a name, the first rank, then base64 tokens
 * of consecutive ranks, all separated by spaces. Decoded by hand, with no line, field or `Buffer` made per
 * token: splitting and `Buffer.from(token, 'base64')` took 320 ms for `o200k_base` and grew the process by
 * 58 MB; this takes 206 ms and 37 MB (the same ranks, for both encodings).
 */
export function parseRanks(bpeRanks: string): Ranks {
  const ranks = new Map<string, number>();
  const bytes: number[] = [];
  for (let at = 0; at < bpeRanks.length; ) {
    let end = bpeRanks.indexOf('\n', at);
    if (end === -1) end = bpeRanks.length;
    const name = bpeRanks.indexOf(' ', at);
    const offset = name === -1 || name > end ? -1 : bpeRanks.indexOf(' ', name + 1);
    if (offset !== -1 && offset <= end) {
      let rank = Number.parseInt(bpeRanks.slice(name + 1, offset), 10);
      for (let i = offset + 1; i < end; i++) {
        i = decodeToken(bpeRanks, i, end, bytes);
        ranks.set(String.fromCharCode.apply(null, bytes), rank++);
      }
    }
    at = end + 1;
  }
  return ranks;
}

/** Decodes the base64 token at `from` (up to a space or `end`) into `bytes`; returns where it ends. */
function decodeToken(text: string, from: number, end: number, bytes: number[]): number {
  bytes.length = 0;
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
      bytes.push((held >> bits) & 0xff);
    }
  }
  return i;
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
  if (bytes.length <= 1 || ranks.has(bytes)) return [bytes.length];
  // Boundaries between parts, and the rank of the pair of parts that starts at each.
  const starts = Array.from({ length: bytes.length + 1 }, (_, i) => i);
  const pairRank = (i: number) =>
    i + 2 < starts.length ? (ranks.get(bytes.slice(starts[i], starts[i + 2])) ?? Infinity) : Infinity;
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
