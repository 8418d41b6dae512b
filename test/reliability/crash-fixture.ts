/**
 * What the crash series of the command line and the library share: an emulator behind a proxy that holds each
 * status page as a server spends time on it (and counts them, and how many are read at once), seeded kill
 * points, a child runner, and the checks a checkpoint left by a kill must pass.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { type Emulator, startEmulator } from '../../src/emulator/index.js';
import { createRandom } from '../../src/emulator/seeded-random.js';
import { type Checkpoint, readCheckpoint } from '../../src/sinks/checkpoint.js';
import { assertBuilt, parseJsonl, sourceUrl } from '../cli/cli-harness.js';
import { readParquetRows } from '../sinks/parquet/read-parquet.js';

export const KILLS = 10;
export const SEED = 0x5eed_c0de;

/**
 * One kill point: SIGKILL `delayMs` after the run has received a share (`at`, in [0, 1)) of the status pages
 * left to read, and, for every third point, once the checkpoint also holds a document: those kills land after
 * a checkpoint in the middle of the job however the reads ahead bunch the pages together.
 */
export interface KillPoint {
  at: number;
  delayMs: number;
  afterCheckpoint: boolean;
}

/** The status page of a run's `pagesLeft` that `point` kills after (1 to `pagesLeft`). */
export function killAfterPages(point: KillPoint, pagesLeft: number): number {
  return 1 + Math.floor(point.at * Math.max(1, pagesLeft));
}

/**
 * Seeded kill points, drawn until enough kills happened: a run that ends before its point simply completes
 * (and the next export starts afresh), so the same seed gives the same sequence of points.
 */
function* killPoints(seed: number, maxDelayMs: number): Generator<KillPoint> {
  const random = createRandom(seed);
  for (let i = 0; i < KILLS * 4; i++) {
    yield { at: random(), delayMs: Math.floor(random() * maxDelayMs), afterCheckpoint: i % 3 === 1 };
  }
}

export interface ChildRun {
  killed: boolean;
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Spawns a child and collects its output; `onSpawn` may arm a kill. */
export function runChild(
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
export async function expectConsistent(out: string, cp: Checkpoint): Promise<void> {
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

export async function exportedUrls(out: string): Promise<string[]> {
  if (out.endsWith('.parquet')) return (await readParquetRows(out)).map((row) => row.url as string);
  return parseJsonl(await readFile(out, 'utf8')).map(sourceUrl);
}

/** A run finished before its kill point: the next export starts from nothing. */
async function startAfresh(out: string): Promise<void> {
  await rm(out, { force: true });
  await rm(`${out}.checkpoint.json`, { force: true });
}

/** A series of runs of one export, each armed to be killed at a seeded point. */
export interface KillSeries {
  seed: number;
  maxDelayMs: number;
  /** The export's output (its checkpoint beside it). */
  out: string;
  /** Runs the export once, armed to be SIGKILLed at `point`. */
  run(point: KillPoint): Promise<ChildRun>;
  /** After a run that finished before its point and whose output is now removed: the next starts afresh. */
  onFinished?(): void;
  /** After each kill, with the checkpoint it left. */
  onKilled?(checkpoint: Checkpoint | undefined): Promise<void> | void;
}

/**
 * Runs `series` until {@link KILLS} runs were killed, checking each checkpoint a kill left; resolves to the
 * records those checkpoints held (the points the next runs resumed from).
 */
export async function killSeries(series: KillSeries): Promise<number[]> {
  let kills = 0;
  const resumedFrom: number[] = [];
  for (const point of killPoints(series.seed, series.maxDelayMs)) {
    if (kills === KILLS) break;
    const run = await series.run(point);
    if (!run.killed) {
      // The run finished before its kill point: it must have succeeded; the next one starts afresh.
      expect(run.code, run.stderr).toBe(0);
      await startAfresh(series.out);
      series.onFinished?.();
      continue;
    }
    kills++;
    const checkpoint = await readCheckpoint(series.out);
    if (checkpoint?.jobId) {
      await expectConsistent(series.out, checkpoint);
      resumedFrom.push(checkpoint.records);
    }
    await series.onKilled?.(checkpoint);
  }
  expect(kills).toBe(KILLS);
  return resumedFrom;
}

/**
 * The emulator of one crash test file behind its proxy. The proxy holds each status page `statusDelayMs`,
 * counts the status pages it answered (calling `onStatusPage` after each), and the most it served at once:
 * more than one means read-ahead was on.
 */
export interface CrashServer {
  emulator: Emulator;
  proxyUrl: string;
  dir: string;
  statusPages: number;
  mostReadsAtOnce: number;
  statusDelayMs: number;
  onStatusPage: (() => void) | undefined;
}

/** Starts the file's {@link CrashServer} before its tests and stops it after. */
export function crashServer(prefix: string): CrashServer {
  let proxy: Server | undefined;
  let readsAtOnce = 0;
  const state = {
    statusPages: 0,
    mostReadsAtOnce: 0,
    statusDelayMs: 70,
    onStatusPage: undefined,
  } as CrashServer;
  beforeAll(async () => {
    assertBuilt();
    state.emulator = await startEmulator({
      seed: 11,
      apiKey: 'sk-crash-resume-0123456789',
      // 30-60 KB pages: a 4 MiB Parquet row group (the command line's checkpoint step) holds ~90 of them.
      site: { sites: 1, pagesPerSite: 400, sizes: [{ minBytes: 30_000, maxBytes: 60_000, weight: 1 }] },
      scrape: { pagesPerSecond: 4000, concurrency: 20, completionLagMs: 20 },
    });
    const upstreamUrl = state.emulator.url;
    proxy = createServer((req, res) => {
      const target = new URL(req.url ?? '/', upstreamUrl);
      const isStatus = req.method === 'GET' && /^\/v2\/crawl\/[^/]+$/.test(target.pathname);
      if (isStatus) {
        readsAtOnce++;
        state.mostReadsAtOnce = Math.max(state.mostReadsAtOnce, readsAtOnce);
        res.on('close', () => readsAtOnce--);
      }
      const upstream = httpRequest(target, { method: req.method, headers: req.headers }, (answer) => {
        const forward = () => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        };
        if (isStatus) setTimeout(forward, state.statusDelayMs);
        else forward();
        if (isStatus) {
          answer.on('end', () => {
            state.statusPages++;
            state.onStatusPage?.();
          });
        }
      });
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy?.listen(0, '127.0.0.1', resolve));
    state.proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    state.dir = await mkdtemp(join(tmpdir(), prefix));
    await chmod(state.dir, 0o755);
  });
  afterAll(async () => {
    proxy?.closeAllConnections();
    await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
    await state.emulator?.close();
    if (state.dir) await rm(state.dir, { recursive: true, force: true });
  });
  return state;
}

/** The environment of a program run against `server`'s proxy. */
export function cliEnv(server: CrashServer): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['FIRECRAWL_API_KEY', 'FIRECRAWL_API_URL']) delete env[name];
  return { ...env, CRAWLSTREAM_API_URL: server.proxyUrl, CRAWLSTREAM_API_KEY: server.emulator.apiKey };
}
