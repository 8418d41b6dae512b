/**
 * A seeded pseudo-random source: the same seed always yields the same sequence, so every run of the
 * emulator with one seed makes the same decisions (page failures, fault injection, jitter, ids).
 */
export type Random = () => number;
/**
 * Hashes any mix of numbers and strings into a 32-bit seed (FNV-1a over the parts), so independent
 * streams (one per route, per job, per fault kind) never share state yet stay reproducible.
 *
 * @example hashSeed(1, 'crawl.status', 7) // => a stable 32-bit integer
 */
export declare function hashSeed(...parts: ReadonlyArray<number | string>): number;
/**
 * Creates a mulberry32 generator returning floats in [0, 1).
 *
 * @param seed - any 32-bit integer; see {@link hashSeed} to derive one from several parts
 */
export declare function createRandom(seed: number): Random;
/** One reproducible draw in [0, 1) for the given parts, without keeping a generator around. */
export declare function drawFor(...parts: ReadonlyArray<number | string>): number;
