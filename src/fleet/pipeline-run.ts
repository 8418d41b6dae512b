/**
 * One attempt of a pipeline's run inside a worker: the program run in this process on the run's command
 * line (`run-command.ts`), with the worker's hooks (the fencing token, the start's key, the job as soon as
 * it starts, its progress, a 429), its output read back from `--json`, its messages prefixed with the
 * pipeline's name. Stopping it (`stop()`) is Ctrl-C: it writes what it received and its checkpoint.
 */
import { PassThrough } from 'node:stream';
import type { RunHooks } from '../cli/cli-context.js';
import type { CliIo } from '../cli/run-cli.js';
import { destinationFor } from '../sinks/destinations.js';
import { destinationOptions, type PipelineSpec } from './pipelines-file.js';
import { type RunMode, runArgv } from './run-command.js';
import type { RunAttempt } from './run-records.js';

/** How an attempt ended: the program's exit code and its `--json` summary. */
export interface AttemptEnd {
  code: number;
  summary: Record<string, unknown> | undefined;
  /** The last message it printed, for a failure's record. */
  lastMessage: string | undefined;
}

/** What the worker gives an attempt. */
export interface AttemptSettings {
  env: NodeJS.ProcessEnv;
  /** The run's budget now (the pipeline's own, lowered to what is left of the fleet's day). */
  maxCredits?: number | undefined;
  /** The program, run in this process on the run's command line. */
  program: (argv: readonly string[], io: CliIo) => Promise<number>;
  /** The worker's `--poll-interval`, given to each run. */
  pollIntervalMs?: number | undefined;
  /** Each line the program prints to stderr. */
  log(line: string): void;
  hooks: Omit<RunHooks, 'fence' | 'startKey' | 'keySentAt' | 'adoptJob'>;
}

/** An attempt in progress. */
export interface RunningAttempt {
  readonly ended: Promise<AttemptEnd>;
  /** Ctrl-C: stop reading, keep what is written and the checkpoint. */
  stop(): void;
}

/** Starts an attempt of `pipeline`'s run. */
export function startAttempt(
  pipeline: PipelineSpec,
  attempt: RunAttempt,
  settings: AttemptSettings,
): RunningAttempt {
  const interrupts = stopSignal();
  const ended = (async () => {
    const mode = await attemptMode(pipeline, attempt, settings);
    settings.log(attemptLine(attempt, mode));
    const poll = settings.pollIntervalMs;
    const argv = [
      ...runArgv(pipeline, mode),
      ...(poll === undefined ? [] : ['--poll-interval', String(poll)]),
    ];
    const stdout = collected();
    let lastMessage: string | undefined;
    const stderr = {
      write(chunk: string): boolean {
        for (const line of chunk.split('\n')) {
          if (line.trim() === '') continue;
          lastMessage = line;
          settings.log(line);
        }
        return true;
      },
    };
    const hooks: RunHooks = {
      ...settings.hooks,
      fence: attempt.fence,
      startKey: attempt.startKey,
      // Only a later attempt's start may meet a job its own key created.
      keySentAt: attempt.attempt > 1 ? attempt.keySentAt : undefined,
      ...(mode.kind === 'start' && attempt.jobId !== undefined ? { adoptJob: attempt.jobId } : {}),
    };
    const code = await settings.program(argv, {
      stdout: stdout.stream,
      stderr,
      env: settings.env,
      run: hooks,
      interruptSource: interrupts,
    });
    return { code, summary: lastJson(stdout.text()), lastMessage };
  })();
  return { ended, stop: () => interrupts.stop() };
}

/**
 * Whether the attempt continues the export of the job an earlier attempt started (the destination holds
 * it), or starts: afresh, or by adopting that job when the destination holds nothing of it yet.
 */
async function attemptMode(
  pipeline: PipelineSpec,
  attempt: RunAttempt,
  settings: AttemptSettings,
): Promise<RunMode> {
  const start: RunMode = { kind: 'start', maxCredits: settings.maxCredits };
  if (attempt.jobId === undefined || pipeline.monitor) return start;
  const destination = destinationFor(pipeline.output, {
    options: destinationOptions(pipeline),
    env: settings.env,
  });
  const checkpoint = await destination.readCheckpoint?.(attempt.jobId);
  if (checkpoint?.jobId !== attempt.jobId) return start;
  return { kind: 'resume', jobId: attempt.jobId, jobKind: attempt.jobKind ?? 'crawl' };
}

/** What the attempt does, as the worker's log says it. */
function attemptLine(attempt: RunAttempt, mode: RunMode): string {
  const which = `attempt ${attempt.attempt} (fencing token ${attempt.fence})`;
  if (mode.kind === 'resume') return `${which}: continues job ${mode.jobId} from the destination's cursor`;
  if (attempt.jobId !== undefined)
    return `${which}: exports job ${attempt.jobId}, which an earlier attempt started`;
  return `${which}: starts`;
}

/**
 * Where a run hears Ctrl-C (`CliIo.interruptSource`): `stop()` tells every listener, and a listener added
 * after it (the run had not started its command yet) hears it at once.
 */
function stopSignal() {
  const listeners = new Set<() => void>();
  let stopped = false;
  return {
    on(_event: 'SIGINT', listener: () => void) {
      listeners.add(listener);
      if (stopped) queueMicrotask(listener);
    },
    off(_event: 'SIGINT', listener: () => void) {
      listeners.delete(listener);
    },
    stop() {
      stopped = true;
      for (const listener of listeners) listener();
    },
  };
}

/** A stream that keeps what is written to it. */
function collected(): { stream: PassThrough & { isTTY?: boolean }; text(): string } {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

/** The last line of `text` that is a JSON object. */
function lastJson(text: string): Record<string, unknown> | undefined {
  const lines = text.trim().split('\n').reverse();
  for (const line of lines) {
    try {
      const value = JSON.parse(line) as unknown;
      if (value !== null && typeof value === 'object') return value as Record<string, unknown>;
    } catch {
      // Not the summary.
    }
  }
  return undefined;
}
