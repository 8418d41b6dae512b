import { type RedisTarget } from './redis-target.js';
import { type StepContext } from './run-step.js';
export interface WorkerOptions {
    redis: RedisTarget;
    /** Runs at once in this worker. @default 2 */
    concurrency?: number;
    /** The team's most service jobs at once, when given (`--max-jobs`); else read from the service. */
    maxJobs?: number | undefined;
    /** How long a run's lock lasts without renewal (ms). @default 30000 */
    leaseMs?: number;
    /** The environment runs see: the service's URL and key, database passwords. */
    env: NodeJS.ProcessEnv;
    /** The program the runs are: `crawlstream` run in this process. */
    program: StepContext['program'];
    /** How often runs read a running job's status (ms), when not the program's default. */
    pollIntervalMs?: number | undefined;
    /** Where the worker's and its runs' lines go. */
    log(line: string): void;
    /** The worker's name in the status. @default HOST:PID */
    name?: string;
}
/** A running worker. */
export interface FleetWorker {
    readonly name: string;
    /** Stops taking runs, stops those it holds at their checkpoints and hands them back; resolves when done. */
    close(): Promise<void>;
}
export declare function startWorker(options: WorkerOptions): Promise<FleetWorker>;
