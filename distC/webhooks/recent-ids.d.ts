/**
 * Remembers the last `capacity` ids in insertion order, forgetting the oldest first. Bounded so a
 * long-running receiver cannot grow without limit; a Set keeps insertion order, so eviction is O(1).
 */
export declare class RecentIds {
    #private;
    readonly capacity: number;
    /** @param capacity - How many ids to keep; `0` remembers nothing. */
    constructor(capacity: number);
    /** Records `id`; returns `false` when it was already remembered (a replay), `true` when it is new. */
    add(id: string): boolean;
    /** Number of ids currently remembered. */
    get size(): number;
}
