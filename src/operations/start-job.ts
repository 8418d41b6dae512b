import { defer, type Observable, switchMap } from 'rxjs';
import type { Transport } from '../http/transport.js';
import { type PageOwner, type PageStream, pageStreamOf } from '../paging/owned-pages.js';
import type { JobKind, PageEvent } from '../paging/page-event.js';
import type { PagingInternals, PagingOptions } from '../paging/paging-options.js';
import { BatchScrapeRequest, CrawlRequest } from '../schemas/index.js';
import { parseInput } from '../schemas/parse-input.js';
import { abortable } from './abortable.js';
import { capToBudget } from './budget-cap.js';
import { type CreatedJob, createJob } from './create-job.js';
import { type ExtraFieldsOption, withExtraFields } from './extra-fields.js';
import { budgetedPageStream, type JobBudgetOptions } from './job-budget.js';

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
export const DEFAULT_NOT_FOUND_GRACE_MS = 10_000;

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
export function jobBody(kind: JobKind, request: unknown, options: ExtraFieldsOption = {}): () => object {
  const [schema, label] =
    kind === 'crawl' ? [CrawlRequest, 'crawl request'] : [BatchScrapeRequest, 'batch scrape request'];
  return () => withExtraFields(parseInput(schema, request, label) as object, options, schema, label);
}

/**
 * Only starts a job (`POST /v2/crawl` or `/v2/batch/scrape`) and emits what the service answered, without
 * reading its pages: page it later with `crawlPages` / `batchScrapePages`. `body` is validated on subscribe.
 */
export function startOnly(
  transport: Transport,
  kind: JobKind,
  body: () => unknown,
  options: StartOnlyOptions = {},
): Observable<JobStart> {
  return defer(() => {
    const payload = body();
    return abortable(async (signal) => [
      jobStartOf(
        kind,
        await createJob(transport, kind, payload, options.idempotencyKey, signal, options.keySentAt),
      ),
    ]);
  });
}

function jobStartOf(kind: JobKind, start: CreatedJob): JobStart {
  const invalid = (start as { invalidURLs?: string[] | null }).invalidURLs;
  return {
    kind,
    id: start.id,
    ...(start.url === undefined ? {} : { url: start.url }),
    invalidURLs: invalid ?? [],
    response: start,
  };
}

/** Starts a job with `POST path` and streams its pages. `body` is computed (and validated) on subscribe. */
export function startJob(
  transport: Transport,
  kind: JobKind,
  body: () => unknown,
  options: StartJobOptions & PagingInternals,
): PageStream {
  return pageStreamOf((owner) => startAndPage(transport, kind, body, options, owner));
}

function startAndPage(
  transport: Transport,
  kind: JobKind,
  body: () => unknown,
  options: StartJobOptions & PagingInternals,
  owner: PageOwner | undefined,
): Observable<PageEvent> {
  return defer(() => {
    // Validation throws here, inside defer: it reaches the error channel before any request is sent. A
    // budget lowers the job to the pages it pays for, so the service stops there itself.
    const payload = capToBudget(kind, body(), options.maxCredits).request;
    return abortable(async (signal) => [
      await createJob(transport, kind, payload, options.idempotencyKey, signal, options.keySentAt),
    ]);
  }).pipe(
    switchMap((start) => {
      options.onStart?.(jobStartOf(kind, start));
      return budgetedPageStream(
        transport,
        {
          kind,
          jobId: start.id,
          from: { skip: 0 },
          notFoundGraceMs: options.notFoundGraceMs ?? DEFAULT_NOT_FOUND_GRACE_MS,
        },
        options,
        owner,
      );
    }),
  );
}
