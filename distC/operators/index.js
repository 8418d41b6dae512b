/**
 * crawlstream/operators: pipeable RxJS operators for crawl pipelines, and `asAsyncIterable` to consume a
 * page stream with `for await`.
 *
 * @packageDocumentation
 */
export { canonicalUrl } from '../documents/canonical-url.js';
export { concatMapHeld } from '../documents/concat-map-held.js';
export { adaptiveConcurrency, } from './adaptive-concurrency.js';
export { asAsyncIterable } from './as-async-iterable.js';
export { bufferBytes } from './buffer-bytes.js';
export { dedupeBy } from './dedupe-by.js';
export { dedupePages, documentUrl } from './dedupe-pages.js';
export { documents } from './documents.js';
export { exactSetStore, hashSetStore } from './hash-set-store.js';
export { limitConcurrency } from './limit-concurrency.js';
export { mapConcurrent } from './map-concurrent.js';
export { progress } from './progress.js';
export { rateLimit } from './rate-limit.js';
export { retryWithBackoff } from './retry-with-backoff.js';
