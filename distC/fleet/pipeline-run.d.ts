import type { RunHooks } from '../cli/cli-context.js';
import type { CliIo } from '../cli/run-cli.js';
import { type PipelineSpec } from './pipelines-file.js';
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
export declare function startAttempt(pipeline: PipelineSpec, attempt: RunAttempt, settings: AttemptSettings): RunningAttempt;
