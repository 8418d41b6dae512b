/**
 * Tombstones: the records of URLs a complete crawl no longer found. Only URLs the pipeline knows as live,
 * in the crawl's scope, not found by this run and not among its failed pages.
 */
import type { JournalEntry, UrlState } from './change-types.js';
import { type CrawlScope } from './crawl-scope.js';
/** The tombstone verdicts of a run that found `entries`, in URL order. */
export declare function tombstonesFor(state: ReadonlyMap<string, UrlState>, entries: readonly JournalEntry[], scope: CrawlScope, failed: ReadonlySet<string>): JournalEntry[];
/** The record a tombstone writes: the URL, and its verdict with when the pipeline last saw the page. */
export declare function tombstoneDocument(url: string, previous: UrlState | undefined): Record<string, unknown>;
