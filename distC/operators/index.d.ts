/**
 * crawlstream/operators: pipeable RxJS operators for crawl pipelines, and `asAsyncIterable` to consume a
 * page stream with `for await`.
 *
 * @packageDocumentation
 */
export { type CanonicalUrlOptions, canonicalUrl } from '../documents/canonical-url.js';
export { concatMapHeld } from '../documents/concat-map-held.js';
export { type AdaptiveConcurrencyOptions, type AdaptiveLimiter, adaptiveConcurrency, } from './adaptive-concurrency.js';
export { asAsyncIterable } from './as-async-iterable.js';
export { type BufferBytesOptions, bufferBytes } from './buffer-bytes.js';
export { type DedupeByOptions, dedupeBy } from './dedupe-by.js';
export { type DedupePagesOptions, dedupePages, documentUrl } from './dedupe-pages.js';
export { documents } from './documents.js';
export { type DedupeStore, exactSetStore, type HashSetStoreOptions, hashSetStore } from './hash-set-store.js';
export { type ConcurrencyLimiter, limitConcurrency } from './limit-concurrency.js';
export { type MapConcurrentOptions, mapConcurrent } from './map-concurrent.js';
export { type ProgressInfo, type ProgressOptions, progress } from './progress.js';
export { type RateLimitOptions, rateLimit } from './rate-limit.js';
export { type RetryWithBackoffOptions, retryWithBackoff } from './retry-with-backoff.js';
