/**
 * The paging source of crawl and batch-scrape jobs: reads `GET /v2/{crawl|batch/scrape}/{id}?skip=N` page by
 * page and emits {@link PageEvent}s, pulled through a credit window.
 *
 * Invariants:
 * - The `skip` sent is always the number of documents received so far (plus the resume offset), never the
 *   service's `next` value: the document list only grows at the end, so nothing is fetched twice and a `next`
 *   that points back (or ahead) cannot duplicate or drop documents.
 * - An empty page while `scraping` waits (backoff) before the next poll; the run ends only when the status is
 *   `completed` and a page says nothing is left, which rides out the lag between the last document and
 *   `completed`.
 * - `cancelled` / `failed` end in a typed error after every document received was emitted.
 * - Every page is checked against the job's `total` and the documents already received before it is
 *   delivered (cursor-check.ts): a server that ignores `skip` never causes a duplicate.
 * - Any failure carries the cursor that was not consumed (`err.cursor`), so the caller can resume.
 */
import { Observable } from 'rxjs';
import {
  CrawlstreamError,
  CursorError,
  errorFromResponse,
  JobCancelledError,
  JobFailedError,
  ResponseDecodeError,
  TimeoutError,
} from '../errors/errors.js';
import { withoutFinalPeriod } from '../errors/sentence.js';
import { sleep } from '../http/sleep.js';
import type { Transport } from '../http/transport.js';
import { utf16Length } from '../json/utf16-length.js';
import type { Document } from '../schemas/index.js';
import { createBodyPool } from './body-pool.js';
import { createCursorCheck } from './cursor-check.js';
import type { PageOwner } from './owned-pages.js';
import type { JobKind, JobStatus, PageCursor, PageEvent } from './page-event.js';
import type { PageEnvelope } from './page-parser.js';
import { type ParsedPageBytes, parsePageBytes } from './page-parser-bytes.js';
import { createPollBackoff, type PollBackoffOptions } from './paging-backoff.js';
import {
  type Credit,
  createCreditWindow,
  createPagingStats,
  deliverWithCredit,
  type PagingStats,
} from './paging-window.js';
import type { Progress, ProgressCallback } from './progress.js';
import { createReadAhead, DEFAULT_READ_AHEAD, type ReadAhead } from './read-ahead.js';
import { DEFAULT_STATUS_LIMIT } from './status-page-rules.js';

/** Options common to every paging operation (crawl, batch scrape, and their `*Pages` forms). */
export interface PagingOptions extends PollBackoffOptions {
  /**
   * Most pages being read or emitted and not yet released at once: the bound on the stream's memory (each
   * page is at most about 10 MiB of JSON). @default readAhead + 3 (2 without read-ahead)
   */
  window?: number | undefined;
  /**
   * Status pages read at once: while one page is delivered, the next ranges of documents the job is known
   * to have (`skip`/`limit`) are already being read, and are delivered strictly in order. Lower it when the
   * server limits request rates tightly; 1 reads one page at a time, following the cursor. A server that
   * does not honour `skip` or `limit` is detected from its answers and read one page at a time.
   * @default 6
   */
  readAhead?: number | undefined;
  /** Send `DELETE` for the job when the subscriber unsubscribes before the job ended. @default false */
  cancelOnUnsubscribe?: boolean | undefined;
  /** Called after every status page with the run's progress. */
  onProgress?: ProgressCallback | undefined;
  /** `limit` query parameter: documents per response (the service's default is 100). */
  pageLimit?: number | undefined;
  /**
   * Fail with a `TimeoutError` (code `JOB_STALLED`) when a running job shows no progress at all (no document,
   * no change of `completed`/`total`) for this long, in ms. `Infinity` waits forever. @default 900000
   */
  stallTimeoutMs?: number | undefined;
}

/**
 * Options the library's own callers (the CLI, tests, benchmarks) add to {@link PagingOptions}; not part of
 * the public API.
 */
export interface PagingInternals {
  /** Counters to keep up to date (pages in flight, requests, retries). */
  stats?: PagingStats | undefined;
}

/** Options of the `*Pages(jobId, options)` operations: paging options plus where to start. */
export interface JobPagesOptions extends PagingOptions {
  /** Resume point, e.g. a sink checkpoint's `cursor`. @default { skip: 0 } */
  from?: PageCursor | undefined;
}

/** Which job to read and how it was started. */
export interface PagingTarget {
  kind: JobKind;
  jobId: string;
  /** Where to start. */
  from: PageCursor;
  /** How long a 404 counts as "not visible yet" (right after creation), in ms. */
  notFoundGraceMs?: number | undefined;
}

/** Extra facts attached to errors from a paging stream. */
export interface PagingErrorInfo {
  /** The job being read. */
  jobId: string;
  /** The first document not received: resume with `{ from: cursor }`. */
  cursor: PageCursor;
}

/** Default stall limit: 15 minutes without any sign of life from a running job. */
export const DEFAULT_STALL_TIMEOUT_MS = 15 * 60_000;

const STATUSES: ReadonlySet<string> = new Set<JobStatus>(['scraping', 'completed', 'cancelled', 'failed']);

/** Path of a job's status resource. */
export function jobPath(kind: JobKind, jobId: string): string {
  return `${kind === 'crawl' ? '/v2/crawl' : '/v2/batch/scrape'}/${encodeURIComponent(jobId)}`;
}

/**
 * Reads the cursor a paging error carries.
 *
 * @example
 * ```ts
 * crawlPages(id).subscribe({ error: (err) => { const at = pagingErrorInfo(err)?.cursor; } });
 * ```
 */
export function pagingErrorInfo(err: unknown): PagingErrorInfo | undefined {
  if (err === null || typeof err !== 'object') return undefined;
  const { jobId, cursor } = err as Partial<PagingErrorInfo>;
  return typeof jobId === 'string' && typeof cursor?.skip === 'number' ? { jobId, cursor } : undefined;
}

function attachCursor(err: unknown, jobId: string, skip: number): unknown {
  if (err !== null && typeof err === 'object' && Object.isExtensible(err)) {
    // Enumerable so it shows in JSON/inspect output of the error; the job id is not a secret.
    Object.defineProperty(err, 'cursor', { value: { skip }, enumerable: true, configurable: true });
    if (!('jobId' in err))
      Object.defineProperty(err, 'jobId', { value: jobId, enumerable: true, configurable: true });
  }
  return err;
}

class Page implements PageEvent {
  readonly kind: JobKind;
  readonly jobId: string;
  readonly cursor: PageCursor;
  readonly nextCursor: PageCursor;
  readonly rawBytes: readonly Buffer[];
  readonly status: JobStatus;
  readonly completed: number;
  readonly total: number;
  readonly creditsUsed: number;
  declare readonly expiresAt?: string;
  #raw: readonly string[] | undefined;
  #bytes: number | undefined;
  #documents: readonly Document[] | undefined;
  readonly #credit: Credit;

  constructor(
    target: PagingTarget,
    skip: number,
    rawBytes: Buffer[],
    envelope: PageEnvelope,
    credit: Credit,
  ) {
    this.kind = target.kind;
    this.jobId = target.jobId;
    this.cursor = { skip };
    this.nextCursor = { skip: skip + rawBytes.length };
    this.rawBytes = rawBytes;
    this.status = envelope.status as JobStatus;
    this.completed = envelope.completed ?? 0;
    this.total = envelope.total ?? 0;
    this.creditsUsed = envelope.creditsUsed ?? 0;
    if (envelope.expiresAt !== undefined) this.expiresAt = envelope.expiresAt;
    this.#credit = credit;
  }

  // `raw`, `bytes` and `documents` are derived on first access: an export that writes `rawBytes` never
  // decodes the page into strings (decoding, and collecting the page-sized garbage, cost more than the write).
  get raw(): readonly string[] {
    this.#raw ??= this.rawBytes.map((bytes) => bytes.toString('utf8'));
    return this.#raw;
  }

  get bytes(): number {
    if (this.#bytes === undefined) {
      let bytes = 0;
      if (this.#raw) for (const r of this.#raw) bytes += r.length;
      else for (const b of this.rawBytes) bytes += utf16Length(b);
      this.#bytes = bytes;
    }
    return this.#bytes;
  }

  get documents(): readonly Document[] {
    this.#documents ??= this.raw.map((text) => JSON.parse(text) as Document);
    return this.#documents;
  }

  hold(): () => void {
    return this.#credit.hold();
  }
}

function statusOf(envelope: PageEnvelope, path: string): JobStatus {
  const status = envelope.status;
  if (status !== undefined && STATUSES.has(status)) return status as JobStatus;
  throw new ResponseDecodeError(
    `GET ${path} returned an unknown job status ${JSON.stringify(status)}; expected scraping, completed, cancelled or failed.`,
    { method: 'GET', path, code: 'UNEXPECTED_STATUS', body: envelope.fields },
  );
}

/**
 * Splits a status page body into envelope and document bytes (the transport reads `success` from `fields`).
 * Only the page parser's own failure means a body that is not JSON.
 */
function parsePageBody(
  path: string,
  checkEscapes: boolean,
): (bytes: Buffer) => ParsedPageBytes & { fields: Record<string, unknown> } {
  return (bytes) => {
    let page: ParsedPageBytes;
    try {
      page = parsePageBytes(bytes, { checkEscapes });
    } catch (cause) {
      throw new ResponseDecodeError(
        `GET ${path} returned a body that is not a JSON object; retry from the cursor.`,
        { method: 'GET', path, code: 'INVALID_JSON', cause },
      );
    }
    return Object.assign(page, { fields: page.envelope.fields });
  };
}

/** A 200 with `success:false` and `status:"failed"` (the job never started) becomes a JobFailedError. */
function asJobError(err: unknown, jobId: string, path: string): unknown {
  if (!(err instanceof CrawlstreamError) || err.body === null || typeof err.body !== 'object') return err;
  const body = err.body as Record<string, unknown>;
  if (body.status !== 'failed') return err;
  const reason = typeof body.error === 'string' ? body.error : 'no reason given';
  return new JobFailedError(
    `Job ${jobId} failed to start: ${withoutFinalPeriod(reason)}. Check the start URL and options, then start a new job.`,
    {
      jobId,
      method: 'GET',
      path,
      status: err.status,
      code: err.code ?? 'JOB_FAILED',
      body,
      serverMessage: reason,
      cause: err,
    },
  );
}

/**
 * What a read-ahead learns from one answer about the server (only while reading ahead):
 * - `read-again`: a completed job answered nothing where it has documents. A server whose `limit=N`
 *   yields N−1 documents answers `limit=1` this way (and every shorter answer leaves a gap that ends in
 *   such a read): read the same position again without a limit, one page at a time from then on.
 * - `stop`: more documents than asked: the server does not honour `limit`. Keep this page (its documents
 *   are checked as any others) and read on one page at a time.
 * - `ok`: nothing against reading ahead. A shorter answer is a page the service cut at 10 MiB; its gap is
 *   read next.
 */
function readAheadVerdict(
  skip: number,
  docs: readonly Buffer[],
  asked: number | undefined,
  status: JobStatus,
  counts: { total?: number | undefined },
): 'ok' | 'stop' | 'read-again' {
  if (asked === undefined) return 'ok';
  if (docs.length > asked) return 'stop';
  const total = counts.total ?? 0;
  return status === 'completed' && docs.length === 0 && skip < total ? 'read-again' : 'ok';
}

/**
 * About how many characters of JSON a page's documents hold (what the service's 10 MiB cut counts): their
 * bytes, scaled by the characters per byte of the first and last document, so that sizing read-ahead
 * ranges costs no pass over the whole page.
 */
function estimateChars(docs: readonly Buffer[]): number {
  let bytes = 0;
  for (const doc of docs) bytes += doc.length;
  const first = docs[0];
  const last = docs[docs.length - 1];
  if (!first || !last) return 0;
  const sampleBytes = first.length + (last === first ? 0 : last.length);
  const sampleChars = utf16Length(first) + (last === first ? 0 : utf16Length(last));
  return sampleBytes === 0 ? bytes : Math.round((bytes * sampleChars) / sampleBytes);
}

/**
 * Streams the pages of a job as a cold Observable. Each subscription is its own run; unsubscribing aborts the
 * request in flight and clears every timer (and sends DELETE with `cancelOnUnsubscribe`).
 *
 * `owner`, the stream's only consumer (see `owned-pages.ts`): each page's body buffer is reused for a later
 * page once the page is released, and the page scan checks escapes as the owner asks.
 */
export function pageStream(
  transport: Transport,
  target: PagingTarget,
  options: PagingOptions & PagingInternals = {},
  owner?: PageOwner,
): Observable<PageEvent> {
  return new Observable<PageEvent>((subscriber) => {
    const controller = new AbortController();
    const { signal } = controller;
    const path = jobPath(target.kind, target.jobId);
    const parseBytes = parsePageBody(path, owner?.checkEscapes ?? true);
    const stats = options.stats ?? createPagingStats();
    const readAheadDegree = options.readAhead ?? DEFAULT_READ_AHEAD;
    if (!Number.isInteger(readAheadDegree) || readAheadDegree < 1) {
      throw new RangeError(`readAhead must be an integer ≥ 1, got ${readAheadDegree}`);
    }
    const windowSize = options.window ?? (readAheadDegree > 1 ? readAheadDegree + 3 : 2);
    const window = createCreditWindow(windowSize, stats);
    const pool = owner ? createBodyPool(windowSize) : undefined;
    const bodyBuffer = pool ? (size: number) => pool.take(size) : undefined;
    const backoff = createPollBackoff(options);
    const stallTimeoutMs = options.stallTimeoutMs ?? DEFAULT_STALL_TIMEOUT_MS;
    const startedAt = Date.now();
    let skip = target.from.skip;
    const check = createCursorCheck(path);
    let ended = false;
    // The credit of the page being fetched, returned at once on unsubscribe (the abort settles later).
    let fetching: Credit | undefined;

    const progress: Progress = {
      documents: 0,
      bytes: 0,
      pages: 0,
      jobCompleted: 0,
      jobTotal: 0,
      status: 'scraping',
      retries: 0,
      skip,
    };
    const report = () => options.onProgress?.({ ...progress, skip });

    const fetchPage = async (
      query: Record<string, string | number>,
      at = skip,
      reuse = bodyBuffer,
      readSignal = signal,
    ) => {
      stats.requests++;
      stats.readsInFlight++;
      stats.maxReadsInFlight = Math.max(stats.maxReadsInFlight, stats.readsInFlight);
      const graceLeft = (target.notFoundGraceMs ?? 0) - (Date.now() - startedAt);
      const response = await transport
        .request({
          method: 'GET',
          path,
          query: { ...query, skip: at },
          signal: readSignal,
          bytes: true,
          parseBytes,
          bodyBuffer: reuse,
          ...(graceLeft > 0 ? { notFoundGraceMs: graceLeft } : {}),
          onRetry: (info) => {
            stats.requests++;
            stats.retries++;
            progress.retries++;
            if (info.error.status === 429) readAhead?.slowDown();
          },
        })
        .finally(() => {
          stats.readsInFlight--;
        });
      return { page: response.data, status: response.status, body: response.bytes };
    };
    type Fetched = Awaited<ReturnType<typeof fetchPage>>;

    // Documents per read when reading ahead: the caller's page limit, or the service's default.
    const range = options.pageLimit ?? DEFAULT_STATUS_LIMIT;
    let readAhead: ReadAhead<Fetched> | undefined;

    const run = async () => {
      const query: Record<string, string | number> = {};
      if (options.pageLimit !== undefined) query.limit = options.pageLimit;
      if (readAheadDegree > 1) {
        readAhead = createReadAhead<Fetched>(
          readAheadDegree,
          range,
          window,
          (at, limit, readSignal) => fetchPage({ ...query, limit }, at, bodyBuffer, readSignal),
          ({ page }) => ({ count: page.rawBytes.length, completed: page.envelope.status === 'completed' }),
          signal,
        );
      }
      if (skip > 0) {
        // A resumed run learns the job's first document, so that a server answering from it again (one
        // that ignores skip) is caught on the first page instead of duplicating what was written before.
        const probe = await fetchPage({ limit: 2 }, 0, undefined).catch((err: unknown) => {
          throw asJobError(err, target.jobId, path);
        });
        check.knowFirst(probe.page.rawBytes);
      }
      let lastSign = '';
      let lastLifeAt = Date.now();
      for (;;) {
        const ahead = readAhead?.take(skip);
        const credit = ahead?.credit ?? (await window.acquire(signal));
        fetching = credit;
        // The limit this read asked for: what a server that honours limit answers at most.
        const asked = ahead?.limit ?? (readAhead?.active ? readAhead.limitAt(skip) : undefined);
        let parsed: Fetched;
        try {
          // How long the loop waits for this page tells whether the network is what the export waits for.
          const waitFrom = performance.now();
          parsed = ahead
            ? await ahead.answer
            : await fetchPage(asked === undefined ? query : { ...query, limit: asked });
          readAhead?.waited(performance.now() - waitFrom);
        } catch (err) {
          credit.release();
          throw asJobError(err, target.jobId, path);
        }
        stats.pagesFetched++;
        if (pool) {
          const body = parsed.body;
          credit.whenReturned(() => pool.give(body));
        }
        const { envelope } = parsed.page;
        let rawBytes = parsed.page.rawBytes;
        let status: JobStatus;
        try {
          // success:false is an error whatever the HTTP status; a failed job gets its own error below.
          if (envelope.success === false && envelope.status !== 'failed') {
            throw errorFromResponse({ status: parsed.status, body: envelope.fields, method: 'GET', path });
          }
          status = statusOf(envelope, path);
          // A `data` that is not a list would otherwise read as an empty page: a silent partial result.
          if (!parsed.page.hasData && status !== 'failed') {
            throw new ResponseDecodeError(
              `GET ${path} returned a status page without a data list; resume from the cursor once the service recovers.`,
              { method: 'GET', path, code: 'UNEXPECTED_RESPONSE', body: envelope.fields },
            );
          }
          if (readAhead?.active) {
            const verdict = readAheadVerdict(skip, rawBytes, asked, status, envelope);
            if (verdict === 'read-again') {
              // Read-ahead answers, not this server's documents, are what is wrong: ask again as a reader
              // without read-ahead would.
              readAhead.stop();
              credit.release();
              continue;
            }
            if (verdict === 'stop') readAhead.stop();
            else if (ahead && rawBytes.length === 0 && status === 'scraping') {
              // Read ahead before these documents existed: read them afresh now, without a poll wait.
              credit.release();
              continue;
            }
          }
          const seen = check.accept(skip, rawBytes, envelope);
          if (seen > 0) rawBytes = rawBytes.slice(seen);
          if (check.skipIgnored) readAhead?.stop();
        } catch (err) {
          credit.release();
          throw err;
        }
        progress.status = status;
        progress.jobCompleted = envelope.completed ?? progress.jobCompleted;
        progress.jobTotal = envelope.total ?? progress.jobTotal;

        const next = typeof envelope.next === 'string' ? transport.resolveNext(envelope.next) : undefined;
        if (next && next.path !== path) {
          credit.release();
          throw new CursorError(
            `The service's next cursor points at ${next.path}, not at ${path}; resume from the cursor.`,
            {
              code: 'FOREIGN_NEXT',
              path,
            },
          );
        }
        // Keep the cursor's other parameters, but the skip is always our own count, and the limit the
        // caller's (a read-ahead range's limit comes back in `next`).
        if (next) {
          for (const [key, value] of Object.entries(next.query)) {
            if (key !== 'skip' && key !== 'limit') query[key] = value;
          }
        }

        if (rawBytes.length > 0) {
          const page = new Page(target, skip, rawBytes, envelope, credit);
          skip += rawBytes.length;
          progress.documents += rawBytes.length;
          // Counting characters is a pass over the page: only done when someone reads the progress.
          if (options.onProgress) progress.bytes += page.bytes;
          progress.pages++;
          report();
          deliverWithCredit(credit, () => subscriber.next(page));
          backoff.reset();
          lastLifeAt = Date.now();
          if (readAhead?.active) {
            readAhead.pageDone();
            readAhead.observe(rawBytes.length, estimateChars(rawBytes));
            // Documents known to exist: all of a completed job's, and those counted completed while scraping.
            const known = status === 'completed' ? page.total : status === 'scraping' ? page.completed : 0;
            readAhead.plan(skip, known);
          }
          // More may be waiting right behind this page, whatever the status: read on without delay.
          if (next || status === 'scraping') continue;
        } else {
          credit.release();
          report();
        }

        if (status === 'completed') {
          check.finish(skip, envelope);
          return;
        }
        if (status === 'cancelled') {
          throw new JobCancelledError(
            `Job ${target.jobId} was cancelled; all ${skip} documents it produced were emitted.`,
            { jobId: target.jobId, method: 'GET', path, code: 'JOB_CANCELLED' },
          );
        }
        if (status === 'failed') {
          const reason = envelope.error ?? 'no reason given';
          throw new JobFailedError(
            `Job ${target.jobId} failed: ${withoutFinalPeriod(reason)}. Start a new job after fixing the cause.`,
            {
              jobId: target.jobId,
              method: 'GET',
              path,
              code: 'JOB_FAILED',
              serverMessage: reason,
              body: envelope.fields,
            },
          );
        }
        // Still scraping and nothing new: wait, unless the job shows no sign of life for too long.
        const sign = `${envelope.completed}/${envelope.total}`;
        if (sign !== lastSign) {
          lastSign = sign;
          lastLifeAt = Date.now();
        } else if (Date.now() - lastLifeAt > stallTimeoutMs) {
          throw new TimeoutError(
            `Job ${target.jobId} showed no progress for ${stallTimeoutMs} ms while scraping; resume later from the cursor.`,
            { code: 'JOB_STALLED', method: 'GET', path },
          );
        }
        const wait = backoff.next();
        stats.emptyPolls++;
        stats.pollWaitMs += wait;
        await sleep(wait, signal);
      }
    };

    run().then(
      () => {
        ended = true;
        subscriber.complete();
      },
      (err: unknown) => {
        ended = true;
        if (signal.aborted) return;
        subscriber.error(attachCursor(err, target.jobId, skip));
      },
    );

    return () => {
      if (!ended && options.cancelOnUnsubscribe) {
        ended = true;
        // Not tied to the aborted signal: the cancel must still go out after the run stopped.
        transport.request({ method: 'DELETE', path }).catch(() => undefined);
      }
      ended = true;
      controller.abort();
      readAhead?.stop();
      fetching?.release();
    };
  });
}
