/**
 * What a fleet records of its runs in Redis, beside BullMQ's own: each run in progress (its attempt's
 * fencing token, the start's idempotency key and when it was first sent, the service job once the start
 * answered, its progress), each pipeline's ended runs with their loads, and the credits spent per UTC day.
 * A worker that takes a run over reads here which job to continue.
 */
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { CREDIT_DAYS, ENDED_TTL_S, fleetKeys, HISTORY_LENGTH, utcDay } from './fleet-keys.js';

/** One attempt of a run, as the worker that holds it starts it. */
export interface RunAttempt {
  runId: string;
  pipeline: string;
  /** 1 for the first worker to hold the run, 2 for the one that took it over, … */
  attempt: number;
  /** This attempt's fencing token: higher than every earlier attempt's at this pipeline. */
  fence: number;
  /** `x-idempotency-key` of the job start, the same for every attempt of the run. */
  startKey: string;
  /** When the run's first attempt began, before it could send the start (ms). */
  keySentAt: number;
  /** The service job the start created, once it answered. */
  jobId?: string | undefined;
  jobKind?: string | undefined;
}

/** A run's progress as the status shows it. */
export interface RunProgress {
  documents: number;
  jobCompleted?: number | undefined;
  jobTotal?: number | undefined;
  status?: string | undefined;
  /** The job's credits so far: what a run that a successor finds finished has cost. */
  creditsUsed?: number | undefined;
}

/** What the fleet recorded of a run while it ran (see {@link RunRecords.facts}). */
export interface RunFacts {
  startedAt?: number;
  firstReadAt?: number;
  creditsUsed?: number;
}

/** A run in progress, as `pipelines status` shows it. */
export interface RunningRun extends RunAttempt {
  worker: string;
  dequeuedAt: number;
  /** When its first status page was read (ms). */
  firstReadAt?: number | undefined;
  progress?: RunProgress | undefined;
}

/** An ended run: what it did and what it cost. */
export interface EndedRun {
  runId: string;
  pipeline: string;
  /** `skipped`: never started (the fleet's daily budget was spent, or the pipeline left the file). */
  status: 'completed' | 'stopped' | 'failed' | 'pages-failed' | 'skipped';
  /** When the run was queued (by its schedule, or `pipelines run`). */
  queuedAt: string;
  /** When a worker first took it (ISO 8601). */
  startedAt: string;
  /** When its first status page was read: from `startedAt`, what the fleet adds to the run. */
  firstReadAt?: string | undefined;
  endedAt: string;
  attempts: number;
  jobId?: string | undefined;
  documents: number;
  credits: number;
  /** New, changed, same and removed pages (a change-aware pipeline). */
  counts?: Record<string, number> | undefined;
  /** Pages of the job that failed. */
  failedPages?: number | undefined;
  error?: string | undefined;
}

/** The start key of a run: a UUID derived from its id, so every attempt sends the same. */
export function startKeyOf(runId: string): string {
  const hex = createHash('sha256').update(`crawlstream run ${runId}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Ends a run, atomically (see {@link RunRecords.end}): its ended record first, only once, then its history,
 * its credits and its record of progress. A worker killed between two separate commands left a run ended
 * but still among the running ones, which the run's next hand-out then took for ended: it stayed "running".
 */
const END = `
if not redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2], 'NX') then return 0 end
redis.call('LPUSH', KEYS[2], ARGV[1])
redis.call('LTRIM', KEYS[2], 0, tonumber(ARGV[3]) - 1)
redis.call('HINCRBY', KEYS[3], 'total', ARGV[4])
redis.call('HINCRBY', KEYS[3], ARGV[5], ARGV[4])
redis.call('EXPIRE', KEYS[3], ARGV[6])
redis.call('DEL', KEYS[4])
redis.call('HDEL', KEYS[5], ARGV[7])
redis.call('SREM', KEYS[6], ARGV[7])
return 1`;

/** Reserves credits of the day for a run, atomically (see {@link RunRecords.reserveCredits}). */
const RESERVE = `
local left = tonumber(ARGV[2]) - tonumber(redis.call('HGET', KEYS[1], 'total') or '0')
if left <= 0 then return -1 end
local held = redis.call('HGETALL', KEYS[2])
for i = 1, #held, 2 do
  if held[i] ~= ARGV[1] then left = left - tonumber(held[i + 1]) end
end
if left <= 0 then return 0 end
local wanted = tonumber(ARGV[3])
if wanted > 0 and wanted < left then left = wanted end
redis.call('HSET', KEYS[2], ARGV[1], left)
return left`;

export class RunRecords {
  readonly #redis: Redis;

  constructor(redis: Redis) {
    this.#redis = redis;
  }

  /** Whether `runId` has an attempt on record (it started, and has not ended). */
  async started(runId: string): Promise<boolean> {
    return (await this.#redis.exists(fleetKeys.run(runId))) === 1;
  }

  /**
   * Starts an attempt of `runId` held by `worker`: the pipeline's next fencing token, and what earlier
   * attempts recorded (the first one's start time, the job).
   */
  async beginAttempt(runId: string, pipeline: string, worker: string, now: number): Promise<RunAttempt> {
    const key = fleetKeys.run(runId);
    const results = await this.#redis
      .multi()
      .incr(fleetKeys.fence(pipeline))
      .hsetnx(key, 'keySentAt', String(now))
      .hsetnx(key, 'startedAt', String(now))
      .hincrby(key, 'attempt', 1)
      .hset(key, { pipeline, worker, dequeuedAt: String(now) })
      .hdel(key, 'firstReadAt')
      .sadd(fleetKeys.running, runId)
      .hgetall(key)
      .exec();
    const fence = Number(results?.[0]?.[1]);
    const hash = (results?.[7]?.[1] ?? {}) as Record<string, string>;
    await this.#redis.hset(key, 'fence', String(fence));
    return {
      runId,
      pipeline,
      attempt: Number(hash.attempt),
      fence,
      startKey: startKeyOf(runId),
      keySentAt: Number(hash.keySentAt),
      ...(hash.jobId ? { jobId: hash.jobId, jobKind: hash.jobKind } : {}),
    };
  }

  /**
   * When the run was first taken, when it first read a status page (ms), and the credits its job had used
   * by the last progress recorded (of any attempt), as recorded.
   */
  async facts(runId: string): Promise<RunFacts> {
    const [startedAt, firstReadAt, progress] = await this.#redis.hmget(
      fleetKeys.run(runId),
      'startedAt',
      'firstReadAt',
      'progress',
    );
    const credits = progress ? (JSON.parse(progress) as RunProgress).creditsUsed : undefined;
    return {
      ...(startedAt ? { startedAt: Number(startedAt) } : {}),
      ...(firstReadAt ? { firstReadAt: Number(firstReadAt) } : {}),
      ...(credits === undefined ? {} : { creditsUsed: credits }),
    };
  }

  /** Records the service job of `runId` (the start answered). */
  async jobStarted(runId: string, job: { id: string; kind: string }): Promise<void> {
    await this.#redis.hset(fleetKeys.run(runId), { jobId: job.id, jobKind: job.kind });
  }

  /** Records the progress of `runId`, and when it first read a status page. */
  async progress(runId: string, progress: RunProgress, now: number): Promise<void> {
    const key = fleetKeys.run(runId);
    await this.#redis
      .multi()
      .hsetnx(key, 'firstReadAt', String(now))
      .hset(key, 'progress', JSON.stringify(progress))
      .exec();
  }

  /** The pipeline's current fencing token (the last attempt's). */
  async currentFence(pipeline: string): Promise<number> {
    return Number((await this.#redis.get(fleetKeys.fence(pipeline))) ?? 0);
  }

  /** The record of `runId` if it has ended (see `fleetKeys.ended`). */
  async ended(runId: string): Promise<EndedRun | undefined> {
    const text = await this.#redis.get(fleetKeys.ended(runId));
    return text === null ? undefined : (JSON.parse(text) as EndedRun);
  }

  /**
   * Ends `run`: into its pipeline's history, its credits into the day's, its record of progress gone; all
   * at once, and once: a run already ended changes nothing.
   */
  async end(run: EndedRun, now: number): Promise<void> {
    await this.#redis.eval(
      END,
      6,
      fleetKeys.ended(run.runId),
      fleetKeys.history(run.pipeline),
      fleetKeys.credits(utcDay(now)),
      fleetKeys.run(run.runId),
      fleetKeys.reserved,
      fleetKeys.running,
      JSON.stringify(run),
      ENDED_TTL_S,
      HISTORY_LENGTH,
      run.credits,
      run.pipeline,
      CREDIT_DAYS * 86_400,
      run.runId,
    );
  }

  /**
   * Reserves what a run starting now may spend of the fleet's `creditsPerDay`: what is left of the UTC day
   * of `now` once the runs in progress have their reservations, lowered to `wanted` (the pipeline's own
   * budget). `spent` when the day's credits are spent; `wait` when the runs in progress hold the rest.
   */
  async reserveCredits(
    runId: string,
    creditsPerDay: number,
    wanted: number | undefined,
    now: number,
  ): Promise<number | 'spent' | 'wait'> {
    const day = fleetKeys.credits(utcDay(now));
    const got = Number(
      await this.#redis.eval(RESERVE, 2, day, fleetKeys.reserved, runId, creditsPerDay, wanted ?? 0),
    );
    return got === -1 ? 'spent' : got === 0 ? 'wait' : got;
  }

  /** Credits per UTC day over the last `days` days up to `now`, oldest first, with each pipeline's. */
  async creditsByDay(
    days: number,
    now: number,
  ): Promise<{ day: string; total: number; pipelines: Record<string, number> }[]> {
    const dayList = Array.from({ length: days }, (_, i) => utcDay(now - (days - 1 - i) * 86_400_000));
    const pipe = this.#redis.pipeline();
    for (const day of dayList) pipe.hgetall(fleetKeys.credits(day));
    const results = (await pipe.exec()) ?? [];
    return dayList.map((day, i) => {
      const hash = (results[i]?.[1] ?? {}) as Record<string, string>;
      const pipelines: Record<string, number> = {};
      for (const [field, value] of Object.entries(hash))
        if (field !== 'total') pipelines[field] = Number(value);
      return { day, total: Number(hash.total ?? 0), pipelines };
    });
  }

  /** The pipeline's last `count` ended runs, newest first. */
  async history(pipeline: string, count: number): Promise<EndedRun[]> {
    const lines = await this.#redis.lrange(fleetKeys.history(pipeline), 0, count - 1);
    return lines.map((line) => JSON.parse(line) as EndedRun);
  }

  /** The runs in progress. */
  async running(): Promise<RunningRun[]> {
    const ids = await this.#redis.smembers(fleetKeys.running);
    const pipe = this.#redis.pipeline();
    for (const id of ids) pipe.hgetall(fleetKeys.run(id));
    const results = (await pipe.exec()) ?? [];
    const runs: RunningRun[] = [];
    ids.forEach((runId, i) => {
      const h = (results[i]?.[1] ?? {}) as Record<string, string>;
      if (h.pipeline === undefined) return;
      runs.push({
        runId,
        pipeline: h.pipeline,
        attempt: Number(h.attempt),
        fence: Number(h.fence),
        startKey: startKeyOf(runId),
        keySentAt: Number(h.keySentAt),
        worker: h.worker ?? '',
        dequeuedAt: Number(h.dequeuedAt),
        ...(h.jobId ? { jobId: h.jobId, jobKind: h.jobKind } : {}),
        ...(h.firstReadAt ? { firstReadAt: Number(h.firstReadAt) } : {}),
        ...(h.progress ? { progress: JSON.parse(h.progress) as RunProgress } : {}),
      });
    });
    return runs;
  }
}
