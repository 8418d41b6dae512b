/**
 * The emulator's network model: server time per status page, a bandwidth cap per connection and a limit of
 * concurrent status reads per job, all seeded. Delays are checked as lower bounds only (what the model adds),
 * never as limits on speed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { bytesPerSecondFlag } from '../../src/cli/flag-values.js';
import { type Emulator, type EmulatorOptions, startEmulator } from '../../src/emulator/index.js';
import { NetworkModel } from '../../src/emulator/network-model.js';

const open: Emulator[] = [];
afterEach(async () => {
  for (const emulator of open.splice(0)) await emulator.close();
});

async function serve(options: EmulatorOptions): Promise<Emulator> {
  const emulator = await startEmulator(options);
  open.push(emulator);
  return emulator;
}

/** Reads a status page and resolves with the time its body was complete (ms, performance clock). */
async function read(emulator: Emulator, jobId: string, query = ''): Promise<{ at: number; bytes: number }> {
  const res = await fetch(`${emulator.url}/v2/crawl/${jobId}${query}`, {
    headers: { authorization: `Bearer ${emulator.apiKey}` },
  });
  const body = await res.arrayBuffer();
  expect(res.status).toBe(200);
  return { at: performance.now(), bytes: body.byteLength };
}

describe('NetworkModel', () => {
  it('is off by default', () => {
    expect(new NetworkModel({}, 1).active).toBe(false);
    expect(new NetworkModel({}, 1).serverTimeMs(5e6)).toBe(0);
  });

  it('server time is fixed plus per MB, with jitter inside its bounds and the same for the same seed', () => {
    expect(new NetworkModel({ pageLatencyMs: 300, pageLatencyPerMbMs: 20 }, 1).serverTimeMs(5e6)).toBe(400);
    const a = new NetworkModel({ pageLatencyMs: 300, jitter: 0.2 }, 7);
    const b = new NetworkModel({ pageLatencyMs: 300, jitter: 0.2 }, 7);
    const times = Array.from({ length: 50 }, () => a.serverTimeMs(0));
    expect(times).toEqual(Array.from({ length: 50 }, () => b.serverTimeMs(0)));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(240);
    expect(Math.max(...times)).toBeLessThanOrEqual(360);
    expect(new Set(times).size).toBeGreaterThan(1);
  });

  it('refuses options that are not rates or times', () => {
    expect(() => new NetworkModel({ pageLatencyMs: -1 }, 1)).toThrow(/pageLatencyMs must be a number ≥ 0/);
    expect(() => new NetworkModel({ jitter: 2 }, 1)).toThrow(/jitter must be at most 1/);
  });
});

describe('status reads over a socket', () => {
  it('wait the server time before the page is sent', async () => {
    const emulator = await serve({ network: { pageLatencyMs: 150 } });
    const jobId = emulator.createCompletedCrawl({ pages: 3, sizes: 100 });
    const start = performance.now();
    const { at } = await read(emulator, jobId);
    expect(at - start).toBeGreaterThanOrEqual(140);
  });

  it('arrive no faster than the bandwidth cap', async () => {
    const emulator = await serve({ network: { bandwidthBytesPerSecond: 4e6 } });
    const jobId = emulator.createCompletedCrawl({ pages: 10, sizes: 100_000 });
    const start = performance.now();
    const { at, bytes } = await read(emulator, jobId);
    expect(bytes).toBeGreaterThan(1e6);
    // 1 MB at 4 MB/s: a quarter of a second at least (the last slice is sent without waiting after it).
    expect(at - start).toBeGreaterThanOrEqual((bytes / 4e6) * 1000 - 40);
  });

  it('of one job take turns beyond its limit of concurrent reads', async () => {
    const emulator = await serve({ network: { pageLatencyMs: 100, statusReadsPerJob: 1 } });
    const jobId = emulator.createCompletedCrawl({ pages: 3, sizes: 100 });
    const [first, second] = await Promise.all([read(emulator, jobId), read(emulator, jobId, '?skip=1')]);
    expect(Math.abs(second!.at - first!.at)).toBeGreaterThanOrEqual(90);
  });
});

describe('--bandwidth', () => {
  it('reads rates with units', () => {
    expect(bytesPerSecondFlag('bandwidth', '50MB')).toBe(50e6);
    expect(bytesPerSecondFlag('bandwidth', '800kb/s')).toBe(800e3);
    expect(bytesPerSecondFlag('bandwidth', '1000')).toBe(1000);
    expect(() => bytesPerSecondFlag('bandwidth', 'fast')).toThrow(/--bandwidth: must be a rate such as 50MB/);
  });
});
