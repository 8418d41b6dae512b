/**
 * Read-ahead for status paging: while the run delivers one page, the next ranges of documents that are known
 * to exist (`skip`/`limit`) are already being read, so an export waits for the slowest of several status
 * reads at a time instead of for each in turn. The service spends hundreds of milliseconds on each status
 * page; that latency, not bandwidth, is what a sequential reader waits for.
 *
 * Order and memory:
 * - Reads are only ever started, here; the paging loop consumes them strictly in order, checking each page
 *   as it does any other (cursor check, status), so read-ahead changes when bytes arrive, never which ones
 *   are delivered.
 * - Every read holds a credit of the paging window from the moment it is sent until its page is released, so
 *   pages being read plus pages held never exceed the window. One credit is always left for the loop's own
 *   read: a gap that a page cut at 10 MiB leaves before the next read-ahead range is read at once.
 *
 * Politeness: at most `degree` reads at once. A 429 on any status read halves it (down to one); every
 * `RECOVER_AFTER` pages without one it grows by one again, back to the configured degree.
 */
import type { Credit, CreditWindow } from './paging-window.js';

/** Default read-ahead degree (status reads at once), chosen by measurement: see `benchmarks/README.md`. */
export const DEFAULT_READ_AHEAD = 6;

/** Pages read without a 429 before the degree grows by one again. */
const RECOVER_AFTER = 20;

/** One read-ahead read: the documents `[skip, skip + limit)`. */
export interface AheadRead<T> {
  readonly skip: number;
  readonly limit: number;
  /** The window credit the read holds; it passes to the page made from the answer. */
  readonly credit: Credit;
  /** The answer; awaited only by the paging loop, when this range is next in order. */
  readonly answer: Promise<T>;
}

/** The read-ahead of one paging run. */
export interface ReadAhead<T> {
  /** The read that starts exactly at `skip`, removed from the plan; `undefined` when there is none. */
  take(skip: number): AheadRead<T> | undefined;
  /**
   * How many documents the loop's own read at `skip` may ask for: up to the next read-ahead range, so that
   * it fills a gap without overlapping a range already being read.
   */
  limitAt(skip: number): number;
  /** Starts reads of the ranges after `cursor` and below `horizon` (documents known to exist), as allowed. */
  plan(cursor: number, horizon: number): void;
  /**
   * A page held only `count` documents because the service cut it at 10 MiB: later ranges ask for no more,
   * so that they are not cut too and leave no gap to fill one read at a time.
   */
  fit(count: number): void;
  /** A page held all it asked for: later ranges may ask for a quarter more, up to the caller's limit. */
  filled(count: number): void;
  /** A status read was answered with 429: fewer reads at once for a while. */
  slowDown(): void;
  /** A page was consumed without a 429 since the last one. */
  pageDone(): void;
  /** Stops reading ahead for good: aborts every read and returns its credit. */
  stop(): void;
  /** Still reading ahead (not stopped). */
  readonly active: boolean;
  /** Reads at once allowed now. */
  readonly degree: number;
}

/** How a read-ahead sends one read. */
export type ReadRange<T> = (skip: number, limit: number, signal: AbortSignal) => Promise<T>;

/**
 * Creates the read-ahead of one run.
 *
 * @param maxDegree - most reads at once (≥ 2; 1 means no read-ahead and is not built).
 * @param range - documents per read.
 * @param window - the run's credit window; reads take credits without waiting, keeping one free.
 * @param read - sends one read.
 * @param signal - the run's signal: aborting it aborts every read.
 */
export function createReadAhead<T>(
  maxDegree: number,
  range: number,
  window: CreditWindow,
  read: ReadRange<T>,
  signal: AbortSignal,
): ReadAhead<T> {
  const reads: Array<AheadRead<T> & { controller: AbortController }> = [];
  let degree = maxDegree;
  // Documents per read: the caller's, or fewer once pages were seen cut at 10 MiB.
  let size = range;
  let calm = 0;
  let planned = 0;
  let active = true;

  return {
    get active() {
      return active;
    },
    get degree() {
      return degree;
    },
    take(skip) {
      const at = reads.findIndex((r) => r.skip === skip);
      if (at < 0) return undefined;
      const [found] = reads.splice(at, 1);
      return found;
    },
    limitAt(skip) {
      const next = reads.reduce((least, r) => (r.skip > skip && r.skip < least ? r.skip : least), Infinity);
      return Math.min(size, next - skip);
    },
    plan(cursor, horizon) {
      if (!active) return;
      planned = Math.max(planned, cursor);
      while (reads.length < degree && planned < horizon) {
        const credit = window.tryAcquire(1);
        if (credit === undefined) return;
        const skip = planned;
        const limit = Math.min(size, horizon - skip);
        planned += limit;
        const controller = new AbortController();
        const answer = read(skip, limit, AbortSignal.any([signal, controller.signal]));
        // Awaited later, or never when read-ahead stops: a failure is seen by whoever awaits it.
        answer.catch(() => undefined);
        reads.push({ skip, limit, credit, answer, controller });
      }
    },
    fit(count) {
      size = Math.max(1, Math.min(size, count));
    },
    filled(count) {
      if (count >= size && size < range) size = Math.min(range, size + Math.ceil(size / 4));
    },
    slowDown() {
      degree = Math.max(1, Math.floor(degree / 2));
      calm = 0;
    },
    pageDone() {
      if (degree >= maxDegree) return;
      calm++;
      if (calm >= RECOVER_AFTER) {
        degree++;
        calm = 0;
      }
    },
    stop() {
      active = false;
      for (const r of reads.splice(0)) {
        r.controller.abort();
        r.credit.release();
      }
    },
  };
}
