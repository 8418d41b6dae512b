import { type MonoTypeOperatorFunction } from 'rxjs';
import { type DedupeStore } from './hash-set-store.js';
/** Options of {@link dedupeBy}. */
export interface DedupeByOptions {
    /**
     * Where seen keys are kept. Pass one store to several pipelines to dedupe across them.
     * @default a fresh hashSetStore() per subscription (64-bit hashes, bounded memory)
     */
    store?: DedupeStore;
}
/**
 * Drops every value whose key was seen before. Keys are usually canonical URLs.
 *
 * @param key - the deduplication key of a value.
 * @example
 * ```ts
 * documents$.pipe(dedupeBy((doc) => canonicalUrl(doc.metadata?.sourceURL ?? '')))
 * // 'https://a.com/x#top' after 'https://A.com/x/' is dropped
 * ```
 */
export declare function dedupeBy<T>(key: (value: T) => string, options?: DedupeByOptions): MonoTypeOperatorFunction<T>;
