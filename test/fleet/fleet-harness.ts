/**
 * A fleet for a test file: Debian's Redis on a free port, the emulator, worker processes of the built
 * program, and the program's fleet commands run in this process against them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { type RedisServer, startRedis } from '../../scripts/redis-server.mjs';
import { type Emulator, type EmulatorOptions, startEmulator } from '../../src/emulator/index.js';
import { BULL_PREFIX, QUEUE_NAME } from '../../src/fleet/fleet-keys.js';
import type { FleetStatus } from '../../src/fleet/fleet-status.js';
import { assertBuilt, cliPath, emulatorEnv, programEnv, runCliInProcess } from '../cli/cli-harness.js';
import { QUICK_POLL_MS } from '../helpers/quick-poll.js';

export interface TestFleet {
  dir: string;
  redis: RedisServer;
  emulator: Emulator;
  /** What the program sees: the emulator's URL and key. */
  env: Record<string, string>;
  /** The program's command in this process, against the fleet's Redis. */
  cli(args: readonly string[]): ReturnType<typeof runCliInProcess>;
  /** `pipelines status --json`. */
  status(): Promise<FleetStatus>;
  /** Starts a worker process. */
  worker(args?: readonly string[]): WorkerProcess;
  stop(): Promise<void>;
}

export interface WorkerProcess {
  readonly child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (or signal) once it has exited. */
  readonly exited: Promise<number | NodeJS.Signals | null>;
}

export async function startFleet(
  prefix: string,
  emulatorOptions: EmulatorOptions,
  options: { redisPassword?: string } = {},
): Promise<TestFleet> {
  assertBuilt();
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const redis = await startRedis(
    options.redisPassword === undefined ? {} : { password: options.redisPassword },
  );
  const emulator = await startEmulator(emulatorOptions);
  const env = { ...emulatorEnv(emulator), REDIS_URL: redis.url };
  const workers: WorkerProcess[] = [];
  const cli = (args: readonly string[]) => runCliInProcess(args, { env });
  return {
    dir,
    redis,
    emulator,
    env,
    cli,
    async status() {
      const run = await cli(['pipelines', 'status', '--json']);
      if (run.code !== 0) throw new Error(`pipelines status failed: ${run.stderr}`);
      return JSON.parse(run.stdout) as FleetStatus;
    },
    worker(args = []) {
      const worker = workerProcess(env, args);
      workers.push(worker);
      return worker;
    },
    async stop() {
      for (const w of workers)
        if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGKILL');
      await Promise.all(workers.map((w) => w.exited));
      await emulator.close();
      await redis.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function workerProcess(env: Record<string, string>, args: readonly string[]): WorkerProcess {
  const child = spawn(
    process.execPath,
    [cliPath, 'worker', '--poll-interval', String(QUICK_POLL_MS), ...args],
    { env: programEnv(env), stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal)),
  );
  return { child, output: () => output, exited };
}

/**
 * Polls the fleet's status until `done` holds, every 100 ms. After `limitMs` (before the test's own limit)
 * it fails with the status and what `explain` says (the workers' output), so a run that never ends shows
 * where it stands.
 */
export async function statusWhen(
  fleet: TestFleet,
  done: (status: FleetStatus) => boolean,
  options: { limitMs?: number; explain?: () => string } = {},
): Promise<FleetStatus> {
  const until = Date.now() + (options.limitMs ?? 150_000);
  for (;;) {
    const status = await fleet.status();
    if (done(status)) return status;
    if (Date.now() > until)
      throw new Error(
        `the fleet did not get there: ${JSON.stringify(status, null, 1)}\n${await engineView(fleet, status)}\n${options.explain?.() ?? ''}`,
      );
    await sleep(100);
  }
}

/** What BullMQ holds of the runs still running: each one's state and lock, and the queue's counts. */
async function engineView(fleet: TestFleet, status: FleetStatus): Promise<string> {
  const redis = new Redis(fleet.redis.url, { maxRetriesPerRequest: null });
  const queue = new Queue(QUEUE_NAME, { connection: redis, prefix: BULL_PREFIX });
  try {
    const runs = status.pipelines.flatMap((p) => (p.running ? [p.running.runId] : []));
    const states = await Promise.all(
      runs.map(async (runId) => {
        const lock = await redis.pttl(`${BULL_PREFIX}:${QUEUE_NAME}:${runId}:lock`);
        return `${runId}: ${await queue.getJobState(runId)}, lock ${lock} ms`;
      }),
    );
    const counts = await queue.getJobCounts();
    const global = await queue.getGlobalConcurrency();
    return `BullMQ: ${JSON.stringify(counts)}, global concurrency ${global}\n${states.join('\n')}`;
  } catch (err) {
    return `BullMQ could not be read: ${(err as Error).message}`;
  } finally {
    await queue.close();
    redis.disconnect();
  }
}

/** Waits until `worker` printed `text`. */
export async function printed(worker: WorkerProcess, text: string | RegExp): Promise<void> {
  const seen = () => (typeof text === 'string' ? worker.output().includes(text) : text.test(worker.output()));
  while (!seen()) {
    if (worker.child.exitCode !== null)
      throw new Error(`worker exited before printing ${text}:\n${worker.output()}`);
    await sleep(20);
  }
}

/** Job starts the emulator answered with a job (200). */
export function jobsCreated(emulator: Emulator): number {
  return emulator.requests.filter(
    (r) => (r.route === 'crawl.create' || r.route === 'batch.create') && r.status === 200,
  ).length;
}
