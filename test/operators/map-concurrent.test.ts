import { firstValueFrom, from, lastValueFrom, merge, Subject, toArray } from 'rxjs';
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

  it('rejects a bad concurrency', () => {
    expect(() => limitConcurrency(0)).toThrow(RangeError);
    expect(() => mapConcurrent(async (x) => x, { concurrency: 1.5 })).toThrow(RangeError);
  });
});
