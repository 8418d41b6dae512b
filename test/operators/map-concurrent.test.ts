import fc from 'fast-check';
import {
  firstValueFrom,
  from,
  lastValueFrom,
  merge,
  mergeMap,
  of,
  range,
  Subject,
  take,
  toArray,
} from 'rxjs';
import { describe, expect, it } from 'vitest';
import { limitConcurrency } from '../../src/operators/limit-concurrency.js';
import { mapConcurrent } from '../../src/operators/map-concurrent.js';

const tick = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

describe('mapConcurrent', () => {
  it('never runs more than n at once across two pipelines sharing one limiter', async () => {
    const limiter = limitConcurrency(3);
    let active = 0;
    let maxActive = 0;
    const work = async (v: number) => {
      active++;
      maxActive = Math.max(maxActive, active);
      expect(limiter.activeCount).toBeLessThanOrEqual(3);
      await tick(1 + (v % 4));
      active--;
      return v * 2;
    };
    const a = from(Array.from({ length: 30 }, (_, i) => i)).pipe(
      mapConcurrent(work, { concurrency: 3, limiter }),
    );
    const b = from(Array.from({ length: 30 }, (_, i) => 100 + i)).pipe(
      mapConcurrent(work, { concurrency: 3, limiter }),
    );
    const out = await lastValueFrom(merge(a, b).pipe(toArray()));
    expect(out).toHaveLength(60);
    expect(maxActive).toBe(3);
    expect(new Set(out)).toEqual(
      new Set([
        ...Array.from({ length: 30 }, (_, i) => i * 2),
        ...Array.from({ length: 30 }, (_, i) => 200 + i * 2),
      ]),
    );
  });

  it('keeps input order when ordered is set, even when later items finish first', async () => {
    const delays = [30, 1, 15, 1, 5];
    const out = await lastValueFrom(
      from(delays).pipe(
        mapConcurrent(
          async (d, i) => {
            await tick(d);
            return i;
          },
          { concurrency: 5, ordered: true },
        ),
        toArray(),
      ),
    );
    expect(out).toEqual([0, 1, 2, 3, 4]);
  });

  it('emits in completion order by default', async () => {
    const out = await lastValueFrom(
      from([20, 1]).pipe(
        mapConcurrent(
          async (d) => {
            await tick(d);
            return d;
          },
          { concurrency: 2 },
        ),
        toArray(),
      ),
    );
    expect(out).toEqual([1, 20]);
  });

  it('errors with the first failure and aborts the calls in flight', async () => {
    const aborted: number[] = [];
    const obs = from([1, 2, 3]).pipe(
      mapConcurrent(
        (v, _i, signal) =>
          new Promise<number>((resolve, reject) => {
            if (v === 2) setTimeout(() => reject(new Error('two failed')), 2);
            signal.addEventListener('abort', () => {
              aborted.push(v);
              resolve(v);
            });
          }),
        { concurrency: 3 },
      ),
    );
    await expect(firstValueFrom(obs)).rejects.toThrow('two failed');
    expect(aborted).toEqual(expect.arrayContaining([1, 3]));
  });

  it('skips work still queued behind a shared limiter after unsubscribe', async () => {
    const limiter = limitConcurrency(1);
    const started: number[] = [];
    const input = new Subject<number>();
    const sub = input
      .pipe(
        mapConcurrent(
          async (v) => {
            started.push(v);
            await tick(10);
            return v;
          },
          { concurrency: 2, limiter },
        ),
      )
      .subscribe();
    input.next(1);
    input.next(2);
    await tick(1);
    sub.unsubscribe();
    await tick(30);
    expect(started).toEqual([1]);
    expect(limiter.activeCount + limiter.pendingCount).toBe(0);
  });

  it('runs a long synchronous source at most n at once, emitting every result once', async () => {
    let active = 0;
    let maxActive = 0;
    const out = await lastValueFrom(
      range(0, 5_000).pipe(
        mapConcurrent(
          async (v, i) => {
            expect(i).toBe(v);
            active++;
            maxActive = Math.max(maxActive, active);
            await Promise.resolve();
            active--;
            return v;
          },
          { concurrency: 7 },
        ),
        toArray(),
      ),
    );
    expect(maxActive).toBe(7);
    expect(out.sort((a, b) => a - b)).toEqual(Array.from({ length: 5_000 }, (_, i) => i));
  });

  it('matches mergeMap: same results, never more than n in flight, input order when ordered', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 30 }),
        fc.integer({ min: 1, max: 5 }),
        fc.boolean(),
        async (delays, concurrency, ordered) => {
          let active = 0;
          let maxActive = 0;
          const work = async (d: number, i: number) => {
            active++;
            maxActive = Math.max(maxActive, active);
            await tick(d);
            active--;
            return `${i}:${d}`;
          };
          const got = await lastValueFrom(
            from(delays).pipe(mapConcurrent(work, { concurrency, ordered }), toArray()),
          );
          const reference = await lastValueFrom(
            from(delays).pipe(
              mergeMap((d, i) => work(d, i), concurrency),
              toArray(),
            ),
          );
          expect(maxActive).toBeLessThanOrEqual(concurrency);
          expect([...got].sort()).toEqual([...reference].sort());
          if (ordered) expect(got).toEqual(delays.map((d, i) => `${i}:${d}`));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('aborts the calls in flight and starts no more when the subscriber leaves early', async () => {
    const started: number[] = [];
    const aborted: number[] = [];
    const out = await lastValueFrom(
      range(0, 10).pipe(
        mapConcurrent(
          (v, _i, signal) =>
            new Promise<number>((resolve) => {
              started.push(v);
              if (v < 2) setTimeout(() => resolve(v), 1);
              signal.addEventListener('abort', () => aborted.push(v));
            }),
          { concurrency: 4 },
        ),
        take(2),
        toArray(),
      ),
    );
    expect(out.sort()).toEqual([0, 1]);
    await tick(5);
    // 0 freed its slot for 4; 1 was the second result, so take(2) left before 5 could start.
    expect(started.sort()).toEqual([0, 1, 2, 3, 4]);
    expect(aborted.sort()).toEqual([2, 3, 4]);
  });

  it('errors with the source error and aborts the calls in flight', async () => {
    const input = new Subject<number>();
    const aborted: number[] = [];
    const result = lastValueFrom(
      input.pipe(
        mapConcurrent(
          (v, _i, signal) =>
            new Promise<number>(() => {
              signal.addEventListener('abort', () => aborted.push(v));
            }),
          { concurrency: 2 },
        ),
      ),
    );
    input.next(1);
    input.next(2);
    input.next(3);
    input.error(new Error('source failed'));
    await expect(result).rejects.toThrow('source failed');
    expect(aborted).toEqual([1, 2]);
  });

  it('completes once the source completed and the last call settled, also with no values', async () => {
    expect(
      await lastValueFrom(
        from([] as number[]).pipe(
          mapConcurrent(async (v) => v),
          toArray(),
        ),
      ),
    ).toEqual([]);
    const input = new Subject<number>();
    const done = lastValueFrom(
      input.pipe(
        mapConcurrent(async (v) => v * 2, { concurrency: 1 }),
        toArray(),
      ),
    );
    input.next(1);
    input.next(2);
    input.complete();
    expect(await done).toEqual([2, 4]);
  });

  it('turns a synchronous throw of fn into the stream error', async () => {
    const obs = of(1).pipe(
      mapConcurrent(() => {
        throw new Error('sync throw');
      }),
    );
    await expect(lastValueFrom(obs)).rejects.toThrow('sync throw');
  });

  it('gives each call its own signal when fn declares it, and aborts only the calls in flight', async () => {
    const signals: AbortSignal[] = [];
    const input = new Subject<number>();
    const sub = input
      .pipe(
        mapConcurrent(
          (v, _i, signal) => {
            signals.push(signal);
            return v === 1 ? Promise.resolve(v) : new Promise<number>(() => {});
          },
          { concurrency: 3 },
        ),
      )
      .subscribe();
    input.next(1);
    input.next(2);
    await tick(1);
    sub.unsubscribe();
    expect(signals).toHaveLength(2);
    expect(signals[0]).not.toBe(signals[1]);
    expect(signals.map((s) => s.aborted)).toEqual([false, true]);
  });

  it('aborts the shared signal of a fn that reaches it through a rest parameter', async () => {
    const signals: AbortSignal[] = [];
    const input = new Subject<number>();
    const sub = input
      .pipe(
        mapConcurrent(
          (...args: [number, number, AbortSignal]) => {
            signals.push(args[2]);
            return new Promise<number>(() => {});
          },
          { concurrency: 3 },
        ),
      )
      .subscribe();
    input.next(1);
    input.next(2);
    await tick(1);
    expect(signals).toHaveLength(2);
    expect(signals.every((s) => s instanceof AbortSignal && !s.aborted)).toBe(true);
    sub.unsubscribe();
    expect(signals.every((s) => s.aborted)).toBe(true);
  });

  it('rejects a bad concurrency', () => {
    expect(() => limitConcurrency(0)).toThrow(RangeError);
    expect(() => mapConcurrent(async (x) => x, { concurrency: 1.5 })).toThrow(RangeError);
  });
});
