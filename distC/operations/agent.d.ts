/**
 * Agent jobs: `agent(request)` starts one and emits its status until it ends; the rest read, list and cancel
 * jobs, and read a job's trace, artifact snapshots and thread.
 */
import { Observable } from 'rxjs';
import type { Transport } from '../http/transport.js';
import { type PollBackoffOptions } from '../paging/paging-backoff.js';
import { type AgentListItem, AgentRequest, AgentSnapshot, AgentStartResponse, AgentStatus, type AgentThread, AgentTraceResponse } from '../schemas/agent.js';
/** Options of `client.agent`. */
export interface AgentOptions extends PollBackoffOptions {
    /** Called once the job was created, with its id (and thread). */
    onStart?: ((start: AgentStartResponse) => void) | undefined;
}
/** Starts an agent job (`POST /v2/agent`); emits its id, and its thread's. */
export declare function startAgent(transport: Transport, request: AgentRequest): Observable<AgentStartResponse>;
/** `GET /v2/agent/{id}`: the job's status (and its data once completed). */
export declare function agentStatus(transport: Transport, jobId: string): Observable<AgentStatus>;
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
export declare function agent(transport: Transport, request: AgentRequest, options?: AgentOptions): Observable<AgentStatus>;
/** Cancels an agent job (`DELETE /v2/agent/{id}`); emits `true`. */
export declare function cancelAgent(transport: Transport, jobId: string): Observable<true>;
/**
 * Emits the team's agent jobs, newest first (`GET /v2/agent`, a page at a time, following `before`).
 * `before` (epoch ms) starts the list at jobs created before it.
 */
export declare function listAgents(transport: Transport, request?: {
    before?: number;
}): Observable<AgentListItem>;
/** `GET /v2/agent/{id}/trace`: the job's events so far (`liveView` adds its browser sessions' views). */
export declare function agentTrace(transport: Transport, jobId: string, options?: {
    liveView?: boolean;
}): Observable<AgentTraceResponse>;
/** `GET /v2/agent/{id}/snapshots/{snapshotId}`: an artifact's content, as a trace's `artifact.updated` names it. */
export declare function agentSnapshot(transport: Transport, jobId: string, snapshotId: string): Observable<AgentSnapshot>;
/** `GET /v2/agent/threads/{threadId}`: a conversation's runs (`includeData` adds each run's data). */
export declare function agentThread(transport: Transport, threadId: string, options?: {
    includeData?: boolean;
}): Observable<AgentThread>;
