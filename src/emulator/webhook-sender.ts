import { signWebhookBody } from '../webhooks/verify-webhook-signature.js';

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

/** The upstream service gives a receiver 10 s and never retries. */
const DELIVERY_TIMEOUT_MS = 10_000;

/** Turns the `webhook` field of a request into a target. */
export function webhookTarget(config: unknown): WebhookTarget | undefined {
  if (typeof config === 'string') {
    return {
      url: config,
      headers: {},
      metadata: {},
      events: new Set(['started', 'page', 'completed', 'failed']),
    };
  }
  if (!config || typeof config !== 'object') return undefined;
  const c = config as {
    url: string;
    headers?: Record<string, string>;
    metadata?: Record<string, unknown>;
    events?: string[];
  };
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
  readonly deliveries: WebhookDelivery[] = [];
  readonly #secret: string;
  readonly #chains = new Map<string, Promise<void>>();
  readonly #abort = new AbortController();

  constructor(secret: string) {
    this.#secret = secret;
  }

  /** Queues an event of a job behind the job's earlier events. */
  send(jobId: string, target: WebhookTarget, body: WebhookBody): void {
    const previous = this.#chains.get(jobId) ?? Promise.resolve();
    const next = previous.then(() => this.#deliver(target, body));
    this.#chains.set(jobId, next);
    void next.then(() => {
      if (this.#chains.get(jobId) === next) this.#chains.delete(jobId);
    });
  }

  /** Resolves once every queued delivery is done (tests wait on it). */
  async idle(): Promise<void> {
    while (this.#chains.size > 0) await Promise.all(this.#chains.values());
  }

  /** Aborts deliveries in flight. */
  close(): void {
    this.#abort.abort();
  }

  async #deliver(target: WebhookTarget, body: WebhookBody): Promise<void> {
    if (this.#abort.signal.aborted) return;
    const text = JSON.stringify(body);
    const signature = signWebhookBody(text, this.#secret);
    const delivery: WebhookDelivery = { url: target.url, body: text, signature, status: 0 };
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
    } catch (error) {
      delivery.error = error instanceof Error ? error.message : String(error);
    }
  }
}
