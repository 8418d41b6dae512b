/**
 * `pipelines apply`: makes the job engine's schedules those of the file. Each scheduled pipeline gets a
 * BullMQ job scheduler (its cron pattern in its time zone) that adds one run when due; a manual one has
 * none and runs when asked (`pipelines run`). A pipeline no longer in the file loses its scheduler. Applying
 * the same file twice changes nothing.
 */
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { PipelinesFile } from './pipelines-file.js';
/** What `apply` changed. */
export interface Applied {
    scheduled: string[];
    manual: string[];
    removed: string[];
}
/** The data of a run's job in the queue. */
export interface RunJobData {
    pipeline: string;
}
export declare function applyPipelines(file: PipelinesFile, queue: Queue, redis: Redis): Promise<Applied>;
/** Adds a run of each of `names` now; returns the run ids. */
export declare function enqueueRuns(queue: Queue, names: readonly string[], now: number): Promise<string[]>;
