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
export function hash32(...parts) {
    let h = 0x811c9dc5;
    for (const part of parts) {
        const text = typeof part === 'number' ? `#${part}` : part;
        for (let i = 0; i < text.length; i++) {
            h ^= text.charCodeAt(i);
            h = Math.imul(h, 0x01000193);
        }
        h ^= 0x1f;
        h = Math.imul(h, 0x01000193);
    }
    // A final avalanche so that nearby inputs do not give nearby outputs.
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    return h >>> 0;
}
/** A mulberry32 generator with a few helpers. */
export class Prng {
    state;
    /** @param seed - any 32-bit integer, e.g. from {@link hash32} */
    constructor(seed) {
        this.state = seed >>> 0;
    }
    /** A float in [0, 1). */
    next() {
        this.state = (this.state + 0x6d2b79f5) >>> 0;
        let t = this.state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    }
    /** An integer in [min, max] (both inclusive). */
    int(min, max) {
        return min + Math.floor(this.next() * (max - min + 1));
    }
    /** True with probability `p`. */
    chance(p) {
        return this.next() < p;
    }
    /** One element of a non-empty array. */
    pick(items) {
        const item = items[Math.floor(this.next() * items.length)];
        if (item === undefined)
            throw new RangeError('pick from an empty list');
        return item;
    }
    /** An index drawn with probability proportional to `weights[i]`. */
    weighted(weights) {
        let total = 0;
        for (const w of weights)
            total += Math.max(0, w);
        let r = this.next() * total;
        for (let i = 0; i < weights.length; i++) {
            r -= Math.max(0, weights[i] ?? 0);
            if (r < 0)
                return i;
        }
        return weights.length - 1;
    }
}
