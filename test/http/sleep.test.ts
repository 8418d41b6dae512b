import { afterEach, describe, expect, it, vi } from 'vitest';
import { AbortError } from '../../src/errors/errors.js';
import { sleep } from '../../src/http/sleep.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('sleep', () => {
  it('resolves after the given time', async () => {
    vi.useFakeTimers();
    let done = false;
    const p = sleep(1000).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await p;
    expect(done).toBe(true);
  });

  it('rejects at once on abort and clears its timer', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const p = sleep(60_000, controller.signal);
    expect(vi.getTimerCount()).toBe(1);
    controller.abort('stop');
    await expect(p).rejects.toBeInstanceOf(AbortError);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects without a timer when the signal is already aborted', async () => {
    vi.useFakeTimers();
    await expect(sleep(10, AbortSignal.abort())).rejects.toMatchObject({ code: 'ABORTED' });
    expect(vi.getTimerCount()).toBe(0);
  });
});
