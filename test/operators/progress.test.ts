import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { type ProgressInfo, progress } from '../../src/operators/progress.js';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

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
