/**
 * Simulated agent jobs: `processing` while the agent plans, works and finalizes (a third of `scrape.extractMs`
 * each), then `completed` with data shaped by the request's schema (the synthetic web's extract, so the same
 * request gives the same data), or `cancelled`. Runs of one thread share a `threadId`. The trace's events
 * follow the job's clock; the final artifact can be read as a snapshot.
 */
import type { SiteExtractResult } from './web/types.js';
export interface AgentJob {
    id: string;
    threadId: string;
    turn: number;
    createdAt: number;
    readyAt: number;
    prompt: string;
    urls?: readonly string[] | undefined;
    schema?: unknown;
    model: string;
    /** The result, or why the job fails. */
    result: {
        data: unknown;
        credits: number;
    } | {
        error: string;
    };
    cancelledAt?: number;
    /** Whether its credits were charged (once it ended). */
    charged?: boolean;
}
export type AgentJobStatus = 'processing' | 'completed' | 'failed' | 'cancelled';
export declare class AgentJobs {
    #private;
    constructor(ttlMs: number);
    add(job: AgentJob): void;
    /** A job, or undefined when unknown or expired. */
    get(id: string, now: number): AgentJob | undefined;
    /** Jobs created before `before`, newest first. */
    list(before: number, now: number): AgentJob[];
    /** The runs of a thread, oldest first. */
    thread(threadId: string): AgentJob[];
    expiresAt(job: AgentJob): number;
}
export declare function agentStatus(job: AgentJob, now: number): AgentJobStatus;
/** Credits the job used by `now` (a share of the whole as it runs). */
export declare function agentCredits(job: AgentJob, now: number): number;
/** The job's trace at `now`: run started, one progress event per phase begun, the artifact, the end. */
export declare function agentTrace(job: AgentJob, now: number): Record<string, unknown>[];
/** The id of a job's final artifact snapshot. */
export declare function snapshotId(job: AgentJob): string;
/** A job's result from the web's extract of its request. */
export declare function agentResult(extract: () => SiteExtractResult, maxCredits: number): AgentJob['result'];
