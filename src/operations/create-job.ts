/**
 * The create call of a crawl or batch scrape, made safe to retry: never two jobs where the client can know.
 *
 * - Every start carries an `x-idempotency-key`, so a retried POST after a lost answer meets a 409 instead of
 *   creating a second job; the crawl it did create is then found among the active crawls.
 * - Self-hosted servers without a database answer a keyed `POST /v2/crawl` with 500 and create nothing. On
 *   a 500 answer the active crawls are checked: the crawl is adopted if the request did create one, else the
 *   start is sent once more without the key. When the check is impossible or ambiguous the error says that
 *   the client cannot know whether a crawl exists.
 */

import { randomUUID } from 'node:crypto';
import {
  ConflictError,
  ConnectionError,
  type CrawlstreamError,
  ServerError,
  TimeoutError,
} from '../errors/errors.js';
import type { CancelSignal, Transport } from '../http/transport.js';
import { jobsPath } from '../paging/job-path.js';
import type { JobKind } from '../paging/page-event.js';
import { ActiveCrawlsResponse, BatchStartResponse, CrawlStartResponse } from '../schemas/index.js';
import { requestBody } from './request-body.js';

/** What a create call answers: the job id, its status URL and, for a batch, the URLs it skipped. */
export type CreatedJob = CrawlStartResponse | BatchStartResponse;

/** How far the service's clock may be behind ours when matching `created_at`. */
const CLOCK_SKEW_MS = 60_000;

/**
 * Sends `POST /v2/crawl` or `POST /v2/batch/scrape` and resolves with the job it created.
 *
 * @param key - the idempotency key; a fresh UUID when undefined.
 */
export async function createJob(
  transport: Transport,
  kind: JobKind,
  payload: unknown,
  key: string | undefined,
  signal: CancelSignal,
): Promise<CreatedJob> {
  const path = jobsPath(kind);
  const schema = kind === 'crawl' ? CrawlStartResponse : BatchStartResponse;
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
        idempotencyKey: key ?? randomUUID(),
        onRetry: () => {
          retried = true;
        },
        // A crawl start that the server answered with 500 is handled below, not retried with the same key.
        ...(kind === 'crawl' ? { stopOn: isAnsweredServerError } : {}),
      },
      schema,
    );
    return res.data;
  } catch (err) {
    if (kind !== 'crawl') {
      // The service lists running crawls only, so a batch whose answer was lost cannot be found again.
      if (retried && isKeyConflict(err)) {
        err.message += ` The first attempt created a batch scrape whose answer was lost, and the service lists no running batch scrapes to find its id: it runs without being exported. Start a new batch scrape.`;
      }
      throw err;
    }
    // A retry after a lost answer meets our own idempotency key: the job exists, find it.
    if (retried && isKeyConflict(err)) {
      const found = await createdCrawls(transport, payload, sentAt, signal).catch(() => []);
      if (found.length === 1) return found[0]!;
      throw err;
    }
    if (isAnsweredServerError(err)) return startWithoutKey(transport, payload, err, sentAt, signal);
    throw err;
  }
}

/**
 * After a 500 to a keyed crawl start: adopt the crawl the request created, or, when it created none, start
 * it again without the key (the server may not support keys at all).
 */
async function startWithoutKey(
  transport: Transport,
  payload: unknown,
  keyed: CrawlstreamError,
  sentAt: number,
  signal: CancelSignal,
): Promise<CreatedJob> {
  const url = urlOf(payload);
  let found: CrawlStartResponse[];
  try {
    found = await createdCrawls(transport, payload, sentAt, signal);
  } catch (probe) {
    keyed.message += ` Whether a crawl of ${url} was created cannot be known: GET /v2/crawl/active failed (${(probe as Error).message}). Look for it before starting it again.`;
    throw keyed;
  }
  if (found.length === 1) return found[0]!;
  if (found.length > 1) {
    keyed.message += ` ${found.length} crawls of ${url} started since, so whether this request created one cannot be known. Look at the active crawls before starting it again.`;
    throw keyed;
  }
  const resentAt = Date.now();
  try {
    const res = await requestBody(
      transport,
      { method: 'POST', path: '/v2/crawl', body: payload, signal, idempotencyKey: null },
      CrawlStartResponse,
    );
    return res.data;
  } catch (err) {
    if (
      isAnsweredServerError(err) &&
      (payload as { maxConcurrency?: unknown }).maxConcurrency !== undefined
    ) {
      err.message += ` A crawl start with maxConcurrency answers 500 on a self-hosted server without its database (the team's concurrency record it reads is missing): start the crawl without maxConcurrency.`;
    }
    if (!isLostAnswer(err)) throw err;
    const again = await createdCrawls(transport, payload, resentAt, signal).catch(() => undefined);
    if (again?.length === 1) return again[0]!;
    (err as CrawlstreamError).message +=
      ` The server does not take idempotency keys, so whether this start created a crawl of ${url} cannot be known. Look at the active crawls before starting it again.`;
    throw err;
  }
}

/** A 5xx the server answered (not a lost connection): the request reached it and it said it failed. */
function isAnsweredServerError(err: unknown): err is ServerError {
  return err instanceof ServerError && err.status === 500;
}

function isLostAnswer(err: unknown): boolean {
  return (err instanceof ConnectionError && err.requestSent) || err instanceof TimeoutError;
}

function isKeyConflict(err: unknown): err is ConflictError {
  return err instanceof ConflictError && /idempotency/i.test(err.serverMessage ?? err.message);
}

function urlOf(payload: unknown): string {
  const url = (payload as { url?: unknown } | undefined)?.url;
  return typeof url === 'string' ? url : '(no url)';
}

/**
 * The running crawls of the same URL created since `since` (minus the allowed clock skew). Exactly one is
 * this client's; several cannot be told apart, and adopting a job someone else started would be worse than
 * failing.
 */
async function createdCrawls(
  transport: Transport,
  payload: unknown,
  since: number,
  signal: CancelSignal,
): Promise<CrawlStartResponse[]> {
  const url = urlOf(payload);
  const res = await requestBody(
    transport,
    { method: 'GET', path: '/v2/crawl/active', signal },
    ActiveCrawlsResponse,
  );
  const same = (a: string) => a === url || normalise(a) === normalise(url);
  return res.data.crawls
    .filter((c) => same(c.url) && (c.created_at ? Date.parse(c.created_at) >= since - CLOCK_SKEW_MS : false))
    .map((c) => ({ success: true, id: c.id, url: c.url }));
}

function normalise(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}
