import { from, lastValueFrom, toArray } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import { type Emulator, startEmulator } from '../../src/emulator/index.js';
import { RateLimitError } from '../../src/errors/errors.js';
import { adaptiveConcurrency } from '../../src/operators/adaptive-concurrency.js';
import { mapConcurrent } from '../../src/operators/map-concurrent.js';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const thing of open.splice(0).reverse()) await thing.close();
});

describe('adaptiveConcurrency', () => {
  it('halves once per burst of 429s, holds new calls for the Retry-After, and grows back after successes', async () => {
    let now = 0;
    const limiter = adaptiveConcurrency({ initial: 8, now: () => now });
    expect(limiter.concurrency).toBe(8);
    // A burst: the eight calls in flight all report the same push-back.
    for (let i = 0; i < 8; i++) limiter.rateLimited(1000);
    expect(limiter.concurrency).toBe(4);
    expect(limiter.decreases).toBe(1);
    // A call queued now waits for the Retry-After; the clock moves, then it runs.
    let ran = false;
    const done = limiter.run(() => {
      ran = true;
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(ran).toBe(false);
    now = 1000;
    await done;
    expect(ran).toBe(true);
    // Another 429 a full wait later is a new burst.
    limiter.rateLimited(1000);
    expect(limiter.concurrency).toBe(2);
    // Additive increase: a run of successes as long as the limit adds one slot, up to the start.
    now = 5000;
    for (let i = 0; i < 2 + 3 + 4 + 5 + 6 + 7 + 20; i++) await limiter.run(() => undefined);
    expect(limiter.concurrency).toBe(8);
  });

  it('a call that fails with 429 lowers the limit too, and the failure reaches the caller', async () => {
    const limiter = adaptiveConcurrency({ initial: 4, defaultWaitMs: 1 });
    const err = new RateLimitError('limited', { status: 429, retryAfterMs: 1 });
    await expect(limiter.run(() => Promise.reject(err))).rejects.toBe(err);
    expect(limiter.concurrency).toBe(2);
  });

  it('against a rate-limited service: fewer 429s than a fixed concurrency, every scrape done once', async () => {
    // 40 scrapes a second on the scrape route; 120 scrapes asked for.
    const urls = Array.from({ length: 120 }, (_, i) => `https://site-1.test/?n=${i}`);
    const run = async (adaptive: boolean) => {
      const emulator: Emulator = await startEmulator({
        seed: 2,
        rateLimit: { requests: 20, windowMs: 500, routes: ['scrape'] },
      });
      open.push(emulator);
      const limiter = adaptive ? adaptiveConcurrency({ initial: 16 }) : undefined;
      const client = createClient({
        apiKey: emulator.apiKey,
        apiUrl: emulator.url,
        maxRetries: 50,
        ...(limiter ? { onRetry: limiter.onRetry } : {}),
      });
      open.push(client);
      const docs = await lastValueFrom(
        from(urls).pipe(
          mapConcurrent((url) => lastValueFrom(client.scrape({ url })), {
            concurrency: 16,
            ...(limiter ? { limiter } : {}),
          }),
          toArray(),
        ),
      );
      const refused = emulator.requests.filter((r) => r.faults.includes('rate-limit')).length;
      return { docs: docs.length, refused, decreases: limiter?.decreases ?? 0 };
    };
    const fixed = await run(false);
    const adaptive = await run(true);
    expect(fixed.docs).toBe(120);
    expect(adaptive.docs).toBe(120);
    expect(adaptive.decreases).toBeGreaterThan(0);
    expect(adaptive.refused).toBeLessThan(fixed.refused);
  }, 60_000);
});
