import { defer, filter, type MonoTypeOperatorFunction } from 'rxjs';
import { type DedupeStore, hashSetStore } from './hash-set-store.js';

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
export function dedupeBy<T>(
  key: (value: T) => string,
  options: DedupeByOptions = {},
): MonoTypeOperatorFunction<T> {
  // A store made once here would be shared by every subscription; each run starts from nothing instead.
  return (source) =>
    defer(() => {
      const store = options.store ?? hashSetStore();
      return source.pipe(filter((value) => store.add(key(value))));
    });
}
