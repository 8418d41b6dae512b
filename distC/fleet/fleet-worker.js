/**
 * `crawlstream worker`: takes pipeline runs from the job engine (BullMQ on Redis) and runs them, up to
 * `concurrency` at once. BullMQ holds a lock on each run it hands out, renewed while the worker lives; a
 * worker that dies (or stalls past its lease) loses it, and BullMQ's stalled-job check hands the run to
 * another worker, which continues it (`run-step.ts`). SIGTERM stops the runs at their checkpoints and
 * hands them back to the queue.
 */
import { hostname } from 'node:os';
import { waitForDuckdbLocks } from '../sinks/table/duckdb-backend.js';
import { BULL_PREFIX, fleetKeys, QUEUE_NAME } from './fleet-keys.js';
import { connectRedis, loadBullmq } from './redis-target.js';
import { RunClaims } from './run-claims.js';
import { RunRecords } from './run-records.js';
import { runStep } from './run-step.js';
/**
 * How long a run waits for a DuckDB file another process holds: the attempt BullMQ took for dead when it
 * had stalled past its lease, still running, until it ends or dies.
 */
const DUCKDB_LOCK_WAIT_MS = 10 * 60_000;
export async function startWorker(options) {
    const { Worker, Queue } = await loadBullmq();
    waitForDuckdbLocks(DUCKDB_LOCK_WAIT_MS);
    const name = options.name ?? `${hostname()}:${process.pid}`;
    const redis = await connectRedis(options.redis);
    const blocking = await connectRedis(options.redis);
    const queue = new Queue(QUEUE_NAME, { connection: redis, prefix: BULL_PREFIX });
    const alive = async (runId) => !['completed', 'failed', 'unknown'].includes(await queue.getJobState(runId));
    const records = new RunRecords(redis);
    const claims = new RunClaims(redis, alive);
    const maxJobs = await teamLimit(options, redis, queue);
    const attempts = new Map();
    let stopping = false;
    const leaseMs = options.leaseMs ?? 30_000;
    const worker = new Worker(QUEUE_NAME, (job, token) => runStep(job, token, {
        name,
        env: options.env,
        pollIntervalMs: options.pollIntervalMs,
        program: options.program,
        log: options.log,
        records,
        claims,
        maxJobs,
        redis,
        attempts,
        stopping: () => stopping,
        rateLimit: (ms) => queue.rateLimit(ms),
    }), {
        connection: blocking,
        prefix: BULL_PREFIX,
        concurrency: options.concurrency ?? 2,
        lockDuration: leaseMs,
        stalledInterval: Math.max(500, Math.floor(leaseMs / 2)),
        maxStalledCount: 1000,
        // BullMQ obeys a manual rate limit (`queue.rateLimit`, set on a 429) only when a limiter is set: this
        // one is far above what a fleet starts, so only a 429 ever holds the queue.
        limiter: { max: 10_000, duration: 1000 },
    });
    worker.on('error', (err) => options.log(`worker: ${err.message}`));
    await worker.waitUntilReady();
    return {
        name,
        async close() {
            stopping = true;
            for (const attempt of attempts.values())
                attempt.stop();
            await worker.close();
            await queue.close();
            redis.disconnect();
            blocking.disconnect();
        },
    };
}
/**
 * The team's most service jobs at once: `--max-jobs`, else what the service's concurrency check answers,
 * kept in Redis for every worker and the status. Reading it is advisory: when the service cannot say, the
 * last value kept is used, or none.
 */
async function teamLimit(options, redis, queue) {
    if (options.maxJobs !== undefined) {
        await redis.set(fleetKeys.maxJobs, String(options.maxJobs));
    }
    else {
        const read = await serviceLimit(options.env).catch((err) => {
            options.log(`worker: the team's concurrency could not be read (${err.message}); using the last one known`);
            return undefined;
        });
        if (read !== undefined)
            await redis.set(fleetKeys.maxJobs, String(read));
    }
    const kept = await redis.get(fleetKeys.maxJobs);
    if (kept !== null)
        await queue.setGlobalConcurrency(Number(kept));
    return async () => {
        const value = await redis.get(fleetKeys.maxJobs);
        return value === null ? undefined : Number(value);
    };
}
/** `GET /v2/concurrency-check`'s `maxConcurrency`. */
async function serviceLimit(env) {
    const { createClient } = await import('../client.js');
    const { lastValueFrom } = await import('rxjs');
    const client = createClient({ env, maxRetries: 1 });
    try {
        const answer = await lastValueFrom(client.team.concurrency());
        return answer.maxConcurrency;
    }
    finally {
        await client.close();
    }
}
