/**
 * Agent jobs (the cloud service's; self-hosted builds answer 404): start, status, cancel, list, trace,
 * snapshots, threads. Credits are charged once a job ends: all of them when it completes, the share used
 * so far when it is cancelled.
 */
import { AgentRequest } from '../../schemas/agent.js';
import { agentCredits, agentResult, agentStatus, agentTrace, snapshotId, } from '../agent-jobs.js';
import { errorReply, jsonReply } from '../http-reply.js';
import { validateBody } from '../validate-body.js';
/** Jobs per page of the list. */
const LIST_PAGE = 10;
const DEFAULT_MAX_CREDITS = 2500;
/** Charges an ended job's credits, once. */
function settle(context, job) {
    if (job.charged || agentStatus(job, context.now) === 'processing')
        return;
    job.charged = true;
    const credits = context.state.credits;
    const used = agentCredits(job, context.now);
    credits?.charge(Math.min(used, credits.remaining), context.now);
}
function found(context) {
    const job = context.state.agents.get(context.params.id, context.now);
    if (job)
        settle(context, job);
    return job;
}
const notFound = () => errorReply(404, 'Agent job not found');
function start(context) {
    const checked = validateBody(AgentRequest, context.body);
    if (!checked.ok)
        return checked.reply;
    const request = checked.value;
    const { state, now } = context;
    const previous = request.threadId === undefined ? [] : state.agents.thread(request.threadId);
    if (request.threadId !== undefined && previous.length === 0)
        return errorReply(404, 'Agent thread not found');
    const id = state.newId(now);
    const maxCredits = request.maxCredits ?? DEFAULT_MAX_CREDITS;
    const job = {
        id,
        threadId: request.threadId ?? state.newId(now),
        turn: previous.length + 1,
        createdAt: now,
        readyAt: now + state.options.scrape.extractMs,
        prompt: request.prompt,
        urls: request.urls,
        schema: request.schema,
        model: request.model ?? 'spark-1-mini',
        result: agentResult(() => state.web.extract({
            ...(request.urls ? { urls: request.urls } : {}),
            prompt: request.prompt,
            ...(request.schema ? { schema: request.schema } : {}),
        }), maxCredits),
    };
    state.agents.add(job);
    return jsonReply(200, { success: true, id, threadId: job.threadId, threadTurn: job.turn });
}
function statusBody(context, job) {
    const status = agentStatus(job, context.now);
    const body = {
        success: true,
        status,
        model: job.model,
        expiresAt: new Date(context.state.agents.expiresAt(job)).toISOString(),
        creditsUsed: agentCredits(job, context.now),
        threadId: job.threadId,
        threadTurn: job.turn,
    };
    if (status === 'completed' && 'data' in job.result)
        body.data = job.result.data;
    if (status === 'failed' && 'error' in job.result)
        body.error = job.result.error;
    return body;
}
function status(context) {
    const job = found(context);
    return job ? jsonReply(200, statusBody(context, job)) : notFound();
}
function cancel(context) {
    const job = found(context);
    if (!job)
        return notFound();
    if (agentStatus(job, context.now) !== 'processing') {
        return errorReply(409, `Agent job ${job.id} has already ended`, { code: 'JOB_ENDED' });
    }
    job.cancelledAt = context.now;
    settle(context, job);
    return jsonReply(200, { success: true });
}
function list(context) {
    const raw = context.query.get('before');
    const before = raw === null ? Number.POSITIVE_INFINITY : Number(raw);
    if (!Number.isFinite(before) && raw !== null) {
        return errorReply(400, 'Bad Request', {
            code: 'BAD_REQUEST',
            details: [{ code: 'invalid_type', path: ['before'], message: 'before must be a unix time in ms' }],
        });
    }
    const all = context.state.agents.list(before, context.now);
    // A page ends between two creation times, so `before` of the next page misses no job.
    let end = Math.min(LIST_PAGE, all.length);
    while (end < all.length && all[end]?.createdAt === all[end - 1]?.createdAt)
        end++;
    const page = all.slice(0, end);
    const body = {
        success: true,
        agents: page.map((job) => {
            settle(context, job);
            return {
                id: job.id,
                createdAt: new Date(job.createdAt).toISOString(),
                targetHint: job.urls?.[0] ?? job.prompt.slice(0, 80),
                origin: 'api',
                settings: { hidden: false, starred: false },
                status: agentStatus(job, context.now),
                options: { prompt: job.prompt, model: job.model, ...(job.urls ? { urls: job.urls } : {}) },
            };
        }),
    };
    const last = page.at(-1);
    if (last && end < all.length)
        body.next = `${context.origin}/v2/agent?before=${last.createdAt}`;
    return jsonReply(200, body);
}
function trace(context) {
    const job = found(context);
    if (!job)
        return notFound();
    return jsonReply(200, {
        success: true,
        id: job.id,
        events: agentTrace(job, context.now),
        creditsUsed: agentCredits(job, context.now),
    });
}
function snapshot(context) {
    const job = found(context);
    if (!job)
        return notFound();
    const wanted = context.params.snapshotId;
    if (wanted !== snapshotId(job) ||
        agentStatus(job, context.now) !== 'completed' ||
        !('data' in job.result)) {
        return errorReply(404, 'Snapshot not found');
    }
    return jsonReply(200, {
        success: true,
        id: job.id,
        snapshotId: wanted,
        snapshot: JSON.stringify(job.result.data),
    });
}
const RUN_STATUS = {
    processing: 'processing',
    completed: 'succeeded',
    failed: 'failed',
    cancelled: 'cancelled',
};
function thread(context) {
    const runs = context.state.agents.thread(context.params.threadId);
    if (runs.length === 0)
        return errorReply(404, 'Agent thread not found');
    const withData = context.query.get('includeData') === 'true';
    const now = context.now;
    const iso = (ms) => new Date(ms).toISOString();
    return jsonReply(200, {
        success: true,
        thread: {
            id: context.params.threadId,
            createdAt: iso(runs[0].createdAt),
            updatedAt: iso(Math.max(...runs.map((r) => Math.min(now, r.readyAt)))),
            status: runs.some((r) => agentStatus(r, now) === 'processing') ? 'running' : 'idle',
            runs: runs.map((run) => {
                const status = agentStatus(run, now);
                return {
                    id: run.id,
                    turn: run.turn,
                    mode: 'extract',
                    prompt: run.prompt,
                    ...(run.urls ? { urls: run.urls } : {}),
                    status: RUN_STATUS[status],
                    createdAt: iso(run.createdAt),
                    finishedAt: status === 'processing' ? null : iso(run.cancelledAt ?? run.readyAt),
                    creditsUsed: status === 'processing' ? null : agentCredits(run, now),
                    message: null,
                    ...(withData && status === 'completed' && 'data' in run.result ? { data: run.result.data } : {}),
                };
            }),
        },
    });
}
export const agentRoutes = [
    { method: 'POST', path: '/agent', name: 'agent.create', cloudOnly: true, handle: start },
    { method: 'GET', path: '/agent', name: 'agent.list', cloudOnly: true, handle: list },
    { method: 'GET', path: '/agent/threads/:threadId', name: 'agent.thread', cloudOnly: true, handle: thread },
    { method: 'GET', path: '/agent/:id', name: 'agent.status', cloudOnly: true, handle: status },
    { method: 'DELETE', path: '/agent/:id', name: 'agent.cancel', cloudOnly: true, handle: cancel },
    { method: 'GET', path: '/agent/:id/trace', name: 'agent.trace', cloudOnly: true, handle: trace },
    {
        method: 'GET',
        path: '/agent/:id/snapshots/:snapshotId',
        name: 'agent.snapshot',
        cloudOnly: true,
        handle: snapshot,
    },
];
