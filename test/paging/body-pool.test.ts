import { describe, expect, it } from 'vitest';
import { createBodyPool } from '../../src/paging/body-pool.js';

describe('createBodyPool', () => {
  it('hands out buffers of exactly the size asked for, reusing a returned one that is large enough', () => {
    const pool = createBodyPool(2);
    const a = pool.take(3_000_000);
    expect(a.length).toBe(3_000_000);
    pool.give(a);
    const b = pool.take(2_500_000);
    expect(b.length).toBe(2_500_000);
    expect(b.buffer).toBe(a.buffer);
  });

  it('allocates afresh when no free buffer is large enough, and picks the smallest that fits', () => {
    const pool = createBodyPool(3);
    const small = pool.take(1_000_000);
    const large = pool.take(30_000_000);
    pool.give(small);
    pool.give(large);
    expect(pool.take(900_000).buffer).toBe(small.buffer);
    const bigger = pool.take(40_000_000);
    expect(bigger.buffer).not.toBe(large.buffer);
    expect(pool.take(20_000_000).buffer).toBe(large.buffer);
  });

  it('gives every buffer room for a full status page, so pages of varying size share the same buffers', () => {
    const pool = createBodyPool(2);
    const first = pool.take(8_800_000);
    pool.give(first);
    expect(pool.take(10_400_000).buffer).toBe(first.buffer);
  });

  it('never hands the same buffer out twice, even when it is given back twice', () => {
    const pool = createBodyPool(4);
    const a = pool.take(100);
    pool.give(a);
    pool.give(a);
    const first = pool.take(100);
    const second = pool.take(100);
    expect(first.buffer).toBe(a.buffer);
    expect(second.buffer).not.toBe(a.buffer);
  });

  it('ignores buffers it did not hand out and keeps at most maxFree, dropping the smallest', () => {
    const pool = createBodyPool(1);
    const foreign = Buffer.alloc(10_000_000);
    pool.give(foreign);
    const fresh = pool.take(10);
    expect(fresh.buffer).not.toBe(foreign.buffer);
    const small = pool.take(10);
    const large = pool.take(40_000_000);
    pool.give(fresh);
    pool.give(small);
    pool.give(large);
    // Only the largest was kept.
    expect(pool.take(10).buffer).toBe(large.buffer);
    expect(pool.take(10).buffer).not.toBe(small.buffer);
  });
});
