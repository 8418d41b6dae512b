/**
 * What the emulator remembers of single calls, for the routes that follow them: each scrape's document
 * (`GET /scrape/{id}`) and the browser it ran in (`/scrape/{id}/interact`), and each search's credits and
 * feedback (`/search/{id}/feedback`). The most recent calls only: memory stays bounded in long runs.
 */
/** How many of each kind of call are remembered. */
const KEPT = 2000;
/** A map that forgets its oldest entries beyond {@link KEPT}. */
class Recent {
    #items = new Map();
    set(id, item) {
        this.#items.set(id, item);
        if (this.#items.size > KEPT)
            this.#items.delete(this.#items.keys().next().value);
    }
    get(id) {
        return this.#items.get(id);
    }
}
export class RecentCalls {
    scrapes = new Recent();
    searches = new Recent();
    /** The feedback id of each rated scrape, map or parse (`endpoint jobId`). */
    feedback = new Recent();
    /** Credits refunded for search feedback per UTC day. */
    refundedByDay = new Map();
}
