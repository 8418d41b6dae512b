/**
 * Read-ahead for status paging: while the run delivers one page, the next ranges of documents that are known
 * to exist (`skip`/`limit`) are already being read, so an export waits for the slowest of several status
 * reads at a time instead of for each in turn. The service spends hundreds of milliseconds on each status
 * page; that latency, not bandwidth, is what a sequential reader waits for.
 *
 * Order and memory:
 * - Reads are only ever started here; the paging loop consumes them strictly in order, checking each page as
 *   it does any other (cursor check, status), so read-ahead changes when bytes arrive, never which ones are
 *   delivered.
 * - A read costs memory only once its body arrives. The server's time comes before the head of its answer;
 *   a read takes a credit of the paging window when its head arrives (`PageRead.admit`), and the body
 *   waits, paused on its connection, until one is free. Bodies being read plus pages held never exceed the
 *   window, while more reads than the window holds wait on the server. Credits go to waiting bodies in
 *   document order, and only the body the loop needs next may take the last free one.
 *
 * Pages cut at 10 MiB: a range that comes back short while the job is completed leaves a gap before the next
 * range. The gap is read as soon as the short answer arrives (before any further range), not when the loop
 * reaches it. Ranges are sized from the documents seen so far (a share of the cut), so that most are not cut.
 *
 * How many reads at once: it starts at one, which with the page being delivered is what a sequential reader
 * with a window of two does, and grows each time the loop had to wait for the head of a range it asked
 * for ahead (`GROW_AFTER_WAIT_MS`): the server, not the consumer, is what the export waits for. It grows
 * by as many times the threshold as the loop waited, at least doubling: a server 1 s away gets every read
 * allowed after the first wait. Once the server has been waited for, the job itself sizes it too: as many
 * reads as the documents known to exist and not yet asked for need (up to the ceiling), so a short job is
 * read at once instead of ending while the degree still ramps up. Where status pages arrive faster than
 * they are written (loopback, a fast LAN), it stays low, and so does memory.
 *
 * Politeness: never more than the configured degree of reads waiting on the server. Heads waiting for room
 * (the server is done with them; their bodies sit on the connections) are held to twice that. A 429 on any
 * status read halves the ceiling (down to one); every `RECOVER_AFTER` pages without one the ceiling grows by
 * one again, back to the configured degree.
 */
import { abortError } from '../http/sleep.js';
import { utf16Length } from '../json/utf16-length.js';
import { STATUS_PAGE_CHAR_LIMIT } from './status-page-rules.js';
/**
 * Default read-ahead degree (status reads waiting on the server at once), chosen by measurement: see
 * `benchmarks/README.md`.
 */
export const DEFAULT_READ_AHEAD = 8;
/**
 * The read-ahead degree when the caller sets none: {@link DEFAULT_READ_AHEAD}, or fewer when the team may
 * have fewer pages scraped at once (its `maxConcurrency`, when known): status reads stay within what the
 * service grants the team.
 */
export function defaultReadAhead(maxConcurrency) {
    if (maxConcurrency === undefined || !Number.isFinite(maxConcurrency))
        return DEFAULT_READ_AHEAD;
    return Math.max(1, Math.min(DEFAULT_READ_AHEAD, Math.floor(maxConcurrency)));
}
/**
 * Default window while reading ahead: bodies received ahead plus pages held, at most about 10 MiB each.
 * Chosen by measurement (see `benchmarks/README.md`): the export time barely changes above it, peak RSS does.
 */
export const DEFAULT_READ_AHEAD_WINDOW = 7;
/** Pages read without a 429 before the ceiling grows by one again. */
const RECOVER_AFTER = 20;
/**
 * A wait for the head of a range read ahead longer than this means the export waits for the server: read
 * further ahead.
 */
const GROW_AFTER_WAIT_MS = 100;
/**
 * Share of the 10 MiB cut a range aims at: documents larger than the average rarely cut it, and page
 * buffers stay small (measured against other shares: see "Read-ahead: what limits it" in benchmarks/README.md).
 */
const RANGE_FILL = 0.75;
/**
 * Creates the read-ahead of one run.
 *
 * @param maxDegree - most reads waiting on the server at once (≥ 2; 1 means no read-ahead and is not built).
 * @param range - most documents per read (the caller's page limit, or the service's default).
 * @param window - the run's credit window; bodies read ahead take credits as they arrive, keeping one free
 *   for the body the loop needs next.
 * @param read - sends one read.
 * @param shape - what an answer holds.
 * @param signal - the run's signal: aborting it aborts every read.
 */
export function createReadAhead(maxDegree, range, window, read, shape, signal) {
    return new ReadAheadRun(maxDegree, range, window, read, shape, signal);
}
/** The read-ahead of one run: the reads under way, the gaps to fill, and how many reads at once. */
class ReadAheadRun {
    #maxDegree;
    #range;
    #window;
    #read;
    #shape;
    #signal;
    #reads = [];
    // Gaps left by cut pages, read before any further range.
    #gaps = [];
    // Bodies waiting for a credit, in document order.
    #admissions = [];
    // Reads waiting on the server now, and the most allowed now (lowered by 429 answers).
    #inFlight = 0;
    #degree = 1;
    #ceiling;
    // Documents per read: the caller's limit, or fewer when documents are large (sized from those seen).
    #size;
    #seenDocs = 0;
    #seenChars = 0;
    #calm = 0;
    // Whether the loop has waited for the server (a wait longer than GROW_AFTER_WAIT_MS).
    #waitedForServer = false;
    #planned = 0;
    #horizon = 0;
    // The document the loop delivers next: a body that starts there may take the window's last credit.
    #next = 0;
    #active = true;
    constructor(maxDegree, range, window, read, shape, signal) {
        this.#maxDegree = maxDegree;
        this.#range = range;
        this.#window = window;
        this.#read = read;
        this.#shape = shape;
        this.#signal = signal;
        this.#ceiling = maxDegree;
        this.#size = range;
        this.#setDegree(1);
        window.onFree(() => this.#admitWaiting());
    }
    get active() {
        return this.#active;
    }
    take(skip) {
        this.#next = skip;
        // A gap not sent yet is left to the loop's own read.
        const gap = this.#gaps.findIndex((g) => g.skip === skip);
        if (gap >= 0)
            this.#gaps.splice(gap, 1);
        const at = this.#reads.findIndex((r) => r.skip === skip);
        if (at < 0)
            return undefined;
        const [found] = this.#reads.splice(at, 1);
        // The body the loop waits for may now take the last credit.
        this.#admitWaiting();
        return found;
    }
    limitAt(skip) {
        const ahead = [...this.#reads, ...this.#gaps];
        const nextRange = ahead.reduce((least, r) => (r.skip > skip && r.skip < least ? r.skip : least), Infinity);
        return Math.min(this.#size, nextRange - skip);
    }
    plan(cursor, known) {
        this.#next = cursor;
        this.#planned = Math.max(this.#planned, cursor);
        this.#horizon = Math.max(this.#horizon, known);
        // Reads the known documents not yet asked for need, besides those under way.
        if (this.#waitedForServer)
            this.#setDegree(Math.max(this.#degree, Math.ceil((this.#horizon - this.#planned) / this.#size)));
        this.#planMore();
    }
    observe(count, chars) {
        this.#seenDocs += count;
        this.#seenChars += chars;
        const perDoc = this.#seenChars / this.#seenDocs;
        this.#size = Math.max(1, Math.min(this.#range, Math.floor((RANGE_FILL * STATUS_PAGE_CHAR_LIMIT) / perDoc)));
    }
    waited(ms) {
        // The longer the wait, the more reads it takes to cover it: at least twice as many.
        if (ms <= GROW_AFTER_WAIT_MS)
            return;
        this.#waitedForServer = true;
        this.#setDegree(this.#degree * Math.max(2, Math.floor(ms / GROW_AFTER_WAIT_MS)));
    }
    slowDown() {
        this.#ceiling = Math.max(1, Math.floor(Math.max(this.#degree, 2) / 2));
        this.#setDegree(this.#degree);
        this.#calm = 0;
    }
    pageDone() {
        if (this.#ceiling >= this.#maxDegree)
            return;
        this.#calm++;
        if (this.#calm >= RECOVER_AFTER) {
            this.#ceiling++;
            this.#calm = 0;
        }
    }
    stop() {
        this.#active = false;
        this.#gaps.length = 0;
        for (const r of this.#reads.splice(0)) {
            r.controller.abort();
            r.credit?.release();
        }
    }
    // Bodies being received plus pages held: twice the reads at once, so answers can wait for their turn while
    // others arrive (a gap after a cut page). With one read at a time that is two, a sequential reader's
    // window.
    #setDegree(n) {
        this.#degree = Math.max(1, Math.min(this.#ceiling, n));
        this.#window.narrow(2 * this.#degree);
    }
    #admitWaiting() {
        // Stopped: the credits `stop` returns must not pass to reads it is about to abort.
        if (!this.#active)
            return;
        while (this.#admissions.length > 0) {
            const first = this.#admissions[0];
            const credit = this.#window.tryAcquire(first.skip <= this.#next ? 0 : 1);
            if (credit === undefined)
                return;
            this.#admissions.shift();
            first.grant(credit);
        }
    }
    #creditFor(skip, readSignal) {
        return new Promise((resolve, reject) => {
            if (readSignal.aborted)
                return reject(abortError(readSignal));
            const onAbort = () => {
                const at = this.#admissions.indexOf(admission);
                if (at >= 0)
                    this.#admissions.splice(at, 1);
                reject(abortError(readSignal));
                this.#planMore();
            };
            const admission = {
                skip,
                grant: (credit) => {
                    readSignal.removeEventListener('abort', onAbort);
                    resolve(credit);
                    // A head stopped waiting for room: another read may go to the server.
                    this.#planMore();
                },
            };
            readSignal.addEventListener('abort', onAbort, { once: true });
            let at = this.#admissions.findIndex((a) => a.skip > skip);
            if (at < 0)
                at = this.#admissions.length;
            this.#admissions.splice(at, 0, admission);
            this.#admitWaiting();
        });
    }
    #start(skip, limit) {
        const controller = new AbortController();
        const readSignal = AbortSignal.any([this.#signal, controller.signal]);
        let atServer = true;
        let headAt = 0;
        const headArrived = () => {
            if (!atServer)
                return;
            atServer = false;
            headAt = performance.now();
            this.#inFlight--;
        };
        const entry = { skip, limit, controller, credit: undefined, answer: undefined };
        const admit = async () => {
            headArrived();
            // A retry's attempt: the body already has its room.
            if (entry.credit)
                return;
            const credit = await this.#creditFor(skip, readSignal);
            // Granted just before the read was stopped: `stop` found no credit on it to return.
            if (readSignal.aborted) {
                credit.release();
                throw abortError(readSignal);
            }
            entry.credit = credit;
        };
        this.#inFlight++;
        const answer = this.#read(skip, limit, readSignal, admit).then(async (value) => {
            await admit();
            this.#fillGap(skip, limit, this.#shape(value));
            // A connection came free: keep the pipe full, also while the loop waits for an earlier range.
            this.#planMore();
            return { value, credit: entry.credit, headAt };
        }, (err) => {
            headArrived();
            entry.credit?.release();
            this.#planMore();
            throw err;
        });
        // Awaited later, or never when read-ahead stops: a failure is seen by whoever awaits it.
        answer.catch(() => undefined);
        entry.answer = answer;
        this.#reads.push(entry);
    }
    #planMore() {
        if (!this.#active)
            return;
        while (this.#inFlight < this.#degree && this.#admissions.length < 2 * this.#degree) {
            const gap = this.#gaps.shift();
            if (gap)
                this.#start(gap.skip, gap.limit);
            else if (this.#planned < this.#horizon) {
                const limit = Math.min(this.#size, this.#horizon - this.#planned);
                this.#start(this.#planned, limit);
                this.#planned += limit;
            }
            else
                return;
        }
    }
    // A completed job's range answered short was cut at 10 MiB: read the rest of it next.
    #fillGap(skip, limit, answer) {
        if (!this.#active || !answer.completed || answer.count === 0 || answer.count >= limit)
            return;
        const gap = skip + answer.count;
        if (!this.#reads.some((r) => r.skip === gap) && !this.#gaps.some((g) => g.skip === gap))
            this.#gaps.push({ skip: gap, limit: limit - answer.count });
    }
}
/**
 * About how many characters of JSON a page's documents hold (what the service's 10 MiB cut counts): their
 * bytes, scaled by the characters per byte of the first and last document, so that sizing read-ahead
 * ranges costs no pass over the whole page.
 */
export function estimateChars(docs) {
    let bytes = 0;
    for (const doc of docs)
        bytes += doc.length;
    const first = docs[0];
    const last = docs[docs.length - 1];
    if (!first || !last)
        return 0;
    const sampleBytes = first.length + (last === first ? 0 : last.length);
    const sampleChars = utf16Length(first) + (last === first ? 0 : utf16Length(last));
    return sampleBytes === 0 ? bytes : Math.round((bytes * sampleChars) / sampleBytes);
}
