/** Extract jobs of one emulator, kept until `ttlMs` after they finish. */
export class ExtractJobs {
    #jobs = new Map();
    #ttlMs;
    constructor(ttlMs) {
        this.#ttlMs = ttlMs;
    }
    /** Records a job whose result is known up front and revealed at `readyAt`. */
    add(job) {
        this.#jobs.set(job.id, job);
    }
    /** A job advanced to `now`, or undefined when unknown or expired. */
    get(id, now) {
        const job = this.#jobs.get(id);
        if (!job)
            return undefined;
        if (job.status === 'processing' && now >= job.readyAt)
            job.status = 'completed';
        if (now > this.expiresAt(job)) {
            this.#jobs.delete(id);
            return undefined;
        }
        return job;
    }
    /** Expiry time of a job: `ttlMs` after it finishes. */
    expiresAt(job) {
        return job.readyAt + this.#ttlMs;
    }
}
