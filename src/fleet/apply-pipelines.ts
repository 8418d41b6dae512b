/**
 * `pipelines apply`: makes the job engine's schedules those of the file. Each scheduled pipeline gets a
 * BullMQ job scheduler (its cron pattern in its time zone) that adds one run when due; a manual one has
 * none and runs when asked (`pipelines run`). A pipeline no longer in the file loses its scheduler. Applying
 * the same file twice changes nothing.
 */
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { storeAppliedFile } from './applied-file.js';
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

export async function applyPipelines(file: PipelinesFile, queue: Queue, redis: Redis): Promise<Applied> {
  await storeAppliedFile(redis, file);
  const applied: Applied = { scheduled: [], manual: [], removed: [] };
  const names = new Set<string>();
  for (const pipeline of file.pipelines) {
    names.add(pipeline.name);
    if (pipeline.schedule === 'manual') {
      applied.manual.push(pipeline.name);
      await queue.removeJobScheduler(pipeline.name);
      continue;
    }
    await queue.upsertJobScheduler(
      pipeline.name,
      { pattern: pipeline.schedule, ...(pipeline.timezone ? { tz: pipeline.timezone } : {}) },
      {
        name: pipeline.name,
        data: { pipeline: pipeline.name } satisfies RunJobData,
        opts: { removeOnComplete: 1000, removeOnFail: 1000 },
      },
    );
    applied.scheduled.push(pipeline.name);
  }
  for (const scheduler of await queue.getJobSchedulers(0, -1)) {
    const id = scheduler.id ?? scheduler.key;
    if (names.has(id)) continue;
    await queue.removeJobScheduler(id);
    applied.removed.push(id);
  }
  return applied;
}

/** Adds a run of each of `names` now; returns the run ids. */
export async function enqueueRuns(queue: Queue, names: readonly string[], now: number): Promise<string[]> {
  const ids: string[] = [];
  for (const pipeline of names) {
    const job = await queue.add(pipeline, { pipeline } satisfies RunJobData, {
      jobId: `${pipeline}-manual-${now}`,
      removeOnComplete: 1000,
      removeOnFail: 1000,
    });
    ids.push(job.id as string);
  }
  return ids;
}
