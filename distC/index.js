/**
 * crawlstream: stream the Firecrawl v2 API into RxJS pipelines and files.
 *
 * The root entry holds the client, the types of its operations and pages, the errors and the request and
 * response schemas. Operators are in `crawlstream/operators`, file sinks in `crawlstream/sinks`, the webhook
 * receiver in `crawlstream/webhooks` and the local service in `crawlstream/emulator`.
 *
 * @packageDocumentation
 */
export { createClient, } from './client.js';
export { AbortError, BadRequestError, BrowserExecutionError, CheckpointError, ClientClosedError, ConflictError, ConnectionError, CrawlstreamError, CursorError, DatabaseError, EmbeddingError, FencedError, ForbiddenError, GoneError, HttpStatusError, isNotOffered, JobCancelledError, JobFailedError, NotFoundError, PayloadTooLargeError, PaymentRequiredError, RateLimitError, RequestFailedError, RequestTimeoutError, ResponseDecodeError, ResponseTooLargeError, ServerError, StorageError, TimeoutError, UnauthorizedError, ValidationError, } from './errors/errors.js';
export { DEFAULT_API_URL } from './http/config.js';
export { diagnoseServer, } from './operations/diagnose-server.js';
export { isFinalCheck, } from './operations/monitor-check-pages.js';
export { DEFAULT_NOT_FOUND_GRACE_MS, } from './operations/start-job.js';
export { DEFAULT_MAX_POLL_INTERVAL_MS, DEFAULT_POLL_INTERVAL_MS, } from './paging/paging-backoff.js';
export { pagingErrorInfo } from './paging/paging-error-info.js';
export { DEFAULT_STALL_TIMEOUT_MS, } from './paging/paging-options.js';
export * from './schemas/index.js';
