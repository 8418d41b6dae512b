/**
 * crawlstream: stream the Firecrawl v2 API into RxJS pipelines and files.
 *
 * @packageDocumentation
 */

export { type BrowserOperations, type Client, createClient } from './client.js';
export { asAsyncIterable } from './core/async-iterable.js';
export type { FieldIssue } from './core/bad-request-details.js';
export type { CancelSignal } from './core/cancel-signal.js';
export { type ClientOptions, DEFAULT_API_URL, type RetryOptions } from './core/config.js';
export * from './core/errors.js';
export type { JobKind, PageCursor, PageEvent } from './core/page-event.js';
export { type PageEnvelope, type ParsedPage, parsePage } from './core/page-parser.js';
export {
  type ParsedPageBytes,
  type ParsePageBytesOptions,
  parsePageBytes,
} from './core/page-parser-bytes.js';
export {
  DEFAULT_STALL_TIMEOUT_MS,
  type JobPagesOptions,
  type PagingErrorInfo,
  type PagingOptions,
  pagingErrorInfo,
} from './core/paging.js';
export {
  DEFAULT_MAX_POLL_INTERVAL_MS,
  DEFAULT_POLL_INTERVAL_MS,
  type PollBackoffOptions,
} from './core/paging-backoff.js';
export { createPagingStats, holdCurrentPage, type PagingStats } from './core/paging-window.js';
export type { Progress, ProgressCallback } from './core/progress.js';
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
export type { BrowserDeleteOptions } from './operations/browser.js';
export { concatMapHeld } from './operations/concat-map-held.js';
export {
  type CheckStatus,
  type DiagnoseOptions,
  diagnoseServer,
  type ServerCheck,
  type ServerDiagnosis,
} from './operations/diagnose-server.js';
export { documents } from './operations/documents.js';
export type { ExtraFieldsOption } from './operations/extra-fields.js';
export type { ExtractInput, ExtractOptions, ExtractResult } from './operations/extract.js';
export type { ActiveCrawl } from './operations/jobs.js';
export type { SearchItem } from './operations/search.js';
export { DEFAULT_NOT_FOUND_GRACE_MS, type JobStart, type StartJobOptions } from './operations/start-job.js';
export type { WarningOptions } from './operations/warning.js';
export * from './schemas/index.js';
export * from './webhooks/index.js';
