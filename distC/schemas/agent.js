/**
 * Agent jobs: `POST /v2/agent` (start), `GET /v2/agent/{id}` (status), `DELETE /v2/agent/{id}` (cancel),
 * `GET /v2/agent?before=` (list), `GET /v2/agent/{id}/trace`, `GET /v2/agent/{id}/snapshots/{snapshotId}`,
 * `GET /v2/agent/threads/{threadId}`. The request takes the published document's fields and those the
 * official SDK sends (effort, webhook, threads, modes), since the service accepts them.
 */
import * as z from 'zod';
import { HttpUrl } from './shared.js';
/** Body of `POST /v2/agent`. */
export const AgentRequest = z.strictObject({
    /** What to find or extract, in words (at most 10,000 characters). */
    prompt: z.string().min(1).max(10_000),
    /** Pages to start from (or keep to, with `strictConstrainToURLs`). */
    urls: z.array(HttpUrl).optional(),
    /** JSON Schema the result follows. */
    schema: z.record(z.string(), z.unknown()).optional(),
    /** Most credits the job may spend. @default 2500 on the service */
    maxCredits: z.number().positive().optional(),
    strictConstrainToURLs: z.boolean().optional(),
    /** `spark-1-mini` (the service's default), `spark-1-pro`, or a newer model the service names. */
    model: z.string().min(1).optional(),
    effort: z.enum(['low', 'medium', 'high']).optional(),
    webhook: z.unknown().optional(),
    /** Continue a conversation: the `threadId` of an earlier run. */
    threadId: z.string().min(1).optional(),
    mode: z.string().min(1).optional(),
    integration: z.string().optional(),
    origin: z.string().optional(),
});
/** Answer to `POST /v2/agent`. */
export const AgentStartResponse = z.looseObject({
    success: z.boolean(),
    id: z.string(),
    threadId: z.string().nullish(),
    threadTurn: z.number().nullish(),
});
/** `GET /v2/agent/{id}`: where the job stands, and its data once completed. */
export const AgentStatus = z.looseObject({
    success: z.boolean(),
    status: z.string(),
    data: z.unknown().optional(),
    model: z.string().nullish(),
    error: z.string().nullish(),
    expiresAt: z.string().nullish(),
    creditsUsed: z.number().nullish(),
    threadId: z.string().nullish(),
    message: z.string().nullish(),
});
/** One agent job in the team's list. */
export const AgentListItem = z.looseObject({
    id: z.string(),
    createdAt: z.string(),
    status: z.string(),
    options: z.looseObject({ prompt: z.string().nullish() }).nullish(),
});
/** `GET /v2/agent?before=`: a page of jobs, newest first, and the next page's address. */
export const AgentListResponse = z.looseObject({
    success: z.boolean(),
    agents: z.array(AgentListItem).nullish(),
    next: z.string().nullish(),
});
/** One event of a job's trace (`run.started`, `progress.reported`, `artifact.updated`, `run.finished`, …). */
export const AgentTraceEvent = z.looseObject({
    type: z.string(),
    eventId: z.string(),
    occurredAt: z.string(),
    producerSequence: z.number(),
});
/** `GET /v2/agent/{id}/trace`. */
export const AgentTraceResponse = z.looseObject({
    success: z.boolean(),
    id: z.string().nullish(),
    events: z.array(AgentTraceEvent).nullish(),
    creditsUsed: z.number().nullish(),
});
/** `GET /v2/agent/{id}/snapshots/{snapshotId}`: an artifact's full content. */
export const AgentSnapshot = z.looseObject({
    success: z.boolean(),
    id: z.string().nullish(),
    snapshotId: z.string().nullish(),
    snapshot: z.string().nullish(),
});
/** `GET /v2/agent/threads/{threadId}`: a conversation's runs. */
export const AgentThreadResponse = z.looseObject({
    success: z.boolean(),
    thread: z
        .looseObject({
        id: z.string(),
        status: z.string(),
        runs: z.array(z.looseObject({ id: z.string(), turn: z.number(), status: z.string() })),
    })
        .nullish(),
});
