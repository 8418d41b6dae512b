import { type MonoTypeOperatorFunction } from 'rxjs';
import type { PageEvent } from '../paging/page-event.js';
import { type DedupeStore } from './hash-set-store.js';
/** Options of {@link dedupePages}. */
export interface DedupePagesOptions {
    /**
     * Where seen keys are kept. Pass a store seeded from an earlier run's output to dedupe across a resume.
     * @default a fresh hashSetStore() per subscription (64-bit hashes, bounded memory)
     */
    store?: DedupeStore;
    /**
     * The deduplication key of a document.
     * @default the canonical form of the document's URL (see {@link documentUrl} and {@link canonicalUrl})
     */
    key?: (document: PageEvent['documents'][number]) => string;
}
/**
 * Drops the documents of each page event whose key was seen before, keeping the page event itself: its
 * cursors, job counters and credit hold travel to the sink unchanged. This is the dedupe to use in front of
 * a file sink, because the sink's checkpoint stays a position in the job (documents read from the service,
 * not documents written), so resume stays exact. {@link dedupeBy} is the one for plain document streams.
 *
 * @example
 * ```ts
 * client.crawl({ url, allowSubdomains: true }).pipe(dedupePages(), toParquet('site.parquet'))
 * // 'https://a.com/x#top' after 'https://A.com/x/' is not written twice
 * ```
 */
export declare function dedupePages(options?: DedupePagesOptions): MonoTypeOperatorFunction<PageEvent>;
/** The URL a document was scraped from: `metadata.sourceURL`, else `metadata.url`, else `url`. */
export declare function documentUrl(document: unknown): string;
