import { signWebhookBody } from '../webhooks/verify-webhook-signature.js';
/** The upstream service gives a receiver 10 s and never retries. */
const DELIVERY_TIMEOUT_MS = 10_000;
/** Turns the `webhook` field of a request into a target. */
export function webhookTarget(config) {
    if (typeof config === 'string') {
        return {
            url: config,
            headers: {},
            metadata: {},
            events: new Set(['started', 'page', 'completed', 'failed']),
        };
    }
    if (!config || typeof config !== 'object')
        return undefined;
    const c = config;
    return {
        url: c.url,
        headers: c.headers ?? {},
        metadata: c.metadata ?? {},
        events: new Set(c.events ?? ['started', 'page', 'completed', 'failed']),
    };
}
/**
 * Posts webhook events: one POST per event, signed, a 10 s timeout and no retries, like the
 * service. Deliveries of one job go out in order, one after the other.
 */
export class WebhookSender {
    deliveries = [];
    #secret;
    #chains = new Map();
    #abort = new AbortController();
    constructor(secret) {
        this.#secret = secret;
    }
    /** Queues an event of a job behind the job's earlier events. */
    send(jobId, target, body) {
        const previous = this.#chains.get(jobId) ?? Promise.resolve();
        const next = previous.then(() => this.#deliver(target, body));
        this.#chains.set(jobId, next);
        void next.then(() => {
            if (this.#chains.get(jobId) === next)
                this.#chains.delete(jobId);
        });
    }
    /** Resolves once every queued delivery is done (tests wait on it). */
    async idle() {
        while (this.#chains.size > 0)
            await Promise.all(this.#chains.values());
    }
    /** Aborts deliveries in flight. */
    close() {
        this.#abort.abort();
    }
    async #deliver(target, body) {
        if (this.#abort.signal.aborted)
            return;
        const text = JSON.stringify(body);
        const signature = signWebhookBody(text, this.#secret);
        const delivery = { url: target.url, body: text, signature, status: 0 };
        this.deliveries.push(delivery);
        try {
            const response = await fetch(target.url, {
                method: 'POST',
                headers: {
                    ...target.headers,
                    'content-type': 'application/json',
                    'x-firecrawl-signature': signature,
                },
                body: text,
                signal: AbortSignal.any([this.#abort.signal, AbortSignal.timeout(DELIVERY_TIMEOUT_MS)]),
            });
            delivery.status = response.status;
            await response.body?.cancel();
        }
        catch (error) {
            delivery.error = error instanceof Error ? error.message : String(error);
        }
    }
}
