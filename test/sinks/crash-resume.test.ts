import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../src/emulator/index.js';
import { readCheckpoint } from '../../src/sinks/checkpoint.js';
import { readParquetRows } from './parquet/read-parquet.js';

const CHILD = fileURLToPath(new URL('./fixtures/export-child.ts', import.meta.url));
const DOCS = 120;

let emulator: Emulator;
let dir: string;
beforeAll(async () => {
  emulator = await startEmulator({ seed: 7 });
  dir = await mkdtemp(join(tmpdir(), 'crash-'));
});
afterAll(async () => {
  await emulator?.close();
  await rm(dir, { recursive: true, force: true });
});

interface Run {
  killed: boolean;
  pagesSeen: number;
  output: string;
}

/**
 * Runs the child; when `killAfterPages` is set, sends SIGKILL `delayMs` after the child reported that many
 * pages (so the kill lands anywhere: mid-write, mid-fsync, mid-checkpoint, between pages). With
 * `killAfterPages` of `'checkpoint'`, the kill comes as soon as the checkpoint beside `out` has moved past
 * `from` records (and before the end): however deep the sink's pipeline, one run then stops mid-job with
 * progress recorded.
 */
function runChild(
  args: string[],
  killAfterPages?: number | 'checkpoint',
  delayMs = 0,
  watch?: { out: string; from: number },
): Promise<Run> {
  return new Promise((resolve, reject) => {
    let poll: NodeJS.Timeout | undefined;
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', CHILD, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let err = '';
    let pagesSeen = 0;
    let killed = false;
    if (killAfterPages === 'checkpoint' && watch) {
      poll = setInterval(() => {
        void readCheckpoint(watch.out).then((cp) => {
          if (!killed && cp && cp.records > watch.from && !cp.complete) {
            killed = true;
            child.kill('SIGKILL');
          }
        });
      }, 2);
    }
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      pagesSeen = (output.match(/^page /gm) ?? []).length;
      if (typeof killAfterPages === 'number' && !killed && pagesSeen >= killAfterPages) {
        killed = true;
        setTimeout(() => child.kill('SIGKILL'), delayMs);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code, sig) => {
      clearInterval(poll);
      if (sig === 'SIGKILL') resolve({ killed: true, pagesSeen, output });
      else if (code === 0) resolve({ killed: false, pagesSeen, output });
      else reject(new Error(`child exited with ${code}: ${err}`));
    });
  });
}

async function exportWithCrashes(format: 'jsonl' | 'parquet', out: string, jobId: string) {
  const args = [format, emulator.url, emulator.apiKey, jobId, out];
  // Kill points: after the n-th page of each run, at several delays (the first one before any checkpoint),
  // and once as soon as a checkpoint records progress; then let it finish.
  const plan: [number | 'checkpoint', number][] = [
    [1, 0],
    [5, 3],
    [4, 20],
    ['checkpoint', 0],
    [6, 1],
    [3, 50],
  ];
  let kills = 0;
  const resumedFrom: number[] = [];
  for (const [pages, delay] of plan) {
    const from = (await readCheckpoint(out))?.records ?? 0;
    const run = await runChild(args, pages, delay, { out, from });
    if (!run.killed) return { kills, final: run, resumedFrom };
    kills++;
    const cp = await readCheckpoint(out);
    if (process.env.CRASH_TEST_LOG)
      console.log(format, 'killed after', run.pagesSeen, 'pages; checkpoint', cp?.records);
    if (cp) {
      // Whatever instant the kill hit, the checkpoint describes whole documents of this job.
      expect(cp.jobId).toBe(jobId);
      expect(cp.cursor.skip).toBe(cp.records);
      resumedFrom.push(cp.records);
    }
  }
  const final = await runChild(args);
  return { kills, final, resumedFrom };
}

const expectedUrls = (jobId: string) =>
  emulator.jobs.documents(jobId).map((d) => (d.metadata as { sourceURL: string }).sourceURL);

describe('exactly once after SIGKILL', () => {
  it('JSONL export killed at several points and resumed holds every document once, in order', async () => {
    const jobId = emulator.createCompletedCrawl({ pages: DOCS, sizes: [300, 5000, 40_000] });
    const out = join(dir, 'crawl.jsonl');
    const { kills, final, resumedFrom } = await exportWithCrashes('jsonl', out, jobId);
    expect(kills).toBeGreaterThanOrEqual(3);
    // At least one run resumed from a checkpoint in the middle of the job.
    expect(resumedFrom.some((r) => r > 0 && r < DOCS)).toBe(true);
    expect(final.output).toMatch(/^done /m);
    const lines = (await readFile(out, 'utf8')).split('\n').filter((l) => l.length > 0);
    const urls = lines.map((l) => (JSON.parse(l) as { metadata: { sourceURL: string } }).metadata.sourceURL);
    expect(urls).toEqual(expectedUrls(jobId));
    expect(lines).toEqual(emulator.jobs.documents(jobId).map((d) => JSON.stringify(d)));
    expect(existsSync(`${out}.partial`)).toBe(false);
    expect(await readCheckpoint(out)).toMatchObject({ complete: true, records: DOCS });
  });

  it('Parquet export killed at several points and resumed holds every document once, in order', async () => {
    const jobId = emulator.createCompletedCrawl({ pages: DOCS, sizes: [300, 5000, 40_000] });
    const out = join(dir, 'crawl.parquet');
    const { kills, final, resumedFrom } = await exportWithCrashes('parquet', out, jobId);
    expect(kills).toBeGreaterThanOrEqual(3);
    expect(resumedFrom.some((r) => r > 0 && r < DOCS)).toBe(true);
    expect(final.output).toMatch(/^done /m);
    const rows = await readParquetRows(out);
    expect(rows.map((r) => r.sourceURL)).toEqual(expectedUrls(jobId));
    expect(rows.map((r) => r.markdown)).toEqual(emulator.jobs.documents(jobId).map((d) => d.markdown));
    expect(await readCheckpoint(out)).toMatchObject({ complete: true, records: DOCS });
  });
});
