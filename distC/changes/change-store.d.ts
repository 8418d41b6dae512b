/**
 * Where a pipeline keeps its state: the URLs it exported and what they were, the journal of the run in
 * progress, and the loads log. A store commits a run's journal into the state and the run's load record
 * into the log so that a reader sees the state before the run or after it, never between; committing the
 * same journal twice changes nothing (a crash after the commit and before the journal went is harmless).
 */
import type { ExportKind } from '../paging/page-event.js';
import type { JournalEntry, LoadRecord, UrlState } from './change-types.js';
import type { CrawlScope } from './crawl-scope.js';
/**
 * What keeps a run that lost its lease (a fleet's run another worker took over) from writing a store's
 * journal or state: the destination's fence. `claim` raises it to the run's token before the journal is
 * opened; `check` refuses (a `FencedError`) once a higher token was claimed.
 */
export interface FenceGuard {
    claim(): Promise<void>;
    check(): Promise<void>;
}
/** What a run's journal starts with: the run it belongs to. */
export interface JournalHeader {
    jobId: string;
    kind: ExportKind;
    startedAt: string;
    /** The job position the run started reading at: tombstones need a run that read from the first document. */
    fromSkip: number;
    /** The crawl's scope, for tombstones (a resume that does not know the request reads it here). */
    scope?: CrawlScope;
}
/** Where the run stood after its last journaled page: what tombstones need to know of the job. */
export interface PageFacts {
    /** The job's status on that page. */
    status: string;
    /** The job's document count on that page. */
    total: number;
    /** The job position after that page. */
    next: number;
}
/** The journal of the run in progress: what the store holds of it, and how to add to it. */
export interface Journal {
    readonly header: JournalHeader;
    /** Verdicts already journaled (a resumed run's), in order. */
    readonly entries: readonly JournalEntry[];
    /** Where the run stood after its last journaled page. */
    readonly lastPage: PageFacts | undefined;
    /** Adds verdicts (and where the run stands after them) durably: they survive a crash once this resolves. */
    append(entries: readonly JournalEntry[], page?: PageFacts): Promise<void>;
}
export interface ChangeStore {
    /** The store as messages name it (a path, no credentials). */
    readonly name: string;
    /** The pipeline's URLs by canonical URL, as the last committed run left them. */
    readState(): Promise<Map<string, UrlState>>;
    /**
     * The journal of `header.jobId`: the one an interrupted run of the same job left (resumed), or a new one.
     * A journal of another job belongs to a run that was abandoned, and is dropped.
     */
    openJournal(header: JournalHeader): Promise<Journal>;
    /** The journal an uncommitted run of `jobId` left, if any. */
    readJournal(jobId: string): Promise<Journal | undefined>;
    /**
     * Takes in a run: `updates` (the URLs the run judged, as the pipeline now remembers them) into the state,
     * `load` into the loads log (once per run id), and drops the journal, all at once as a reader sees it.
     */
    commit(updates: ReadonlyMap<string, UrlState>, load: LoadRecord): Promise<void>;
    /** The loads log, oldest first. */
    readLoads(): Promise<LoadRecord[]>;
}
