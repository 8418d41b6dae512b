/**
 * Seeded randomness of the synthetic web. Every decision draws from a generator seeded by hashing the web
 * seed with a label (site, host, page), so one page's content never depends on how many numbers another
 * page consumed: adding a format or reading pages in a different order changes nothing.
 */
/**
 * Hashes numbers and strings into a 32-bit integer (FNV-1a with a separator per part).
 *
 * @example hash32(1, 'site-1.test') // => a stable unsigned 32-bit integer
 */
export declare function hash32(...parts: ReadonlyArray<number | string>): number;
/** A mulberry32 generator with a few helpers. */
export declare class Prng {
    private state;
    /** @param seed - any 32-bit integer, e.g. from {@link hash32} */
    constructor(seed: number);
    /** A float in [0, 1). */
    next(): number;
    /** An integer in [min, max] (both inclusive). */
    int(min: number, max: number): number;
    /** True with probability `p`. */
    chance(p: number): boolean;
    /** One element of a non-empty array. */
    pick<T>(items: readonly T[]): T;
    /** An index drawn with probability proportional to `weights[i]`. */
    weighted(weights: readonly number[]): number;
}
