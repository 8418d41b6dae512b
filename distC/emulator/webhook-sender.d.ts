/** A job's webhook configuration after normalisation (a bare URL string means every event). */
export interface WebhookTarget {
    url: string;
    headers: Record<string, string>;
    metadata: Record<string, unknown>;
    events: ReadonlySet<string>;
}
/** One delivery attempt, kept so tests can compare what was sent with what arrived. */
export interface WebhookDelivery {
    url: string;
    body: string;
    signature: string;
    /** HTTP status of the receiver, or 0 when the call failed or timed out. */
    status: number;
    error?: string;
}
/** The body of a webhook call, as the service sends it. */
export interface WebhookBody {
    success: boolean;
    type: string;
    id: string;
    webhookId: string;
    data: unknown[];
    error?: string;
    metadata: Record<string, unknown>;
}
/** Turns the `webhook` field of a request into a target. */
export declare function webhookTarget(config: unknown): WebhookTarget | undefined;
/**
 * Posts webhook events: one POST per event, signed, a 10 s timeout and no retries, like the
 * service. Deliveries of one job go out in order, one after the other.
 */
export declare class WebhookSender {
    #private;
    readonly deliveries: WebhookDelivery[];
    constructor(secret: string);
    /** Queues an event of a job behind the job's earlier events. */
    send(jobId: string, target: WebhookTarget, body: WebhookBody): void;
    /** Resolves once every queued delivery is done (tests wait on it). */
    idle(): Promise<void>;
    /** Aborts deliveries in flight. */
    close(): void;
}
