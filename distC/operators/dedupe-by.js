import { defer, filter } from 'rxjs';
import { hashSetStore } from './hash-set-store.js';
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
export function dedupeBy(key, options = {}) {
    // A store made once here would be shared by every subscription; each run starts from nothing instead.
    return (source) => defer(() => {
        const store = options.store ?? hashSetStore();
        return source.pipe(filter((value) => store.add(key(value))));
    });
}
