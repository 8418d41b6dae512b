import { type Observable } from 'rxjs';
import type { Transport } from '../http/transport.js';
import { type PageStream } from '../paging/owned-pages.js';
import type { JobKind } from '../paging/page-event.js';
import type { PagingInternals, PagingOptions } from '../paging/paging-options.js';
import { type ExtraFieldsOption } from './extra-fields.js';
import { type JobBudgetOptions } from './job-budget.js';
/** What a crawl or batch-scrape start call told the client, handed to `onStart`. */
export interface JobStart {
    kind: JobKind;
    /** The job id: keep it to resume with `crawlPages(id, { from })` / `batchScrapePages(id, { from })`. */
    id: string;
    /** The status URL the service returned. */
    url?: string;
    /** URLs the service skipped as invalid (batch scrape with `ignoreInvalidURLs`, the default); else `[]`. */
    invalidURLs: readonly string[];
    /** The whole start response (e.g. `promptGeneratedOptions` of a prompt crawl). */
    response: Readonly<Record<string, unknown>>;
}
/** Options of `crawl` and `batchScrape`: paging options plus the start call's own. */
export interface StartJobOptions extends PagingOptions, ExtraFieldsOption, JobBudgetOptions {
    /**
     * Called once the job was created, before its first page is read. This is where a batch scrape's
     * `invalidURLs` and the job id surface.
     */
    onStart?: ((start: JobStart) => void) | undefined;
    /**
     * `x-idempotency-key` of the start call (a UUID). The service refuses a repeated key with 409, so a retried
     * start never creates two jobs. A server that answers a keyed crawl start with 500 (self-hosted builds
     * without a database) is asked once more without it, after checking that no crawl was created.
     * @default a fresh UUID per subscription
     */
    idempotencyKey?: string | undefined;
    /**
     * When an earlier attempt sent the same `idempotencyKey` (a run taken over after its worker died), in ms
     * since the epoch: a 409 then means that attempt created the job, which is found among the running crawls
     * and in the activity log from that time and continued instead of starting another.
     */
    keySentAt?: number | undefined;
    /**
     * How long a 404 on the job's status right after creation is retried, in ms (the job may not be visible yet).
     * @default 10000
     */
    notFoundGraceMs?: number | undefined;
}
/** Default grace for a 404 right after a job was created. */
export declare const DEFAULT_NOT_FOUND_GRACE_MS = 10000;
/** Options of `startCrawl` and `startBatchScrape`. */
export interface StartOnlyOptions extends ExtraFieldsOption {
    /** `x-idempotency-key` of the start call (a UUID). @default a fresh UUID per subscription */
    idempotencyKey?: string | undefined;
    /** As {@link StartJobOptions.keySentAt}: a 409 then means the earlier attempt's job exists, and it is emitted. */
    keySentAt?: number | undefined;
}
/**
 * The body of a job start: `request` validated with the kind's schema (a `ValidationError` naming the field),
 * plus `extraFields`. Returned as a function so that it runs on subscribe, inside the stream.
 */
export declare function jobBody(kind: JobKind, request: unknown, options?: ExtraFieldsOption): () => object;
/**
 * Only starts a job (`POST /v2/crawl` or `/v2/batch/scrape`) and emits what the service answered, without
 * reading its pages: page it later with `crawlPages` / `batchScrapePages`. `body` is validated on subscribe.
 */
export declare function startOnly(transport: Transport, kind: JobKind, body: () => unknown, options?: StartOnlyOptions): Observable<JobStart>;
/** Starts a job with `POST path` and streams its pages. `body` is computed (and validated) on subscribe. */
export declare function startJob(transport: Transport, kind: JobKind, body: () => unknown, options: StartJobOptions & PagingInternals): PageStream;
