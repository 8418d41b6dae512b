import { defer, type Observable, switchMap } from 'rxjs';
import { ConflictError } from '../core/errors.js';
import { ownable, type PageOwner } from '../core/owned-pages.js';
import type { PageEvent } from '../core/page-event.js';
import { type PagingOptions, pageStream } from '../core/paging.js';
import type { Transport } from '../core/transport.js';
import { ActiveCrawlsResponse, BatchStartResponse, CrawlStartResponse } from '../schemas/index.js';
import { abortable } from './abortable.js';
import { requestBody } from './request-body.js';

/** What a crawl or batch-scrape start call told the client, handed to `onStart`. */
export interface JobStart {
  kind: 'crawl' | 'batch';
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
export interface StartJobOptions extends PagingOptions {
  /**
   * Called once the job was created, before its first page is read. This is where a batch scrape's
   * `invalidURLs` and the job id surface.
   */
  onStart?: ((start: JobStart) => void) | undefined;
  /**
   * `x-idempotency-key` of the start call (a UUID). The service refuses a repeated key with 409, so a retried
   * start never creates two jobs. @default a fresh UUID per subscription
   */
  idempotencyKey?: string | undefined;
  /**
   * How long a 404 on the job's status right after creation is retried, in ms (the job may not be visible yet).
   * @default 10000
   */
  notFoundGraceMs?: number | undefined;
}

/** Default grace for a 404 right after a job was created. */
export const DEFAULT_NOT_FOUND_GRACE_MS = 10_000;

/** Starts a job with `POST path` and streams its pages. `body` is computed (and validated) on subscribe. */
export function startJob(
  transport: Transport,
  kind: 'crawl' | 'batch',
  body: () => unknown,
  options: StartJobOptions,
): Observable<PageEvent> {
  return ownable((owner) => startAndPage(transport, kind, body, options, owner));
}

function startAndPage(
  transport: Transport,
  kind: 'crawl' | 'batch',
  body: () => unknown,
  options: StartJobOptions,
  owner: PageOwner | undefined,
): Observable<PageEvent> {
  const path = kind === 'crawl' ? '/v2/crawl' : '/v2/batch/scrape';
  const schema = kind === 'crawl' ? CrawlStartResponse : BatchStartResponse;
  return defer(() => {
    // Validation throws here, inside defer: it reaches the error channel before any request is sent.
    const payload = body();
    return abortable(async (signal) => {
      const sentAt = Date.now();
      let retried = false;
      try {
        const res = await requestBody(
          transport,
          {
            method: 'POST',
            path,
            body: payload,
            signal,
            idempotencyKey: options.idempotencyKey,
            onRetry: () => {
              retried = true;
            },
          },
          schema,
        );
        return [res.data];
      } catch (err) {
        // A retry after a lost answer meets our own idempotency key: the job exists, find it.
        const found =
          kind === 'crawl' && retried && isKeyConflict(err)
            ? await findCreatedCrawl(transport, payload, sentAt, signal)
            : undefined;
        if (!found) throw err;
        return [found];
      }
    });
  }).pipe(
    switchMap((start) => {
      const invalid = (start as { invalidURLs?: string[] | null }).invalidURLs;
      options.onStart?.({
        kind,
        id: start.id,
        ...(start.url === undefined ? {} : { url: start.url }),
        invalidURLs: invalid ?? [],
        response: start,
      });
      return pageStream(
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

function isKeyConflict(err: unknown): boolean {
  return err instanceof ConflictError && /idempotency/i.test(err.serverMessage ?? err.message);
}

/** How far the service's clock may be behind ours when matching `created_at`. */
const CLOCK_SKEW_MS = 60_000;

/**
 * After a lost answer to `POST /v2/crawl`, the running crawl this client created: the only active crawl of
 * the same URL created since the first attempt was sent. Anything else (none, or several) stays unresolved:
 * adopting a job someone else started would be worse than failing.
 */
async function findCreatedCrawl(
  transport: Transport,
  payload: unknown,
  sentAt: number,
  signal: AbortSignal,
): Promise<CrawlStartResponse | undefined> {
  const url = (payload as { url?: unknown }).url;
  if (typeof url !== 'string') return undefined;
  const res = await requestBody(
    transport,
    { method: 'GET', path: '/v2/crawl/active', signal },
    ActiveCrawlsResponse,
  );
  const same = (a: string) => a === url || normalise(a) === normalise(url);
  const candidates = res.data.crawls.filter(
    (c) => same(c.url) && (c.created_at ? Date.parse(c.created_at) >= sentAt - CLOCK_SKEW_MS : false),
  );
  const only = candidates.length === 1 ? candidates[0] : undefined;
  return only ? { success: true, id: only.id, url: only.url } : undefined;
}

function normalise(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}
