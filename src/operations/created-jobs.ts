/**
 * Finding the job a start created when the answer naming it was lost: among the running crawls
 * (`GET /v2/crawl/active`), and in the team's activity log (`GET /v2/team/activity`), which also lists
 * crawls that have ended and batch scrapes. A job matches when it has the request's URL (a batch scrape: its
 * first URL) and was created after the request was sent, less the clock skew allowed between client and
 * service. Exactly one match is the client's own; several cannot be told apart.
 */
import { filter, map, type Observable, Subscription, takeWhile, toArray } from 'rxjs';
import type { CancelSignal, Transport } from '../http/transport.js';
import type { JobKind } from '../paging/page-event.js';
import { ActiveCrawlsResponse, type CrawlStartResponse } from '../schemas/index.js';
import { requestBody } from './request-body.js';
import { activity } from './team.js';

/** How far the service's clock may be behind ours when matching `created_at`. */
const CLOCK_SKEW_MS = 60_000;

/** The URL a start of `kind` is listed under: a crawl's `url`, a batch scrape's first URL. */
export function startUrl(kind: JobKind, payload: unknown): string {
  const body = payload as { url?: unknown; urls?: unknown } | undefined;
  const url = kind === 'crawl' ? body?.url : Array.isArray(body?.urls) ? body.urls[0] : undefined;
  return typeof url === 'string' ? url : '(no url)';
}

/**
 * The change-tracking tag a start's payload carries (a change-aware pipeline's: its name and where its
 * state is), which the running crawls list in their options: a tag of the run's own pipeline.
 */
export function trackingTag(payload: unknown): string | undefined {
  const formats = (payload as { scrapeOptions?: { formats?: unknown } } | undefined)?.scrapeOptions?.formats;
  if (!Array.isArray(formats)) return undefined;
  const tracking = formats.find((f) => (f as { type?: unknown })?.type === 'changeTracking') as
    | { tag?: unknown }
    | undefined;
  return typeof tracking?.tag === 'string' ? tracking.tag : undefined;
}

/** The running crawls of `url` created since `since` (with `tag`: whose options carry that tag). */
export async function runningCrawls(
  transport: Transport,
  url: string,
  since: number,
  signal: CancelSignal,
  tag?: string,
): Promise<CrawlStartResponse[]> {
  const res = await requestBody(
    transport,
    { method: 'GET', path: '/v2/crawl/active', signal },
    ActiveCrawlsResponse,
  );
  return res.data.crawls
    .filter((c) => sameUrl(c.url, url) && createdSince(c.created_at, since))
    .filter((c) => tag === undefined || trackingTag(c.options) === tag)
    .map((c) => ({ success: true, id: c.id, url: c.url }));
}

/**
 * The starts of `kind` on `url` the team's activity log lists since `since`, running or ended. The log is
 * newest first: it is read only as far back as `since`.
 */
export function loggedStarts(
  transport: Transport,
  kind: JobKind,
  url: string,
  since: number,
  signal: CancelSignal,
): Promise<{ success: true; id: string; url: string }[]> {
  const starts = activity(transport, {
    endpoint: kind === 'crawl' ? 'crawl' : 'batch_scrape',
    limit: 100,
  }).pipe(
    takeWhile((entry) => createdSince(entry.created_at, since)),
    filter((entry) => typeof entry.target === 'string' && sameUrl(entry.target, url)),
    map((entry) => ({ success: true as const, id: entry.id, url })),
    toArray(),
  );
  return untilAborted(starts, signal);
}

/** The value `source` emits, or `signal`'s reason once it aborts, which cancels the read in flight. */
function untilAborted<T>(source: Observable<T>, signal: CancelSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    // Listening before subscribing: a source that ends at once then removes the listener it would otherwise
    // leave on the signal.
    const subscription = new Subscription();
    const onAbort = () => {
      subscription.unsubscribe();
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    subscription.add(
      source.subscribe({
        next: resolve,
        error: (err: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(err);
        },
        complete: () => signal.removeEventListener('abort', onAbort),
      }),
    );
  });
}

function createdSince(createdAt: string | null | undefined, since: number): boolean {
  return createdAt ? Date.parse(createdAt) >= since - CLOCK_SKEW_MS : false;
}

function sameUrl(a: string, b: string): boolean {
  return a === b || normalise(a) === normalise(b);
}

function normalise(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}
