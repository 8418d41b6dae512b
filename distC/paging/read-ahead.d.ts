import type { Credit, CreditWindow } from './paging-window.js';
/**
 * Default read-ahead degree (status reads waiting on the server at once), chosen by measurement: see
 * `benchmarks/README.md`.
 */
export declare const DEFAULT_READ_AHEAD = 8;
/**
 * The read-ahead degree when the caller sets none: {@link DEFAULT_READ_AHEAD}, or fewer when the team may
 * have fewer pages scraped at once (its `maxConcurrency`, when known): status reads stay within what the
 * service grants the team.
 */
export declare function defaultReadAhead(maxConcurrency: number | undefined): number;
/**
 * Default window while reading ahead: bodies received ahead plus pages held, at most about 10 MiB each.
 * Chosen by measurement (see `benchmarks/README.md`): the export time barely changes above it, peak RSS does.
 */
export declare const DEFAULT_READ_AHEAD_WINDOW = 7;
/** An answer read ahead, with the window credit its body took. */
export interface Admitted<T> {
    readonly value: T;
    /** The credit; it passes to the page made from the answer. */
    readonly credit: Credit;
    /** When the head of the answer arrived (`performance.now()`). */
    readonly headAt: number;
}
/** One read-ahead read: the documents `[skip, skip + limit)`. */
export interface AheadRead<T> {
    readonly skip: number;
    readonly limit: number;
    /** The answer; awaited only by the paging loop, when this range is next in order. */
    readonly answer: Promise<Admitted<T>>;
}
/** What the read-ahead needs to know of an answer. */
export interface AnswerShape {
    /** Documents in it. */
    count: number;
    /** Whether the job was completed (every document exists, so a short answer was cut). */
    completed: boolean;
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
     * A page of `count` documents and about `chars` characters of JSON (what the 10 MiB cut counts) was
     * delivered: ranges are sized from what was seen.
     */
    observe(count: number, chars: number): void;
    /** The loop waited `ms` for the server (for the head of an answer): more reads at once if that is long. */
    waited(ms: number): void;
    /** A status read was answered with 429: fewer reads at once for a while. */
    slowDown(): void;
    /** A page was consumed without a 429 since the last one. */
    pageDone(): void;
    /** Stops reading ahead for good: aborts every read and returns its credit. */
    stop(): void;
    /** Still reading ahead (not stopped). */
    readonly active: boolean;
}
/**
 * How a read-ahead sends one read; `admit` goes to the page read as `PageRead.admit` (called when the
 * head arrived, and again by a retry's attempt).
 */
export type ReadRange<T> = (skip: number, limit: number, signal: AbortSignal, admit: () => Promise<void>) => Promise<T>;
/**
 * Creates the read-ahead of one run.
 *
 * @param maxDegree - most reads waiting on the server at once (≥ 2; 1 means no read-ahead and is not built).
 * @param range - most documents per read (the caller's page limit, or the service's default).
 * @param window - the run's credit window; bodies read ahead take credits as they arrive, keeping one free
 *   for the body the loop needs next.
 * @param read - sends one read.
 * @param shape - what an answer holds.
 * @param signal - the run's signal: aborting it aborts every read.
 */
export declare function createReadAhead<T>(maxDegree: number, range: number, window: CreditWindow, read: ReadRange<T>, shape: (answer: T) => AnswerShape, signal: AbortSignal): ReadAhead<T>;
/**
 * About how many characters of JSON a page's documents hold (what the service's 10 MiB cut counts): their
 * bytes, scaled by the characters per byte of the first and last document, so that sizing read-ahead
 * ranges costs no pass over the whole page.
 */
export declare function estimateChars(docs: readonly Buffer[]): number;
