/**
 * The words of change-aware exports: what a document is against the pipeline's last run, what the pipeline
 * remembers of a URL, and the record each run leaves in the loads log.
 */
import type { ExportKind } from '../paging/page-event.js';
/** A document against the pipeline's state: first seen, different, the same, or gone (404, or absent). */
export type ChangeStatus = 'new' | 'changed' | 'same' | 'removed';
export declare const CHANGE_STATUSES: readonly ChangeStatus[];
/**
 * Who told `same` from `changed`: the service's `changeTracking` format (it compares the markdown with the
 * team's previous scrape under the pipeline's tag), or crawlstream's fingerprint of the exported content
 * (servers without change tracking, such as self-hosted ones). An absent URL's tombstone is crawlstream's.
 */
export type ChangeSource = 'service' | 'fingerprint';
/** What the pipeline remembers of a canonical URL after a run. */
export interface UrlState {
    /** Hash of the content the pipeline exports (see `contentFingerprint`). */
    fingerprint: string;
    /** When crawlstream last received the page (ISO 8601). */
    scrapedAt: string;
    /** The last run found the page gone (404 or 410, or absent from a complete crawl). */
    removed: boolean;
}
/** One document's verdict, as the journal of a run keeps it. */
export interface JournalEntry {
    /** Canonical URL. */
    url: string;
    fingerprint: string;
    scrapedAt: string;
    status: ChangeStatus;
    source: ChangeSource | 'absent';
    /** The document's position in the job, when known (not for tombstones, nor after an upstream filter). */
    at?: number;
}
/** What a run was. */
export type LoadOutcome = 'completed' | 'stopped' | 'cancelled' | 'failed' | 'partial';
/** One run of a pipeline, as its loads log keeps it. */
export interface LoadRecord {
    /** The run's id: the job it exported (one load per job and destination). */
    runId: string;
    jobId: string;
    /** A job's export, or a monitor check's (`monitor export`: the check's id is the job id). */
    kind: ExportKind;
    /** The monitor whose check this run exported. */
    monitorId?: string;
    /**
     * The monitor checks this load covers, when not just `jobId`'s: a load of `monitor export` into a file
     * written by an earlier release, which logged runs rather than checks, kept as it was.
     */
    checks?: string[];
    startedAt: string;
    endedAt: string;
    outcome: LoadOutcome;
    /** Documents per status (tombstones included in `removed`), whether written or not. */
    counts: Record<ChangeStatus, number>;
    /** Records the run wrote to the destination (tombstones included). */
    written: number;
    /** Documents the job delivered. */
    documents: number;
    /** Characters of document JSON the run wrote. */
    bytes: number;
    /** The job's `creditsUsed`, where the server bills. */
    credits?: number;
    /** Pages of the job that failed to scrape. */
    failed?: number;
    /** The most pages `--max-credits` sent to the job, when it lowered the request to what the budget pays. */
    budgetPages?: number;
    /** What a vector table's run embedded: model, chunks, chunks embedded, tokens, requests. */
    embedding?: {
        model: string;
        chunks: number;
        embeddedChunks: number;
        embedTokens: number;
        calls: number;
    };
    /** How `same` was told from `changed`: documents per source. */
    sources: Record<ChangeSource, number>;
    /**
     * Whether absent URLs were written as removed: only after a crawl that completed in full from its first
     * document; otherwise why not. `nothing-found`: the crawl completed without a single document (its start
     * page may have been down), which says nothing of the site's other pages.
     */
    tombstones: 'written' | 'not-a-crawl' | 'not-complete' | 'limit-reached' | 'scope-unknown' | 'nothing-found';
}
