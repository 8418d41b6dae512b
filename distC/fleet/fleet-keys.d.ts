/**
 * The names a fleet uses in Redis. BullMQ keeps its queue under `crawlstream:pipelines:*`; the fleet's own
 * records sit beside it under `crawlstream:fleet:*`.
 */
/** BullMQ's key prefix and the queue of pipeline runs. */
export declare const BULL_PREFIX = "crawlstream";
export declare const QUEUE_NAME = "pipelines";
export declare const fleetKeys: {
    /** The applied pipelines file, as JSON. */
    readonly file: "crawlstream:fleet:file";
    /** The team's most service jobs at once, as the workers learned it (or `--max-jobs`). */
    readonly maxJobs: "crawlstream:fleet:max-jobs";
    /** Runs holding one of the team's job slots: a sorted set of run ids, scored by when they took it. */
    readonly slots: "crawlstream:fleet:slots";
    /** Credits the runs in progress may still spend of the fleet's day: a hash of run id → credits. */
    readonly reserved: "crawlstream:fleet:reserved";
    /** Runs in progress: a set of run ids. */
    readonly running: "crawlstream:fleet:running";
    /** A pipeline's fencing counter: each attempt of a run of it takes the next token. */
    readonly fence: (pipeline: string) => string;
    /** The run holding a pipeline (one run of a pipeline at a time). */
    readonly owner: (pipeline: string) => string;
    /**
     * An ended run's record, kept a week: a run BullMQ hands out again after it ended (its worker died
     * between recording it and telling BullMQ) is recognised and not run twice.
     */
    readonly ended: (runId: string) => string;
    /** One run's record: a hash. */
    readonly run: (runId: string) => string;
    /** A pipeline's ended runs, newest first: a list of JSON records. */
    readonly history: (pipeline: string) => string;
    /** Credits spent on a UTC day: a hash of `total` and one field per pipeline. */
    readonly credits: (day: string) => string;
};
/** Ended runs kept per pipeline. */
export declare const HISTORY_LENGTH = 50;
/** How long an ended run is remembered (s). */
export declare const ENDED_TTL_S: number;
/** Days of credits kept. */
export declare const CREDIT_DAYS = 40;
/** `YYYY-MM-DD` of `at` in UTC. */
export declare function utcDay(at: number): string;
