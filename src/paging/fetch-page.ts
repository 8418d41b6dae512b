/**
 * Step 1 of the paging loop: the status page at the cursor, read ahead already or read now, with the window
 * credit it holds.
 */
import { abortError } from '../http/sleep.js';
import type { BodyPool } from './body-pool.js';
import type { Credit, CreditWindow, PagingStats } from './paging-window.js';
import type { Admitted, ReadAhead } from './read-ahead.js';
import type { StatusAnswer, StatusRead } from './status-read.js';

/** A status page fetched, not yet checked. */
export interface FetchedPage {
  /** The window credit the page holds; it passes to the page delivered, or is released. */
  credit: Credit;
  answer: StatusAnswer;
  /** The limit the read asked for: what a server that honours `limit` answers at most. */
  asked: number | undefined;
  /** Whether it was read ahead (before the loop reached it). */
  readAhead: boolean;
}

/** What fetching a page needs of its run. */
export interface PageFetchContext {
  read: StatusRead;
  readAhead: ReadAhead<StatusAnswer> | undefined;
  window: CreditWindow;
  signal: AbortSignal;
  stats: PagingStats;
  /** The buffers of released pages, reused for the bodies of later ones (`owned-pages.ts`). */
  pool: BodyPool | undefined;
  /** Takes a body's buffer from the pool (undefined without one). */
  buffer: ((size: number) => Buffer | undefined) | undefined;
  /** A read's failure as the stream reports it (`asJobError`). */
  jobError(err: unknown): unknown;
  /** The credit of the page being fetched: the run returns it at once on unsubscribe. */
  holding(credit: Credit): void;
}

/** Fetches the page at `skip`, reading with `query` (the caller's limit, what `next` added). */
export async function fetchPage(
  context: PageFetchContext,
  skip: number,
  query: Record<string, string | number>,
): Promise<FetchedPage> {
  const { readAhead, stats, pool } = context;
  const ahead = readAhead?.take(skip);
  const asked = ahead?.limit ?? (readAhead?.active ? readAhead.limitAt(skip) : undefined);
  const { credit, answer } = ahead
    ? await takeReadAhead(context, ahead.answer)
    : await readNow(context, skip, asked === undefined ? query : { ...query, limit: asked });
  stats.pagesFetched++;
  if (pool) credit.whenReturned(() => pool.give(answer.body));
  return { credit, answer, asked, readAhead: ahead !== undefined };
}

/**
 * A read ahead took its credit when its body arrived. How long the loop waits for the server tells whether
 * the network is what the export waits for.
 */
async function takeReadAhead(
  context: PageFetchContext,
  pending: Promise<Admitted<StatusAnswer>>,
): Promise<{ credit: Credit; answer: StatusAnswer }> {
  const { signal } = context;
  const waitFrom = performance.now();
  let admitted: Admitted<StatusAnswer>;
  try {
    admitted = await pending;
  } catch (err) {
    throw context.jobError(err);
  }
  context.holding(admitted.credit);
  if (signal.aborted) {
    admitted.credit.release();
    throw abortError(signal);
  }
  context.readAhead?.waited(admitted.headAt - waitFrom);
  return { credit: admitted.credit, answer: admitted.value };
}

/** The loop's own read takes its credit before it is sent. */
async function readNow(
  context: PageFetchContext,
  skip: number,
  query: Record<string, string | number>,
): Promise<{ credit: Credit; answer: StatusAnswer }> {
  const { buffer, signal } = context;
  const credit = await context.window.acquire(signal);
  context.holding(credit);
  const sentAt = performance.now();
  let answer: StatusAnswer;
  try {
    answer = await context.read({
      query,
      at: skip,
      buffer,
      signal,
    });
  } catch (err) {
    credit.release();
    throw context.jobError(err);
  }
  context.readAhead?.waited(performance.now() - sentAt);
  return { credit, answer };
}
