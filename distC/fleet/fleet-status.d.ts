/**
 * What a fleet is doing, read from Redis: each pipeline with its schedule and next run, its last run and
 * that run's load, the run in progress with its progress, its credits today and its recent failures; the
 * fleet's credits per day, its budget, and the team's job slots. `pipelines status` prints it and the
 * dashboard draws it: one reading, so both say the same.
 */
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { EndedRun, RunningRun, RunRecords } from './run-records.js';
export interface PipelineStatus {
    name: string;
    /** Cron pattern, or `manual`. */
    schedule: string;
    timezone?: string | undefined;
    /** The destination as messages name it (no password). */
    output: string;
    /** When the scheduler adds its next run (ISO 8601). */
    nextRun?: string | undefined;
    lastRun?: EndedRun | undefined;
    running?: RunningRun | undefined;
    creditsToday: number;
    /** Failed runs among its last ten. */
    recentFailures: number;
}
export interface FleetStatus {
    redis: string;
    at: string;
    pipelines: PipelineStatus[];
    /** Credits spent today (UTC) by every pipeline. */
    creditsToday: number;
    budget?: {
        creditsPerDay: number;
    } | undefined;
    /** The team's most service jobs at once, and the runs holding a job slot now. */
    maxJobs?: number | undefined;
    jobsRunning: number;
    queue: {
        waiting: number;
        delayed: number;
        active: number;
    };
    /** Credits per UTC day, the last 30 days, oldest first. */
    creditsByDay: {
        day: string;
        total: number;
    }[];
}
export declare function fleetStatus(redis: Redis, queue: Queue, records: RunRecords, redisName: string, now: number): Promise<FleetStatus>;
