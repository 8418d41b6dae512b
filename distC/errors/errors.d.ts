/**
 * Every error class of the library, in one hierarchy (`error-from-response.ts` maps an HTTP answer to its
 * class):
 *
 * ```text
 * CrawlstreamError                 retryable: false unless a subclass says otherwise
 * ├── HttpStatusError              the service answered with a status (`status` always set)
 * │   ├── BadRequestError 400, UnauthorizedError 401, PaymentRequiredError 402, ForbiddenError 403,
 * │   │   NotFoundError 404, RequestTimeoutError 408, ConflictError 409, GoneError 410,
 * │   │   PayloadTooLargeError 413, RateLimitError 429, ServerError 5xx
 * │   └── RequestFailedError       2xx with `success: false`
 * ├── ConnectionError              no complete answer: retryable
 * │   └── TimeoutError             none within `timeoutMs`
 * ├── AbortError                   the caller aborted
 * ├── ClientClosedError            the client was closed
 * ├── ResponseDecodeError          an answer that cannot be read
 * │   └── ResponseTooLargeError
 * ├── ValidationError              bad input, refused before any request
 * ├── CursorError                  a `next` cursor or a page the paging cannot trust
 * ├── JobFailedError, JobCancelledError
 * ├── BrowserExecutionError        code run in a browser session failed
 * ├── CheckpointError              a sink's checkpoint cannot be used
 * ├── StorageError                 an object store refused or failed a request
 * ├── DatabaseError                a database refused or failed what a table sink asked
 * └── EmbeddingError               an embeddings server refused, failed or answered out of shape
 * ```
 *
 * `retryable` is the one place that says which kinds of failure a retry can help; the retry policy
 * (`retry-policy.ts`) reads it and adds what depends on the request (method, idempotency key, attempts).
 *
 * Errors never hold request headers or full URLs, only the method and path, so the API key cannot leak
 * through `message`, `toString()`, `JSON.stringify` or `util.inspect`. Response bodies are scrubbed of
 * the key by the transport before they reach an error.
 */
import type { BrowserExecuteResult } from '../schemas/browser.js';
import { type FieldIssue } from './bad-request-details.js';
/**
 * The `code` values the client itself sets. Errors from the service carry the service's own code
 * (`BAD_REQUEST`, `SCRAPE_TIMEOUT`, ...), and connection errors the socket's (`ECONNRESET`, `UND_ERR_SOCKET`,
 * ...), so {@link ErrorCode} stays open to any string.
 */
export type ClientErrorCode = 'VALIDATION_ERROR' | 'TIMEOUT' | 'CONNECTION_ERROR' | 'ABORTED' | 'CLIENT_CLOSED' | 'INVALID_JSON' | 'INVALID_ENCODING' | 'UNSUPPORTED_ENCODING' | 'UNEXPECTED_RESPONSE' | 'UNEXPECTED_STATUS' | 'EMPTY_BODY' | 'RESPONSE_TOO_LARGE' | 'ROUTE_NOT_FOUND' | 'INVALID_NEXT' | 'FOREIGN_NEXT' | 'BEYOND_TOTAL' | 'CURSOR_OVERLAP' | 'SKIP_IGNORED' | 'MISSING_DOCUMENTS' | 'JOB_FAILED' | 'JOB_CANCELLED' | 'JOB_STALLED' | 'CREDITS_NOT_REPORTED' | 'EXTRACT_SCHEMA_MISMATCH' | 'EXECUTION_FAILED' | 'UNFINISHED_EXPORT' | 'PART_MISMATCH' | 'DATASET_EXISTS' | 'DATASET_LAYOUT' | 'MANIFEST_INVALID' | 'MISSING_PACKAGE' | 'TABLE_SHAPE' | 'LIMIT_IGNORED' | 'CHECK_GONE' | 'OUTPUT_EXISTS' | 'OUTPUT_SHORTER' | 'STATE_OF_ANOTHER_RUN' | 'FENCED';
/** An error's `code`: one of {@link ClientErrorCode}, or the service's or the socket's own code. */
export type ErrorCode = ClientErrorCode | (string & {});
/** Statuses that say "try again": request timeout, rate limit and the transient server failures. */
export declare const RETRYABLE_STATUSES: ReadonlySet<number>;
/** Fields every {@link CrawlstreamError} may carry; each is set only when known. */
export interface ErrorDetails {
    /** HTTP status of the response that failed. */
    status?: number | undefined;
    /** Machine-readable code from the service (`BAD_REQUEST`, `SCRAPE_TIMEOUT`, ...) or from the client. */
    code?: ErrorCode | undefined;
    /** Parsed response body (or its text when it was not JSON). */
    body?: unknown;
    /** Request id from the response headers, to quote in a support request. */
    requestId?: string | undefined;
    /** HTTP method of the request. */
    method?: string | undefined;
    /** Request path without origin or query, e.g. `/v2/crawl/<id>`. */
    path?: string | undefined;
    /** How long the service asked to wait before retrying, in milliseconds. */
    retryAfterMs?: number | undefined;
    /** The service's own error message, unchanged. */
    serverMessage?: string | undefined;
    /** The underlying error (socket error, zod error, ...). */
    cause?: unknown;
}
/**
 * Base class of every error this library raises or sends down an observable's error channel.
 *
 * @example
 * client.crawlPages(jobId).subscribe({
 *   error: (err) => { if (err instanceof NotFoundError) console.log(err.status, err.serverMessage); },
 * });
 */
export declare class CrawlstreamError extends Error {
    readonly status?: number;
    readonly code?: ErrorCode;
    readonly body?: unknown;
    readonly requestId?: string;
    readonly method?: string;
    readonly path?: string;
    readonly retryAfterMs?: number;
    readonly serverMessage?: string;
    /**
     * @param message - what went wrong and what to do next.
     * @param details - status, code, body and the other known facts; `undefined` fields are left out.
     */
    constructor(message: string, details?: ErrorDetails);
    /**
     * Whether this kind of failure may go away when the same request is sent again: a connection failure, a
     * timeout, or one of `RETRYABLE_STATUSES`. Whether a given request is retried also depends on its
     * method and idempotency key (`shouldRetry`).
     */
    get retryable(): boolean;
    /** A plain, key-free summary used by `JSON.stringify`. */
    toJSON(): Record<string, unknown>;
}
/** The service answered with an HTTP status that means failure (or a 2xx whose body said `success: false`). */
export declare class HttpStatusError extends CrawlstreamError {
    readonly status: number;
    constructor(message: string, details: ErrorDetails & {
        status: number;
    });
}
/** 400: the service rejected the request; `fieldIssues` says which fields and why, `details` as sent. */
export declare class BadRequestError extends HttpStatusError {
    readonly details?: unknown;
    /** The fields the service refused, read from `details` (zod 3 or zod 4 issues); `[]` when it named none. */
    readonly fieldIssues: readonly FieldIssue[];
    /** @param details - the service's `details` array (zod issues), when it sent one. */
    constructor(message: string, details: ErrorDetails & {
        status: number;
        details?: unknown;
    });
}
/** 401: missing or invalid API key. */
export declare class UnauthorizedError extends HttpStatusError {
}
/** 402: not enough credits. */
export declare class PaymentRequiredError extends HttpStatusError {
}
/** 403: the account or the target site forbids the request. */
export declare class ForbiddenError extends HttpStatusError {
}
/** 404: unknown, foreign or expired id. */
export declare class NotFoundError extends HttpStatusError {
}
/** 408: the service timed out (`SCRAPE_TIMEOUT`, `MAP_TIMEOUT`). */
export declare class RequestTimeoutError extends HttpStatusError {
}
/** 409: conflicting state, e.g. cancelling a completed crawl or a reused idempotency key. */
export declare class ConflictError extends HttpStatusError {
}
/** 410: the resource was destroyed (browser sessions). */
export declare class GoneError extends HttpStatusError {
}
/** 413: the request body is over the service's limit. */
export declare class PayloadTooLargeError extends HttpStatusError {
}
/** 429: rate limit or full queue; `retryAfterMs` says how long to wait when the service said so. */
export declare class RateLimitError extends HttpStatusError {
}
/** 5xx: the service failed. */
export declare class ServerError extends HttpStatusError {
}
/** The service answered 2xx but its body said `success: false` (failed kickoff, DNS failure, ...). */
export declare class RequestFailedError extends HttpStatusError {
}
/** The connection failed or broke before a full response arrived. */
export declare class ConnectionError extends CrawlstreamError {
    /**
     * `false` when the failure happened while connecting (refused, DNS, connect timeout), so the service
     * cannot have seen the request; `true` when it may have.
     */
    readonly requestSent: boolean;
    constructor(message: string, details: ErrorDetails & {
        requestSent: boolean;
    });
    get retryable(): boolean;
}
/** No complete response within the request's `timeoutMs`; the request was sent. */
export declare class TimeoutError extends ConnectionError {
    constructor(message: string, details?: ErrorDetails);
}
/** The caller aborted (AbortSignal or unsubscribe). Never retried. */
export declare class AbortError extends CrawlstreamError {
    get retryable(): boolean;
}
/** The client was closed while the request ran or before it was sent. Never retried. */
export declare class ClientClosedError extends CrawlstreamError {
    constructor(message: string, details?: ErrorDetails);
}
/** The response could not be read: invalid JSON, unexpected shape, or over the size limit. */
export declare class ResponseDecodeError extends CrawlstreamError {
}
/** The response body was larger than `maxResponseBytes`; the rest was not read. */
export declare class ResponseTooLargeError extends ResponseDecodeError {
}
/** One problem found while validating input on the client side. */
export interface ValidationIssue {
    /** Dotted path of the field, e.g. `scrapeOptions.formats[0]` (empty for the root). */
    path: string;
    /** The rule that failed, e.g. `too_big`, `invalid_value`, `unrecognized_keys`. */
    rule: string;
    /** Human-readable description. */
    message: string;
}
/** Input rejected before any request was made; the message names each field and rule. */
export declare class ValidationError extends CrawlstreamError {
    /** Every issue found, in order. */
    readonly issues: readonly ValidationIssue[];
    constructor(message: string, issues: readonly ValidationIssue[], details?: ErrorDetails);
}
/** A job ended in `failed`; `jobId` names it. */
export declare class JobFailedError extends CrawlstreamError {
    readonly jobId: string;
    constructor(message: string, details: ErrorDetails & {
        jobId: string;
    });
}
/** A job was cancelled while it was being read; `jobId` names it. */
export declare class JobCancelledError extends CrawlstreamError {
    readonly jobId: string;
    constructor(message: string, details: ErrorDetails & {
        jobId: string;
    });
}
/**
 * A `next` cursor URL from the service was malformed or pointed outside `/v2/`, or a page did not continue
 * the job's document list where it should (`BEYOND_TOTAL`, `CURSOR_OVERLAP`, `SKIP_IGNORED`,
 * `MISSING_DOCUMENTS`).
 */
export declare class CursorError extends CrawlstreamError {
}
/**
 * The code run in a browser session failed: the service answered `success: false`, or `success: true` with
 * `error` set (an exception inside the code, e.g. a navigation timeout), or the run was killed at its time
 * limit. `result` holds the whole execution result (stdout, stderr, exitCode, killed, error).
 */
export declare class BrowserExecutionError extends CrawlstreamError {
    /** The execution result as the service sent it. */
    readonly result: BrowserExecuteResult;
    /** The session the code ran in. */
    readonly sessionId: string;
    constructor(message: string, details: ErrorDetails & {
        result: BrowserExecuteResult;
        sessionId: string;
    });
}
/** A checkpoint could not be used: wrong job, missing or shorter partial file, or a gap in the cursor. */
export declare class CheckpointError extends CrawlstreamError {
}
/**
 * A commit into a destination was refused because another run claimed it with a higher fencing token (code
 * `FENCED`): the worker that held this run lost its lease (it was paused, cut off or presumed dead) and
 * another took the run over. Nothing of the refused commit was written.
 */
export declare class FencedError extends CheckpointError {
    /** The token this run holds. */
    readonly token: number;
    /** The higher token the destination holds. */
    readonly current: number;
    constructor(destination: string, token: number, current: number);
}
/**
 * An object store (S3 or S3-compatible) refused or failed a request. `bucket` and `key` name the object;
 * `code` is the store's own (`NoSuchBucket`, `AccessDenied`, `SignatureDoesNotMatch`, ...) or the socket's.
 * Never carries a credential.
 */
export declare class StorageError extends CrawlstreamError {
    readonly bucket: string;
    readonly key?: string;
    /** `false` when the connection failed before the request could reach the store. */
    readonly requestSent: boolean;
    constructor(message: string, details: ErrorDetails & {
        bucket: string;
        key?: string | undefined;
        requestSent?: boolean | undefined;
    });
    /** 5xx, 429 and broken connections; a store's 4xx is final. */
    get retryable(): boolean;
}
/**
 * Whether an error says the server does not offer the call at all: Express's 404 page for a route it lacks
 * (code `ROUTE_NOT_FOUND`), or 501 Not Implemented. Self-hosted builds lack some routes of the cloud service.
 */
export declare function isNotOffered(err: unknown): boolean;
/**
 * A database refused or failed what a table sink (`toTable`) asked: it could not be reached or refused the
 * login, the table has another shape (code `TABLE_SHAPE`), or a statement failed. `database` names it as a
 * URL without the password (or the DuckDB file); `code` is the database's own (a Postgres SQLSTATE such as
 * `28P01`, `3D000`, `57P01`) or the socket's when it has one. Never carries a password.
 */
export declare class DatabaseError extends CrawlstreamError {
    readonly database: string;
    readonly table: string;
    constructor(message: string, details: ErrorDetails & {
        database: string;
        table: string;
    });
}
/**
 * An embeddings server (`POST /v1/embeddings`) refused or failed a request, or answered with the wrong
 * count of vectors, the wrong dimension or a number that is not finite (code `EMBEDDING_SHAPE`): nothing of
 * that batch is written. `--max-embed-tokens` reached is code `EMBED_BUDGET`. Names the server by its URL
 * without credentials; never carries a key.
 */
export declare class EmbeddingError extends CrawlstreamError {
    /** 5xx, 429 and broken connections. */
    get retryable(): boolean;
}
