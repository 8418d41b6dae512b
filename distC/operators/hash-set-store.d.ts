/**
 * Where {@link dedupeBy} remembers the keys it has seen.
 */
export interface DedupeStore {
    /** Records `key`; returns `true` when it was new, `false` when it was seen before. */
    add(key: string): boolean;
    /** Keys recorded. */
    readonly size: number;
    /** Bytes the store holds for its keys (its tables), for sizing a crawl. */
    readonly bytes: number;
}
/** Options of {@link hashSetStore}. */
export interface HashSetStoreOptions {
    /**
     * Keys to size the table for up front; it grows by doubling when needed.
     * @default 1024
     */
    expectedKeys?: number;
}
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
export declare function hashSetStore(options?: HashSetStoreOptions): DedupeStore;
/**
 * An exact {@link DedupeStore} backed by a `Set` of the full keys: no false drops, memory grows with the
 * key lengths (about 60 + 1..2 bytes per character for a URL).
 */
export declare function exactSetStore(): DedupeStore;
