import { ExitCode } from '../cli/exit-codes.js';
import { plural } from '../cli/plural.js';
import { readAppliedFile } from './applied-file.js';
import { startAttempt } from './pipeline-run.js';
import { loadBullmq } from './redis-target.js';
/** How long a run waits before it asks again for its pipeline or a job slot (ms). */
const RETRY_MS = 250;
export async function runStep(job, token, ctx) {
    const runId = job.id;
    const name = job.data.pipeline;
    // Handed out again after it ended (its worker died before BullMQ heard): it is not run twice.
    const endedBefore = await ctx.records.ended(runId);
    if (endedBefore !== undefined) {
        await ctx.claims.releaseSlot(runId);
        await ctx.claims.releasePipeline(name, runId);
        return endedBefore;
    }
    const started = await ctx.records.started(runId);
    const file = await readAppliedFile(ctx.redis);
    const pipeline = file?.pipelines.find((p) => p.name === name);
    if (pipeline === undefined)
        return skip(ctx, runId, name, 'the pipeline is not in the applied pipelines file');
    const admitted = await admit(ctx, { runId, pipeline, budget: file?.budget, started });
    if (admitted === 'later')
        return later(job, token);
    if (typeof admitted === 'object')
        return admitted;
    const maxCredits = admitted === 'unbounded' ? undefined : admitted;
    const attempt = await ctx.records.beginAttempt(runId, name, ctx.name, Date.now());
    // The program never throws; what runs before it (reading the destination's cursor) may: a failed run.
    const end = await runAttempt(ctx, pipeline, attempt, maxCredits).catch((err) => ({ code: ExitCode.failed, summary: undefined, lastMessage: err.message }));
    if (ctx.stopping() && end.code === ExitCode.interrupted) {
        ctx.log(`[${name}] stopped at its checkpoint; handed back to the queue`);
        await job.moveToWait(token);
        return waitingError();
    }
    if ((await ctx.records.currentFence(name)) > attempt.fence) {
        ctx.log(`[${name}] another worker took this run over; this attempt wrote nothing after that`);
        return 'taken over';
    }
    const record = endedRun(attempt, job, end, await ctx.records.facts(runId));
    await ctx.records.end(record, Date.now());
    await ctx.claims.releaseSlot(runId);
    await ctx.claims.releasePipeline(name, runId);
    ctx.log(`[${name}] ${record.status}: ${plural(record.documents, 'document')}, ${plural(record.credits, 'credit')}`);
    return record;
}
/**
 * Whether the run may go now: its pipeline is free, the fleet's day has credits left (a new run reserves
 * what it may spend: its own budget, or what is left), and a job slot is free. Returns its budget
 * (`unbounded`: none), `later` (back to the queue, delayed), or the record of a run skipped.
 */
async function admit(ctx, run) {
    const { runId, pipeline, budget, started } = run;
    const { name } = pipeline;
    if ((await ctx.claims.takePipeline(name, runId)) !== undefined)
        return 'later';
    let maxCredits = pipeline.maxCredits ?? 'unbounded';
    if (!started && budget) {
        const wanted = pipeline.maxCredits;
        const reserved = await ctx.records.reserveCredits(runId, budget.creditsPerDay, wanted, Date.now());
        if (reserved === 'spent') {
            await ctx.claims.releasePipeline(name, runId);
            return skip(ctx, runId, name, `the fleet's budget of ${budget.creditsPerDay} credits a day is spent`);
        }
        if (reserved === 'wait') {
            await ctx.claims.releasePipeline(name, runId);
            return 'later';
        }
        maxCredits = reserved;
    }
    if (!pipeline.monitor && !(await takeSlot(ctx, runId))) {
        if (!started)
            await ctx.claims.releasePipeline(name, runId);
        return 'later';
    }
    return maxCredits;
}
async function takeSlot(ctx, runId) {
    const max = await ctx.maxJobs();
    return max === undefined || ctx.claims.takeSlot(runId, max, Date.now());
}
/** Runs the attempt; its hooks record the job, the progress (at most once a second) and a 429. */
async function runAttempt(ctx, pipeline, attempt, maxCredits) {
    const { runId } = attempt;
    await stopEarlierAttempt(ctx, pipeline.name, runId);
    let lastProgress = 0;
    const quietly = (write) => write.catch((err) => ctx.log(`[${pipeline.name}] Redis: ${err.message}`));
    const running = startAttempt(pipeline, attempt, {
        env: ctx.env,
        pollIntervalMs: ctx.pollIntervalMs,
        program: ctx.program,
        maxCredits,
        log: (line) => ctx.log(`[${pipeline.name}] ${line}`),
        hooks: {
            started: (job) => void quietly(ctx.records.jobStarted(runId, job)),
            rateLimited: (ms) => {
                const said = `[${pipeline.name}] the service answered 429: the fleet starts no run for ${ms} ms`;
                void quietly(Promise.resolve(ctx.rateLimit(ms)).then(() => ctx.log(said)));
            },
            progress: (progress) => {
                const now = Date.now();
                // At most once a second while the job runs; its last reads (it ended) always, for their credits.
                if (now - lastProgress < 1000 && progress.status === 'scraping')
                    return;
                lastProgress = now;
                void quietly(ctx.records.progress(runId, progress, now));
            },
        },
    });
    ctx.attempts.set(runId, running);
    try {
        return await running.ended;
    }
    finally {
        if (ctx.attempts.get(runId) === running)
            ctx.attempts.delete(runId);
    }
}
/**
 * An earlier attempt of the run that still runs in this worker (BullMQ took it for dead when this process
 * stalled past its lease, and handed the run back to it) is stopped at its checkpoint before this one
 * starts: the two would otherwise open the same destination at once (its fence refuses the earlier one's
 * commits, but their first steps, such as making the tables, would meet).
 */
async function stopEarlierAttempt(ctx, name, runId) {
    const earlier = ctx.attempts.get(runId);
    if (earlier === undefined)
        return;
    ctx.log(`[${name}] an earlier attempt of this run still runs in this worker: stopping it at its checkpoint`);
    earlier.stop();
    await earlier.ended.catch(() => undefined);
}
/** The record of a run that ended with `end`. */
function endedRun(attempt, job, end, timing) {
    const iso = (ms) => new Date(ms).toISOString();
    const s = (end.summary ?? {});
    const changes = s.changes;
    const counts = changes?.counts ?? s.counts;
    const status = s.status;
    return {
        runId: attempt.runId,
        pipeline: attempt.pipeline,
        status: status === 'completed' || status === 'stopped' || status === 'pages-failed' ? status : 'failed',
        queuedAt: iso(job.timestamp),
        startedAt: iso(timing.startedAt ?? job.timestamp),
        ...(timing.firstReadAt === undefined ? {} : { firstReadAt: iso(timing.firstReadAt) }),
        endedAt: iso(Date.now()),
        attempts: attempt.attempt,
        jobId: s.jobId ?? attempt.jobId,
        documents: Number(s.documents ?? 0),
        // A run a successor found finished reads no page: its job's credits are the last ones recorded.
        credits: Math.max(0, Number(s.creditsUsed ?? timing.creditsUsed ?? 0)),
        ...(counts ? { counts } : {}),
        ...(s.failed === undefined ? {} : { failedPages: Number(s.failed) }),
        ...(end.code === ExitCode.ok ? {} : { error: String(s.error ?? end.lastMessage ?? `exit ${end.code}`) }),
    };
}
async function skip(ctx, runId, pipeline, why) {
    const now = new Date().toISOString();
    const run = {
        runId,
        pipeline,
        status: 'skipped',
        queuedAt: now,
        startedAt: now,
        endedAt: now,
        attempts: 0,
        documents: 0,
        credits: 0,
        error: why,
    };
    await ctx.records.end(run, Date.now());
    ctx.log(`[${pipeline}] skipped: ${why}`);
    return run;
}
/** Back to the queue, delayed: BullMQ hands the run out again after `RETRY_MS` and a little jitter. */
async function later(job, token) {
    await job.moveToDelayed(Date.now() + RETRY_MS + Math.floor(Math.random() * RETRY_MS), token);
    const { DelayedError } = await loadBullmq();
    throw new DelayedError();
}
async function waitingError() {
    const { WaitingError } = await loadBullmq();
    throw new WaitingError();
}
