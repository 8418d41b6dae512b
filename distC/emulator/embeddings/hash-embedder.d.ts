/**
 * The emulator's embedder: deterministic vectors with real lexical similarity, so that retrieval over them
 * can be checked. Each word (lowercased letters and digits, any script), each pair and each run of three
 * adjacent words is hashed (FNV-1a) to a dimension and a sign, with the square root of its count (a word a
 * text repeats outweighs a rare one less), a pair counting 2 words and a run of three 4 (runs of words say
 * more of a text than its common words; a paraphrase with the same words in another order stays near,
 * at a cosine of about 0.45, where an unrelated text is about 0.05); the vector is L2-normalised. Texts that share words point the same way; a text with no word is
 * the zero vector.
 */
/** The dimensions of a vector unless the request asks for others. */
export declare const DEFAULT_DIMENSIONS = 256;
/** The vector of `text`: `dimensions` numbers, of length 1 unless the text has no word. */
export declare function embedText(text: string, dimensions?: number): number[];
/** Tokens of `text` as the emulator counts them (its `usage.prompt_tokens`): words and other characters. */
export declare function countTokens(text: string): number;
