import { redactedUrl } from '../sinks/table/database-url.js';
import { readAppliedFile } from './applied-file.js';
import { fleetKeys, utcDay } from './fleet-keys.js';
/** Ended runs a status looks back at for failures. */
const RECENT_RUNS = 10;
export async function fleetStatus(redis, queue, records, redisName, now) {
    const file = await readAppliedFile(redis);
    // A run's record and its credits are written together: the histories are read before the credits, so
    // every run shown is counted in them (a run that ends in between is counted and shown at the next read).
    const histories = new Map();
    for (const p of file?.pipelines ?? [])
        histories.set(p.name, await records.history(p.name, RECENT_RUNS));
    const [running, days, schedulers, counts, maxJobs, slots] = await Promise.all([
        records.running(),
        records.creditsByDay(30, now),
        queue.getJobSchedulers(0, -1),
        queue.getJobCounts('waiting', 'delayed', 'active', 'prioritized'),
        redis.get(fleetKeys.maxJobs),
        redis.zcard(fleetKeys.slots),
    ]);
    const today = days[days.length - 1] ?? { day: utcDay(now), total: 0, pipelines: {} };
    const nextOf = new Map(schedulers.map((s) => [s.id ?? s.key, s.next]));
    const pipelines = [];
    for (const p of file?.pipelines ?? []) {
        const history = histories.get(p.name) ?? [];
        const next = nextOf.get(p.name);
        const inProgress = running.find((r) => r.pipeline === p.name);
        pipelines.push({
            name: p.name,
            schedule: p.schedule,
            ...(p.timezone ? { timezone: p.timezone } : {}),
            output: outputName(p.output),
            ...(next ? { nextRun: new Date(next).toISOString() } : {}),
            ...(history[0] ? { lastRun: history[0] } : {}),
            ...(inProgress ? { running: inProgress } : {}),
            creditsToday: today.pipelines[p.name] ?? 0,
            recentFailures: history.filter((r) => r.status === 'failed').length,
        });
    }
    return {
        redis: redisName,
        at: new Date(now).toISOString(),
        pipelines,
        creditsToday: today.total,
        ...(file?.budget ? { budget: file.budget } : {}),
        ...(maxJobs === null ? {} : { maxJobs: Number(maxJobs) }),
        jobsRunning: slots,
        queue: {
            waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
            delayed: counts.delayed ?? 0,
            active: counts.active ?? 0,
        },
        creditsByDay: days.map(({ day, total }) => ({ day, total })),
    };
}
/** A destination as status shows it: a URL without its password or query. */
function outputName(output) {
    if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(output))
        return output;
    const name = redactedUrl(output);
    return output.endsWith('/') ? name : name.replace(/\/$/, '');
}
