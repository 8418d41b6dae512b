export class RunProgress {
    #progress;
    #callback;
    constructor(callback, skip) {
        this.#callback = callback;
        this.#progress = {
            documents: 0,
            bytes: 0,
            pages: 0,
            jobCompleted: 0,
            jobTotal: 0,
            status: 'scraping',
            retries: 0,
            skip,
        };
    }
    /** Whether anyone reads the progress (counting characters is a pass over each page, done only then). */
    get reported() {
        return this.#callback !== undefined;
    }
    retried() {
        this.#progress.retries++;
    }
    /** A status page said where the job is. */
    saw(status, envelope) {
        this.#progress.status = status;
        this.#progress.jobCompleted = envelope.completed ?? this.#progress.jobCompleted;
        this.#progress.jobTotal = envelope.total ?? this.#progress.jobTotal;
    }
    /** A page of `documents` documents and `bytes` characters was delivered. */
    delivered(documents, bytes) {
        this.#progress.documents += documents;
        this.#progress.bytes += bytes;
        this.#progress.pages++;
    }
    /** Reports the progress, the cursor at `skip`. */
    report(skip) {
        this.#callback?.({ ...this.#progress, skip });
    }
}
