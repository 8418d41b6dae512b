import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { RunHooks } from '../../src/cli/cli-context.js';
import { type Emulator, type EmulatorOptions, startEmulator } from '../../src/emulator/index.js';
import { QUICK_POLL_MS } from '../helpers/quick-poll.js';

/** The built program; `npm test` builds before it runs the tests (`npm run build` when running them alone). */
export const cliPath = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));

/** Fails with a clear message when the program was not built. */
export function assertBuilt(): void {
  if (!existsSync(cliPath))
    throw new Error(`${cliPath} is missing: run \`npm run build\` before these tests`);
}

/** Result of one run of the program. */
export interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Options of {@link runCli}. */
export interface RunCliOptions {
  env?: Record<string, string | undefined>;
  cwd?: string;
  /** Called with the child and a live view of its stderr, e.g. to send SIGINT at the right moment. */
  during?: (child: ReturnType<typeof spawn>, output: { stderr: () => string; stdout: () => string }) => void;
}

/**
 * Runs `node dist/cli/main.js ...args` as a child process with a clean environment (no inherited API key or
 * URL) plus `env`, and collects its output.
 */
export function runCli(args: readonly string[], options: RunCliOptions = {}): Promise<CliRun> {
  const child = spawn(process.execPath, [cliPath, ...args], {
    cwd: options.cwd,
    env: programEnv(options.env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  options.during?.(child, { stderr: () => stderr, stdout: () => stdout });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

/**
 * This process's environment without an API key or URL, plus `env`: what a run of the program sees (the
 * server memory off, as `vitest.config.ts` sets it, unless `env` names a folder).
 */
export function programEnv(env: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  const clean: Record<string, string | undefined> = { ...process.env };
  for (const name of [
    'CRAWLSTREAM_API_KEY',
    'FIRECRAWL_API_KEY',
    'CRAWLSTREAM_API_URL',
    'FIRECRAWL_API_URL',
  ]) {
    delete clean[name];
  }
  return Object.assign(clean, env);
}

/** Where an in-process run hears Ctrl-C: nowhere. */
const NO_INTERRUPTS = { on: () => undefined, off: () => undefined };

/** The built program's `runCli` (`dist/cli/run-cli.js`: what `dist/cli/main.js` runs), loaded by Node. */
const runCliModule = new URL('../../dist/cli/run-cli.js', import.meta.url).href;

/**
 * Runs the built program's `runCli` on `args` in this process, with the environment {@link runCli} gives a
 * child, and collects its output. What a process of its own adds (Node's and the program's start,
 * `process.exit`, signals, a closed pipe, a working directory) is left to {@link runCli}: a run here costs
 * a fraction of one there (no start, DuckDB's client loaded once, code already compiled).
 */
export async function runCliInProcess(
  args: readonly string[],
  options: { env?: Record<string, string | undefined>; run?: RunHooks } = {},
): Promise<CliRun> {
  const { runCli: run } = (await import(runCliModule)) as typeof import('../../src/cli/run-cli.js');
  const output = { stdout: '', stderr: '' };
  const stream = (name: 'stdout' | 'stderr') =>
    new PassThrough().setEncoding('utf8').on('data', (chunk: string) => {
      output[name] += chunk;
    });
  const stdout = stream('stdout');
  const stderr = stream('stderr');
  const code = await run(args, {
    stdout,
    stderr,
    env: programEnv(options.env),
    // Signals are a process's own (left to `runCli`): a run here does not listen for this process's SIGINT,
    // so a dozen runs at once add no dozen listeners to it.
    interruptSource: NO_INTERRUPTS,
    ...(options.run ? { run: options.run } : {}),
  });
  await Promise.all([stdout, stderr].map((s) => new Promise((resolve) => s.end(resolve))));
  return { code, signal: null, ...output };
}

/**
 * {@link runCli}, SIGKILLed once `progress()` reaches `at` (read one at a time, every 5 ms, so a progress
 * read from a database never queues behind the last); without `at` the run goes to its end.
 */
export function runKilledAt(
  args: readonly string[],
  options: {
    env?: Record<string, string | undefined>;
    at: number | undefined;
    progress: () => number | Promise<number>;
  },
): Promise<CliRun> {
  const { at, progress } = options;
  return runCli(args, {
    ...(options.env ? { env: options.env } : {}),
    during: (child) => {
      if (at === undefined) return;
      void (async () => {
        while (child.exitCode === null && (await progress()) < at) await sleep(5);
        if (child.exitCode === null) child.kill('SIGKILL');
      })();
    },
  });
}

/**
 * Runs `run` at each kill point in turn, then once more with none, until a run ends by itself (it must
 * succeed: a run that outran its point has finished the work); resolves to how many runs were killed.
 */
export async function killUntilDone(
  points: readonly number[],
  run: (at: number | undefined) => Promise<CliRun>,
): Promise<number> {
  let kills = 0;
  for (const at of [...points, undefined]) {
    const result = await run(at);
    if (result.signal !== 'SIGKILL') {
      expect(result.code, result.stderr).toBe(0);
      break;
    }
    kills++;
  }
  return kills;
}

/** The command printed after "Resume with:", split into arguments (test paths need no quoting). */
export function resumeArgs(stderr: string): string[] {
  const line = /Resume with:\n {2}(.+)\n/.exec(stderr)?.[1];
  if (!line) throw new Error(`no resume command in:\n${stderr}`);
  const [program, ...args] = line.split(' ');
  expect(program).toBe('crawlstream');
  return args;
}

/** Environment that points the program at an emulator. */
export function emulatorEnv(emulator: { url: string; apiKey: string }): Record<string, string> {
  return { CRAWLSTREAM_API_URL: emulator.url, CRAWLSTREAM_API_KEY: emulator.apiKey };
}

/** Parses JSONL text into objects, failing on any bad line. */
export function parseJsonl(text: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** `metadata.sourceURL` of a document. */
export function sourceUrl(document: Record<string, unknown>): string {
  return (document.metadata as { sourceURL: string }).sourceURL;
}

/** Polls `condition` every 20 ms until it holds (no wall-clock assertion: the test timeout bounds it). */
export async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * `--poll-interval` of {@link QUICK_POLL_MS}, for files whose jobs the emulator finishes within a few
 * seconds. Not for a monitor's checks: read every 50 ms, a check came in many small answers, each judged,
 * written and checkpointed (the monitor kill series took 10 s longer).
 */
export const QUICK_POLL = ['--poll-interval', String(QUICK_POLL_MS)];

/**
 * The emulators and temporary folder of one test file that runs the program: `serve(options)` starts an
 * emulator (closed after each test) and returns the flags that point the program at it, then `flags` (such
 * as {@link QUICK_POLL}); `dir()` is a folder removed after the file.
 */
export function emulatorFixture(prefix: string, defaults: EmulatorOptions = {}, flags: string[] = []) {
  let folder = '';
  const open: Emulator[] = [];
  beforeAll(async () => {
    assertBuilt();
    folder = await mkdtemp(join(tmpdir(), prefix));
  });
  afterEach(async () => {
    for (const emulator of open.splice(0)) await emulator.close();
  });
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });
  return {
    dir: () => folder,
    async serve(options: EmulatorOptions = {}): Promise<{ emulator: Emulator; args: string[] }> {
      const emulator = await startEmulator({ ...defaults, ...options });
      open.push(emulator);
      return { emulator, args: ['--api-url', emulator.url, '--api-key', emulator.apiKey, ...flags] };
    },
  };
}
