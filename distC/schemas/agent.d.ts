/**
 * Agent jobs: `POST /v2/agent` (start), `GET /v2/agent/{id}` (status), `DELETE /v2/agent/{id}` (cancel),
 * `GET /v2/agent?before=` (list), `GET /v2/agent/{id}/trace`, `GET /v2/agent/{id}/snapshots/{snapshotId}`,
 * `GET /v2/agent/threads/{threadId}`. The request takes the published document's fields and those the
 * official SDK sends (effort, webhook, threads, modes), since the service accepts them.
 */
import * as z from 'zod';
/** Body of `POST /v2/agent`. */
export declare const AgentRequest: z.ZodObject<{
    prompt: z.ZodString;
    urls: z.ZodOptional<z.ZodArray<z.ZodURL>>;
    schema: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    maxCredits: z.ZodOptional<z.ZodNumber>;
    strictConstrainToURLs: z.ZodOptional<z.ZodBoolean>;
    model: z.ZodOptional<z.ZodString>;
    effort: z.ZodOptional<z.ZodEnum<{
        high: "high";
        low: "low";
        medium: "medium";
    }>>;
    webhook: z.ZodOptional<z.ZodUnknown>;
    threadId: z.ZodOptional<z.ZodString>;
    mode: z.ZodOptional<z.ZodString>;
    integration: z.ZodOptional<z.ZodString>;
    origin: z.ZodOptional<z.ZodString>;
}, z.core.$strict>;
/** Body of `POST /v2/agent`. */
export type AgentRequest = z.infer<typeof AgentRequest>;
/** Answer to `POST /v2/agent`. */
export declare const AgentStartResponse: z.ZodObject<{
    success: z.ZodBoolean;
    id: z.ZodString;
    threadId: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    threadTurn: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
}, z.core.$loose>;
/** Answer to `POST /v2/agent`. */
export type AgentStartResponse = z.infer<typeof AgentStartResponse>;
/** `GET /v2/agent/{id}`: where the job stands, and its data once completed. */
export declare const AgentStatus: z.ZodObject<{
    success: z.ZodBoolean;
    status: z.ZodString;
    data: z.ZodOptional<z.ZodUnknown>;
    model: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    error: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    expiresAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    creditsUsed: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    threadId: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    message: z.ZodOptional<z.ZodNullable<z.ZodString>>;
}, z.core.$loose>;
/** An agent job's status. */
export type AgentStatus = z.infer<typeof AgentStatus>;
/** One agent job in the team's list. */
export declare const AgentListItem: z.ZodObject<{
    id: z.ZodString;
    createdAt: z.ZodString;
    status: z.ZodString;
    options: z.ZodOptional<z.ZodNullable<z.ZodObject<{
        prompt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    }, z.core.$loose>>>;
}, z.core.$loose>;
/** One agent job in the team's list. */
export type AgentListItem = z.infer<typeof AgentListItem>;
/** `GET /v2/agent?before=`: a page of jobs, newest first, and the next page's address. */
export declare const AgentListResponse: z.ZodObject<{
    success: z.ZodBoolean;
    agents: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        createdAt: z.ZodString;
        status: z.ZodString;
        options: z.ZodOptional<z.ZodNullable<z.ZodObject<{
            prompt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        }, z.core.$loose>>>;
    }, z.core.$loose>>>>;
    next: z.ZodOptional<z.ZodNullable<z.ZodString>>;
}, z.core.$loose>;
/** One event of a job's trace (`run.started`, `progress.reported`, `artifact.updated`, `run.finished`, …). */
export declare const AgentTraceEvent: z.ZodObject<{
    type: z.ZodString;
    eventId: z.ZodString;
    occurredAt: z.ZodString;
    producerSequence: z.ZodNumber;
}, z.core.$loose>;
/** One event of an agent job's trace. */
export type AgentTraceEvent = z.infer<typeof AgentTraceEvent>;
/** `GET /v2/agent/{id}/trace`. */
export declare const AgentTraceResponse: z.ZodObject<{
    success: z.ZodBoolean;
    id: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    events: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
        type: z.ZodString;
        eventId: z.ZodString;
        occurredAt: z.ZodString;
        producerSequence: z.ZodNumber;
    }, z.core.$loose>>>>;
    creditsUsed: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
}, z.core.$loose>;
/** An agent job's trace. */
export type AgentTraceResponse = z.infer<typeof AgentTraceResponse>;
/** `GET /v2/agent/{id}/snapshots/{snapshotId}`: an artifact's full content. */
export declare const AgentSnapshot: z.ZodObject<{
    success: z.ZodBoolean;
    id: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    snapshotId: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    snapshot: z.ZodOptional<z.ZodNullable<z.ZodString>>;
}, z.core.$loose>;
/** An agent artifact's content. */
export type AgentSnapshot = z.infer<typeof AgentSnapshot>;
/** `GET /v2/agent/threads/{threadId}`: a conversation's runs. */
export declare const AgentThreadResponse: z.ZodObject<{
    success: z.ZodBoolean;
    thread: z.ZodOptional<z.ZodNullable<z.ZodObject<{
        id: z.ZodString;
        status: z.ZodString;
        runs: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            turn: z.ZodNumber;
            status: z.ZodString;
        }, z.core.$loose>>;
    }, z.core.$loose>>>;
}, z.core.$loose>;
/** A conversation of agent runs. */
export type AgentThread = NonNullable<z.infer<typeof AgentThreadResponse>['thread']>;
