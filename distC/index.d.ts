/**
 * crawlstream: stream the Firecrawl v2 API into RxJS pipelines and files.
 *
 * The root entry holds the client, the types of its operations and pages, the errors and the request and
 * response schemas. Operators are in `crawlstream/operators`, file sinks in `crawlstream/sinks`, the webhook
 * receiver in `crawlstream/webhooks` and the local service in `crawlstream/emulator`.
 *
 * @packageDocumentation
 */
export { type AgentOperations, type BrowserOperations, type Client, createClient, type MonitorOperations, type ResearchOperations, type TeamOperations, type ToolOperations, } from './client.js';
export type { FieldIssue } from './errors/bad-request-details.js';
export { AbortError, BadRequestError, BrowserExecutionError, CheckpointError, ClientClosedError, type ClientErrorCode, ConflictError, ConnectionError, CrawlstreamError, CursorError, DatabaseError, EmbeddingError, type ErrorCode, type ErrorDetails, FencedError, ForbiddenError, GoneError, HttpStatusError, isNotOffered, JobCancelledError, JobFailedError, NotFoundError, PayloadTooLargeError, PaymentRequiredError, RateLimitError, RequestFailedError, RequestTimeoutError, ResponseDecodeError, ResponseTooLargeError, ServerError, StorageError, TimeoutError, UnauthorizedError, ValidationError, type ValidationIssue, } from './errors/errors.js';
export { type ClientOptions, DEFAULT_API_URL, type RetryOptions } from './http/config.js';
export type { AgentOptions } from './operations/agent.js';
export type { BrowserDeleteOptions } from './operations/browser.js';
export { type CheckStatus, type DiagnoseOptions, diagnoseServer, type ServerCheck, type ServerDiagnosis, } from './operations/diagnose-server.js';
export type { ExtraFieldsOption } from './operations/extra-fields.js';
export type { ExtractInput, ExtractOptions, ExtractResult } from './operations/extract.js';
export type { BudgetStop, JobBudgetOptions } from './operations/job-budget.js';
export type { ActiveCrawl } from './operations/jobs.js';
export { isFinalCheck, type MonitorCheckPagesOptions, type MonitorPagesPage, } from './operations/monitor-check-pages.js';
export type { ParseInput } from './operations/parse.js';
export type { SearchCallOptions, SearchItem } from './operations/search.js';
export { DEFAULT_NOT_FOUND_GRACE_MS, type JobStart, type StartJobOptions, type StartOnlyOptions, } from './operations/start-job.js';
export type { UsagePeriod } from './operations/team.js';
export type { WarningOptions } from './operations/warning.js';
export type { PageOwner, PageStream } from './paging/owned-pages.js';
export type { JobKind, PageCursor, PageEvent } from './paging/page-event.js';
export { DEFAULT_MAX_POLL_INTERVAL_MS, DEFAULT_POLL_INTERVAL_MS, type PollBackoffOptions, } from './paging/paging-backoff.js';
export { type PagingErrorInfo, pagingErrorInfo } from './paging/paging-error-info.js';
export { DEFAULT_STALL_TIMEOUT_MS, type JobPagesOptions, type PagingOptions, } from './paging/paging-options.js';
export type { Progress, ProgressCallback } from './paging/progress.js';
export type { RetryInfo } from './retry/retry-info.js';
export * from './schemas/index.js';
