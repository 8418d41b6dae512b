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
import { fieldIssues } from './bad-request-details.js';
/** Statuses that say "try again": request timeout, rate limit and the transient server failures. */
export const RETRYABLE_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
const DETAIL_KEYS = [
    'status',
    'code',
    'body',
    'requestId',
    'method',
    'path',
    'retryAfterMs',
    'serverMessage',
];
/**
 * Base class of every error this library raises or sends down an observable's error channel.
 *
 * @example
 * client.crawlPages(jobId).subscribe({
 *   error: (err) => { if (err instanceof NotFoundError) console.log(err.status, err.serverMessage); },
 * });
 */
export class CrawlstreamError extends Error {
    /**
     * @param message - what went wrong and what to do next.
     * @param details - status, code, body and the other known facts; `undefined` fields are left out.
     */
    constructor(message, details = {}) {
        super(message, details.cause === undefined ? undefined : { cause: details.cause });
        // The class name, not own-enumerable, so JSON and inspect output stay focused on the facts.
        Object.defineProperty(this, 'name', { value: new.target.name, configurable: true, writable: true });
        for (const key of DETAIL_KEYS) {
            if (details[key] !== undefined)
                Object.defineProperty(this, key, { value: details[key], enumerable: true });
        }
    }
    /**
     * Whether this kind of failure may go away when the same request is sent again: a connection failure, a
     * timeout, or one of `RETRYABLE_STATUSES`. Whether a given request is retried also depends on its
     * method and idempotency key (`shouldRetry`).
     */
    get retryable() {
        return this.status !== undefined && RETRYABLE_STATUSES.has(this.status);
    }
    /** A plain, key-free summary used by `JSON.stringify`. */
    toJSON() {
        const out = { name: this.name, message: this.message };
        for (const [key, value] of Object.entries(this))
            out[key] = value;
        if (this.cause !== undefined) {
            out.cause =
                this.cause instanceof Error
                    ? { name: this.cause.name, message: this.cause.message }
                    : String(this.cause);
        }
        return out;
    }
}
/** The service answered with an HTTP status that means failure (or a 2xx whose body said `success: false`). */
export class HttpStatusError extends CrawlstreamError {
    constructor(message, details) {
        super(message, details);
    }
}
/** 400: the service rejected the request; `fieldIssues` says which fields and why, `details` as sent. */
export class BadRequestError extends HttpStatusError {
    /** The fields the service refused, read from `details` (zod 3 or zod 4 issues); `[]` when it named none. */
    fieldIssues;
    /** @param details - the service's `details` array (zod issues), when it sent one. */
    constructor(message, details) {
        super(message, details);
        this.fieldIssues = fieldIssues(details.details);
        if (details.details !== undefined) {
            Object.defineProperty(this, 'details', { value: details.details, enumerable: true });
        }
    }
}
/** 401: missing or invalid API key. */
export class UnauthorizedError extends HttpStatusError {
}
/** 402: not enough credits. */
export class PaymentRequiredError extends HttpStatusError {
}
/** 403: the account or the target site forbids the request. */
export class ForbiddenError extends HttpStatusError {
}
/** 404: unknown, foreign or expired id. */
export class NotFoundError extends HttpStatusError {
}
/** 408: the service timed out (`SCRAPE_TIMEOUT`, `MAP_TIMEOUT`). */
export class RequestTimeoutError extends HttpStatusError {
}
/** 409: conflicting state, e.g. cancelling a completed crawl or a reused idempotency key. */
export class ConflictError extends HttpStatusError {
}
/** 410: the resource was destroyed (browser sessions). */
export class GoneError extends HttpStatusError {
}
/** 413: the request body is over the service's limit. */
export class PayloadTooLargeError extends HttpStatusError {
}
/** 429: rate limit or full queue; `retryAfterMs` says how long to wait when the service said so. */
export class RateLimitError extends HttpStatusError {
}
/** 5xx: the service failed. */
export class ServerError extends HttpStatusError {
}
/** The service answered 2xx but its body said `success: false` (failed kickoff, DNS failure, ...). */
export class RequestFailedError extends HttpStatusError {
}
/** The connection failed or broke before a full response arrived. */
export class ConnectionError extends CrawlstreamError {
    /**
     * `false` when the failure happened while connecting (refused, DNS, connect timeout), so the service
     * cannot have seen the request; `true` when it may have.
     */
    requestSent;
    constructor(message, details) {
        super(message, details);
        this.requestSent = details.requestSent;
    }
    get retryable() {
        return true;
    }
}
/** No complete response within the request's `timeoutMs`; the request was sent. */
export class TimeoutError extends ConnectionError {
    constructor(message, details = {}) {
        super(message, { code: 'TIMEOUT', ...details, requestSent: true });
    }
}
/** The caller aborted (AbortSignal or unsubscribe). Never retried. */
export class AbortError extends CrawlstreamError {
    get retryable() {
        return false;
    }
}
/** The client was closed while the request ran or before it was sent. Never retried. */
export class ClientClosedError extends CrawlstreamError {
    constructor(message, details = {}) {
        super(message, { ...details, code: 'CLIENT_CLOSED' });
    }
}
/** The response could not be read: invalid JSON, unexpected shape, or over the size limit. */
export class ResponseDecodeError extends CrawlstreamError {
}
/** The response body was larger than `maxResponseBytes`; the rest was not read. */
export class ResponseTooLargeError extends ResponseDecodeError {
}
/** Input rejected before any request was made; the message names each field and rule. */
export class ValidationError extends CrawlstreamError {
    /** Every issue found, in order. */
    issues;
    constructor(message, issues, details = {}) {
        super(message, { code: 'VALIDATION_ERROR', ...details });
        this.issues = issues;
    }
}
/** A job ended in `failed`; `jobId` names it. */
export class JobFailedError extends CrawlstreamError {
    jobId;
    constructor(message, details) {
        super(message, details);
        this.jobId = details.jobId;
    }
}
/** A job was cancelled while it was being read; `jobId` names it. */
export class JobCancelledError extends CrawlstreamError {
    jobId;
    constructor(message, details) {
        super(message, details);
        this.jobId = details.jobId;
    }
}
/**
 * A `next` cursor URL from the service was malformed or pointed outside `/v2/`, or a page did not continue
 * the job's document list where it should (`BEYOND_TOTAL`, `CURSOR_OVERLAP`, `SKIP_IGNORED`,
 * `MISSING_DOCUMENTS`).
 */
export class CursorError extends CrawlstreamError {
}
/**
 * The code run in a browser session failed: the service answered `success: false`, or `success: true` with
 * `error` set (an exception inside the code, e.g. a navigation timeout), or the run was killed at its time
 * limit. `result` holds the whole execution result (stdout, stderr, exitCode, killed, error).
 */
export class BrowserExecutionError extends CrawlstreamError {
    /** The execution result as the service sent it. */
    result;
    /** The session the code ran in. */
    sessionId;
    constructor(message, details) {
        super(message, { code: 'EXECUTION_FAILED', ...details });
        this.result = details.result;
        this.sessionId = details.sessionId;
    }
}
/** A checkpoint could not be used: wrong job, missing or shorter partial file, or a gap in the cursor. */
export class CheckpointError extends CrawlstreamError {
}
/**
 * A commit into a destination was refused because another run claimed it with a higher fencing token (code
 * `FENCED`): the worker that held this run lost its lease (it was paused, cut off or presumed dead) and
 * another took the run over. Nothing of the refused commit was written.
 */
export class FencedError extends CheckpointError {
    /** The token this run holds. */
    token;
    /** The higher token the destination holds. */
    current;
    constructor(destination, token, current) {
        super(`${destination}: this run's lease (fencing token ${token}) was taken over by a run with token ${current}; nothing more is written by it`, { code: 'FENCED' });
        this.token = token;
        this.current = current;
    }
}
/**
 * An object store (S3 or S3-compatible) refused or failed a request. `bucket` and `key` name the object;
 * `code` is the store's own (`NoSuchBucket`, `AccessDenied`, `SignatureDoesNotMatch`, ...) or the socket's.
 * Never carries a credential.
 */
export class StorageError extends CrawlstreamError {
    bucket;
    /** `false` when the connection failed before the request could reach the store. */
    requestSent;
    constructor(message, details) {
        super(message, details);
        this.bucket = details.bucket;
        if (details.key !== undefined)
            Object.defineProperty(this, 'key', { value: details.key, enumerable: true });
        this.requestSent = details.requestSent ?? true;
    }
    /** 5xx, 429 and broken connections; a store's 4xx is final. */
    get retryable() {
        return this.status === undefined ? this.code !== 'ABORTED' : this.status === 429 || this.status >= 500;
    }
}
/**
 * Whether an error says the server does not offer the call at all: Express's 404 page for a route it lacks
 * (code `ROUTE_NOT_FOUND`), or 501 Not Implemented. Self-hosted builds lack some routes of the cloud service.
 */
export function isNotOffered(err) {
    return err instanceof CrawlstreamError && (err.code === 'ROUTE_NOT_FOUND' || err.status === 501);
}
/**
 * A database refused or failed what a table sink (`toTable`) asked: it could not be reached or refused the
 * login, the table has another shape (code `TABLE_SHAPE`), or a statement failed. `database` names it as a
 * URL without the password (or the DuckDB file); `code` is the database's own (a Postgres SQLSTATE such as
 * `28P01`, `3D000`, `57P01`) or the socket's when it has one. Never carries a password.
 */
export class DatabaseError extends CrawlstreamError {
    database;
    table;
    constructor(message, details) {
        super(message, details);
        this.database = details.database;
        this.table = details.table;
    }
}
/**
 * An embeddings server (`POST /v1/embeddings`) refused or failed a request, or answered with the wrong
 * count of vectors, the wrong dimension or a number that is not finite (code `EMBEDDING_SHAPE`): nothing of
 * that batch is written. `--max-embed-tokens` reached is code `EMBED_BUDGET`. Names the server by its URL
 * without credentials; never carries a key.
 */
export class EmbeddingError extends CrawlstreamError {
    /** 5xx, 429 and broken connections. */
    get retryable() {
        if (this.status === undefined)
            return this.code === 'CONNECTION_ERROR';
        return this.status === 429 || this.status >= 500;
    }
}
