/** The encodings a counter knows: `o200k_base` (GPT-4o and later) and `cl100k_base` (GPT-4, ada-002). */
export declare const ENCODINGS: readonly ['o200k_base', 'cl100k_base'];
export type Encoding = (typeof ENCODINGS)[number];
/** Counts tokens of one encoding. */
export interface TokenCounter {
    readonly encoding: Encoding;
    /** The tokens of `text`. */
    count(text: string): number;
    /**
     * The pieces of `text` (`pre-tokenizer.ts`): where each ends, and the tokens of the text up to each end.
     * The tokens of a stretch from one piece's end to another's are the difference of theirs.
     */
    pieces(text: string): TextPieces;
    /**
     * The length of the longest start of `text` with at most `maxTokens` tokens (at least 1): for a single
     * piece too long for a chunk, cut between its tokens.
     */
    prefixWithin(text: string, maxTokens: number): number;
}
/** The pieces of a text, as {@link TokenCounter.pieces} gives them. */
export interface TextPieces {
    /** How many pieces. */
    readonly length: number;
    /** Where piece `i` ends (its start is piece `i - 1`'s end, or 0). */
    readonly ends: Int32Array;
    /** The tokens of the text up to the end of piece `i`. */
    readonly tokensTo: Int32Array;
}
/** A counter of `encoding`: loads its ranks once per process. */
export declare function tokenCounter(encoding?: Encoding): Promise<TokenCounter>;
