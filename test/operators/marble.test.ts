import { defer } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { BadRequestError, RateLimitError, ServerError } from '../../src/errors/errors.js';
import { bufferBytes } from '../../src/operators/buffer-bytes.js';
import { type ProgressInfo, progress } from '../../src/operators/progress.js';
import { rateLimit } from '../../src/operators/rate-limit.js';
import { retryWithBackoff } from '../../src/operators/retry-with-backoff.js';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('rateLimit', () => {
  it('spaces a burst 1000/perSecond ms apart and lets slow values through at once', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const source = cold('(abc) 2000ms d|');
      // a at 0, b at 500, c at 1000; d arrives at 2005 (the group spans 5 frames), long after the gap
      expectObservable(source.pipe(rateLimit(2))).toBe('a 499ms b 499ms c 1004ms d|');
    });
  });

  it('rejects a non-positive rate', () => {
    expect(() => rateLimit(0)).toThrow(RangeError);
  });
});

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

describe('progress', () => {
  it('reports at most once per interval and once more on completion', () => {
    scheduler().run(({ cold, expectObservable, flush }) => {
      const seen: ProgressInfo[] = [];
      const source = cold('a 9ms b 9ms c 99ms d|', { a: 'xx', b: 'yyy', c: 'z', d: 'wwww' });
      expectObservable(source.pipe(progress((p) => seen.push(p), { intervalMs: 50 }))).toBe(
        'a 9ms b 9ms c 99ms d|',
        { a: 'xx', b: 'yyy', c: 'z', d: 'wwww' },
      );
      flush();
      expect(seen).toEqual([
        { items: 1, bytes: 2, events: 1, elapsedMs: 0, done: false },
        { items: 4, bytes: 10, events: 4, elapsedMs: 120, done: false },
        { items: 4, bytes: 10, events: 4, elapsedMs: 121, done: true },
      ]);
    });
  });

  it('counts documents and bytes of page events', () => {
    scheduler().run(({ cold, expectObservable, flush }) => {
      const seen: ProgressInfo[] = [];
      const page = { documents: [{}, {}, {}], bytes: 300 };
      expectObservable(cold('p|', { p: page }).pipe(progress((p) => seen.push(p)))).toBe('p|', { p: page });
      flush();
      expect(seen.at(-1)).toMatchObject({ items: 3, bytes: 300, events: 1, done: true });
    });
  });
});

describe('bufferBytes', () => {
  it('emits a batch once it reaches maxBytes and the rest on completion', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const source = cold('a-b-c-d-e|', { a: 'aaaa', b: 'bb', c: 'cc', d: 'd', e: 'eeeeeeeeee' });
      expectObservable(source.pipe(bufferBytes(4))).toBe('a---c---e|', {
        a: ['aaaa'],
        c: ['bb', 'cc'],
        e: ['d', 'eeeeeeeeee'],
      });
    });
  });

  it('emits the remainder at completion and drops it on error', () => {
    scheduler().run(({ cold, expectObservable }) => {
      expectObservable(cold('a-b|', { a: 'x', b: 'y' }).pipe(bufferBytes(100))).toBe('---(r|)', {
        r: ['x', 'y'],
      });
      expectObservable(cold('a-#', { a: 'x' }).pipe(bufferBytes(100))).toBe('--#');
    });
  });
});
