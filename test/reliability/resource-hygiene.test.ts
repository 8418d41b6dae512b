/**
 * After a stream completes, fails or is unsubscribed, nothing stays open: no timer, socket, server or file
 * handle. Each scenario runs in a child process that must then exit by itself; the child also reports its
 * live handles, which must be back at its baseline once the client is closed. The emulator, in this
 * process, must see every connection closed.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lastValueFrom } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import { type Emulator, startEmulator } from '../../src/emulator/index.js';
import { HYGIENE_CHILD } from '../source-workers.js';
import type { ResourceCounts } from './helpers/active-resources.js';

let emulator: Emulator;
let dir: string;

beforeAll(async () => {
  emulator = await startEmulator({
    seed: 3,
    scrape: { pagesPerSecond: 300, completionLagMs: 20, extractMs: 300 },
  });
  dir = await mkdtemp(join(tmpdir(), 'crawlstream-hygiene-'));
});

afterAll(async () => {
  await emulator.close();
  await rm(dir, { recursive: true, force: true });
});

interface Report {
  scenario: string;
  outcome: string;
  baseline: ResourceCounts;
  beforeClose: ResourceCounts;
  afterClose: ResourceCounts;
}

/** Runs the child; resolves with its reports once it exited by itself (fails if it has to be killed). */
function runChild(
  scenarios: string[],
  closeMode: 'close' | 'no-close',
): Promise<{ reports: Report[]; code: number | null }> {
  const scenario = scenarios.join(',');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [HYGIENE_CHILD, scenario, emulator.url, emulator.apiKey, dir, closeMode],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      err += c.toString();
    });
    // Generous bound: only a process held open by a leaked handle gets near it.
    const guard = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(`${scenario}: the process did not exit by itself (a handle stayed open)\n${out}\n${err}`),
      );
    }, 120_000);
    child.on('exit', (code) => {
      clearTimeout(guard);
      const reports = out
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Report);
      if (reports.length !== scenarios.length) {
        reject(new Error(`${scenario}: ${reports.length} reports (exit ${code})\n${out}\n${err}`));
      } else {
        resolve({ reports, code });
      }
    });
  });
}

const SCENARIOS: Array<[string, RegExp]> = [
  ['crawl-complete', /^complete$/],
  ['crawl-unsubscribe', /^unsubscribed$/],
  ['crawl-cancel-on-unsubscribe', /^unsubscribed$/],
  ['crawl-error', /^error:NotFoundError$/],
  ['batch-complete', /^complete$/],
  ['scrape-complete', /^complete$/],
  ['scrape-error', /^error:/],
  ['map-complete', /^complete$/],
  ['search-complete', /^complete$/],
  ['extract-complete', /^complete$/],
  ['extract-unsubscribe', /^unsubscribed$/],
  ['browser-complete', /^complete$/],
  ['jsonl-complete', /^complete$/],
  ['jsonl-unsubscribe', /^unsubscribed$/],
  ['parquet-complete', /^complete$/],
  ['parquet-error', /^error:NotFoundError$/],
  ['webhook-unsubscribe', /^unsubscribed$/],
];

describe('no handle outlives a stream', () => {
  // One child runs every scenario (a process per scenario costs seconds each); each is measured on its own.
  let withClose: { reports: Report[]; code: number | null };
  beforeAll(async () => {
    withClose = await runChild(
      SCENARIOS.map(([name]) => name),
      'close',
    );
  }, 180_000);

  it('the child process exits by itself after all of them', () => {
    expect(withClose.code).toBe(0);
  });

  it.each(SCENARIOS)('%s: timers gone at once, everything gone after close()', (scenario, expected) => {
    const report = withClose.reports.find((r) => r.scenario === scenario)!;
    expect(report.outcome).toMatch(expected);
    // No poll wait, retry wait or timeout survives the end of the stream, even before close().
    expect(report.beforeClose.timers).toBeLessThanOrEqual(report.baseline.timers);
    expect(report.beforeClose.servers).toBe(report.baseline.servers);
    expect(report.beforeClose.files).toBe(report.baseline.files);
    // After close() the descriptors are back too (before it, idle pooled sockets may stay open: they are
    // unref'd, so they do not keep the process alive). An output file left open would show here.
    expect(report.afterClose).toEqual(report.baseline);
  });

  it('without close(), a process that ran streams to completion, unsubscribe and error still exits', async () => {
    const { code, reports } = await runChild(
      ['crawl-complete', 'crawl-unsubscribe', 'scrape-error'],
      'no-close',
    );
    expect(code).toBe(0);
    expect(reports.map((r) => r.outcome)).toEqual([
      'complete',
      'unsubscribed',
      expect.stringMatching(/^error:/),
    ]);
  }, 120_000);
});

describe('the service sees every connection closed', () => {
  it('after close(), the emulator has no open connection from the client', async () => {
    const client = createClient({ apiKey: emulator.apiKey, apiUrl: emulator.url });
    await lastValueFrom(
      client.crawlDocuments({ url: 'https://site-2.test', limit: 20 }, { pollIntervalMs: 20 }),
    );
    await lastValueFrom(client.map({ url: 'https://site-2.test' }));
    expect(emulator.connections()).toBeGreaterThan(0); // kept alive for reuse until closed
    await client.close();
    await expect.poll(() => emulator.connections(), { timeout: 5_000, interval: 10 }).toBe(0);
  });
});
