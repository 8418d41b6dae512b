/**
 * One run of a paging stream (one subscription): the parts it owns, set up from the options, and the loop
 * that reads as the list of its steps: fetch, check, follow, deliver, wait. Read-ahead is planned as each
 * page is delivered.
 */
import { sleep } from '../http/sleep.js';
import { createBodyPool } from './body-pool.js';
import { checkPage } from './check-page.js';
import { createCursorCheck } from './cursor-check.js';
import { fetchPage } from './fetch-page.js';
import { jobPath } from './job-path.js';
import { Page } from './page.js';
import { asJobError, jobEndError, parsePageBody } from './page-checks.js';
import { createPollBackoff } from './paging-backoff.js';
import { PagingCursor } from './paging-cursor.js';
import { DEFAULT_STALL_TIMEOUT_MS, } from './paging-options.js';
import { createCreditWindow, createPagingStats, deliverWithCredit, } from './paging-window.js';
import { createReadAhead, DEFAULT_READ_AHEAD_WINDOW, defaultReadAhead, estimateChars, } from './read-ahead.js';
import { RunProgress } from './run-progress.js';
import { createStallWatch } from './stall-watch.js';
import { DEFAULT_STATUS_LIMIT } from './status-page-rules.js';
import { createStatusRead } from './status-read.js';
export class PagingRun {
    path;
    cursor;
    readAhead;
    #transport;
    #target;
    #options;
    #signal;
    #emit;
    #stats;
    #read;
    #fetch;
    #check;
    #backoff;
    #stall;
    #progress;
    /** The credit of the page being fetched, returned at once on unsubscribe (the abort settles later). */
    #fetching;
    /** Whether a page this run delivered said the job completed (then its end needs no page of its own). */
    #deliveredCompletion = false;
    /**
     * @param emit - delivers a page to the subscriber (synchronously; the page's credit is held meanwhile).
     * @param owner - the stream's only consumer: page buffers are reused once released (`owned-pages.ts`).
     */
    constructor(transport, target, options, signal, emit, owner) {
        this.#transport = transport;
        this.#target = target;
        this.#options = options;
        this.#signal = signal;
        this.#emit = emit;
        this.path = jobPath(target.kind, target.jobId);
        const degree = options.readAhead ?? defaultReadAhead(options.teamLimits?.maxConcurrency);
        if (!Number.isInteger(degree) || degree < 1) {
            throw new RangeError(`readAhead must be an integer ≥ 1, got ${degree}`);
        }
        const windowSize = options.window ?? (degree > 1 ? DEFAULT_READ_AHEAD_WINDOW : 2);
        this.#stats = options.stats ?? createPagingStats();
        const window = createCreditWindow(windowSize, this.#stats);
        const pool = owner ? createBodyPool(windowSize) : undefined;
        const buffer = pool ? (size) => pool.take(size) : undefined;
        this.cursor = new PagingCursor(target.from.skip, options.pageLimit);
        this.#progress = new RunProgress(options.onProgress, target.from.skip);
        this.#read = createStatusRead({
            transport,
            path: this.path,
            parse: parsePageBody(this.path, owner?.checkEscapes ?? true),
            stats: this.#stats,
            notFoundUntil: Date.now() + (target.notFoundGraceMs ?? 0),
            onRetry: (rateLimited) => {
                this.#progress.retried();
                if (rateLimited)
                    this.readAhead?.slowDown();
            },
        });
        this.readAhead = degree > 1 ? this.#createReadAhead(degree, window, buffer) : undefined;
        this.#fetch = {
            read: this.#read,
            readAhead: this.readAhead,
            window,
            signal,
            stats: this.#stats,
            pool,
            buffer,
            jobError: (err) => asJobError(err, target.jobId, this.path),
            holding: (credit) => {
                this.#fetching = credit;
            },
        };
        this.#check = createCursorCheck(this.path);
        this.#backoff = createPollBackoff(options);
        this.#stall = createStallWatch(options.stallTimeoutMs ?? DEFAULT_STALL_TIMEOUT_MS, target.jobId, this.path);
    }
    /** Reads ranges ahead with the caller's page limit, or the service's default. */
    #createReadAhead(degree, window, buffer) {
        return createReadAhead(degree, this.#options.pageLimit ?? DEFAULT_STATUS_LIMIT, window, (at, limit, signal, admit) => this.#read({ query: { ...this.cursor.query, limit }, at, buffer, signal, admit }), ({ page }) => ({ count: page.rawBytes.length, completed: page.envelope.status === 'completed' }), this.#signal);
    }
    /** The loop: resolves once the job completed and every document was delivered. */
    async run() {
        await this.#learnJobStart();
        this.#stall.alive();
        for (;;) {
            const fetched = await fetchPage(this.#fetch, this.cursor.skip, this.cursor.query);
            await this.#settleRepeat(fetched);
            const page = checkPage(fetched, this.cursor.skip, this.#check, this.readAhead, this.path);
            if (page === undefined)
                continue;
            const { status, envelope, docs } = page;
            this.#progress.saw(status, envelope);
            let more;
            try {
                more = this.cursor.followNext(envelope, this.#transport, this.path);
            }
            catch (err) {
                fetched.credit.release();
                throw err;
            }
            if (docs.length > 0) {
                this.#deliver(fetched.credit, docs, envelope, status);
                // More may be waiting right behind this page, whatever the status: read on without delay.
                if (more || status === 'scraping')
                    continue;
            }
            else if (status === 'completed' && !this.#deliveredCompletion) {
                this.#deliverCompletion(fetched.credit, envelope);
            }
            else {
                fetched.credit.release();
                this.#progress.report(this.cursor.skip);
            }
            if (status === 'completed') {
                this.#check.finish(this.cursor.skip, envelope);
                return;
            }
            if (status === 'cancelled' || status === 'failed')
                throw jobEndError(status, envelope, this.#target.jobId, this.path, this.cursor.skip);
            await this.#waitOnEmptyPage(envelope);
        }
    }
    /** Stops the run's reads: read-ahead, and the credit of the page being fetched. */
    stop() {
        this.readAhead?.stop();
        this.#fetching?.release();
    }
    /**
     * Step 0, for a resumed run: learn the job's first documents, so that a server answering from them again
     * (one that ignores skip) is caught on the first page instead of duplicating what was written before.
     */
    async #learnJobStart() {
        if (this.cursor.skip === 0)
            return;
        this.#check.knowFirst(await this.#readTwoAt(0));
    }
    /**
     * Step 1b, rare: a page whose first document is also one already received is settled by reading the
     * documents the server holds before it. A page that starts with the job's first document, when only that
     * one is known, is the job's start again or that document scraped twice: the job's first two documents
     * tell which. A page that starts with the last document received is that document scraped twice in a row
     * or a server that went back one: the documents at `skip - 1` tell which.
     */
    async #settleRepeat(fetched) {
        const skip = this.cursor.skip;
        const docs = fetched.answer.page.rawBytes;
        try {
            if (this.#check.unsureOfStart(skip, docs))
                this.#check.knowFirst(await this.#readTwoAt(0));
            if (this.#check.repeatsLast(skip, docs))
                this.#check.settleRepeat(skip, await this.#readTwoAt(skip - 1));
        }
        catch (err) {
            fetched.credit.release();
            throw err;
        }
    }
    /** The job's documents at `at` and the one after it (fewer where the job ends), read now. */
    async #readTwoAt(at) {
        const answer = await this.#read({ query: { limit: 2 }, at, signal: this.#signal }).catch((err) => {
            throw asJobError(err, this.#target.jobId, this.path);
        });
        return answer.page.rawBytes;
    }
    /** Step 4: emit the page and advance the cursor past its documents; plan the reads ahead. */
    #deliver(credit, docs, envelope, status) {
        const page = new Page(this.#target, this.cursor.skip, docs, envelope, credit);
        this.cursor.skip += docs.length;
        this.#progress.delivered(docs.length, this.#progress.reported ? page.bytes : 0);
        this.#progress.report(this.cursor.skip);
        deliverWithCredit(credit, () => this.#emit(page));
        if (status === 'completed')
            this.#deliveredCompletion = true;
        this.#backoff.reset();
        this.#stall.alive();
        const readAhead = this.readAhead;
        if (readAhead?.active) {
            readAhead.pageDone();
            readAhead.observe(docs.length, estimateChars(docs));
            // Documents known to exist: all of a completed job's, and those counted completed while scraping.
            const known = status === 'completed' ? page.total : status === 'scraping' ? page.completed : 0;
            readAhead.plan(this.cursor.skip, known);
        }
    }
    /**
     * Step 4, at the end: the job completed on a page without documents, after pages that said it was still
     * running (the service's status lags its last document), or before any page of this run. Consumers learn
     * the job's end, its final counts and credits from this empty page.
     */
    #deliverCompletion(credit, envelope) {
        try {
            this.#check.finish(this.cursor.skip, envelope);
        }
        catch (err) {
            credit.release();
            throw err;
        }
        const page = new Page(this.#target, this.cursor.skip, [], envelope, credit);
        this.#deliveredCompletion = true;
        this.#progress.report(this.cursor.skip);
        deliverWithCredit(credit, () => this.#emit(page));
    }
    /** Step 5: nothing new from a running job: fail if it stalled, else wait before the next poll. */
    async #waitOnEmptyPage(envelope) {
        this.#stall.check(envelope);
        const wait = this.#backoff.next();
        this.#stats.emptyPolls++;
        this.#stats.pollWaitMs += wait;
        await (this.#options.pollWait ?? sleep)(wait, this.#signal);
    }
}
