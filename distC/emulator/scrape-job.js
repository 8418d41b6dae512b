import { storeJson } from './stored-document.js';
/**
 * One crawl or batch scrape job, simulated as a discrete-event schedule: `concurrency` workers take
 * URLs from the frontier in order, each page takes a seeded, jittered time, and pages finish in
 * finish-time order. The schedule only depends on the seed, never on when clients poll, so the
 * same seed gives the same documents in the same order.
 */
export class ScrapeJob {
    id;
    kind;
    url;
    createdAt;
    options;
    /** Finished documents in finish order; the list only grows at the end. */
    documents = [];
    errors = [];
    /** Credits the finished pages cost (failed pages cost nothing). */
    creditsUsed = 0;
    status = 'scraping';
    error;
    completedAt;
    lastWriteAt;
    #source;
    #timing;
    #random;
    #newId;
    #billing;
    #running = [];
    #queued = [];
    #frontierDone = false;
    #seq = 0;
    #drainedAt;
    #advancedTo;
    constructor(init) {
        this.id = init.id;
        this.kind = init.kind;
        this.url = init.url;
        this.createdAt = init.createdAt;
        this.options = init.options;
        this.lastWriteAt = init.createdAt;
        this.#source = init.source;
        this.#timing = init.timing;
        this.#random = init.random;
        this.#newId = init.newId;
        this.#billing = init.billing;
        this.#advancedTo = init.createdAt;
        if (init.kickoffError !== undefined) {
            this.status = 'failed';
            this.error = init.kickoffError;
            this.completedAt = init.createdAt;
            return;
        }
        if (init.waiting) {
            this.waiting = true;
            return;
        }
        this.#fillWorkers(init.createdAt);
    }
    /** Whether it waits in the team's queue (see {@link ScrapeJobInit.waiting}). */
    waiting = false;
    /** A waiting job leaves the team's queue at `now` and starts scraping. */
    begin(now) {
        if (!this.waiting)
            return;
        this.waiting = false;
        if (this.status !== 'scraping')
            return;
        this.#advancedTo = now;
        this.#fillWorkers(now);
    }
    /** Pages finished successfully so far. */
    get completed() {
        return this.documents.length;
    }
    /** Finished plus running plus queued pages; failed pages count in neither, as on the service. */
    get total() {
        return this.documents.length + this.#running.length + this.#queued.length;
    }
    /** Pages being scraped now. */
    get running() {
        return this.#running.length;
    }
    /** Pages waiting for a worker. */
    get queued() {
        return this.#queued.length;
    }
    /** URLs the frontier skipped because of robots.txt. */
    robotsBlocked() {
        return this.#source.robotsBlocked?.() ?? [];
    }
    /** The time of the next scheduled change, or `undefined` when the job will not change by itself. */
    nextChangeAt() {
        if (this.status !== 'scraping')
            return undefined;
        const head = this.#peek();
        if (head)
            return head.finishAt;
        if (this.#drainedAt !== undefined)
            return this.#drainedAt + this.#timing.completionLagMs;
        return undefined;
    }
    /** Moves the simulation forward to `now` and returns what happened, in time order. */
    advance(now) {
        const events = [];
        if (this.status !== 'scraping' || this.waiting || now < this.#advancedTo)
            return events;
        this.#advancedTo = now;
        for (let head = this.#peek(); head && head.finishAt <= now; head = this.#peek()) {
            this.#popHead();
            this.#finishPage(head, events);
            this.#fillWorkers(head.finishAt);
        }
        if (this.#running.length === 0 && this.#queued.length === 0 && this.#frontierDone) {
            this.#drainedAt ??= this.lastWriteAt;
            const doneAt = this.#drainedAt + this.#timing.completionLagMs;
            if (now >= doneAt) {
                this.status = 'completed';
                this.completedAt = doneAt;
                this.lastWriteAt = Math.max(this.lastWriteAt, doneAt);
                events.push({ type: 'completed', at: doneAt });
            }
        }
        return events;
    }
    /** Tells a running job its frontier grew (batch `appendToId`); workers pick the new URLs up at `now`. */
    resumeFrontier(now) {
        if (this.status !== 'scraping')
            return;
        this.advance(now);
        if (this.status !== 'scraping')
            return;
        this.#frontierDone = false;
        this.#drainedAt = undefined;
        this.#fillWorkers(Math.max(now, this.#advancedTo));
    }
    /** Makes the job an already completed one holding `documents` (the benchmark fast path). */
    finishWith(documents, now) {
        for (const document of documents)
            this.documents.push(document);
        this.creditsUsed = documents.length;
        this.#running.length = 0;
        this.#queued.length = 0;
        this.#frontierDone = true;
        this.status = 'completed';
        this.completedAt = now;
        this.lastWriteAt = now;
    }
    /** Stops the job: running and queued pages are dropped, documents read so far stay. */
    cancel(now) {
        this.status = 'cancelled';
        this.completedAt = now;
        this.lastWriteAt = Math.max(this.lastWriteAt, now);
        this.#running.length = 0;
        this.#queued.length = 0;
    }
    #finishPage(page, events) {
        this.lastWriteAt = Math.max(this.lastWriteAt, page.finishAt);
        const rendered = this.#chargedRender(page);
        if (rendered.ok) {
            this.documents.push(storeJson(rendered.json, page.url));
            events.push({ type: 'page', at: page.finishAt, json: rendered.json });
            return;
        }
        this.errors.push({
            id: this.#newId(page.finishAt),
            timestamp: new Date(page.finishAt).toISOString(),
            url: page.url,
            code: rendered.code ?? 'SCRAPE_FAILED',
            error: rendered.error,
        });
        events.push({ type: 'pageFailed', at: page.finishAt, url: page.url, error: rendered.error });
    }
    /** Renders a page and bills it; a page the team's credits cannot pay fails, as on the service. */
    #chargedRender(page) {
        const rendered = this.#source.render(page.url);
        if (!rendered.ok || !this.#billing)
            return rendered;
        const { ledger, pageCost } = this.#billing;
        if (!ledger.charge(pageCost, page.finishAt)) {
            return {
                ok: false,
                code: 'INSUFFICIENT_CREDITS',
                error: 'Insufficient credits to scrape this page. Add credits to the team to continue.',
            };
        }
        this.creditsUsed += pageCost;
        return rendered;
    }
    #concurrency() {
        const requested = this.options.maxConcurrency;
        const limit = typeof requested === 'number' && requested > 0 ? requested : this.#timing.concurrency;
        if (this.#timing.delaySeconds && this.#timing.delaySeconds > 0)
            return 1;
        return Math.max(1, Math.min(limit, this.#timing.concurrency));
    }
    #pageDurationMs() {
        const mean = (this.#timing.concurrency / this.#timing.pagesPerSecond) * 1000;
        const jitter = 0.5 + this.#random();
        return mean * jitter + (this.#timing.delaySeconds ?? 0) * 1000;
    }
    /** Starts pages until every worker is busy, keeping a short queue so `total` runs ahead of `completed`. */
    #fillWorkers(at) {
        const workers = this.#concurrency();
        while (!this.#frontierDone && this.#queued.length < workers) {
            const url = this.#source.nextUrl();
            if (url === undefined)
                this.#frontierDone = true;
            else
                this.#queued.push(url);
        }
        while (this.#running.length < workers && this.#queued.length > 0) {
            const url = this.#queued.shift();
            this.#push({ url, finishAt: at + this.#pageDurationMs(), seq: this.#seq++ });
            if (!this.#frontierDone) {
                const next = this.#source.nextUrl();
                if (next === undefined)
                    this.#frontierDone = true;
                else
                    this.#queued.push(next);
            }
        }
    }
    // A tiny binary heap ordered by (finishAt, seq): ties resolve by start order, so runs are stable.
    #less(a, b) {
        return a.finishAt < b.finishAt || (a.finishAt === b.finishAt && a.seq < b.seq);
    }
    #peek() {
        return this.#running[0];
    }
    #push(page) {
        const heap = this.#running;
        heap.push(page);
        let i = heap.length - 1;
        while (i > 0) {
            const parent = (i - 1) >> 1;
            if (!this.#less(heap[i], heap[parent]))
                break;
            [heap[i], heap[parent]] = [heap[parent], heap[i]];
            i = parent;
        }
    }
    #popHead() {
        const heap = this.#running;
        const last = heap.pop();
        if (heap.length === 0 || !last)
            return;
        heap[0] = last;
        let i = 0;
        for (;;) {
            const l = 2 * i + 1;
            const r = l + 1;
            let m = i;
            if (l < heap.length && this.#less(heap[l], heap[m]))
                m = l;
            if (r < heap.length && this.#less(heap[r], heap[m]))
                m = r;
            if (m === i)
                break;
            [heap[i], heap[m]] = [heap[m], heap[i]];
            i = m;
        }
    }
}
