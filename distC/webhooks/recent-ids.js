/**
 * Remembers the last `capacity` ids in insertion order, forgetting the oldest first. Bounded so a
 * long-running receiver cannot grow without limit; a Set keeps insertion order, so eviction is O(1).
 */
export class RecentIds {
    capacity;
    #ids = new Set();
    /** @param capacity - How many ids to keep; `0` remembers nothing. */
    constructor(capacity) {
        this.capacity = capacity;
    }
    /** Records `id`; returns `false` when it was already remembered (a replay), `true` when it is new. */
    add(id) {
        if (this.#ids.has(id))
            return false;
        if (this.capacity === 0)
            return true;
        this.#ids.add(id);
        if (this.#ids.size > this.capacity) {
            const oldest = this.#ids.values().next();
            if (oldest.done !== true)
                this.#ids.delete(oldest.value);
        }
        return true;
    }
    /** Number of ids currently remembered. */
    get size() {
        return this.#ids.size;
    }
}
