/**
 * The pages a sink has received and not written yet, in order. Each page's credit is held from its arrival
 * until the sink released it, so the stream reads ahead only as far as its window lets it.
 */
export class PageQueue {
    #pages = [];
    #ended;
    #wake;
    #subscription;
    /** Starts receiving `pages`. */
    subscribe(pages) {
        this.#subscription = pages.subscribe({
            next: (page) => {
                this.#pages.push({ page, release: page.hold() });
                this.#signal();
            },
            error: (error) => {
                this.#ended = { ended: 'error', error };
                this.#signal();
            },
            complete: () => {
                this.#ended = { ended: 'complete' };
                this.#signal();
            },
        });
    }
    /**
     * The next page; once the queue is empty, how the stream ended. With neither, it waits for the stream (or
     * {@link interrupt}) and resolves `undefined`: the caller looks at its own state and takes again.
     */
    async take() {
        const next = this.#pages.shift();
        if (next)
            return next;
        if (this.#ended)
            return this.#ended;
        await new Promise((resolve) => {
            this.#wake = resolve;
        });
        return undefined;
    }
    /** Stops receiving and releases every page not taken. */
    stop() {
        this.#subscription?.unsubscribe();
        for (const item of this.#pages.splice(0))
            item.release();
    }
    /** Wakes a pending `take` so its caller can look at its own state (a cancelled run). */
    interrupt() {
        this.#signal();
    }
    #signal() {
        const wake = this.#wake;
        this.#wake = undefined;
        wake?.();
    }
}
