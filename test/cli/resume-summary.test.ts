/**
 * After `--resume`, every figure of the summary ("Wrote N documents (M MB)" and the `--json` line) counts
 * what is in the file, not the resumed records twice.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lastValueFrom, map } from 'rxjs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import { type Emulator, startEmulator } from '../../src/emulator/index.js';
import { toJsonl } from '../../src/sinks/index.js';
import { assertBuilt, emulatorEnv, runCliInProcess } from './cli-harness.js';

let emulator: Emulator;
let dir: string;

beforeAll(async () => {
  assertBuilt();
  emulator = await startEmulator({ seed: 9 });
  dir = await mkdtemp(join(tmpdir(), 'crawlstream-resume-summary-'));
});

afterAll(async () => {
  await emulator?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

it('counts the records and bytes in the file after --resume', async () => {
  const jobId = emulator.createCompletedCrawl({ pages: 90, sizes: 2000 });
  const out = join(dir, 'resumed.jsonl');
  // A first run that stops after its first page: the file holds that page and a checkpoint covers it.
  const client = createClient({ apiKey: emulator.apiKey, apiUrl: emulator.url });
  const stopped = await lastValueFrom(
    client.crawlPages(jobId, { pageLimit: 30 }).pipe(
      map((page, index) => {
        if (index === 1) throw new Error('stopped after the first page');
        return page;
      }),
      toJsonl(out),
    ),
  ).catch((err: unknown) => err);
  await client.close();
  expect((stopped as Error).message).toBe('stopped after the first page');

  const run = await runCliInProcess(['pages', jobId, '-o', out, '--resume', '--json'], {
    env: emulatorEnv(emulator),
  });
  expect(run.code, run.stderr).toBe(0);
  const file = await readFile(out);
  const lines = file
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '');
  expect(lines).toHaveLength(90);
  const summary = JSON.parse(run.stdout.trim().split('\n').at(-1) as string) as {
    documents: number;
    bytes: number;
  };
  expect(summary.documents).toBe(90);
  // `bytes` counts the documents' JSON text, the file adds one newline per record.
  expect(summary.bytes).toBe(file.length - lines.length);
  expect(run.stderr).toContain(`Wrote 90 documents (${(summary.bytes / 1e6).toFixed(1)} MB)`);
});
