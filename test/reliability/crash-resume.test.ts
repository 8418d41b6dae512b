import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../src/emulator/index.js';
import { createRandom } from '../../src/emulator/seeded-random.js';
import { type Checkpoint, readCheckpoint } from '../../src/sinks/checkpoint.js';
import { assertBuilt, cliPath, parseJsonl, sourceUrl } from '../cli/cli-harness.js';
import { readParquetRows } from '../sinks/parquet/read-parquet.js';

/** The library child of test/sinks: exports a job with `pageLimit: 5`, resuming from the checkpoint. */
const LIBRARY_CHILD = fileURLToPath(new URL('../sinks/fixtures/export-child.ts', import.meta.url));
const KILLS = 10;
const SEED = 0x5eed_c0de;

/**
 * One kill point: SIGKILL `delayMs` after the run has received `afterPages` status pages, and, for every
 * third point, once the checkpoint also holds a document: those kills land after a checkpoint in the
 * middle of the job however the reads ahead bunch the pages together.
 */
interface KillPoint {
  afterPages: number;
  delayMs: number;
  afterCheckpoint: boolean;
}

/**
 * Seeded kill points, drawn until enough kills happened: a run that ends before its point simply completes
 * (and the next export starts afresh), so the same seed gives the same sequence of points.
 */
function* killPoints(seed: number, maxPages: number, maxDelayMs: number): Generator<KillPoint> {
  const random = createRandom(seed);
  for (let i = 0; i < KILLS * 4; i++) {
    yield {
      afterPages: 1 + Math.floor(random() * maxPages),
      delayMs: Math.floor(random() * maxDelayMs),
      afterCheckpoint: i % 3 === 1,
    };
  }
}

interface ChildRun {
  killed: boolean;
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Spawns a child and collects its output; `onSpawn` may arm a kill. */
function runChild(
  command: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; uid?: number; gid?: number } = {},
  onSpawn?: (child: ChildProcess, stdout: () => string) => void,
): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: options.env ?? process.env,
      ...(options.uid === undefined ? {} : { uid: options.uid }),
      ...(options.gid === undefined ? {} : { gid: options.gid }),
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    onSpawn?.(child, () => stdout);
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ killed: signal === 'SIGKILL', code, stdout, stderr }));
  });
}

/**
 * What a checkpoint left by a crash or a failure must hold: whole documents of one job, a cursor without
 * gaps, and no more bytes than the partial file durably has.
 */
async function expectConsistent(out: string, cp: Checkpoint): Promise<void> {
  expect(cp.cursor.skip).toBe(cp.records);
  // Killed between the final checkpoint and the rename: the resume only renames the finished file.
  if (cp.complete) return;
  const size = await stat(`${out}.partial`).then(
    (s) => s.size,
    () => 0,
  );
  expect(size).toBeGreaterThanOrEqual(cp.bytes);
  if (out.endsWith('.jsonl')) {
    const head = (await readFile(`${out}.partial`)).subarray(0, cp.bytes).toString('utf8');
    expect(parseJsonl(head)).toHaveLength(cp.records);
    expect(cp.bytes === 0 || head.endsWith('\n')).toBe(true);
  }
}

async function exportedUrls(out: string): Promise<string[]> {
  if (out.endsWith('.parquet')) return (await readParquetRows(out)).map((row) => row.url as string);
  return parseJsonl(await readFile(out, 'utf8')).map(sourceUrl);
}

/** A run finished before its kill point: the next export starts from nothing. */
async function startAfresh(out: string): Promise<void> {
  await rm(out, { force: true });
  await rm(`${out}.checkpoint.json`, { force: true });
}

let emulator: Emulator;
let proxy: Server;
let proxyUrl: string;
let dir: string;
/** Status pages the proxy has answered, and who wants to hear about each. */
let statusPages = 0;
let onStatusPage: (() => void) | undefined;
/** Status reads the proxy is serving at once, and the most seen: more than one means read-ahead was on. */
let readsAtOnce = 0;
let mostReadsAtOnce = 0;
/** How long the proxy holds each status page, as a server spends time on each. */
let statusDelayMs = 70;

beforeAll(async () => {
  assertBuilt();
  emulator = await startEmulator({
    seed: 11,
    apiKey: 'sk-crash-resume-0123456789',
    // 30-60 KB pages: a 4 MiB Parquet row group (the command line's checkpoint step) holds ~90 of them.
    site: { sites: 1, pagesPerSite: 400, sizes: [{ minBytes: 30_000, maxBytes: 60_000, weight: 1 }] },
    scrape: { pagesPerSecond: 4000, concurrency: 20, completionLagMs: 20 },
  });
  // Exports read small status pages (`--page-limit 10`, `pageLimit: 5`), so an export is many pages and a
  // kill can land between any two, while reads ahead are in flight. A proxy delays each status page, as a
  // server spends time on each.
  proxy = createServer((req, res) => {
    const target = new URL(req.url ?? '/', emulator.url);
    const isStatus = req.method === 'GET' && /^\/v2\/crawl\/[^/]+$/.test(target.pathname);
    if (isStatus) {
      readsAtOnce++;
      mostReadsAtOnce = Math.max(mostReadsAtOnce, readsAtOnce);
      res.on('close', () => readsAtOnce--);
    }
    const upstream = httpRequest(target, { method: req.method, headers: req.headers }, (answer) => {
      const forward = () => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      };
      if (isStatus) setTimeout(forward, statusDelayMs);
      else forward();
      if (isStatus) {
        answer.on('end', () => {
          statusPages++;
          onStatusPage?.();
        });
      }
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  dir = await mkdtemp(join(tmpdir(), 'crash-resume-'));
  await chmod(dir, 0o755);
});

afterAll(async () => {
  proxy?.closeAllConnections();
  await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
  await emulator?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

function cliEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['FIRECRAWL_API_KEY', 'FIRECRAWL_API_URL']) delete env[name];
  return { ...env, CRAWLSTREAM_API_URL: proxyUrl, CRAWLSTREAM_API_KEY: emulator.apiKey };
}

const CRAWL = ['crawl', 'https://site-1.test/', '--limit', '250', '--page-limit', '10'];

/** The command that continues `out`: `pages <jobId> --resume` once the checkpoint names the job. */
async function nextCommand(out: string): Promise<string[]> {
  const cp = await readCheckpoint(out);
  if (cp?.jobId) return ['pages', cp.jobId, '-o', out, '--resume', '--page-limit', '10'];
  return [...CRAWL, '-o', out, '--resume'];
}

describe('SIGKILL at 10 seeded points, then resume: exactly the full set', () => {
  it.each(['jsonl', 'parquet'])(
    'command line, .%s',
    async (format) => {
      mostReadsAtOnce = 0;
      // Reads ahead double from one at a time while they wait: a run of 25 pages takes six rounds (3.6 s).
      statusDelayMs = 600;
      const out = join(dir, `cli.${format}`);
      let args = [...CRAWL, '-o', out];
      let kills = 0;
      const resumedFrom: number[] = [];
      for (const point of killPoints(SEED + format.length, 25, 25)) {
        if (kills === KILLS) break;
        const start = statusPages;
        let poll: NodeJS.Timeout | undefined;
        const run = await runChild(process.execPath, [cliPath, ...args], { env: cliEnv() }, (child) => {
          const kill = () => setTimeout(() => child.kill('SIGKILL'), point.delayMs);
          onStatusPage = () => {
            if (statusPages - start !== point.afterPages) return;
            if (!point.afterCheckpoint) kill();
            else {
              poll = setInterval(() => {
                void readCheckpoint(out).then((cp) => {
                  if (poll && (cp?.records ?? 0) > 0) {
                    clearInterval(poll);
                    poll = undefined;
                    kill();
                  }
                });
              }, 10);
            }
          };
        });
        clearInterval(poll);
        onStatusPage = undefined;
        if (!run.killed) {
          // The run finished before its kill point: it must have succeeded; start the next one afresh.
          expect(run.code, run.stderr).toBe(0);
          await startAfresh(out);
          args = [...CRAWL, '-o', out];
          continue;
        }
        kills++;
        const cp = await readCheckpoint(out);
        if (cp?.jobId) {
          await expectConsistent(out, cp);
          resumedFrom.push(cp.records);
        }
        args = await nextCommand(out);
      }
      expect(kills).toBe(KILLS);
      expect(mostReadsAtOnce).toBeGreaterThan(1);
      // At least one run resumed from a checkpoint in the middle of the job.
      expect(resumedFrom.some((r) => r > 0)).toBe(true);
      const final = await runChild(process.execPath, [cliPath, ...args], { env: cliEnv() });
      expect(final.code, final.stderr).toBe(0);
      const cp = await readCheckpoint(out);
      expect(cp).toMatchObject({ complete: true });
      const jobId = cp?.jobId as string;
      const expected = emulator.jobs.documents(jobId).map(sourceUrl);
      const urls = await exportedUrls(out);
      expect(urls).toEqual(expected);
      expect(new Set(urls).size).toBe(expected.length);
      expect(existsSync(`${out}.partial`)).toBe(false);
      // Up to ten runs of a few seconds each, at the proxy's pace: more than the default minute on a loaded machine.
    },
    180_000,
  );

  it.each(['jsonl', 'parquet'])('library (toJsonl / toParquet), .%s', async (format) => {
    mostReadsAtOnce = 0;
    statusDelayMs = 150;
    const docs = 200;
    const jobId = emulator.createCompletedCrawl({ pages: docs, sizes: [200, 600, 1500] });
    const out = join(dir, `lib.${format}`);
    const args = ['--import', 'tsx', LIBRARY_CHILD, format, proxyUrl, emulator.apiKey, jobId, out];
    let kills = 0;
    const resumedFrom: number[] = [];
    for (const point of killPoints(SEED * 3 + format.length, 8, 30)) {
      if (kills === KILLS) break;
      // A point after a checkpoint kills once this run has committed more than it started from: a kill in
      // the middle of the job whatever the pace of the reads (pages read ahead can arrive all at once).
      const startRecords = (await readCheckpoint(out))?.records ?? 0;
      let poll: NodeJS.Timeout | undefined;
      const run = await runChild(process.execPath, args, {}, (child, stdout) => {
        let armed = true;
        child.stdout?.on('data', () => {
          if (!armed || (stdout().match(/^page /gm) ?? []).length < point.afterPages) return;
          armed = false;
          if (!point.afterCheckpoint) {
            setTimeout(() => child.kill('SIGKILL'), point.delayMs);
            return;
          }
          let reading = false;
          poll = setInterval(() => {
            if (reading) return;
            reading = true;
            void readCheckpoint(out)
              .then((cp) => {
                if (poll && cp && cp.records > startRecords && !cp.complete) {
                  clearInterval(poll);
                  poll = undefined;
                  child.kill('SIGKILL');
                }
              })
              .finally(() => {
                reading = false;
              });
          }, 5);
        });
      });
      clearInterval(poll);
      if (!run.killed) {
        expect(run.code, run.stderr).toBe(0);
        await startAfresh(out);
        continue;
      }
      kills++;
      const cp = await readCheckpoint(out);
      if (cp?.jobId) {
        expect(cp.jobId).toBe(jobId);
        await expectConsistent(out, cp);
        resumedFrom.push(cp.records);
      }
    }
    expect(kills).toBe(KILLS);
    expect(mostReadsAtOnce).toBeGreaterThan(1);
    expect(resumedFrom.some((r) => r > 0 && r < docs)).toBe(true);
    const final = await runChild(process.execPath, args);
    expect(final.code, final.stderr).toBe(0);
    const expected = emulator.jobs.documents(jobId);
    if (format === 'parquet') {
      const rows = await readParquetRows(out);
      expect(rows.map((r) => r.sourceURL)).toEqual(expected.map(sourceUrl));
    } else {
      const lines = (await readFile(out, 'utf8')).split('\n').filter((l) => l.length > 0);
      expect(lines).toEqual(expected.map((d) => JSON.stringify(d)));
    }
    expect(await readCheckpoint(out)).toMatchObject({ complete: true, records: docs });
  });
});

/** The checkpoint left by a failed export: none, or one that {@link expectConsistent} accepts. */
async function expectConsistentAfterFailure(out: string): Promise<void> {
  const cp = await readCheckpoint(out);
  if (cp?.jobId) await expectConsistent(out, cp);
  expect(cp?.complete ?? false).toBe(false);
}

/** The command printed after "Resume with:", split into arguments (test paths need no quoting). */
function resumeArgs(stderr: string): string[] {
  const line = /Resume with:\n {2}(.+)\n/.exec(stderr)?.[1];
  if (!line) throw new Error(`no resume command in:\n${stderr}`);
  const [program, ...args] = line.split(' ');
  expect(program).toBe('crawlstream');
  return args;
}

describe('output failures: a clear error and a consistent checkpoint', () => {
  it.each(['jsonl', 'parquet'])(
    'disk full (file size limit, EFBIG) on .%s: exit 1, names the path and the cause, resumes to the full set',
    async (format) => {
      const out = join(dir, `full.${format}`);
      // `ulimit -f` counts 512-byte blocks in sh: 3 MiB of JSONL or 1.25 MiB of gzip Parquet, a fraction
      // of the export that ends mid-write. Node ignores SIGXFSZ, so the write past the limit is cut short
      // and the next one fails with EFBIG instead of killing the process.
      const blocks = format === 'jsonl' ? 6144 : 2560;
      const first = await runChild(
        'sh',
        ['-c', `ulimit -f ${blocks}; exec "$0" "$@"`, process.execPath, cliPath, ...CRAWL, '-o', out],
        { env: cliEnv() },
      );
      expect(first.killed).toBe(false);
      expect(first.code, first.stderr).toBe(1);
      const failed = /^Export failed: .*$/m.exec(first.stderr)?.[0];
      expect(failed).toContain('EFBIG');
      expect(failed).toContain(`writing ${out}`);
      expect(first.stderr).not.toMatch(/\n\s+at /);
      await expectConsistentAfterFailure(out);
      const second = await runChild(process.execPath, [cliPath, ...resumeArgs(first.stderr)], {
        env: cliEnv(),
      });
      expect(second.code, second.stderr).toBe(0);
      const jobId = (await readCheckpoint(out))?.jobId as string;
      expect(await exportedUrls(out)).toEqual(emulator.jobs.documents(jobId).map(sourceUrl));
    },
  );

  it('permission denied on the output directory: exit 1, names the path and EACCES, resumes elsewhere', async () => {
    const locked = await mkdtemp(join(dir, 'locked-'));
    const out = join(locked, 'denied.jsonl');
    const asRoot = process.getuid?.() === 0;
    // Root ignores mode bits: run the child as nobody, writing into a root-owned 0755 directory.
    if (asRoot) await chmod(locked, 0o755);
    else await chmod(locked, 0o555);
    const first = await runChild(process.execPath, [cliPath, ...CRAWL, '-o', out], {
      env: cliEnv(),
      ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
    });
    expect(first.code, first.stderr).toBe(1);
    const failed = /^Export failed: .*$/m.exec(first.stderr)?.[0];
    expect(failed).toContain('EACCES');
    expect(failed).toContain(`${out}.partial`);
    expect(failed).toContain('no permission to write there');
    expect(first.stderr).not.toMatch(/\n\s+at /);
    await expectConsistentAfterFailure(out);
    // The file cannot even be opened, so no page was asked for: the same command, now allowed, starts over.
    expect(first.stderr).toContain('run the same command again');
    await chmod(locked, 0o777);
    const second = await runChild(process.execPath, [cliPath, ...CRAWL, '-o', out], { env: cliEnv() });
    expect(second.code, second.stderr).toBe(0);
    const jobId = (await readCheckpoint(out))?.jobId as string;
    expect(await exportedUrls(out)).toEqual(emulator.jobs.documents(jobId).map(sourceUrl));
  });
});
