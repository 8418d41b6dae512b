import { ScrapeJob } from './scrape-job.js';
import { createRandom, hashSeed } from './seeded-random.js';
import { readStoredDocument } from './stored-document.js';
/**
 * Holds crawl and batch jobs, advances them lazily on each read (and on a timer only when a webhook
 * has to hear about progress), and forgets them `ttlMs` after their last write.
 */
export class JobStore {
    #jobs = new Map();
    #timers = new Map();
    #usedIdempotencyKeys = new Set();
    #seed;
    #ttlMs;
    #now;
    #webhooks;
    #newId;
    #credits;
    #closed = false;
    #created = 0;
    /** The team's most jobs scraping at once; beyond it a new job waits in {@link JobStore.#queue}. */
    #maxJobs;
    #queue = [];
    #peakRunning = 0;
    constructor(init) {
        this.#maxJobs = init.maxJobs;
        this.#credits = init.credits;
        this.#seed = init.seed;
        this.#ttlMs = init.ttlMs;
        this.#now = init.now;
        this.#webhooks = init.webhooks;
        this.#newId = init.newId;
    }
    /** Whether an idempotency key was already used by a successful create call. */
    isKeyUsed(key) {
        return this.#usedIdempotencyKeys.has(key);
    }
    /** Records an idempotency key after a successful create call. */
    useKey(key) {
        this.#usedIdempotencyKeys.add(key);
    }
    /** Creates and starts a job. */
    create(spec) {
        const now = this.#now();
        const id = this.#newId(now);
        const job = new ScrapeJob({
            id,
            kind: spec.kind,
            url: spec.url,
            createdAt: now,
            options: spec.options,
            source: spec.source,
            timing: spec.timing,
            random: createRandom(hashSeed(this.#seed, 'job', spec.kind, spec.url, this.#created++)),
            newId: this.#newId,
            ...(this.#credits ? { billing: { ledger: this.#credits, pageCost: spec.pageCost ?? 1 } } : {}),
            ...(spec.kickoffError === undefined ? {} : { kickoffError: spec.kickoffError }),
            waiting: !spec.finished && spec.kickoffError === undefined && this.#full(now),
        });
        if (spec.finished)
            job.finishWith(spec.finished, now);
        const stored = {
            job,
            hiddenUntil: now + (spec.hiddenForMs ?? 0),
            webhook: spec.webhook,
            source: spec.source,
        };
        this.#jobs.set(id, stored);
        if (job.waiting)
            this.#queue.push(stored);
        this.#peakRunning = Math.max(this.#peakRunning, this.#runningJobs());
        if (stored.webhook && job.status === 'scraping') {
            this.#emit(stored, [{ type: 'started', at: now }]);
            this.#schedule(stored);
        }
        return job;
    }
    /**
     * The job of an id, advanced to now; `undefined` when unknown, of the other kind or expired.
     * `forStatus` also hides a job during its injected 404 window.
     */
    get(id, kind, forStatus = false) {
        const stored = this.#jobs.get(id);
        if (!stored || stored.job.kind !== kind)
            return undefined;
        const now = this.#now();
        this.#startQueued(now);
        this.#advance(stored, now);
        if (now > this.expiresAt(stored.job)) {
            this.#forget(id);
            return undefined;
        }
        if (forStatus && now < stored.hiddenUntil)
            return undefined;
        return stored.job;
    }
    /** Every live job, advanced to now. */
    all() {
        const jobs = [];
        for (const [id, stored] of this.#jobs) {
            const job = this.get(id, stored.job.kind);
            if (job)
                jobs.push(job);
        }
        return jobs;
    }
    /** The most crawl and batch jobs that were scraping at once so far (waiting ones not counted). */
    peakRunning() {
        return this.#peakRunning;
    }
    /** Jobs scraping now, queued ones aside, as `concurrency-check` counts them. */
    runningJobs() {
        this.#startQueued(this.#now());
        return this.#runningJobs();
    }
    #runningJobs() {
        let running = 0;
        for (const { job } of this.#jobs.values())
            if (job.status === 'scraping' && !job.waiting)
                running++;
        return running;
    }
    /** Whether the team runs as many jobs as it may, as of `now`. */
    #full(now) {
        if (this.#maxJobs === undefined)
            return false;
        for (const stored of this.#jobs.values())
            if (!stored.job.waiting)
                this.#advance(stored, now);
        return this.#queue.length > 0 || this.#runningJobs() >= this.#maxJobs;
    }
    /** Starts queued jobs, oldest first, while the team has room (jobs ended since). */
    #startQueued(now) {
        if (this.#maxJobs === undefined || this.#queue.length === 0)
            return;
        for (const stored of this.#jobs.values())
            if (!stored.job.waiting)
                this.#advance(stored, now);
        while (this.#queue.length > 0 && this.#runningJobs() < this.#maxJobs) {
            const next = this.#queue.shift();
            next.job.begin(now);
            if (next.webhook)
                this.#schedule(next);
        }
        this.#peakRunning = Math.max(this.#peakRunning, this.#runningJobs());
    }
    /** When a job expires: `ttlMs` after its last write (a running job keeps writing). */
    expiresAt(job) {
        const lastWrite = job.status === 'scraping' ? Math.max(job.lastWriteAt, this.#now()) : job.lastWriteAt;
        return lastWrite + this.#ttlMs;
    }
    /** Appends URLs to a running batch job whose source can grow; false when it cannot take them. */
    extend(job, urls) {
        const stored = this.#jobs.get(job.id);
        const source = stored?.source;
        if (!stored || job.status !== 'scraping' || !source?.add)
            return false;
        source.add(urls);
        job.resumeFrontier(this.#now());
        if (stored.webhook)
            this.#schedule(stored);
        return true;
    }
    /** Cancels a running job. */
    cancel(job) {
        job.cancel(this.#now());
        this.#clearTimer(job.id);
    }
    /** Ground truth: the finished documents of a job in order, from the `from`-th (empty when unknown). */
    documents(id, from = 0) {
        return this.#finished(id, from).map(readStoredDocument);
    }
    /** The finished documents of a job as stored (JSON text, its length, source URL), from the `from`-th. */
    #finished(id, from) {
        const stored = this.#jobs.get(id);
        if (!stored)
            return [];
        this.#advance(stored, this.#now());
        return stored.job.documents.slice(from);
    }
    /** Each finished document's `metadata.sourceURL`, from the `from`-th, without reading the documents. */
    sourceUrls(id, from = 0) {
        return this.#finished(id, from).map((d) => d.sourceURL);
    }
    /** Each finished document's length in characters as JSON text, from the `from`-th. */
    documentLengths(id, from = 0) {
        return this.#finished(id, from).map((d) => d.chars);
    }
    /** Stops every timer. */
    close() {
        this.#closed = true;
        for (const id of [...this.#timers.keys()])
            this.#clearTimer(id);
    }
    #advance(stored, now) {
        const events = stored.job.advance(now);
        if (stored.webhook && events.length > 0)
            this.#emit(stored, events);
    }
    #schedule(stored) {
        this.#clearTimer(stored.job.id);
        if (this.#closed)
            return;
        const at = stored.job.nextChangeAt();
        if (at === undefined)
            return;
        const timer = setTimeout(() => {
            this.#timers.delete(stored.job.id);
            this.#advance(stored, Math.max(this.#now(), at));
            this.#schedule(stored);
        }, Math.max(0, at - this.#now()));
        this.#timers.set(stored.job.id, timer);
    }
    #clearTimer(id) {
        const timer = this.#timers.get(id);
        if (timer)
            clearTimeout(timer);
        this.#timers.delete(id);
    }
    #forget(id) {
        this.#clearTimer(id);
        this.#jobs.delete(id);
    }
    #emit(stored, events) {
        const target = stored.webhook;
        const { job } = stored;
        const prefix = job.kind === 'crawl' ? 'crawl' : 'batch_scrape';
        for (const event of events) {
            const filter = event.type === 'pageFailed' ? 'page' : event.type;
            if (!target.events.has(filter))
                continue;
            const base = { id: job.id, webhookId: this.#newId(event.at), metadata: target.metadata };
            if (event.type === 'page') {
                this.#webhooks.send(job.id, target, {
                    success: true,
                    type: `${prefix}.page`,
                    ...base,
                    data: [JSON.parse(event.json)],
                });
            }
            else if (event.type === 'pageFailed') {
                this.#webhooks.send(job.id, target, {
                    success: false,
                    type: `${prefix}.page`,
                    ...base,
                    data: [],
                    error: event.error,
                });
            }
            else {
                this.#webhooks.send(job.id, target, {
                    success: true,
                    type: `${prefix}.${event.type}`,
                    ...base,
                    data: [],
                });
            }
        }
    }
}
