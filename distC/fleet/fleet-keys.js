/**
 * The names a fleet uses in Redis. BullMQ keeps its queue under `crawlstream:pipelines:*`; the fleet's own
 * records sit beside it under `crawlstream:fleet:*`.
 */
/** BullMQ's key prefix and the queue of pipeline runs. */
export const BULL_PREFIX = 'crawlstream';
export const QUEUE_NAME = 'pipelines';
const FLEET = 'crawlstream:fleet';
export const fleetKeys = {
    /** The applied pipelines file, as JSON. */
    file: `${FLEET}:file`,
    /** The team's most service jobs at once, as the workers learned it (or `--max-jobs`). */
    maxJobs: `${FLEET}:max-jobs`,
    /** Runs holding one of the team's job slots: a sorted set of run ids, scored by when they took it. */
    slots: `${FLEET}:slots`,
    /** Credits the runs in progress may still spend of the fleet's day: a hash of run id → credits. */
    reserved: `${FLEET}:reserved`,
    /** Runs in progress: a set of run ids. */
    running: `${FLEET}:running`,
    /** A pipeline's fencing counter: each attempt of a run of it takes the next token. */
    fence: (pipeline) => `${FLEET}:fence:${pipeline}`,
    /** The run holding a pipeline (one run of a pipeline at a time). */
    owner: (pipeline) => `${FLEET}:owner:${pipeline}`,
    /**
     * An ended run's record, kept a week: a run BullMQ hands out again after it ended (its worker died
     * between recording it and telling BullMQ) is recognised and not run twice.
     */
    ended: (runId) => `${FLEET}:ended:${runId}`,
    /** One run's record: a hash. */
    run: (runId) => `${FLEET}:run:${runId}`,
    /** A pipeline's ended runs, newest first: a list of JSON records. */
    history: (pipeline) => `${FLEET}:history:${pipeline}`,
    /** Credits spent on a UTC day: a hash of `total` and one field per pipeline. */
    credits: (day) => `${FLEET}:credits:${day}`,
};
/** Ended runs kept per pipeline. */
export const HISTORY_LENGTH = 50;
/** How long an ended run is remembered (s). */
export const ENDED_TTL_S = 7 * 86_400;
/** Days of credits kept. */
export const CREDIT_DAYS = 40;
/** `YYYY-MM-DD` of `at` in UTC. */
export function utcDay(at) {
    return new Date(at).toISOString().slice(0, 10);
}
