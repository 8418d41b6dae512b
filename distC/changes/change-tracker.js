/**
 * Change-aware exports: {@link ChangeTracker.track} marks every document of a job's pages with its
 * `changeTracking` verdict against the pipeline's state (new, changed, same, removed), drops the `same` ones
 * unless asked for all, and after a crawl that completed in full adds a last page of tombstones for the
 * pipeline's URLs in the crawl's scope that it did not find. {@link ChangeTracker.commit}, once the sink has
 * finished, makes the run's verdicts the pipeline's state and adds the run to the loads log.
 *
 * Exactly once across crashes: the verdicts go to the store's journal (synced) before the page goes on, and
 * the state changes only at `commit`. A resumed run reads the journal back and judges the rest of the job
 * against the same state, so its output equals an uninterrupted run's.
 */
import { concat, defer, filter, switchMap } from 'rxjs';
import { canonicalUrl } from '../documents/canonical-url.js';
import { concatMapHeld } from '../documents/concat-map-held.js';
import { utf16Length } from '../json/utf16-length.js';
import { CHANGE_STATUSES, } from './change-types.js';
import { classify } from './classify.js';
import { tombstoneDocument, tombstonesFor } from './tombstones.js';
import { readTrackedDocument } from './tracked-document.js';
/** The tracker of one change-aware export: see the module. */
export class ChangeTracker {
    #options;
    #state;
    #journal;
    constructor(options) {
        this.#options = options;
    }
    /** The operator that marks, filters and journals the pages of one job (see the module). */
    track() {
        return (source) => defer(async () => {
            this.#state = await this.#options.store.readState();
            return this.#state;
        }).pipe(switchMap((state) => concat(source.pipe(concatMapHeld((page) => this.#judge(page, state))), defer(() => this.#tombstonePage(state)).pipe(filter((p) => p !== undefined)))));
    }
    /**
     * Makes the run's verdicts the pipeline's state and adds its load record, once the destination holds
     * everything the run wrote. Without a journal for `result.jobId` the run was committed already: its load
     * record comes back as it is.
     */
    async commit(result) {
        const { store } = this.#options;
        const journal = this.#journal?.header.jobId === result.jobId ? this.#journal : await store.readJournal(result.jobId);
        if (!journal)
            return (await store.readLoads()).find((l) => l.runId === result.jobId);
        const state = await this.state();
        const updates = new Map();
        for (const entry of journal.entries) {
            updates.set(entry.url, nextState(entry, updates.get(entry.url) ?? state.get(entry.url)));
        }
        const load = this.#loadRecord(journal, result);
        await store.commit(updates, load);
        // The next run of this tracker (a monitor's next check) judges against the state as it is now.
        for (const [url, entry] of updates)
            state.set(url, entry);
        return load;
    }
    /** The pipeline's URLs as the runs committed so far left them (read from the store once). */
    async state() {
        this.#state ??= await this.#options.store.readState();
        return this.#state;
    }
    /**
     * Starts (or, after a crash, continues) the run of `header.jobId` whose verdicts come from elsewhere than
     * its documents: a monitor's check says each page's status. Its verdicts go in with {@link journal}.
     */
    async openRun(header) {
        if (this.#journal?.header.jobId === header.jobId)
            return;
        this.#journal = await this.#options.store.openJournal({ ...header, startedAt: new Date().toISOString() });
    }
    /**
     * Positions the open run read without a verdict (a monitor check's failed pages): every position up to
     * where it stands, less those with a verdict.
     */
    unjudged() {
        const journal = this.#journal;
        if (!journal?.lastPage)
            return 0;
        const judged = new Set(journal.entries.flatMap((e) => (e.at === undefined ? [] : [e.at])));
        return journal.lastPage.next - journal.header.fromSkip - judged.size;
    }
    /** Journals the verdicts of one answer of the run {@link openRun} started, durably, and where it stands. */
    async journal(entries, page) {
        if (!this.#journal)
            throw new Error('ChangeTracker.journal: no run is open (openRun first)');
        await this.#journal.append(entries, page);
    }
    async #judge(page, state) {
        const journal = await this.#openJournal(page);
        const scrapedAt = new Date().toISOString();
        const verdicts = [];
        const written = [];
        // A page whose documents are a contiguous run of the job (none filtered out upstream) gives each its
        // job position: a document read again after a resume is then counted once.
        const contiguous = page.nextCursor.skip === page.cursor.skip + page.rawBytes.length;
        for (const [i, bytes] of page.rawBytes.entries()) {
            const document = readTrackedDocument(bytes);
            const url = canonicalUrl(document.url);
            const verdict = classify(document, state.get(url));
            const { fingerprint } = document;
            verdicts.push({
                url,
                fingerprint,
                scrapedAt,
                status: verdict.status,
                source: verdict.source,
                ...(contiguous ? { at: page.cursor.skip + i } : {}),
            });
            if (verdict.status === 'same' && this.#options.write !== 'all')
                continue;
            written.push(document.marked({
                changeStatus: verdict.status,
                previousScrapeAt: verdict.previousScrapeAt,
                source: verdict.source,
            }));
        }
        await journal.append(verdicts, { status: page.status, total: page.total, next: page.nextCursor.skip });
        return markedPage(page, written);
    }
    async #openJournal(page) {
        if (this.#journal?.header.jobId === page.jobId)
            return this.#journal;
        this.#journal = await this.#options.store.openJournal({
            jobId: page.jobId,
            kind: page.kind,
            startedAt: new Date().toISOString(),
            fromSkip: page.cursor.skip,
            ...(this.#options.scope ? { scope: this.#options.scope } : {}),
        });
        return this.#journal;
    }
    /** The last page of a complete crawl: its tombstones (journaled first), or nothing. */
    async #tombstonePage(state) {
        const { store, jobId } = this.#options;
        const journal = this.#journal ?? (jobId === undefined ? undefined : await store.readJournal(jobId));
        this.#journal = journal;
        if (!journal?.lastPage || tombstoneReason(journal.lastPage, journal) !== 'written')
            return undefined;
        const scope = journal.header.scope;
        const failed = new Set();
        for (const url of (await this.#options.failedUrls?.(journal.header.jobId)) ?? [])
            failed.add(canonicalUrl(url));
        const absent = tombstonesFor(state, journal.entries, scope, failed);
        const journaled = new Set(journal.entries.filter((e) => e.source === 'absent').map((e) => e.url));
        await journal.append(absent.filter((e) => !journaled.has(e.url)));
        if (absent.length === 0)
            return undefined;
        const docs = absent.map((entry) => Buffer.from(JSON.stringify(tombstoneDocument(entry.url, state.get(entry.url)))));
        return tombstoneEvent(journal, docs);
    }
    #loadRecord(journal, result) {
        // The last verdict on each document: by its job position where known (a resumed run reads some
        // documents twice), else by URL; tombstones by URL.
        const verdicts = new Map();
        for (const entry of journal.entries)
            verdicts.set(entry.at === undefined ? `u ${entry.url}` : `@${entry.at}`, entry);
        const counts = Object.fromEntries(CHANGE_STATUSES.map((s) => [s, 0]));
        const sources = { service: 0, fingerprint: 0 };
        let documents = result.unjudged ?? 0;
        let written = result.unjudged ?? 0;
        for (const entry of verdicts.values()) {
            counts[entry.status]++;
            if (entry.source !== 'absent') {
                documents++;
                sources[entry.source]++;
            }
            if (entry.status !== 'same' || this.#options.write === 'all')
                written++;
        }
        const { header } = journal;
        return {
            runId: header.jobId,
            jobId: header.jobId,
            kind: header.kind,
            ...(this.#options.monitorId === undefined ? {} : { monitorId: this.#options.monitorId }),
            startedAt: header.startedAt,
            endedAt: new Date().toISOString(),
            outcome: result.outcome,
            counts,
            written,
            documents,
            bytes: result.bytes ?? 0,
            ...(result.credits === undefined ? {} : { credits: result.credits }),
            ...(result.failed === undefined ? {} : { failed: result.failed }),
            ...(result.budgetPages === undefined ? {} : { budgetPages: result.budgetPages }),
            ...result.extra,
            sources,
            tombstones: journal.lastPage ? tombstoneReason(journal.lastPage, journal) : 'not-complete',
        };
    }
}
/** Whether a run whose last page was `last` may write tombstones, or why not. */
function tombstoneReason(last, journal) {
    const { header } = journal;
    if (header.kind !== 'crawl')
        return 'not-a-crawl';
    if (!header.scope)
        return 'scope-unknown';
    if (last.status !== 'completed' || header.fromSkip !== 0 || last.next < last.total)
        return 'not-complete';
    if (last.total === 0)
        return 'nothing-found';
    if (header.scope.limit !== undefined && last.total >= header.scope.limit)
        return 'limit-reached';
    return 'written';
}
/** What the pipeline remembers of a URL after a verdict. */
function nextState(entry, previous) {
    if (entry.source === 'absent' && previous)
        return { ...previous, removed: true };
    // `same` without a previous state is a dead page never seen alive (a live one would be `new`).
    const removed = entry.status === 'removed' || (entry.status === 'same' && (previous === undefined || previous.removed));
    return { fingerprint: entry.fingerprint, scrapedAt: entry.scrapedAt, removed };
}
/**
 * `page` with its marked documents, as bytes (the text and the parsed documents are made on first access).
 * When some were left out, `nextCursor` still says where the page ended in the job, so the sink's cursor
 * stays a position in the job (as after `dedupePages`).
 */
function markedPage(page, rawBytes) {
    return documentsPage({
        kind: page.kind,
        jobId: page.jobId,
        cursor: page.cursor,
        nextCursor: page.nextCursor,
        status: page.status,
        completed: page.completed,
        total: page.total,
        creditsUsed: page.creditsUsed,
        ...(page.expiresAt !== undefined ? { expiresAt: page.expiresAt } : {}),
        hold: () => page.hold(),
    }, rawBytes);
}
/** A page event of `rawBytes` whose text, parsed documents and size in characters are made when read. */
function documentsPage(fields, rawBytes) {
    let raw;
    let documents;
    let chars;
    const text = () => {
        raw ??= rawBytes.map((b) => b.toString('utf8'));
        return raw;
    };
    return {
        ...fields,
        rawBytes,
        get raw() {
            return text();
        },
        get documents() {
            documents ??= text().map((t) => JSON.parse(t));
            return documents;
        },
        get bytes() {
            chars ??= rawBytes.reduce((sum, b) => sum + utf16Length(b), 0);
            return chars;
        },
    };
}
/**
 * The tombstones as a page after the job's last document: it starts at the job's total, so a resume whose
 * checkpoint already holds them skips them (the sink drops documents before its cursor).
 */
function tombstoneEvent(journal, rawBytes) {
    const { header, lastPage } = journal;
    const at = { skip: lastPage?.total ?? 0 };
    return documentsPage({
        // Only a crawl writes tombstones (`tombstoneReason`).
        kind: 'crawl',
        jobId: header.jobId,
        cursor: at,
        nextCursor: at,
        status: (lastPage?.status ?? 'completed'),
        completed: lastPage?.total ?? 0,
        total: lastPage?.total ?? 0,
        creditsUsed: -1,
        hold: () => () => undefined,
    }, rawBytes);
}
