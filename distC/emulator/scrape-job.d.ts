import type { JobKind } from '../paging/page-event.js';
import type { JobStatus } from '../schemas/document.js';
import type { JobPageSource } from './page-source.js';
import type { Random } from './seeded-random.js';
import { type StoredDocument } from './stored-document.js';
import type { CreditLedger } from './team/credit-ledger.js';
/** Status values a crawl or batch scrape job goes through (the schemas' `JobStatus`). */
export type { JobStatus };
/** A page that failed to scrape, as `GET /crawl/{id}/errors` lists it. */
export interface JobError {
    id: string;
    timestamp: string;
    url: string;
    code: string;
    error: string;
}
/** Timing of a job's simulated scraping. */
export interface JobTiming {
    /** Overall throughput when all workers are busy. */
    pagesPerSecond: number;
    /** Pages scraped at the same time. */
    concurrency: number;
    /** Delay between the last page and the job turning `completed` (the service's periodic sweep). */
    completionLagMs: number;
    /** Extra seconds between scrapes (crawl `delay`); forces one page at a time like the service. */
    delaySeconds?: number;
}
/** Something that happened while a job advanced, in time order (webhook events are made from it). */
export type JobEvent = {
    type: 'page';
    at: number;
    json: string;
} | {
    type: 'pageFailed';
    at: number;
    url: string;
    error: string;
} | {
    type: 'completed';
    at: number;
};
/** Everything a job needs at creation. */
export interface ScrapeJobInit {
    id: string;
    kind: JobKind;
    url: string;
    createdAt: number;
    options: Record<string, unknown>;
    source: JobPageSource;
    timing: JobTiming;
    random: Random;
    newId: (timeMs: number) => string;
    /** When set, the job never starts and reports `failed` with this message. */
    kickoffError?: string;
    /** What each scraped page draws from the team's credits; without it the job bills nothing. */
    billing?: {
        ledger: CreditLedger;
        pageCost: number;
    };
    /** The job waits in the team's queue: it scrapes nothing until {@link ScrapeJob.begin}. */
    waiting?: boolean;
}
/**
 * One crawl or batch scrape job, simulated as a discrete-event schedule: `concurrency` workers take
 * URLs from the frontier in order, each page takes a seeded, jittered time, and pages finish in
 * finish-time order. The schedule only depends on the seed, never on when clients poll, so the
 * same seed gives the same documents in the same order.
 */
export declare class ScrapeJob {
    #private;
    readonly id: string;
    readonly kind: JobKind;
    readonly url: string;
    readonly createdAt: number;
    readonly options: Record<string, unknown>;
    /** Finished documents in finish order; the list only grows at the end. */
    readonly documents: StoredDocument[];
    readonly errors: JobError[];
    /** Credits the finished pages cost (failed pages cost nothing). */
    creditsUsed: number;
    status: JobStatus;
    error: string | undefined;
    completedAt: number | undefined;
    lastWriteAt: number;
    constructor(init: ScrapeJobInit);
    /** Whether it waits in the team's queue (see {@link ScrapeJobInit.waiting}). */
    waiting: boolean;
    /** A waiting job leaves the team's queue at `now` and starts scraping. */
    begin(now: number): void;
    /** Pages finished successfully so far. */
    get completed(): number;
    /** Finished plus running plus queued pages; failed pages count in neither, as on the service. */
    get total(): number;
    /** Pages being scraped now. */
    get running(): number;
    /** Pages waiting for a worker. */
    get queued(): number;
    /** URLs the frontier skipped because of robots.txt. */
    robotsBlocked(): readonly string[];
    /** The time of the next scheduled change, or `undefined` when the job will not change by itself. */
    nextChangeAt(): number | undefined;
    /** Moves the simulation forward to `now` and returns what happened, in time order. */
    advance(now: number): JobEvent[];
    /** Tells a running job its frontier grew (batch `appendToId`); workers pick the new URLs up at `now`. */
    resumeFrontier(now: number): void;
    /** Makes the job an already completed one holding `documents` (the benchmark fast path). */
    finishWith(documents: readonly StoredDocument[], now: number): void;
    /** Stops the job: running and queued pages are dropped, documents read so far stay. */
    cancel(now: number): void;
}
