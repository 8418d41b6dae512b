/**
 * The emulator's embedder: deterministic vectors with real lexical similarity, so that retrieval over them
 * can be checked. Each word (lowercased letters and digits, any script) and each pair of adjacent words is
 * hashed (FNV-1a) to a dimension and a sign; the counts are L2-normalised. Texts that share words point the
 * same way; a text with no word is the zero vector.
 */

/** The dimensions of a vector unless the request asks for others. */
export const DEFAULT_DIMENSIONS = 256;

const WORD = /[\p{L}\p{N}]+/gu;
/** Pieces the emulator counts as tokens: words and single other non-space characters. */
const PIECE = /[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu;

/** The words of `text`, lowercased. */
function words(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []) as string[];
}

/** 32-bit FNV-1a of a string's UTF-16 code units. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function add(vector: Float64Array, feature: string, weight: number): void {
  const hash = fnv1a(feature);
  const sign = hash & 0x80000000 ? -1 : 1;
  const at = hash % vector.length;
  vector[at] = (vector[at] as number) + sign * weight;
}

/** The vector of `text`: `dimensions` numbers, of length 1 unless the text has no word. */
export function embedText(text: string, dimensions = DEFAULT_DIMENSIONS): number[] {
  const vector = new Float64Array(dimensions);
  const list = words(text);
  for (let i = 0; i < list.length; i++) {
    add(vector, list[i] as string, 1);
    if (i > 0) add(vector, `${list[i - 1]} ${list[i]}`, 0.5);
  }
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm);
  return Array.from(vector, (value) => (norm === 0 ? 0 : value / norm));
}

/** Tokens of `text` as the emulator counts them (its `usage.prompt_tokens`): words and other characters. */
export function countTokens(text: string): number {
  return text.match(PIECE)?.length ?? 0;
}
