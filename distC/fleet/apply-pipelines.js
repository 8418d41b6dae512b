import { storeAppliedFile } from './applied-file.js';
export async function applyPipelines(file, queue, redis) {
    await storeAppliedFile(redis, file);
    const applied = { scheduled: [], manual: [], removed: [] };
    const names = new Set();
    for (const pipeline of file.pipelines) {
        names.add(pipeline.name);
        if (pipeline.schedule === 'manual') {
            applied.manual.push(pipeline.name);
            await queue.removeJobScheduler(pipeline.name);
            continue;
        }
        await queue.upsertJobScheduler(pipeline.name, { pattern: pipeline.schedule, ...(pipeline.timezone ? { tz: pipeline.timezone } : {}) }, {
            name: pipeline.name,
            data: { pipeline: pipeline.name },
            opts: { removeOnComplete: 1000, removeOnFail: 1000 },
        });
        applied.scheduled.push(pipeline.name);
    }
    for (const scheduler of await queue.getJobSchedulers(0, -1)) {
        const id = scheduler.id ?? scheduler.key;
        if (names.has(id))
            continue;
        await queue.removeJobScheduler(id);
        applied.removed.push(id);
    }
    return applied;
}
/** Adds a run of each of `names` now; returns the run ids. */
export async function enqueueRuns(queue, names, now) {
    const ids = [];
    for (const pipeline of names) {
        const job = await queue.add(pipeline, { pipeline }, {
            jobId: `${pipeline}-manual-${now}`,
            removeOnComplete: 1000,
            removeOnFail: 1000,
        });
        ids.push(job.id);
    }
    return ids;
}
