/**
 * What a fleet records of its runs in Redis, beside BullMQ's own: each run in progress (its attempt's
 * fencing token, the start's idempotency key and when it was first sent, the service job once the start
 * answered, its progress), each pipeline's ended runs with their loads, and the credits spent per UTC day.
 * A worker that takes a run over reads here which job to continue.
 */
import { createHash } from 'node:crypto';
import { CREDIT_DAYS, ENDED_TTL_S, fleetKeys, HISTORY_LENGTH, utcDay } from './fleet-keys.js';
/** The start key of a run: a UUID derived from its id, so every attempt sends the same. */
export function startKeyOf(runId) {
    const hex = createHash('sha256').update(`crawlstream run ${runId}`).digest('hex');
    const variant = ((Number.parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
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
    #redis;
    constructor(redis) {
        this.#redis = redis;
    }
    /** Whether `runId` has an attempt on record (it started, and has not ended). */
    async started(runId) {
        return (await this.#redis.exists(fleetKeys.run(runId))) === 1;
    }
    /**
     * Starts an attempt of `runId` held by `worker`: the pipeline's next fencing token, and what earlier
     * attempts recorded (the first one's start time, the job).
     */
    async beginAttempt(runId, pipeline, worker, now) {
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
        const hash = (results?.[7]?.[1] ?? {});
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
    async facts(runId) {
        const [startedAt, firstReadAt, progress] = await this.#redis.hmget(fleetKeys.run(runId), 'startedAt', 'firstReadAt', 'progress');
        const credits = progress ? JSON.parse(progress).creditsUsed : undefined;
        return {
            ...(startedAt ? { startedAt: Number(startedAt) } : {}),
            ...(firstReadAt ? { firstReadAt: Number(firstReadAt) } : {}),
            ...(credits === undefined ? {} : { creditsUsed: credits }),
        };
    }
    /** Records the service job of `runId` (the start answered). */
    async jobStarted(runId, job) {
        await this.#redis.hset(fleetKeys.run(runId), { jobId: job.id, jobKind: job.kind });
    }
    /** Records the progress of `runId`, and when it first read a status page. */
    async progress(runId, progress, now) {
        const key = fleetKeys.run(runId);
        await this.#redis
            .multi()
            .hsetnx(key, 'firstReadAt', String(now))
            .hset(key, 'progress', JSON.stringify(progress))
            .exec();
    }
    /** The pipeline's current fencing token (the last attempt's). */
    async currentFence(pipeline) {
        return Number((await this.#redis.get(fleetKeys.fence(pipeline))) ?? 0);
    }
    /** The record of `runId` if it has ended (see `fleetKeys.ended`). */
    async ended(runId) {
        const text = await this.#redis.get(fleetKeys.ended(runId));
        return text === null ? undefined : JSON.parse(text);
    }
    /**
     * Ends `run`: into its pipeline's history, its credits into the day's, its record of progress gone; all
     * at once, and once: a run already ended changes nothing.
     */
    async end(run, now) {
        const day = fleetKeys.credits(utcDay(now));
        const first = await this.#redis.set(fleetKeys.ended(run.runId), JSON.stringify(run), 'EX', ENDED_TTL_S, 'NX');
        if (first !== 'OK')
            return;
        await this.#redis
            .multi()
            .lpush(fleetKeys.history(run.pipeline), JSON.stringify(run))
            .ltrim(fleetKeys.history(run.pipeline), 0, HISTORY_LENGTH - 1)
            .hincrby(day, 'total', run.credits)
            .hincrby(day, run.pipeline, run.credits)
            .expire(day, CREDIT_DAYS * 86_400)
            .del(fleetKeys.run(run.runId))
            .hdel(fleetKeys.reserved, run.runId)
            .srem(fleetKeys.running, run.runId)
            .exec();
    }
    /**
     * Reserves what a run starting now may spend of the fleet's `creditsPerDay`: what is left of the UTC day
     * of `now` once the runs in progress have their reservations, lowered to `wanted` (the pipeline's own
     * budget). `spent` when the day's credits are spent; `wait` when the runs in progress hold the rest.
     */
    async reserveCredits(runId, creditsPerDay, wanted, now) {
        const day = fleetKeys.credits(utcDay(now));
        const got = Number(await this.#redis.eval(RESERVE, 2, day, fleetKeys.reserved, runId, creditsPerDay, wanted ?? 0));
        return got === -1 ? 'spent' : got === 0 ? 'wait' : got;
    }
    /** Credits per UTC day over the last `days` days up to `now`, oldest first, with each pipeline's. */
    async creditsByDay(days, now) {
        const dayList = Array.from({ length: days }, (_, i) => utcDay(now - (days - 1 - i) * 86_400_000));
        const pipe = this.#redis.pipeline();
        for (const day of dayList)
            pipe.hgetall(fleetKeys.credits(day));
        const results = (await pipe.exec()) ?? [];
        return dayList.map((day, i) => {
            const hash = (results[i]?.[1] ?? {});
            const pipelines = {};
            for (const [field, value] of Object.entries(hash))
                if (field !== 'total')
                    pipelines[field] = Number(value);
            return { day, total: Number(hash.total ?? 0), pipelines };
        });
    }
    /** The pipeline's last `count` ended runs, newest first. */
    async history(pipeline, count) {
        const lines = await this.#redis.lrange(fleetKeys.history(pipeline), 0, count - 1);
        return lines.map((line) => JSON.parse(line));
    }
    /** The runs in progress. */
    async running() {
        const ids = await this.#redis.smembers(fleetKeys.running);
        const pipe = this.#redis.pipeline();
        for (const id of ids)
            pipe.hgetall(fleetKeys.run(id));
        const results = (await pipe.exec()) ?? [];
        const runs = [];
        ids.forEach((runId, i) => {
            const h = (results[i]?.[1] ?? {});
            if (h.pipeline === undefined)
                return;
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
                ...(h.progress ? { progress: JSON.parse(h.progress) } : {}),
            });
        });
        return runs;
    }
}
