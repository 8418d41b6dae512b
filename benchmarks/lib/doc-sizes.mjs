/**
 * The mixed document sizes of the export benchmarks: markdown sizes drawn log-uniformly between 1 KB and
 * 2 MB (so every decade of size is equally common and most bytes sit in the large documents), quantised
 * to 64 values because the emulator shares one pre-rendered body per distinct size.
 */

/** Smallest markdown size in characters. */
export const MIN_DOC_CHARS = 1_000;
/** Largest markdown size in characters. */
export const MAX_DOC_CHARS = 2_000_000;
const STEPS = 64;
/** Metadata and JSON framing each emulator document adds to its markdown (close enough for sizing). */
const OVERHEAD_CHARS = 200;

/** A small seeded PRNG (mulberry32): the same seed gives the same size list on every machine. */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Markdown sizes of a job of about `targetBytes` of document JSON.
 * @param {number} targetBytes
 * @param {number} [seed]
 * @returns {number[]}
 */
export function mixedDocSizes(targetBytes, seed = 7) {
  const random = mulberry32(seed);
  const ratio = MAX_DOC_CHARS / MIN_DOC_CHARS;
  const sizes = [];
  let total = 0;
  while (total < targetBytes) {
    const step = Math.floor(random() * STEPS);
    const size = Math.round(MIN_DOC_CHARS * ratio ** (step / (STEPS - 1)));
    sizes.push(size);
    total += size + OVERHEAD_CHARS;
  }
  return sizes;
}

/**
 * Markdown sizes of `count` documents drawn uniformly between `min` and `max` characters, quantised to 64
 * values as {@link mixedDocSizes}'s are.
 * @param {{ count: number, min: number, max: number }} spec
 * @param {number} [seed]
 * @returns {number[]}
 */
export function uniformDocSizes({ count, min, max }, seed = 7) {
  const random = mulberry32(seed);
  return Array.from({ length: count }, () =>
    Math.round(min + ((max - min) * Math.floor(random() * STEPS)) / (STEPS - 1)),
  );
}
