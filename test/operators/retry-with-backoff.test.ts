import { defer } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { BadRequestError, RateLimitError, ServerError } from '../../src/errors/errors.js';
import { retryWithBackoff } from '../../src/operators/retry-with-backoff.js';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('retryWithBackoff', () => {
  it('resubscribes after retryable errors with exponential full-jitter waits', () => {
    scheduler().run(({ cold, expectObservable, expectSubscriptions }) => {
      const source = cold('a#', undefined, new ServerError('boom', { status: 503 }));
      const out = source.pipe(retryWithBackoff({ retries: 2, baseMs: 100, maxMs: 1000, random: () => 0.5 }));
      // waits 50 (0.5 * 100) then 100 (0.5 * 200); third failure passes through
      expectObservable(out).toBe('a 50ms a 100ms a#', undefined, new ServerError('boom', { status: 503 }));
      expectSubscriptions(source.subscriptions).toBe(['^!', '51ms ^!', '152ms ^!']);
    });
  });

  it("honours the error's retryAfterMs over the backoff", () => {
    scheduler().run(({ cold, expectObservable }) => {
      let attempt = 0;
      const err = new RateLimitError('slow down', { status: 429, retryAfterMs: 3000 });
      const failing = cold('-#', undefined, err);
      const ok = cold('-x|');
      const out = defer(() => (attempt++ === 0 ? failing : ok)).pipe(
        retryWithBackoff({ retries: 3, baseMs: 10, random: () => 0.5 }),
      );
      expectObservable(out).toBe('- 3000ms -x|');
    });
  });

  it('does not retry errors that retryOn rejects', () => {
    scheduler().run(({ cold, expectObservable, expectSubscriptions }) => {
      const err = new BadRequestError('bad', { status: 400 });
      const source = cold('a#', undefined, err);
      expectObservable(source.pipe(retryWithBackoff({ retries: 5 }))).toBe('a#', undefined, err);
      expectSubscriptions(source.subscriptions).toBe('^!');
    });
  });
});
