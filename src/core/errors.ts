/**
 * Typed errors: one base class, one subclass per failure the caller may want to tell apart, and one
 * factory that maps an HTTP answer to its class.
 *
 * Errors never hold request headers or full URLs, only the method and path, so the API key cannot leak
 * through `message`, `toString()`, `JSON.stringify` or `util.inspect`. Response bodies are scrubbed of
 * the key by the transport before they reach an error.
 */
import { type FieldIssue, fieldIssues, fieldIssuesText } from './bad-request-details.js';
import { parseRetryAfter } from './retry-after.js';
import { withoutFinalPeriod } from './sentence.js';

/** Fields every {@link CrawlstreamError} may carry; each is set only when known. */
export interface ErrorDetails {
  /** HTTP status of the response that failed. */
  status?: number | undefined;
  /** Machine-readable code from the service (`BAD_REQUEST`, `SCRAPE_TIMEOUT`, ...) or from the client. */
  code?: string | undefined;
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

const DETAIL_KEYS = [
  'status',
  'code',
  'body',
  'requestId',
  'method',
  'path',
  'retryAfterMs',
  'serverMessage',
] as const;

/**
 * Base class of every error this library raises or sends down an observable's error channel.
 *
 * @example
 * try { await transport.request({ method: 'GET', path: '/v2/crawl/x' }); }
 * catch (err) { if (err instanceof NotFoundError) console.log(err.status, err.serverMessage); }
 */
export class CrawlstreamError extends Error {
  declare readonly status?: number;
  declare readonly code?: string;
  declare readonly body?: unknown;
  declare readonly requestId?: string;
  declare readonly method?: string;
  declare readonly path?: string;
  declare readonly retryAfterMs?: number;
  declare readonly serverMessage?: string;

  /**
   * @param message - what went wrong and what to do next.
   * @param details - status, code, body and the other known facts; `undefined` fields are left out.
   */
  constructor(message: string, details: ErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    // The class name, not own-enumerable, so JSON and inspect output stay focused on the facts.
    Object.defineProperty(this, 'name', { value: new.target.name, configurable: true, writable: true });
    for (const key of DETAIL_KEYS) {
      if (details[key] !== undefined)
        Object.defineProperty(this, key, { value: details[key], enumerable: true });
    }
  }

  /** A plain, key-free summary used by `JSON.stringify`. */
  toJSON(): Record<string, unknown> {
    const out: Record<string, unknown> = { name: this.name, message: this.message };
    for (const [key, value] of Object.entries(this)) out[key] = value;
    if (this.cause !== undefined) {
      out.cause =
        this.cause instanceof Error
          ? { name: this.cause.name, message: this.cause.message }
          : String(this.cause);
    }
    return out;
  }
}

/** 400: the service rejected the request; `fieldIssues` says which fields and why, `details` as sent. */
export class BadRequestError extends CrawlstreamError {
  declare readonly details?: unknown;
  /** The fields the service refused, read from `details` (zod 3 or zod 4 issues); `[]` when it named none. */
  readonly fieldIssues: readonly FieldIssue[];
  /** @param details - the service's `details` array (zod issues), when it sent one. */
  constructor(message: string, details: ErrorDetails & { details?: unknown } = {}) {
    super(message, details);
    this.fieldIssues = fieldIssues(details.details);
    if (details.details !== undefined) {
      Object.defineProperty(this, 'details', { value: details.details, enumerable: true });
    }
  }
}
/** 401: missing or invalid API key. */
export class UnauthorizedError extends CrawlstreamError {}
/** 402: not enough credits. */
export class PaymentRequiredError extends CrawlstreamError {}
/** 403: the account or the target site forbids the request. */
export class ForbiddenError extends CrawlstreamError {}
/** 404: unknown, foreign or expired id. */
export class NotFoundError extends CrawlstreamError {}
/** 408: the service timed out (`SCRAPE_TIMEOUT`, `MAP_TIMEOUT`). */
export class RequestTimeoutError extends CrawlstreamError {}
/** 409: conflicting state, e.g. cancelling a completed crawl or a reused idempotency key. */
export class ConflictError extends CrawlstreamError {}
/** 410: the resource was destroyed (browser sessions). */
export class GoneError extends CrawlstreamError {}
/** 413: the request body is over the service's limit. */
export class PayloadTooLargeError extends CrawlstreamError {}
/** 429: rate limit or full queue; `retryAfterMs` says how long to wait when the service said so. */
export class RateLimitError extends CrawlstreamError {}
/** 5xx: the service failed. */
export class ServerError extends CrawlstreamError {}
/** The service answered 2xx but its body said `success: false` (failed kickoff, DNS failure, ...). */
export class RequestFailedError extends CrawlstreamError {}

/** The connection failed or broke before a full response arrived. */
export class ConnectionError extends CrawlstreamError {
  /**
   * `false` when the failure happened while connecting (refused, DNS, connect timeout), so the service
   * cannot have seen the request; `true` when it may have.
   */
  readonly requestSent: boolean;
  constructor(message: string, details: ErrorDetails & { requestSent: boolean }) {
    super(message, details);
    this.requestSent = details.requestSent;
  }
}
/** No complete response within the request's `timeoutMs`. */
export class TimeoutError extends CrawlstreamError {}
/** The caller aborted (AbortSignal or unsubscribe). Never retried. */
export class AbortError extends CrawlstreamError {}
/** The response could not be read: invalid JSON, unexpected shape, or over the size limit. */
export class ResponseDecodeError extends CrawlstreamError {}
/** The response body was larger than `maxResponseBytes`; the rest was not read. */
export class ResponseTooLargeError extends ResponseDecodeError {}

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
export class ValidationError extends CrawlstreamError {
  /** Every issue found, in order. */
  readonly issues: readonly ValidationIssue[];
  constructor(message: string, issues: readonly ValidationIssue[], details: ErrorDetails = {}) {
    super(message, { code: 'VALIDATION_ERROR', ...details });
    this.issues = issues;
  }
}

/** A job ended in `failed`; `jobId` names it. */
export class JobFailedError extends CrawlstreamError {
  readonly jobId: string;
  constructor(message: string, details: ErrorDetails & { jobId: string }) {
    super(message, details);
    this.jobId = details.jobId;
  }
}
/** A job was cancelled while it was being read; `jobId` names it. */
export class JobCancelledError extends CrawlstreamError {
  readonly jobId: string;
  constructor(message: string, details: ErrorDetails & { jobId: string }) {
    super(message, details);
    this.jobId = details.jobId;
  }
}
/** A `next` cursor URL from the service was malformed or pointed outside `/v2/`. */
export class CursorError extends CrawlstreamError {}

/** What {@link errorFromResponse} needs to know about a failed answer. */
export interface ResponseErrorInput {
  status: number;
  /** Parsed JSON body, or the body text when it was not JSON. */
  body: unknown;
  method: string;
  /** Path without origin or query. */
  path: string;
  headers?: Record<string, string | readonly string[] | undefined>;
  /** Current time for `Retry-After` dates; defaults to `Date.now()`. */
  nowMs?: number;
}

type ErrorClass = new (message: string, details: ErrorDetails) => CrawlstreamError;

const BY_STATUS: Record<number, [ErrorClass, string]> = {
  400: [BadRequestError, 'Fix the fields listed in `details` and send again.'],
  401: [UnauthorizedError, 'Check the API key (apiKey option, CRAWLSTREAM_API_KEY or FIRECRAWL_API_KEY).'],
  402: [PaymentRequiredError, 'Add credits to the account or lower the job size.'],
  403: [ForbiddenError, 'The account or the target site does not allow this request.'],
  404: [NotFoundError, 'Check the id; jobs expire about 24 h after their last write.'],
  408: [RequestTimeoutError, 'The service timed out; raise the operation timeout or retry later.'],
  409: [ConflictError, 'The resource is in a conflicting state; read its current status first.'],
  410: [GoneError, 'The resource no longer exists; create a new one.'],
  413: [PayloadTooLargeError, 'Send a smaller request body (the service accepts about 10 MB).'],
  429: [RateLimitError, 'Rate limited; wait before sending more requests.'],
};

/** The line of Express's page for a route it does not have, e.g. `Cannot GET /v2/browser`. */
const EXPRESS_MISSING_ROUTE = /^Cannot [A-Z]+ \//;

function header(headers: ResponseErrorInput['headers'], name: string): string | undefined {
  const value = headers?.[name];
  return typeof value === 'string' ? value : value?.[0];
}

function field(body: unknown, key: string): unknown {
  return body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
}

/**
 * Maps a failed answer (any non-2xx status, or a 2xx whose body says `success: false`) to its error class.
 *
 * @example
 * errorFromResponse({ status: 404, body: { success: false, error: 'Job not found' }, method: 'GET', path: '/v2/crawl/x' });
 * // NotFoundError: GET /v2/crawl/x failed with 404: Job not found. Check the id; ...
 */
export function errorFromResponse(input: ResponseErrorInput): CrawlstreamError {
  const { status, body, method, path } = input;
  const rawMessage = field(body, 'error') ?? field(body, 'message');
  const contentType = header(input.headers, 'content-type');
  const serverMessage =
    typeof rawMessage === 'string'
      ? rawMessage
      : typeof body === 'string' && body !== ''
        ? textSummary(body, contentType)
        : undefined;
  if (status === 404 && typeof body === 'string' && EXPRESS_MISSING_ROUTE.test(serverMessage ?? '')) {
    // Express's page for a route it does not have: the server lacks the route, the id is not the problem.
    return new NotFoundError(
      `${method} ${path} failed with 404: the server does not offer this route (it answered "${serverMessage}"). Self-hosted builds lack some routes of the cloud service.`,
      { status, code: 'ROUTE_NOT_FOUND', method, path, serverMessage, body: serverMessage },
    );
  }
  const code = field(body, 'code');
  const retryAfterMs = parseRetryAfter(
    header(input.headers, 'retry-after'),
    status === 429 || status === 503 ? serverMessage : undefined,
    input.nowMs ?? Date.now(),
  );
  const details: ErrorDetails = {
    status,
    code: typeof code === 'string' ? code : undefined,
    body,
    requestId: header(input.headers, 'x-request-id'),
    method,
    path,
    retryAfterMs,
    serverMessage,
  };
  const what = serverMessage ?? 'no message';
  if (status >= 200 && status < 300) {
    return new RequestFailedError(
      `${method} ${path} answered ${status} with success:false: ${withoutFinalPeriod(what)}. The operation did not run; check the input and the target site.`,
      details,
    );
  }
  const known = BY_STATUS[status];
  const [Class, hint] =
    known ?? (status >= 500 ? [ServerError, 'The service failed; retry later.'] : [CrawlstreamError, '']);
  if (Class === BadRequestError) {
    const issues = fieldIssues(field(body, 'details'));
    const reasons = issues.length > 0 ? ` (${fieldIssuesText(issues)})` : '';
    const hint400 = issues.length > 0 ? 'Fix these fields and send again.' : hint;
    return new BadRequestError(
      `${method} ${path} failed with 400: ${withoutFinalPeriod(what)}${reasons}. ${hint400}`,
      {
        ...details,
        details: field(body, 'details'),
      },
    );
  }
  const message = `${method} ${path} failed with ${status}: ${withoutFinalPeriod(what)}.${hint ? ` ${hint}` : ''}`;
  return new Class(message, details);
}

/**
 * A non-JSON error body in one line: the first line of text of an HTML page (its `<pre>`, else its
 * `<title>`, else its text), or of a plain body, with the content type when it is not plain text.
 */
function textSummary(body: string, contentType: string | undefined): string {
  const html = /html/i.test(contentType ?? '') || /^\s*</.test(body);
  let text = body;
  if (html) {
    const inner = /<pre[^>]*>([\s\S]*?)<\/pre>/i.exec(body) ?? /<title[^>]*>([\s\S]*?)<\/title>/i.exec(body);
    text = (inner?.[1] ?? body).replace(/<[^>]*>/g, ' ');
    text = text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  }
  const line =
    text
      .split(/\r?\n/)
      .map((l) => l.trim())
      .find((l) => l !== '') ?? '';
  const short = line.length > 200 ? `${line.slice(0, 200)}…` : line;
  if (html && !EXPRESS_MISSING_ROUTE.test(short))
    return `an HTML page (${contentType ?? 'text/html'}): ${short}`;
  return short;
}
