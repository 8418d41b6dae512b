/**
 * Agent jobs: `agent(request)` starts one and emits its status until it ends; the rest read, list and cancel
 * jobs, and read a job's trace, artifact snapshots and thread.
 */
import { defer, Observable } from 'rxjs';
import { CrawlstreamError } from '../errors/errors.js';
import { sleep } from '../http/sleep.js';
import { createPollBackoff } from '../paging/paging-backoff.js';
import { AgentListResponse, AgentRequest, AgentSnapshot, AgentStartResponse, AgentStatus, AgentThreadResponse, AgentTraceResponse, } from '../schemas/agent.js';
import { parseInput } from '../schemas/parse-input.js';
import { JobId } from '../schemas/shared.js';
import { abortable } from './abortable.js';
import { asyncJobEnd } from './extract.js';
import { followPages } from './follow-pages.js';
import { requestBody } from './request-body.js';
import { DEFAULT_NOT_FOUND_GRACE_MS } from './start-job.js';
function agentPath(jobId) {
    return `/v2/agent/${encodeURIComponent(parseInput(JobId, jobId, 'agent job id'))}`;
}
/** Starts an agent job (`POST /v2/agent`); emits its id, and its thread's. */
export function startAgent(transport, request) {
    return abortable(async (signal) => {
        const body = parseInput(AgentRequest, request, 'agent request');
        const res = await requestBody(transport, { method: 'POST', path: '/v2/agent', body, signal }, AgentStartResponse);
        return [res.data];
    });
}
/** `GET /v2/agent/{id}`: the job's status (and its data once completed). */
export function agentStatus(transport, jobId) {
    return abortable(async (signal) => {
        const res = await requestBody(transport, { method: 'GET', path: agentPath(jobId), signal }, AgentStatus);
        return [res.data];
    });
}
/**
 * Starts an agent job and polls its status (with backoff) until it ends: emits every status that differs
 * from the last one emitted (status or credits), the last being `completed` with the data; `failed` and
 * `cancelled` end in `JobFailedError` and `JobCancelledError`. Unsubscribing stops the polling (it does not
 * cancel the job: `cancelAgent` does).
 *
 * @example
 * ```ts
 * const done = await lastValueFrom(client.agent({ prompt: 'The pricing tiers of example.com', schema }));
 * console.log(done.data, done.creditsUsed);
 * ```
 */
export function agent(transport, request, options = {}) {
    return new Observable((subscriber) => {
        const controller = new AbortController();
        const signal = controller.signal;
        (async () => {
            const body = parseInput(AgentRequest, request, 'agent request');
            const started = await requestBody(transport, { method: 'POST', path: '/v2/agent', body, signal }, AgentStartResponse);
            options.onStart?.(started.data);
            const id = started.data.id;
            const path = agentPath(id);
            const backoff = createPollBackoff(options);
            const createdAt = Date.now();
            let last = '';
            for (;;) {
                const graceLeft = DEFAULT_NOT_FOUND_GRACE_MS - (Date.now() - createdAt);
                const res = await requestBody(transport, { method: 'GET', path, signal, ...(graceLeft > 0 ? { notFoundGraceMs: graceLeft } : {}) }, AgentStatus);
                const status = res.data;
                if (status.status === 'failed' || status.status === 'cancelled') {
                    throw asyncJobEnd('Agent', status.status, id, path, status.error ?? undefined, status);
                }
                const seen = `${status.status} ${status.creditsUsed ?? ''}`;
                if (seen !== last || status.status === 'completed') {
                    last = seen;
                    subscriber.next(status);
                }
                if (status.status === 'completed')
                    return;
                await sleep(backoff.next(), signal);
            }
        })().then(() => subscriber.complete(), (err) => subscriber.error(err));
        return () => controller.abort();
    });
}
/** Cancels an agent job (`DELETE /v2/agent/{id}`); emits `true`. */
export function cancelAgent(transport, jobId) {
    return abortable(async (signal) => {
        await transport.json({ method: 'DELETE', path: agentPath(jobId), signal });
        return [true];
    });
}
/**
 * Emits the team's agent jobs, newest first (`GET /v2/agent`, a page at a time, following `before`).
 * `before` (epoch ms) starts the list at jobs created before it.
 */
export function listAgents(transport, request = {}) {
    return defer(() => followPages(request.before, async (before, signal) => {
        const query = before === undefined ? undefined : { before };
        const res = await requestBody(transport, { method: 'GET', path: '/v2/agent', ...(query ? { query } : {}), signal }, AgentListResponse);
        const agents = res.data.agents ?? [];
        const next = res.data.next ? Number(new URL(res.data.next).searchParams.get('before')) : undefined;
        if (next !== undefined && (!Number.isFinite(next) || (before !== undefined && next >= before))) {
            throw new CrawlstreamError(`GET /v2/agent answered a next page (before=${next}) that does not go back in time from before=${before}: stopped instead of reading the same jobs again.`, { method: 'GET', path: '/v2/agent', code: 'CURSOR_OVERLAP' });
        }
        return { items: agents, next: agents.length > 0 ? next : undefined };
    }));
}
/** `GET /v2/agent/{id}/trace`: the job's events so far (`liveView` adds its browser sessions' views). */
export function agentTrace(transport, jobId, options = {}) {
    return abortable(async (signal) => {
        const query = options.liveView ? { liveView: true } : undefined;
        const path = `${agentPath(jobId)}/trace`;
        const res = await requestBody(transport, { method: 'GET', path, ...(query ? { query } : {}), signal }, AgentTraceResponse);
        return [res.data];
    });
}
/** `GET /v2/agent/{id}/snapshots/{snapshotId}`: an artifact's content, as a trace's `artifact.updated` names it. */
export function agentSnapshot(transport, jobId, snapshotId) {
    return abortable(async (signal) => {
        const path = `${agentPath(jobId)}/snapshots/${encodeURIComponent(snapshotId)}`;
        const res = await requestBody(transport, { method: 'GET', path, signal }, AgentSnapshot);
        return [res.data];
    });
}
/** `GET /v2/agent/threads/{threadId}`: a conversation's runs (`includeData` adds each run's data). */
export function agentThread(transport, threadId, options = {}) {
    return abortable(async (signal) => {
        const path = `/v2/agent/threads/${encodeURIComponent(threadId)}`;
        const query = options.includeData ? { includeData: true } : undefined;
        const res = await requestBody(transport, { method: 'GET', path, ...(query ? { query } : {}), signal }, AgentThreadResponse);
        if (!res.data.thread) {
            throw new CrawlstreamError(`GET ${path} answered without a thread.`, {
                method: 'GET',
                path,
                code: 'UNEXPECTED_RESPONSE',
            });
        }
        return [res.data.thread];
    });
}
