import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { rateLimit } from '../../src/operators/rate-limit.js';

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
