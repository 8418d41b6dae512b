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
export const DEFAULT_DIMENSIONS = 256;
const WORD = /[\p{L}\p{N}]+/gu;
/** Pieces the emulator counts as tokens: words and single other non-space characters. */
const PIECE = /[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu;
/** The words of `text`, lowercased. */
function words(text) {
    return (text.toLowerCase().match(WORD) ?? []);
}
/** 32-bit FNV-1a of a string's UTF-16 code units. */
function fnv1a(text) {
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) {
        hash ^= text.charCodeAt(i);
        hash = Math.imul(hash, 0x01000193);
    }
    return hash >>> 0;
}
function add(vector, feature, weight) {
    const hash = fnv1a(feature);
    const sign = hash & 0x80000000 ? -1 : 1;
    const at = hash % vector.length;
    vector[at] = vector[at] + sign * weight;
}
/** The vector of `text`: `dimensions` numbers, of length 1 unless the text has no word. */
export function embedText(text, dimensions = DEFAULT_DIMENSIONS) {
    const vector = new Float64Array(dimensions);
    const list = words(text);
    const counts = new Map();
    const count = (feature, weight) => counts.set(feature, (counts.get(feature) ?? 0) + weight);
    for (let i = 0; i < list.length; i++) {
        count(list[i], 1);
        if (i > 0)
            count(`${list[i - 1]} ${list[i]}`, 2);
        if (i > 1)
            count(`${list[i - 2]} ${list[i - 1]} ${list[i]}`, 4);
    }
    for (const [feature, weight] of counts)
        add(vector, feature, Math.sqrt(weight));
    let norm = 0;
    for (const value of vector)
        norm += value * value;
    norm = Math.sqrt(norm);
    return Array.from(vector, (value) => (norm === 0 ? 0 : value / norm));
}
/** Tokens of `text` as the emulator counts them (its `usage.prompt_tokens`): words and other characters. */
export function countTokens(text) {
    return text.match(PIECE)?.length ?? 0;
}
