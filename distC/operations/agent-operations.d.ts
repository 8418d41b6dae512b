/** `client.agents`: agent jobs, bound to one transport. */
import type { Observable } from 'rxjs';
import type { Transport } from '../http/transport.js';
import type { AgentListItem, AgentRequest, AgentSnapshot, AgentStartResponse, AgentStatus, AgentThread, AgentTraceResponse } from '../schemas/agent.js';
/** Agent jobs besides {@link Client.agent}: start, read, list and cancel them, and read what they did. */
export interface AgentOperations {
    /** `POST /v2/agent`: starts a job; emits its id (and thread). */
    start(request: AgentRequest): Observable<AgentStartResponse>;
    /** `GET /v2/agent/{id}`. */
    status(jobId: string): Observable<AgentStatus>;
    /** `GET /v2/agent`: emits the team's jobs, newest first, following the pages (`before` in epoch ms). */
    list(request?: {
        before?: number;
    }): Observable<AgentListItem>;
    /** `DELETE /v2/agent/{id}`. */
    cancel(jobId: string): Observable<true>;
    /** `GET /v2/agent/{id}/trace`: the job's events so far. */
    trace(jobId: string, options?: {
        liveView?: boolean;
    }): Observable<AgentTraceResponse>;
    /** `GET /v2/agent/{id}/snapshots/{snapshotId}`: an artifact's content. */
    snapshot(jobId: string, snapshotId: string): Observable<AgentSnapshot>;
    /** `GET /v2/agent/threads/{threadId}`: a conversation's runs. */
    thread(threadId: string, options?: {
        includeData?: boolean;
    }): Observable<AgentThread>;
}
export declare function agentOperations(transport: Transport): AgentOperations;
