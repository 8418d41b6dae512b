/**
 * One step of a run in a worker, as BullMQ hands it out: take the pipeline (one run of it at a time), keep
 * to the fleet's daily budget and the team's job slots, begin an attempt with the next fencing token, run
 * it, and record how it ended. A run that must wait (its pipeline busy, no job slot) goes back to the queue
 * delayed; one stopped by SIGTERM goes back to wait for another worker; one whose lease another worker
 * took over writes nothing more (its destination refuses its token) and leaves the record to that worker.
 */
import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { ExitCode } from '../cli/exit-codes.js';
import { plural } from '../cli/plural.js';
import { readAppliedFile } from './applied-file.js';
import type { RunJobData } from './apply-pipelines.js';
import { type AttemptEnd, type AttemptSettings, type RunningAttempt, startAttempt } from './pipeline-run.js';
import type { PipelineSpec } from './pipelines-file.js';
import { loadBullmq } from './redis-target.js';
import type { RunClaims } from './run-claims.js';
import type { EndedRun, RunAttempt, RunFacts, RunRecords } from './run-records.js';

/** What the worker lends each step. */
export interface StepContext {
  name: string;
  env: NodeJS.ProcessEnv;
  pollIntervalMs: number | undefined;
  program: AttemptSettings['program'];
  log(line: string): void;
  records: RunRecords;
  claims: RunClaims;
  maxJobs(): Promise<number | undefined>;
  redis: Redis;
  /** The attempts running in this worker, by run. */
  attempts: Map<string, RunningAttempt>;
  stopping(): boolean;
  rateLimit(ms: number): unknown;
}

/** How long a run waits before it asks again for its pipeline or a job slot (ms). */
const RETRY_MS = 250;

export async function runStep(
  job: Job<RunJobData>,
  token: string,
  ctx: StepContext,
): Promise<EndedRun | string> {
  const runId = job.id as string;
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
  if (admitted === 'later') return later(job, token);
  if (typeof admitted === 'object') return admitted;
  const maxCredits = admitted === 'unbounded' ? undefined : admitted;
  const attempt = await ctx.records.beginAttempt(runId, name, ctx.name, Date.now());
  // The program never throws; what runs before it (reading the destination's cursor) may: a failed run.
  const end = await runAttempt(ctx, pipeline, attempt, maxCredits).catch(
    (err: Error): AttemptEnd => ({ code: ExitCode.failed, summary: undefined, lastMessage: err.message }),
  );
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
  ctx.log(
    `[${name}] ${record.status}: ${plural(record.documents, 'document')}, ${plural(record.credits, 'credit')}`,
  );
  return record;
}

/**
 * Whether the run may go now: its pipeline is free, the fleet's day has credits left (a new run reserves
 * what it may spend: its own budget, or what is left), and a job slot is free. Returns its budget
 * (`unbounded`: none), `later` (back to the queue, delayed), or the record of a run skipped.
 */
async function admit(
  ctx: StepContext,
  run: {
    runId: string;
    pipeline: PipelineSpec;
    budget: { creditsPerDay: number } | undefined;
    started: boolean;
  },
): Promise<number | 'unbounded' | 'later' | EndedRun> {
  const { runId, pipeline, budget, started } = run;
  const { name } = pipeline;
  if ((await ctx.claims.takePipeline(name, runId)) !== undefined) return 'later';
  let maxCredits: number | 'unbounded' = pipeline.maxCredits ?? 'unbounded';
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
    if (!started) await ctx.claims.releasePipeline(name, runId);
    return 'later';
  }
  return maxCredits;
}

async function takeSlot(ctx: StepContext, runId: string): Promise<boolean> {
  const max = await ctx.maxJobs();
  return max === undefined || ctx.claims.takeSlot(runId, max, Date.now());
}

/** Runs the attempt; its hooks record the job, the progress (at most once a second) and a 429. */
async function runAttempt(
  ctx: StepContext,
  pipeline: PipelineSpec,
  attempt: RunAttempt,
  maxCredits: number | undefined,
): Promise<AttemptEnd> {
  const { runId } = attempt;
  await stopEarlierAttempt(ctx, pipeline.name, runId);
  let lastProgress = 0;
  const quietly = (write: Promise<unknown>) =>
    write.catch((err: Error) => ctx.log(`[${pipeline.name}] Redis: ${err.message}`));
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
        if (now - lastProgress < 1000 && progress.status === 'scraping') return;
        lastProgress = now;
        void quietly(ctx.records.progress(runId, progress, now));
      },
    },
  });
  ctx.attempts.set(runId, running);
  try {
    return await running.ended;
  } finally {
    if (ctx.attempts.get(runId) === running) ctx.attempts.delete(runId);
  }
}

/**
 * An earlier attempt of the run that still runs in this worker (BullMQ took it for dead when this process
 * stalled past its lease, and handed the run back to it) is stopped at its checkpoint before this one
 * starts: the two would otherwise open the same destination at once (its fence refuses the earlier one's
 * commits, but their first steps, such as making the tables, would meet).
 */
async function stopEarlierAttempt(ctx: StepContext, name: string, runId: string): Promise<void> {
  const earlier = ctx.attempts.get(runId);
  if (earlier === undefined) return;
  ctx.log(
    `[${name}] an earlier attempt of this run still runs in this worker: stopping it at its checkpoint`,
  );
  earlier.stop();
  await earlier.ended.catch(() => undefined);
}

/** The record of a run that ended with `end`. */
function endedRun(attempt: RunAttempt, job: Job<RunJobData>, end: AttemptEnd, timing: RunFacts): EndedRun {
  const iso = (ms: number) => new Date(ms).toISOString();
  const s = (end.summary ?? {}) as Record<string, unknown>;
  const changes = s.changes as { counts?: Record<string, number> } | undefined;
  const counts = changes?.counts ?? (s.counts as Record<string, number> | undefined);
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
    jobId: (s.jobId as string | undefined) ?? attempt.jobId,
    documents: Number(s.documents ?? 0),
    // A run a successor found finished reads no page: its job's credits are the last ones recorded.
    credits: Math.max(0, Number(s.creditsUsed ?? timing.creditsUsed ?? 0)),
    ...(counts ? { counts } : {}),
    ...(s.failed === undefined ? {} : { failedPages: Number(s.failed) }),
    ...(end.code === ExitCode.ok ? {} : { error: String(s.error ?? end.lastMessage ?? `exit ${end.code}`) }),
  };
}

async function skip(ctx: StepContext, runId: string, pipeline: string, why: string): Promise<EndedRun> {
  const now = new Date().toISOString();
  const run: EndedRun = {
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
async function later(job: Job<RunJobData>, token: string): Promise<never> {
  await job.moveToDelayed(Date.now() + RETRY_MS + Math.floor(Math.random() * RETRY_MS), token);
  const { DelayedError } = await loadBullmq();
  throw new DelayedError();
}

async function waitingError(): Promise<never> {
  const { WaitingError } = await loadBullmq();
  throw new WaitingError();
}
