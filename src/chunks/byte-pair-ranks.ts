/**
 * Byte-pair encoding for counting: a rank file of js-tiktoken's package (`bpe_ranks`: lines of an offset
 * and base64 tokens) read into one `Map` from a token's bytes (a string of one character a byte) to its
 * rank, and a piece's tokens found by merging its bytes as tiktoken does. js-tiktoken's own encoder keeps
 * each token twice, as a comma-joined key and as an array of numbers: 76 MB of heap for `o200k_base`,
 * against 14 here.
 */

/** Ranks by token, each token a string of one character a byte (`latin1`). */
export type Ranks = ReadonlyMap<string, number>;

/** The ranks of a js-tiktoken rank file's `bpe_ranks`. */
export function parseRanks(bpeRanks: string): Ranks {
  const ranks = new Map<string, number>();
  for (const line of bpeRanks.split('\n')) {
    if (line === '') continue;
    const [, offset, ...tokens] = line.split(' ');
    const first = Number.parseInt(offset as string, 10);
    for (const [i, token] of tokens.entries())
      ranks.set(Buffer.from(token, 'base64').toString('latin1'), first + i);
  }
  return ranks;
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
