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
export declare class Ranks {
    #private;
    constructor(bytes: Uint8Array, starts: Uint32Array, ranks: Int32Array);
    /** The rank of the token whose bytes are `text` from `start` to `end` (one character a byte), or -1. */
    rank(text: string, start: number, end: number): number;
}
/** 32-bit FNV-1a of `text`'s code units from `start` to `end` (signed): the chunker's one hash of a piece. */
export declare function hashText(text: string, start: number, end: number): number;
/**
 * The ranks of a js-tiktoken rank file's `bpe_ranks`: lines of a name, the first rank, then base64 tokens
 * of consecutive ranks, all separated by spaces. Decoded by hand into the typed arrays, with no line,
 * field, string or `Buffer` made per token.
 */
export declare function parseRanks(bpeRanks: string): Ranks;
/** A piece's UTF-8 bytes as a string of one character a byte (an ASCII piece is its own). */
export declare function pieceBytes(piece: string): string;
/**
 * Where the tokens of `bytes` end, as byte offsets (the first token starts at 0): the lowest-ranked
 * adjacent pair is merged until no pair is a token, the first of equal ranks first, as tiktoken does.
 */
export declare function tokenEnds(bytes: string, ranks: Ranks): number[];
