import type { JobKind } from '../paging/page-event.js';
import type { JobPageSource } from './page-source.js';
import { type JobTiming, ScrapeJob } from './scrape-job.js';
import { type StoredDocument } from './stored-document.js';
import type { CreditLedger } from './team/credit-ledger.js';
import type { WebhookSender, WebhookTarget } from './webhook-sender.js';
/** A job with what the store tracks beside it. */
export interface StoredJob {
    job: ScrapeJob;
    /** Until when status reads answer 404 (an injected "not visible yet" window). */
    hiddenUntil: number;
    webhook: WebhookTarget | undefined;
    source: JobPageSource;
}
/** What a new job is made of. */
export interface NewJob {
    kind: JobKind;
    url: string;
    options: Record<string, unknown>;
    source: JobPageSource;
    timing: JobTiming;
    webhook?: WebhookTarget | undefined;
    kickoffError?: string;
    hiddenForMs?: number;
    /** Pre-made documents of an already finished job (benchmarks). */
    finished?: readonly StoredDocument[];
    /** Credits one scraped page costs (see `pageCost`). @default 1 */
    pageCost?: number;
}
/**
 * Holds crawl and batch jobs, advances them lazily on each read (and on a timer only when a webhook
 * has to hear about progress), and forgets them `ttlMs` after their last write.
 */
export declare class JobStore {
    #private;
    constructor(init: {
        seed: number;
        ttlMs: number;
        now: () => number;
        webhooks: WebhookSender;
        newId: (timeMs: number) => string;
        /** The team's credits, drawn on by every scraped page; `undefined` bills nothing. */
        credits?: CreditLedger | undefined;
        /** The team's most jobs scraping at once (`maxConcurrency`). */
        maxJobs?: number | undefined;
    });
    /** Whether an idempotency key was already used by a successful create call. */
    isKeyUsed(key: string): boolean;
    /** Records an idempotency key after a successful create call. */
    useKey(key: string): void;
    /** Creates and starts a job. */
    create(spec: NewJob): ScrapeJob;
    /**
     * The job of an id, advanced to now; `undefined` when unknown, of the other kind or expired.
     * `forStatus` also hides a job during its injected 404 window.
     */
    get(id: string, kind: JobKind, forStatus?: boolean): ScrapeJob | undefined;
    /** Every live job, advanced to now. */
    all(): ScrapeJob[];
    /** The most crawl and batch jobs that were scraping at once so far (waiting ones not counted). */
    peakRunning(): number;
    /** Jobs scraping now, queued ones aside, as `concurrency-check` counts them. */
    runningJobs(): number;
    /** When a job expires: `ttlMs` after its last write (a running job keeps writing). */
    expiresAt(job: ScrapeJob): number;
    /** Appends URLs to a running batch job whose source can grow; false when it cannot take them. */
    extend(job: ScrapeJob, urls: readonly string[]): boolean;
    /** Cancels a running job. */
    cancel(job: ScrapeJob): void;
    /** Ground truth: the finished documents of a job in order, from the `from`-th (empty when unknown). */
    documents(id: string, from?: number): readonly Record<string, unknown>[];
    /** Each finished document's `metadata.sourceURL`, from the `from`-th, without reading the documents. */
    sourceUrls(id: string, from?: number): readonly string[];
    /** Each finished document's length in characters as JSON text, from the `from`-th. */
    documentLengths(id: string, from?: number): readonly number[];
    /** Stops every timer. */
    close(): void;
}
