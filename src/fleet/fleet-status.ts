/**
 * What a fleet is doing, read from Redis: each pipeline with its schedule and next run, its last run and
 * that run's load, the run in progress with its progress, its credits today and its recent failures; the
 * fleet's credits per day, its budget, and the team's job slots. `pipelines status` prints it and the
 * dashboard draws it: one reading, so both say the same.
 */
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { redactedUrl } from '../sinks/table/database-url.js';
import { readAppliedFile } from './applied-file.js';
import { fleetKeys, utcDay } from './fleet-keys.js';
import type { EndedRun, RunningRun, RunRecords } from './run-records.js';

/** Ended runs a status looks back at for failures. */
const RECENT_RUNS = 10;

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
  budget?: { creditsPerDay: number } | undefined;
  /** The team's most service jobs at once, and the runs holding a job slot now. */
  maxJobs?: number | undefined;
  jobsRunning: number;
  queue: { waiting: number; delayed: number; active: number };
  /** Credits per UTC day, the last 30 days, oldest first. */
  creditsByDay: { day: string; total: number }[];
}

export async function fleetStatus(
  redis: Redis,
  queue: Queue,
  records: RunRecords,
  redisName: string,
  now: number,
): Promise<FleetStatus> {
  const file = await readAppliedFile(redis);
  // A run's record and its credits are written together: the histories are read before the credits, so
  // every run shown is counted in them (a run that ends in between is counted and shown at the next read).
  const histories = new Map<string, EndedRun[]>();
  for (const p of file?.pipelines ?? []) histories.set(p.name, await records.history(p.name, RECENT_RUNS));
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
  const pipelines: PipelineStatus[] = [];
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
function outputName(output: string): string {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(output)) return output;
  const name = redactedUrl(output);
  return output.endsWith('/') ? name : name.replace(/\/$/, '');
}
