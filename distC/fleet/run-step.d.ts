/**
 * One step of a run in a worker, as BullMQ hands it out: take the pipeline (one run of it at a time), keep
 * to the fleet's daily budget and the team's job slots, begin an attempt with the next fencing token, run
 * it, and record how it ended. A run that must wait (its pipeline busy, no job slot) goes back to the queue
 * delayed; one stopped by SIGTERM goes back to wait for another worker; one whose lease another worker
 * took over writes nothing more (its destination refuses its token) and leaves the record to that worker.
 */
import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { RunJobData } from './apply-pipelines.js';
import { type AttemptSettings, type RunningAttempt } from './pipeline-run.js';
import type { RunClaims } from './run-claims.js';
import type { EndedRun, RunRecords } from './run-records.js';
/** What the worker lends each step. */
export interface StepContext {
    name: string;
    env: NodeJS.ProcessEnv;
    pollIntervalMs: number | undefined;
    program: AttemptSettings['program'];
    log(line: string): void;
    records: RunRecords;
    claims: RunClaims;
    maxJobs(): Promise<number | undefined>;
    redis: Redis;
    /** The attempts running in this worker, by run. */
    attempts: Map<string, RunningAttempt>;
    stopping(): boolean;
    rateLimit(ms: number): unknown;
}
export declare function runStep(job: Job<RunJobData>, token: string, ctx: StepContext): Promise<EndedRun | string>;
