const MAX_LOAD = 0.5;
/**
 * A bounded-memory {@link DedupeStore}: each key is reduced to a 64-bit hash (two independent 32-bit
 * MurmurHash3-style hashes of the UTF-16 code units) and kept in an open-addressing table of two
 * `Uint32Array`s, so a key costs 8 bytes per slot whatever its length; the table stays between 25% and
 * 50% full, so 16 to 32 bytes per key (measured: `benchmarks/dedupe-memory.ts`).
 *
 * Collisions: two different keys share a hash with probability 2^-64, so among n distinct keys the
 * chance that any key is wrongly taken for a duplicate (and dropped) is about n^2 / 2^65:
 * 2.7e-8 for one million keys, 2.7e-4 for 100 million. Use {@link exactSetStore} when no drop is
 * acceptable and the keys fit in memory.
 *
 * @example
 * ```ts
 * const store = hashSetStore({ expectedKeys: 1_000_000 });
 * store.add('https://example.com/a'); // true
 * store.add('https://example.com/a'); // false
 * ```
 */
export function hashSetStore(options = {}) {
    let capacity = 1024;
    while (capacity * MAX_LOAD < (options.expectedKeys ?? 0))
        capacity *= 2;
    let hi = new Uint32Array(capacity);
    let lo = new Uint32Array(capacity);
    let size = 0;
    // Slot (hi, lo) = (0, 0) marks "empty"; a key hashing there is nudged to (0, 1).
    const insert = (h, l) => {
        const mask = hi.length - 1;
        let i = (l ^ Math.imul(h, 0x9e3779b1)) & mask;
        for (;;) {
            const sh = hi[i];
            const sl = lo[i];
            if (sh === 0 && sl === 0) {
                hi[i] = h;
                lo[i] = l;
                return true;
            }
            if (sh === h && sl === l)
                return false;
            i = (i + 1) & mask;
        }
    };
    const grow = () => {
        const oldHi = hi;
        const oldLo = lo;
        hi = new Uint32Array(oldHi.length * 2);
        lo = new Uint32Array(oldLo.length * 2);
        for (let i = 0; i < oldHi.length; i++) {
            const h = oldHi[i];
            const l = oldLo[i];
            if (h !== 0 || l !== 0)
                insert(h, l);
        }
    };
    return {
        add(key) {
            const h = hash32(key, 0x2f9a_3c1d) >>> 0;
            let l = hash32(key, 0x8b0e_5d27) >>> 0;
            if (h === 0 && l === 0)
                l = 1;
            if (insert(h, l)) {
                size++;
                if (size > hi.length * MAX_LOAD)
                    grow();
                return true;
            }
            return false;
        },
        get size() {
            return size;
        },
        get bytes() {
            return hi.byteLength + lo.byteLength;
        },
    };
}
/**
 * An exact {@link DedupeStore} backed by a `Set` of the full keys: no false drops, memory grows with the
 * key lengths (about 60 + 1..2 bytes per character for a URL).
 */
export function exactSetStore() {
    const seen = new Set();
    let chars = 0;
    return {
        add(key) {
            if (seen.has(key))
                return false;
            seen.add(key);
            chars += key.length;
            return true;
        },
        get size() {
            return seen.size;
        },
        get bytes() {
            return chars * 2 + seen.size * 40;
        },
    };
}
/** MurmurHash3 x86_32 over UTF-16 code units (two units per 32-bit block). */
function hash32(key, seed) {
    let h = seed | 0;
    const n = key.length;
    let i = 0;
    for (; i + 1 < n; i += 2) {
        let k = key.charCodeAt(i) | (key.charCodeAt(i + 1) << 16) | 0;
        k = Math.imul(k, 0xcc9e2d51);
        k = (k << 15) | (k >>> 17);
        k = Math.imul(k, 0x1b873593);
        h ^= k;
        h = (h << 13) | (h >>> 19);
        h = (Math.imul(h, 5) + 0xe6546b64) | 0;
    }
    if (i < n) {
        let k = key.charCodeAt(i);
        k = Math.imul(k, 0xcc9e2d51);
        k = (k << 15) | (k >>> 17);
        k = Math.imul(k, 0x1b873593);
        h ^= k;
    }
    h ^= n;
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    return h;
}
