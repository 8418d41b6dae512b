import { afterEach, describe, expect, it } from 'vitest';
import { type Emulator, parseFaultSpec, startEmulator } from '../../src/emulator/index.js';
import { api } from './emulator-api.js';

let emulators: Emulator[] = [];

afterEach(async () => {
  await Promise.all(emulators.map((e) => e.close()));
  emulators = [];
});

async function start(options: Parameters<typeof startEmulator>[0]): Promise<Emulator> {
  const emulator = await startEmulator(options);
  emulators.push(emulator);
  return emulator;
}

function errorCode(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'no error',
    (error: NodeJS.ErrnoException) => error.code ?? error.message,
  );
}

describe('parseFaultSpec', () => {
  it('reads global rates, per-route rates and options', () => {
    expect(
      parseFaultSpec(
        '429=0.05,500=0.02,reset=0.01,crawl.status:truncate=0.1,batch.*:503=0.5,latencyMs=50,retryAfterHeader=true',
      ),
    ).toEqual({
      rates: { '429': 0.05, '500': 0.02, reset: 0.01 },
      routes: { 'crawl.status': { truncate: 0.1 }, 'batch.*': { '503': 0.5 } },
      latencyMs: 50,
      retryAfterHeader: true,
    });
  });

  it('names the bad item', () => {
    expect(() => parseFaultSpec('418=0.1')).toThrow(/Unknown fault kind "418"/);
    expect(() => parseFaultSpec('429=2')).toThrow(/between 0 and 1/);
    expect(() => parseFaultSpec('nope:429=0.1')).toThrow(/Unknown route "nope"/);
    expect(() => parseFaultSpec('429')).toThrow(/kind=rate/);
  });
});

describe('fault kinds', () => {
  it('429 says "retry after Ns" in its text and sends Retry-After only when asked', async () => {
    const plain = await start({ faults: { rates: { '429': 1 }, retryAfterSeconds: 7 } });
    const reply = await api(plain, 'GET', '/v2/crawl/active');
    expect(reply.status).toBe(429);
    expect(reply.json.success).toBe(false);
    expect(reply.json.error).toMatch(/retry after 7s, resets at /);
    expect(reply.headers['retry-after']).toBeUndefined();
    const withHeader = await start({
      faults: { rates: { '429': 1 }, retryAfterSeconds: 3, retryAfterHeader: true },
    });
    expect((await api(withHeader, 'GET', '/v2/crawl/active')).headers['retry-after']).toBe('3');
  });

  it.each(['500', '502', '503'] as const)(
    '%s replaces the response with the service error body',
    async (kind) => {
      const emulator = await start({ faults: { routes: { 'crawl.create': { [kind]: 1 } } } });
      const reply = await api(emulator, 'POST', '/v2/crawl', { body: { url: 'https://site-1.test' } });
      expect(reply.status).toBe(Number(kind));
      expect(reply.json.success).toBe(false);
      expect(typeof reply.json.error).toBe('string');
      // The request was not handled: no job exists.
      expect((await api(emulator, 'GET', '/v2/crawl/active')).json.crawls).toEqual([]);
    },
  );

  it('reset drops the connection before any response', async () => {
    const emulator = await start({ faults: { routes: { 'crawl.active': { reset: 1 } } } });
    expect(await errorCode(api(emulator, 'GET', '/v2/crawl/active'))).toBe('ECONNRESET');
    expect(emulator.requests[0]).toMatchObject({ status: 0, faults: ['reset'] });
    // Other routes are untouched.
    expect((await api(emulator, 'GET', '/v2/browser')).status).toBe(200);
  });

  it('truncate promises the full length and cuts the body half-way', async () => {
    const emulator = await start({ faults: { routes: { 'crawl.status': { truncate: 1 } } } });
    const id = emulator.createCompletedCrawl({ pages: 20, sizes: 1000 });
    expect(await errorCode(api(emulator, 'GET', `/v2/crawl/${id}`))).toMatch(/ECONNRESET|aborted/);
    expect(emulator.requests[0]).toMatchObject({ status: 200, faults: ['truncate'] });
  });

  it('slow trickles the body in pieces, latency delays it; both arrive intact', async () => {
    const emulator = await start({
      faults: {
        routes: { 'crawl.status': { slow: 1, latency: 1 } },
        slowBytesPerSecond: 20_000,
        latencyMs: 20,
      },
    });
    const id = emulator.createCompletedCrawl({ pages: 3, sizes: 1500 });
    const reply = await api(emulator, 'GET', `/v2/crawl/${id}`);
    expect(reply.status).toBe(200);
    expect(reply.json.data).toEqual(emulator.jobs.documents(id));
    expect(reply.chunks).toBeGreaterThanOrEqual(Math.floor(reply.text.length / 2000));
    expect(emulator.requests[0]?.faults).toEqual(['latency', 'slow']);
  });

  it('404 hides a new job from status reads for a short window', async () => {
    let time = 1_000_000;
    const emulator = await start({
      now: () => time,
      faults: { routes: { 'crawl.status': { '404': 1 } }, notFoundWindowMs: 500 },
    });
    const created = await api(emulator, 'POST', '/v2/crawl', {
      body: { url: 'https://site-1.test', limit: 2 },
    });
    const early = await api(emulator, 'GET', `/v2/crawl/${created.json.id}`);
    expect(early.status).toBe(404);
    expect(early.json.error).toBe('Job not found');
    time += 500;
    expect((await api(emulator, 'GET', `/v2/crawl/${created.json.id}`)).status).toBe(200);
  });

  it('scripted faults hit the next matching requests first', async () => {
    const emulator = await start({});
    emulator.injectFault({ route: 'crawl.active', kind: '503', times: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await api(emulator, 'GET', '/v2/crawl/active')).status);
    expect(statuses).toEqual([503, 503, 200]);
  });
});

describe('seeded faults are reproducible', () => {
  async function run(seed: number): Promise<string[]> {
    const emulator = await start({ seed, faults: { rates: { '429': 0.3, '500': 0.2, '503': 0.1 } } });
    const seen: string[] = [];
    for (let i = 0; i < 40; i++) {
      const reply = await api(emulator, 'GET', i % 2 ? '/v2/browser' : '/v2/crawl/active');
      seen.push(`${i % 2}:${reply.status}`);
    }
    return seen;
  }

  it('gives the same sequence for the same seed and another for another seed', async () => {
    const first = await run(11);
    expect(await run(11)).toEqual(first);
    expect(await run(12)).not.toEqual(first);
    const failures = first.filter((s) => !s.endsWith(':200')).length;
    expect(failures).toBeGreaterThan(5);
    expect(failures).toBeLessThan(35);
  });
});

describe('seeded 404 windows', () => {
  async function hidden(seed: number): Promise<boolean[]> {
    const clock = { t: 5_000_000 };
    const emulator = await start({ seed, now: () => clock.t, faults: { rates: { '404': 0.5 } } });
    const out: boolean[] = [];
    for (let i = 0; i < 16; i++) {
      const created = await api(emulator, 'POST', '/v2/crawl', {
        body: { url: 'https://site-1.test', limit: 1 },
      });
      out.push((await api(emulator, 'GET', `/v2/crawl/${created.json.id}`)).status === 404);
      clock.t += 1;
    }
    return out;
  }

  it('hides the same jobs, by creation order, for the same seed', async () => {
    const first = await hidden(21);
    expect(await hidden(21)).toEqual(first);
    expect(first).toContain(true);
    expect(first).toContain(false);
  });
});
