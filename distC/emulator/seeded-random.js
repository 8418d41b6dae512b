/**
 * Hashes any mix of numbers and strings into a 32-bit seed (FNV-1a over the parts), so independent
 * streams (one per route, per job, per fault kind) never share state yet stay reproducible.
 *
 * @example hashSeed(1, 'crawl.status', 7) // => a stable 32-bit integer
 */
export function hashSeed(...parts) {
    let h = 0x811c9dc5;
    for (const part of parts) {
        const text = typeof part === 'number' ? `n${part}` : `s${part}`;
        for (let i = 0; i < text.length; i++) {
            h ^= text.charCodeAt(i);
            h = Math.imul(h, 0x01000193);
        }
        h ^= 0xff;
        h = Math.imul(h, 0x01000193);
    }
    return h >>> 0;
}
/**
 * Creates a mulberry32 generator returning floats in [0, 1).
 *
 * @param seed - any 32-bit integer; see {@link hashSeed} to derive one from several parts
 */
export function createRandom(seed) {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}
/** One reproducible draw in [0, 1) for the given parts, without keeping a generator around. */
export function drawFor(...parts) {
    return createRandom(hashSeed(...parts))();
}
