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
import { type MonoTypeOperatorFunction } from 'rxjs';
import type { PageEvent } from '../paging/page-event.js';
import type { ChangeStore, JournalHeader, PageFacts } from './change-store.js';
import { type JournalEntry, type LoadOutcome, type LoadRecord, type UrlState } from './change-types.js';
import type { CrawlScope } from './crawl-scope.js';
/** Options of {@link ChangeTracker}. */
export interface ChangeTrackerOptions {
    /** Where the pipeline's state, the run's journal and the loads log live. */
    store: ChangeStore;
    /** `changes` (default): write new, changed and removed documents; `all`: the same ones too. */
    write?: 'changes' | 'all' | undefined;
    /**
     * The crawl's scope. With it, a crawl that completed in full from its first document writes tombstones
     * for the pipeline's URLs in the scope it did not find; without it (a batch scrape, or a crawl whose
     * request is unknown) none.
     */
    scope?: CrawlScope | undefined;
    /** The job's pages that failed to scrape: not found, but not gone, so never tombstoned. */
    failedUrls?: ((jobId: string) => Promise<Iterable<string>>) | undefined;
    /**
     * The job a resumed export continues: should its source end without a page (the client's page streams
     * end with the job's `completed` page, but a source filtered upstream may not), the tracker reads the
     * run's journal by this id to finish it (its tombstones).
     */
    jobId?: string | undefined;
    /** The monitor whose checks the runs are (`monitor export`): its id goes into each load record. */
    monitorId?: string | undefined;
}
/** What {@link ChangeTracker.commit} needs from the export that ran. */
export interface RunResult {
    jobId: string;
    outcome: LoadOutcome;
    /** Characters of document JSON the run wrote (the sink's count). */
    bytes?: number | undefined;
    credits?: number | undefined;
    failed?: number | undefined;
    /** The most pages `--max-credits` sent to the job, when it lowered the request. */
    budgetPages?: number | undefined;
    /** What the destination spent besides credits (a vector table's `embedding`), added to the load record. */
    extra?: Record<string, unknown> | undefined;
    /**
     * Records written without a verdict (a monitor check's pages that failed: they say nothing of the URL),
     * counted in the load's `written` and `documents`.
     */
    unjudged?: number | undefined;
}
/** The tracker of one change-aware export: see the module. */
export declare class ChangeTracker {
    #private;
    constructor(options: ChangeTrackerOptions);
    /** The operator that marks, filters and journals the pages of one job (see the module). */
    track(): MonoTypeOperatorFunction<PageEvent>;
    /**
     * Makes the run's verdicts the pipeline's state and adds its load record, once the destination holds
     * everything the run wrote. Without a journal for `result.jobId` the run was committed already: its load
     * record comes back as it is.
     */
    commit(result: RunResult): Promise<LoadRecord | undefined>;
    /** The pipeline's URLs as the runs committed so far left them (read from the store once). */
    state(): Promise<Map<string, UrlState>>;
    /**
     * Starts (or, after a crash, continues) the run of `header.jobId` whose verdicts come from elsewhere than
     * its documents: a monitor's check says each page's status. Its verdicts go in with {@link journal}.
     */
    openRun(header: Omit<JournalHeader, 'startedAt'>): Promise<void>;
    /**
     * Positions the open run read without a verdict (a monitor check's failed pages): every position up to
     * where it stands, less those with a verdict.
     */
    unjudged(): number;
    /** Journals the verdicts of one answer of the run {@link openRun} started, durably, and where it stands. */
    journal(entries: readonly JournalEntry[], page: PageFacts): Promise<void>;
}
