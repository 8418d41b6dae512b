import { describe, expect, it } from 'vitest';
import { errorFromResponse } from '../../src/errors/error-from-response.js';
import {
  AbortError,
  BadRequestError,
  BrowserExecutionError,
  CheckpointError,
  ClientClosedError,
  ConflictError,
  ConnectionError,
  CrawlstreamError,
  ForbiddenError,
  GoneError,
  HttpStatusError,
  NotFoundError,
  PayloadTooLargeError,
  PaymentRequiredError,
  RateLimitError,
  RequestFailedError,
  RequestTimeoutError,
  ServerError,
  TimeoutError,
  UnauthorizedError,
  ValidationError,
} from '../../src/errors/errors.js';
import { isRetryable, shouldRetry } from '../../src/retry/retry-policy.js';

const cases: Array<[number, new (...args: never[]) => CrawlstreamError]> = [
  [400, BadRequestError],
  [401, UnauthorizedError],
  [402, PaymentRequiredError],
  [403, ForbiddenError],
  [404, NotFoundError],
  [408, RequestTimeoutError],
  [409, ConflictError],
  [410, GoneError],
  [413, PayloadTooLargeError],
  [429, RateLimitError],
  [500, ServerError],
  [502, ServerError],
  [503, ServerError],
  [504, ServerError],
];

describe('errorFromResponse', () => {
  it.each(cases)('maps %i to its class with the server message, code, method and path', (status, Class) => {
    const err = errorFromResponse({
      status,
      body: { success: false, code: 'SOME_CODE', error: `server says ${status}` },
      method: 'GET',
      path: '/v2/crawl/abc',
      headers: { 'x-request-id': 'req-1' },
    });
    expect(err).toBeInstanceOf(Class);
    expect(err).toBeInstanceOf(CrawlstreamError);
    expect(err.name).toBe(Class.name);
    expect(err.status).toBe(status);
    expect(err.code).toBe('SOME_CODE');
    expect(err.serverMessage).toBe(`server says ${status}`);
    expect(err.message).toContain(`server says ${status}`);
    expect(err.message).toContain('GET /v2/crawl/abc');
    expect(err.method).toBe('GET');
    expect(err.path).toBe('/v2/crawl/abc');
    expect(err.requestId).toBe('req-1');
  });

  it('keeps the details of a 400', () => {
    const details = [{ path: ['limit'], message: 'Too small' }];
    const err = errorFromResponse({
      status: 400,
      body: { success: false, code: 'BAD_REQUEST', error: 'Bad Request', details },
      method: 'POST',
      path: '/v2/search',
    });
    expect(err).toBeInstanceOf(BadRequestError);
    expect((err as BadRequestError).details).toEqual(details);
  });

  it('treats success:false with HTTP 200 as a failure', () => {
    const err = errorFromResponse({
      status: 200,
      body: { success: false, error: 'DNS resolution failed' },
      method: 'POST',
      path: '/v2/scrape',
    });
    expect(err).toBeInstanceOf(RequestFailedError);
    expect(err.status).toBe(200);
    expect(err.message).toContain('DNS resolution failed');
  });

  it('falls back to HttpStatusError for other 4xx and uses a text body as the message', () => {
    const err = errorFromResponse({ status: 418, body: 'teapot', method: 'GET', path: '/v2/x' });
    expect(err.constructor).toBe(HttpStatusError);
    expect(err.serverMessage).toBe('teapot');
  });

  it('reads retryAfterMs from the header, else from the 429 body text', () => {
    const fromHeader = errorFromResponse({
      status: 429,
      body: { error: 'slow down, retry after 50s' },
      method: 'GET',
      path: '/v2/x',
      headers: { 'retry-after': '3' },
      nowMs: 0,
    });
    expect(fromHeader.retryAfterMs).toBe(3000);
    const fromText = errorFromResponse({
      status: 429,
      body: {
        error:
          'Rate limit exceeded. Consumed (req/min): 101, Remaining (req/min): 0. retry after 7s, resets at Sun Nov 22 2026',
      },
      method: 'GET',
      path: '/v2/x',
      nowMs: 0,
    });
    expect(fromText.retryAfterMs).toBe(7000);
  });

  it('serialises to JSON without the cause object, keeping name, message and facts', () => {
    const err = new ServerError('boom', {
      status: 500,
      method: 'GET',
      path: '/v2/x',
      cause: new Error('inner'),
    });
    const json = JSON.parse(JSON.stringify(err));
    expect(json).toMatchObject({
      name: 'ServerError',
      message: 'boom',
      status: 500,
      method: 'GET',
      path: '/v2/x',
    });
    expect(json.cause).toEqual({ name: 'Error', message: 'inner' });
  });

  it('ValidationError carries its issues and a VALIDATION_ERROR code', () => {
    const err = new ValidationError('bad', [{ path: 'limit', rule: 'too_small', message: 'x' }]);
    expect(err.issues[0]?.path).toBe('limit');
    expect(err.code).toBe('VALIDATION_ERROR');
  });
});

describe('a 400 shows its reasons', () => {
  // As the 2025 open-source server sends them (zod 3): a union failure carries `unionErrors`.
  const zod3 = {
    success: false,
    code: 'BAD_REQUEST',
    error: 'Bad Request',
    details: [
      {
        code: 'invalid_union',
        unionErrors: [
          {
            issues: [
              { code: 'invalid_type', path: ['formats', 0], message: 'Expected string, received object' },
            ],
          },
          {
            issues: [
              {
                code: 'invalid_literal',
                path: ['formats', 0, 'type'],
                message: 'Invalid literal value, expected "markdown"',
              },
            ],
          },
        ],
        path: ['formats', 0],
        message: 'Invalid input',
      },
      { code: 'custom', message: 'URL must have a valid top-level domain or be a valid path', path: ['url'] },
    ],
  };
  // As the current service sends them (zod 4): a union failure carries `errors`, one issue list per branch.
  const zod4 = {
    success: false,
    code: 'BAD_REQUEST',
    error: 'Bad Request',
    details: [
      {
        code: 'invalid_union',
        errors: [
          [
            {
              code: 'invalid_value',
              path: ['type'],
              message: 'Invalid option: expected one of "markdown"|"html"',
            },
          ],
          [],
        ],
        path: ['formats', 0],
        message: 'Invalid input',
      },
    ],
  };

  it('reads zod 3 issues into fieldIssues and the message, without --debug', () => {
    const err = errorFromResponse({ status: 400, body: zod3, method: 'POST', path: '/v2/scrape' });
    expect(err).toBeInstanceOf(BadRequestError);
    expect((err as BadRequestError).fieldIssues).toEqual([
      { path: 'formats[0].type', message: 'Invalid literal value, expected "markdown"' },
      { path: 'url', message: 'URL must have a valid top-level domain or be a valid path' },
    ]);
    expect(err.message).toBe(
      'POST /v2/scrape failed with 400: Bad Request (formats[0].type: Invalid literal value, expected "markdown"; url: URL must have a valid top-level domain or be a valid path). Fix these fields and send again.',
    );
  });

  it('reads zod 4 issues the same way', () => {
    const err = errorFromResponse({ status: 400, body: zod4, method: 'POST', path: '/v2/scrape' });
    expect((err as BadRequestError).fieldIssues).toEqual([
      { path: 'type', message: 'Invalid option: expected one of "markdown"|"html"' },
    ]);
  });

  it('never ends a message with two periods', () => {
    const err = errorFromResponse({
      status: 500,
      body: { success: false, error: 'An unexpected error occurred.' },
      method: 'POST',
      path: '/v2/crawl',
    });
    expect(err.message).not.toContain('..');
  });

  it('summarises an HTML error page in one line', () => {
    const html =
      '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>';
    const err = errorFromResponse({
      status: 502,
      body: html,
      method: 'GET',
      path: '/v2/crawl/x',
      headers: { 'content-type': 'text/html' },
    });
    expect(err.message).toBe(
      'GET /v2/crawl/x failed with 502: an HTML page (text/html): 502 Bad Gateway. The service failed; retry later.',
    );
  });
});

describe('the error hierarchy', () => {
  it('puts every answer with a status under HttpStatusError, 2xx success:false included', () => {
    for (const status of [200, 400, 401, 402, 403, 404, 408, 409, 410, 413, 418, 429, 500, 503]) {
      const err = errorFromResponse({ status, body: { success: false }, method: 'GET', path: '/v2/x' });
      expect(err).toBeInstanceOf(HttpStatusError);
      expect(err).toBeInstanceOf(CrawlstreamError);
      expect(err.status).toBe(status);
    }
  });

  it('puts TimeoutError under ConnectionError, as a request that was sent', () => {
    const err = new TimeoutError('GET /v2/x got no complete answer');
    expect(err).toBeInstanceOf(ConnectionError);
    expect(err.requestSent).toBe(true);
    expect(err.code).toBe('TIMEOUT');
    expect(err.name).toBe('TimeoutError');
  });

  it('gives ClientClosedError its code and the other classes their place', () => {
    expect(new ClientClosedError('closed').code).toBe('CLIENT_CLOSED');
    for (const err of [
      new ClientClosedError('x'),
      new AbortError('x'),
      new CheckpointError('x'),
      new BrowserExecutionError('x', { result: { success: false }, sessionId: 's' }),
    ]) {
      expect(err).toBeInstanceOf(CrawlstreamError);
      expect(err).not.toBeInstanceOf(HttpStatusError);
    }
  });

  it('says on each error whether its kind is retryable', () => {
    const retryable = [
      new ConnectionError('x', { requestSent: false }),
      new TimeoutError('x'),
      ...[408, 429, 500, 502, 503, 504].map((status) =>
        errorFromResponse({ status, body: {}, method: 'GET', path: '/v2/x' }),
      ),
    ];
    const final = [
      new AbortError('x'),
      new ClientClosedError('x'),
      new ValidationError('x', []),
      new CrawlstreamError('x'),
      ...[200, 400, 401, 402, 403, 404, 409, 410, 413, 501].map((status) =>
        errorFromResponse({ status, body: { success: false }, method: 'GET', path: '/v2/x' }),
      ),
    ];
    for (const err of retryable) expect([err.name, err.retryable]).toEqual([err.name, true]);
    for (const err of final) expect([err.name, err.retryable]).toEqual([err.name, false]);
    // Not an own property: JSON and inspect output keep to the facts.
    expect(Object.keys(new TimeoutError('x'))).not.toContain('retryable');
  });

  it('has the retry policy read retryable rather than decide by class', () => {
    class AlwaysRetryable extends CrawlstreamError {
      override get retryable(): boolean {
        return true;
      }
    }
    const ctx = { method: 'GET', retries: 0, maxRetries: 3, elapsedMs: 0, delayMs: 0 };
    expect(isRetryable(new AlwaysRetryable('x'))).toBe(true);
    expect(shouldRetry(new AlwaysRetryable('x'), ctx)).toBe(true);
    expect(shouldRetry(new CrawlstreamError('x'), ctx)).toBe(false);
  });
});
