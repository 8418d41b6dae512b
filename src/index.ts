/**
 * crawlstream: stream the Firecrawl v2 API into RxJS pipelines and files.
 *
 * @packageDocumentation
 */

export { type ClientOptions, DEFAULT_API_URL, type RetryOptions } from './core/config.js';
export * from './core/errors.js';
export {
  backoffDelayMs,
  isRetryable,
  parseRetryAfter,
  retryDelayMs,
  shouldRetry,
} from './core/retry-policy.js';
export {
  createTransport,
  type RequestSpec,
  type ResolvedNext,
  type RetryInfo,
  type Transport,
  type TransportResponse,
} from './core/transport.js';
export * from './schemas/index.js';
export * from './webhooks/index.js';
