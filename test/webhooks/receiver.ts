import type { Subscription } from 'rxjs';
import type { WebhookEvent } from '../../src/webhooks/webhook-event.js';
import {
  type WebhookDeliveryInfo,
  type WebhookEventsOptions,
  webhookEvents,
} from '../../src/webhooks/webhook-events.js';

/** A running receiver and everything it emitted or answered. */
export interface Receiver {
  url: string;
  events: WebhookEvent[];
  deliveries: WebhookDeliveryInfo[];
  subscription: Subscription;
  /** Resolves once `count` deliveries were answered (or abandoned). */
  answered(count: number): Promise<void>;
}

/** Subscribes to {@link webhookEvents} on port 0 and resolves once it listens. */
export function startReceiver(
  options: Omit<WebhookEventsOptions, 'onListening' | 'onDelivery'>,
): Promise<Receiver> {
  return new Promise((resolve, reject) => {
    const events: WebhookEvent[] = [];
    const deliveries: WebhookDeliveryInfo[] = [];
    const waiters: Array<{ count: number; resolve: () => void }> = [];
    const subscription = webhookEvents({
      port: 0,
      ...options,
      onListening: (url) =>
        resolve({
          url,
          events,
          deliveries,
          subscription,
          answered: (count) =>
            new Promise<void>((done) => {
              if (deliveries.length >= count) done();
              else waiters.push({ count, resolve: done });
            }),
        }),
      onDelivery: (info) => {
        deliveries.push(info);
        for (const w of waiters.filter((w) => deliveries.length >= w.count)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve();
        }
      },
    }).subscribe({ next: (e) => events.push(e), error: reject });
  });
}
