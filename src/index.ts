/**
 * crawlstream: stream the Firecrawl v2 API into RxJS pipelines and files.
 *
 * @packageDocumentation
 */

export { type BrowserOperations, type Client, createClient } from './client.js';
export type { FieldIssue } from './errors/bad-request-details.js';
export * from './errors/errors.js';
export type { CancelSignal } from './http/cancel-signal.js';
export { type ClientOptions, DEFAULT_API_URL, type RetryOptions } from './http/config.js';
export {
  createTransport,
  type RequestSpec,
  type ResolvedNext,
  type RetryInfo,
  type Transport,
  type TransportResponse,
} from './http/transport.js';
export type { BrowserDeleteOptions } from './operations/browser.js';
export {
  type CheckStatus,
  type DiagnoseOptions,
  diagnoseServer,
  type ServerCheck,
  type ServerDiagnosis,
} from './operations/diagnose-server.js';
export type { ExtraFieldsOption } from './operations/extra-fields.js';
export type { ExtractInput, ExtractOptions, ExtractResult } from './operations/extract.js';
export type { ActiveCrawl } from './operations/jobs.js';
export type { SearchItem } from './operations/search.js';
export { DEFAULT_NOT_FOUND_GRACE_MS, type JobStart, type StartJobOptions } from './operations/start-job.js';
export type { WarningOptions } from './operations/warning.js';
export { asAsyncIterable } from './operators/as-async-iterable.js';
export { concatMapHeld } from './operators/concat-map-held.js';
export { documents } from './operators/documents.js';
export type { JobKind, PageCursor, PageEvent } from './paging/page-event.js';
export { type PageEnvelope, type ParsedPage, parsePage } from './paging/page-parser.js';
export {
  type ParsedPageBytes,
  type ParsePageBytesOptions,
  parsePageBytes,
} from './paging/page-parser-bytes.js';
export {
  DEFAULT_STALL_TIMEOUT_MS,
  type JobPagesOptions,
  type PagingErrorInfo,
  type PagingOptions,
  pagingErrorInfo,
} from './paging/paging.js';
export {
  DEFAULT_MAX_POLL_INTERVAL_MS,
  DEFAULT_POLL_INTERVAL_MS,
  type PollBackoffOptions,
} from './paging/paging-backoff.js';
export { createPagingStats, holdCurrentPage, type PagingStats } from './paging/paging-window.js';
export type { Progress, ProgressCallback } from './paging/progress.js';
export {
  backoffDelayMs,
  isRetryable,
  parseRetryAfter,
  retryDelayMs,
  shouldRetry,
} from './retry/retry-policy.js';
export * from './schemas/index.js';
export * from './webhooks/index.js';
