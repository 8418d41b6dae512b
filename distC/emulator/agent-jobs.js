/** The phases of a job's run, as its trace reports them, at these shares of its time. */
const PHASES = ['planning', 'working', 'finalizing'];
export class AgentJobs {
    #jobs = new Map();
    #ttlMs;
    constructor(ttlMs) {
        this.#ttlMs = ttlMs;
    }
    add(job) {
        this.#jobs.set(job.id, job);
    }
    /** A job, or undefined when unknown or expired. */
    get(id, now) {
        const job = this.#jobs.get(id);
        if (job && now > job.readyAt + this.#ttlMs) {
            this.#jobs.delete(id);
            return undefined;
        }
        return job;
    }
    /** Jobs created before `before`, newest first. */
    list(before, now) {
        return [...this.#jobs.values()]
            .filter((j) => j.createdAt < before && this.get(j.id, now))
            .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
    }
    /** The runs of a thread, oldest first. */
    thread(threadId) {
        return [...this.#jobs.values()].filter((j) => j.threadId === threadId).sort((a, b) => a.turn - b.turn);
    }
    expiresAt(job) {
        return job.readyAt + this.#ttlMs;
    }
}
export function agentStatus(job, now) {
    if (job.cancelledAt !== undefined && job.cancelledAt < job.readyAt)
        return 'cancelled';
    if (now < job.readyAt)
        return 'processing';
    return 'error' in job.result ? 'failed' : 'completed';
}
/** Credits the job used by `now` (a share of the whole as it runs). */
export function agentCredits(job, now) {
    if ('error' in job.result)
        return 0;
    const end = job.cancelledAt !== undefined ? Math.min(job.cancelledAt, job.readyAt) : job.readyAt;
    const span = Math.max(1, job.readyAt - job.createdAt);
    const share = Math.min(1, Math.max(0, (Math.min(now, end) - job.createdAt) / span));
    return Math.round(job.result.credits * share);
}
/** The job's trace at `now`: run started, one progress event per phase begun, the artifact, the end. */
export function agentTrace(job, now) {
    const status = agentStatus(job, now);
    const span = job.readyAt - job.createdAt;
    const agent = { id: `${job.id}-main`, role: 'main', name: 'agent' };
    const events = [];
    const push = (at, event) => events.push({
        schemaVersion: 1,
        eventId: `${job.id}-${events.length}`,
        runId: job.id,
        occurredAt: new Date(at).toISOString(),
        producerSequence: events.length,
        agent,
        ...event,
    });
    push(job.createdAt, { type: 'run.started' });
    const end = status === 'cancelled' ? job.cancelledAt : Math.min(now, job.readyAt);
    PHASES.forEach((phase, i) => {
        const at = job.createdAt + Math.floor((span * i) / PHASES.length);
        if (at <= end)
            push(at, { type: 'progress.reported', phase, message: `${phase} (${job.prompt.slice(0, 40)})` });
    });
    if (status === 'cancelled') {
        push(end, { type: 'run.cancel_requested', reason: 'user' });
        push(end, { type: 'run.finished', outcome: 'cancelled', error: null });
    }
    else if (status !== 'processing') {
        if (status === 'completed') {
            push(job.readyAt, {
                type: 'artifact.updated',
                artifact: { kind: 'json', artifactId: 'result', snapshotId: snapshotId(job), change: 'init' },
            });
        }
        push(job.readyAt, {
            type: 'run.finished',
            outcome: status === 'completed' ? 'succeeded' : 'failed',
            error: null,
        });
    }
    return events;
}
/** The id of a job's final artifact snapshot. */
export function snapshotId(job) {
    return `${job.id}-result`;
}
/** A job's result from the web's extract of its request. */
export function agentResult(extract, maxCredits) {
    let result;
    try {
        result = extract();
    }
    catch (error) {
        return { error: error.message };
    }
    // What the work cost: a credit per 400 characters of data, at least 10, at most the job's maxCredits.
    const cost = Math.max(10, Math.ceil(JSON.stringify(result.data ?? null).length / 400));
    if (cost > maxCredits)
        return { error: `Credit limit reached: the task needs more than maxCredits (${maxCredits})` };
    return { data: result.data, credits: cost };
}
