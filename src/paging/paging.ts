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
import { CursorError } from '../errors/errors.js';
import { abortError, sleep } from '../http/sleep.js';
import type { Transport } from '../http/transport.js';
import { createBodyPool } from './body-pool.js';
import { createCursorCheck } from './cursor-check.js';
import { jobPath } from './job-path.js';
import type { PageOwner } from './owned-pages.js';
import { Page } from './page.js';
import { asJobError, checkEnvelope, jobEndError, parsePageBody } from './page-checks.js';
import type { JobKind, JobStatus, PageCursor, PageEvent } from './page-event.js';
import type { PageEnvelope } from './page-parser.js';
import { createPollBackoff, type PollBackoffOptions } from './paging-backoff.js';
import {
  type Credit,
  createCreditWindow,
  createPagingStats,
  deliverWithCredit,
  type PagingStats,
} from './paging-window.js';
import type { Progress, ProgressCallback } from './progress.js';
import {
  type Admitted,
  createReadAhead,
  DEFAULT_READ_AHEAD,
  DEFAULT_READ_AHEAD_WINDOW,
  estimateChars,
  type ReadAhead,
  readAheadVerdict,
} from './read-ahead.js';
import { createStallWatch } from './stall-watch.js';
import { DEFAULT_STATUS_LIMIT } from './status-page-rules.js';

/** Options common to every paging operation (crawl, batch scrape, and their `*Pages` forms). */
export interface PagingOptions extends PollBackoffOptions {
  /**
   * Most pages whose bodies are being received, or that were emitted and not yet released, at once: the
   * bound on the stream's memory (each page is at most about 10 MiB of JSON). Reads waiting on the server
   * hold no page: their bodies wait on their connections until one is free.
   * @default 7 with read-ahead, 2 without
   */
  window?: number | undefined;
  /**
   * Status reads waiting on the server at once: while one page is delivered, the next ranges of documents
   * the job is known to have (`skip`/`limit`) are already being read, and are delivered strictly in order.
   * Lower it when the server limits request rates tightly; 1 reads one page at a time, following the
   * cursor. A server that does not honour `skip` or `limit` is detected from its answers and read one page
   * at a time.
   * @default 8
   */
  readAhead?: number | undefined;
  /**
   * How a running crawl's new documents are learned of: `'poll'` reads status pages after a wait that grows
   * while nothing comes; `'websocket'` also listens on the service's status socket and reads the next status
   * page as soon as it says a document was scraped (see `socket-pages.ts`). Batch scrapes always poll.
   * @default 'poll'
   */
  statusStream?: 'poll' | 'websocket' | undefined;
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
  /** The wait before the next poll of a running job; the status socket ends it early (`socket-pages.ts`). */
  pollWait?: ((ms: number, signal: AbortSignal) => Promise<void>) | undefined;
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
    const windowSize = options.window ?? (readAheadDegree > 1 ? DEFAULT_READ_AHEAD_WINDOW : 2);
    const window = createCreditWindow(windowSize, stats);
    const pool = owner ? createBodyPool(windowSize) : undefined;
    const bodyBuffer = pool ? (size: number) => pool.take(size) : undefined;
    const backoff = createPollBackoff(options);
    const stall = createStallWatch(options.stallTimeoutMs ?? DEFAULT_STALL_TIMEOUT_MS, target.jobId, path);
    const startedAt = Date.now();
    const check = createCursorCheck(path);
    // Query parameters of every read: the caller's page limit, and what the service's `next` adds.
    const query: Record<string, string | number> = {};
    if (options.pageLimit !== undefined) query.limit = options.pageLimit;
    // The job's documents received so far, the resume offset included: the `skip` of the next read.
    let skip = target.from.skip;
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

    /**
     * One status read at `at`; read-ahead calls it too, for its ranges, with `admit` (see `PageRead.admit`).
     * It counts as in flight until the head of its answer arrives: the time the server spends on it.
     */
    const readStatus = async (
      readQuery: Record<string, string | number>,
      at = skip,
      reuse = bodyBuffer,
      readSignal = signal,
      admit?: () => Promise<void>,
    ) => {
      stats.requests++;
      stats.readsInFlight++;
      stats.maxReadsInFlight = Math.max(stats.maxReadsInFlight, stats.readsInFlight);
      let atServer = true;
      const headArrived = () => {
        if (atServer) stats.readsInFlight--;
        atServer = false;
      };
      const graceLeft = (target.notFoundGraceMs ?? 0) - (Date.now() - startedAt);
      const response = await transport
        .readPage(
          {
            method: 'GET',
            path,
            query: { ...readQuery, skip: at },
            signal: readSignal,
            ...(graceLeft > 0 ? { notFoundGraceMs: graceLeft } : {}),
            onRetry: (info) => {
              stats.requests++;
              stats.retries++;
              progress.retries++;
              if (info.error.status === 429) readAhead?.slowDown();
            },
          },
          {
            parse: parseBytes,
            buffer: reuse,
            ...(admit
              ? {
                  admit: () => {
                    headArrived();
                    return admit();
                  },
                }
              : {}),
          },
        )
        .finally(headArrived);
      return { page: response.data, status: response.status, body: response.bytes };
    };
    type Fetched = Awaited<ReturnType<typeof readStatus>>;

    // Documents per read when reading ahead: the caller's page limit, or the service's default.
    const readAhead: ReadAhead<Fetched> | undefined =
      readAheadDegree > 1
        ? createReadAhead<Fetched>(
            readAheadDegree,
            options.pageLimit ?? DEFAULT_STATUS_LIMIT,
            window,
            (at, limit, readSignal, admit) =>
              readStatus({ ...query, limit }, at, bodyBuffer, readSignal, admit),
            ({ page }) => ({ count: page.rawBytes.length, completed: page.envelope.status === 'completed' }),
            signal,
          )
        : undefined;

    /**
     * Step 0, for a resumed run: learn the job's first documents, so that a server answering from them again
     * (one that ignores skip) is caught on the first page instead of duplicating what was written before.
     */
    const learnJobStart = async () => {
      if (skip === 0) return;
      const probe = await readStatus({ limit: 2 }, 0, undefined).catch((err: unknown) => {
        throw asJobError(err, target.jobId, path);
      });
      check.knowFirst(probe.page.rawBytes);
    };

    /** Step 1: the page at `skip`, read ahead already or read now, with the credit it holds. */
    const fetchPage = async () => {
      const ahead = readAhead?.take(skip);
      // The limit this read asked for: what a server that honours limit answers at most.
      const asked = ahead?.limit ?? (readAhead?.active ? readAhead.limitAt(skip) : undefined);
      let credit: Credit;
      let fetched: Fetched;
      if (ahead) {
        // A read ahead took its credit when its body arrived. How long the loop waits for the server tells
        // whether the network is what the export waits for.
        const waitFrom = performance.now();
        let admitted: Admitted<Fetched>;
        try {
          admitted = await ahead.answer;
        } catch (err) {
          throw asJobError(err, target.jobId, path);
        }
        credit = fetching = admitted.credit;
        if (signal.aborted) {
          credit.release();
          throw abortError(signal);
        }
        fetched = admitted.value;
        readAhead?.waited(admitted.headAt - waitFrom);
      } else {
        // The loop's own read takes its credit before it is sent.
        credit = fetching = await window.acquire(signal);
        const sentAt = performance.now();
        try {
          fetched = await readStatus(asked === undefined ? query : { ...query, limit: asked });
        } catch (err) {
          credit.release();
          throw asJobError(err, target.jobId, path);
        }
        readAhead?.waited(performance.now() - sentAt);
      }
      stats.pagesFetched++;
      if (pool) {
        const body = fetched.body;
        credit.whenReturned(() => pool.give(body));
      }
      return { credit, fetched, asked, readAhead: ahead !== undefined };
    };
    type Fetch = Awaited<ReturnType<typeof fetchPage>>;

    /**
     * Step 2: check the envelope and the documents against the cursor; the documents not received before,
     * or `undefined` when the page must be read again (read-ahead answered before the documents existed, or
     * a server that cannot be read ahead).
     */
    const checkPage = ({ credit, fetched, asked, readAhead: wasAhead }: Fetch) => {
      try {
        const { envelope } = fetched.page;
        const status = checkEnvelope(fetched.page, fetched.status, path);
        let docs = fetched.page.rawBytes;
        if (readAhead?.active) {
          const verdict = readAheadVerdict(skip, docs, asked, status, envelope);
          if (verdict === 'read-again') {
            // Read-ahead answers, not this server's documents, are what is wrong: ask again as a reader
            // without read-ahead would.
            readAhead.stop();
            credit.release();
            return undefined;
          }
          if (verdict === 'stop') readAhead.stop();
          else if (wasAhead && docs.length === 0 && status === 'scraping') {
            // Read ahead before these documents existed: read them afresh now, without a poll wait.
            credit.release();
            return undefined;
          }
        }
        const seen = check.accept(skip, docs, envelope);
        if (seen > 0) docs = docs.slice(seen);
        if (check.skipIgnored) readAhead?.stop();
        return { status, envelope, docs };
      } catch (err) {
        credit.release();
        throw err;
      }
    };

    /**
     * Step 3: follow the service's `next`: it must name this job's resource. Its other parameters are kept,
     * but the skip is always our own count, and the limit the caller's (a read-ahead range's limit comes back
     * in `next`). Returns whether the service said more follows.
     */
    const followNext = (envelope: PageEnvelope, credit: Credit): boolean => {
      const next = typeof envelope.next === 'string' ? transport.resolveNext(envelope.next) : undefined;
      if (!next) return false;
      if (next.path !== path) {
        credit.release();
        throw new CursorError(
          `The service's next cursor points at ${next.path}, not at ${path}; resume from the cursor.`,
          { code: 'FOREIGN_NEXT', path },
        );
      }
      for (const [key, value] of Object.entries(next.query)) {
        if (key !== 'skip' && key !== 'limit') query[key] = value;
      }
      return true;
    };

    /** Step 4: emit the page and advance the cursor past its documents; plan the reads ahead. */
    const deliver = (credit: Credit, docs: Buffer[], envelope: PageEnvelope, status: JobStatus) => {
      const page = new Page(target, skip, docs, envelope, credit);
      skip += docs.length;
      progress.documents += docs.length;
      // Counting characters is a pass over the page: only done when someone reads the progress.
      if (options.onProgress) progress.bytes += page.bytes;
      progress.pages++;
      report();
      deliverWithCredit(credit, () => subscriber.next(page));
      backoff.reset();
      stall.alive();
      if (readAhead?.active) {
        readAhead.pageDone();
        readAhead.observe(docs.length, estimateChars(docs));
        // Documents known to exist: all of a completed job's, and those counted completed while scraping.
        const known = status === 'completed' ? page.total : status === 'scraping' ? page.completed : 0;
        readAhead.plan(skip, known);
      }
    };

    /** Step 5: nothing new from a running job: fail if it stalled, else wait before the next poll. */
    const waitOnEmptyPage = async (envelope: PageEnvelope) => {
      stall.check(envelope);
      const wait = backoff.next();
      stats.emptyPolls++;
      stats.pollWaitMs += wait;
      await (options.pollWait ?? sleep)(wait, signal);
    };

    const run = async () => {
      await learnJobStart();
      stall.alive();
      for (;;) {
        const fetch = await fetchPage();
        const page = checkPage(fetch);
        if (page === undefined) continue;
        const { status, envelope, docs } = page;
        progress.status = status;
        progress.jobCompleted = envelope.completed ?? progress.jobCompleted;
        progress.jobTotal = envelope.total ?? progress.jobTotal;
        const more = followNext(envelope, fetch.credit);
        if (docs.length > 0) {
          deliver(fetch.credit, docs, envelope, status);
          // More may be waiting right behind this page, whatever the status: read on without delay.
          if (more || status === 'scraping') continue;
        } else {
          fetch.credit.release();
          report();
        }
        if (status === 'completed') {
          check.finish(skip, envelope);
          return;
        }
        if (status === 'cancelled' || status === 'failed')
          throw jobEndError(status, envelope, target.jobId, path, skip);
        await waitOnEmptyPage(envelope);
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
        transport.json({ method: 'DELETE', path }).catch(() => undefined);
      }
      ended = true;
      controller.abort();
      readAhead?.stop();
      fetching?.release();
    };
  });
}
