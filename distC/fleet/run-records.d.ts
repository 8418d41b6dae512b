import type { Redis } from 'ioredis';
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
export declare function startKeyOf(runId: string): string;
export declare class RunRecords {
    #private;
    constructor(redis: Redis);
    /** Whether `runId` has an attempt on record (it started, and has not ended). */
    started(runId: string): Promise<boolean>;
    /**
     * Starts an attempt of `runId` held by `worker`: the pipeline's next fencing token, and what earlier
     * attempts recorded (the first one's start time, the job).
     */
    beginAttempt(runId: string, pipeline: string, worker: string, now: number): Promise<RunAttempt>;
    /**
     * When the run was first taken, when it first read a status page (ms), and the credits its job had used
     * by the last progress recorded (of any attempt), as recorded.
     */
    facts(runId: string): Promise<RunFacts>;
    /** Records the service job of `runId` (the start answered). */
    jobStarted(runId: string, job: {
        id: string;
        kind: string;
    }): Promise<void>;
    /** Records the progress of `runId`, and when it first read a status page. */
    progress(runId: string, progress: RunProgress, now: number): Promise<void>;
    /** The pipeline's current fencing token (the last attempt's). */
    currentFence(pipeline: string): Promise<number>;
    /** The record of `runId` if it has ended (see `fleetKeys.ended`). */
    ended(runId: string): Promise<EndedRun | undefined>;
    /**
     * Ends `run`: into its pipeline's history, its credits into the day's, its record of progress gone; all
     * at once, and once: a run already ended changes nothing.
     */
    end(run: EndedRun, now: number): Promise<void>;
    /**
     * Reserves what a run starting now may spend of the fleet's `creditsPerDay`: what is left of the UTC day
     * of `now` once the runs in progress have their reservations, lowered to `wanted` (the pipeline's own
     * budget). `spent` when the day's credits are spent; `wait` when the runs in progress hold the rest.
     */
    reserveCredits(runId: string, creditsPerDay: number, wanted: number | undefined, now: number): Promise<number | 'spent' | 'wait'>;
    /** Credits per UTC day over the last `days` days up to `now`, oldest first, with each pipeline's. */
    creditsByDay(days: number, now: number): Promise<{
        day: string;
        total: number;
        pipelines: Record<string, number>;
    }[]>;
    /** The pipeline's last `count` ended runs, newest first. */
    history(pipeline: string, count: number): Promise<EndedRun[]>;
    /** The runs in progress. */
    running(): Promise<RunningRun[]>;
}
