import { describe, expect, it } from 'vitest';
import {
  AbortError,
  ConnectionError,
  NotFoundError,
  RateLimitError,
  ServerError,
  TimeoutError,
  UnauthorizedError,
} from '../../src/errors/errors.js';
import {
  backoffDelayMs,
  isRetryable,
  parseRetryAfter,
  retryDelayMs,
  shouldRetry,
} from '../../src/retry/retry-policy.js';

const NOW = Date.parse('2026-11-22T19:00:00Z');

describe('parseRetryAfter', () => {
  it('reads delta-seconds', () => {
    expect(parseRetryAfter('120', undefined, NOW)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', undefined, NOW)).toBe(0);
  });
  it('reads an HTTP date relative to now, never negative', () => {
    expect(parseRetryAfter('Sun, 22 Nov 2026 19:00:30 GMT', undefined, NOW)).toBe(30_000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 18:00:00 GMT', undefined, NOW)).toBe(0);
  });
  it('prefers the header over the body text', () => {
    expect(parseRetryAfter('2', 'retry after 40s', NOW)).toBe(2000);
  });
  it('falls back to "retry after Ns" in the body', () => {
    expect(parseRetryAfter(undefined, 'Rate limit exceeded, retry after 37s, resets at x', NOW)).toBe(37_000);
    expect(parseRetryAfter('garbage', 'please Retry After 1.5 seconds', NOW)).toBe(1500);
    expect(parseRetryAfter(undefined, 'retry after 250ms', NOW)).toBe(250);
  });
  it('returns undefined when nothing names a wait', () => {
    expect(parseRetryAfter(undefined, 'too many requests', NOW)).toBeUndefined();
    expect(parseRetryAfter(undefined, undefined, NOW)).toBeUndefined();
  });
});

describe('backoff', () => {
  const opts = { baseMs: 100, maxMs: 1000, random: () => 0.5 };
  it('doubles the ceiling per attempt with full jitter', () => {
    expect([0, 1, 2, 3].map((a) => backoffDelayMs(a, opts))).toEqual([50, 100, 200, 400]);
  });
  it('caps the ceiling at maxMs', () => {
    expect(backoffDelayMs(10, { ...opts, random: () => 0.999 })).toBeLessThan(1000);
    expect(backoffDelayMs(10, { ...opts, random: () => 0.999 })).toBeGreaterThan(990);
  });
  it('uses the full range down to 0', () => {
    expect(backoffDelayMs(3, { ...opts, random: () => 0 })).toBe(0);
  });
  it('uses the server wait when the error carries one, within maxRetryAfterMs', () => {
    const err = new RateLimitError('x', { status: 429, retryAfterMs: 7000 });
    expect(retryDelayMs(0, { ...opts, maxRetryAfterMs: 10_000 }, err)).toBe(7000);
    expect(retryDelayMs(0, { ...opts, maxRetryAfterMs: 5000 }, err)).toBeUndefined();
    expect(retryDelayMs(2, opts, new ServerError('x', { status: 503 }))).toBe(200);
  });
});

describe('isRetryable', () => {
  it('accepts connection errors, timeouts and 408/429/500/502/503/504 only', () => {
    for (const status of [408, 429, 500, 502, 503, 504]) expect(isRetryable({ status })).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 410, 413, 501])
      expect(isRetryable({ status })).toBe(false);
    expect(isRetryable(new ConnectionError('x', { requestSent: true }))).toBe(true);
    expect(isRetryable(new TimeoutError('x'))).toBe(true);
    expect(isRetryable(new AbortError('x'))).toBe(false);
  });
});

describe('shouldRetry', () => {
  const base = { retries: 0, maxRetries: 3, elapsedMs: 0, delayMs: 100 };
  const s503 = new ServerError('x', { status: 503 });
  const s429 = new RateLimitError('x', { status: 429 });
  const sent = new ConnectionError('x', { requestSent: true });
  const notSent = new ConnectionError('x', { requestSent: false });

  it('retries GET and DELETE freely', () => {
    for (const method of ['GET', 'DELETE']) {
      for (const err of [s503, s429, sent, notSent]) expect(shouldRetry(err, { ...base, method })).toBe(true);
    }
  });
  it('retries a POST with an idempotency key (or retryUnsafe) like a GET', () => {
    for (const err of [s503, s429, sent]) {
      expect(shouldRetry(err, { ...base, method: 'POST', idempotencyKey: 'k' })).toBe(true);
      expect(shouldRetry(err, { ...base, method: 'POST', retryUnsafe: true })).toBe(true);
    }
  });
  it('retries other POSTs only on 429 and connection errors before sending', () => {
    expect(shouldRetry(s429, { ...base, method: 'POST' })).toBe(true);
    expect(shouldRetry(notSent, { ...base, method: 'POST' })).toBe(true);
    expect(shouldRetry(s503, { ...base, method: 'POST' })).toBe(false);
    expect(shouldRetry(sent, { ...base, method: 'POST' })).toBe(false);
    expect(shouldRetry(new TimeoutError('x'), { ...base, method: 'POST' })).toBe(false);
  });
  it('stops at maxRetries and never retries aborts or non-retryable statuses', () => {
    expect(shouldRetry(s503, { ...base, method: 'GET', retries: 3 })).toBe(false);
    expect(shouldRetry(new AbortError('x'), { ...base, method: 'GET' })).toBe(false);
    expect(shouldRetry(new UnauthorizedError('x', { status: 401 }), { ...base, method: 'GET' })).toBe(false);
  });
  it('retries 404 only within notFoundGraceMs', () => {
    const nf = new NotFoundError('x', { status: 404 });
    expect(shouldRetry(nf, { ...base, method: 'GET' })).toBe(false);
    expect(
      shouldRetry(nf, { ...base, method: 'GET', notFoundGraceMs: 1000, elapsedMs: 800, delayMs: 200 }),
    ).toBe(true);
    expect(
      shouldRetry(nf, { ...base, method: 'GET', notFoundGraceMs: 1000, elapsedMs: 900, delayMs: 200 }),
    ).toBe(false);
  });
});
