import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { bufferBytes } from '../../src/operators/buffer-bytes.js';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

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
