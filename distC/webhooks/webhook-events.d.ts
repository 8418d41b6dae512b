import { Observable } from 'rxjs';
import { type WebhookEvent } from './webhook-event.js';
/** Why a delivery was answered the way it was; reported through {@link WebhookEventsOptions.onDelivery}. */
export type WebhookDeliveryOutcome = 'accepted' | 'duplicate' | 'not-found' | 'method-not-allowed' | 'unsigned' | 'bad-signature' | 'too-large' | 'bad-json' | 'bad-event' | 'incomplete';
/** One answered (or abandoned) delivery, for logs and metrics. Never contains the secret or the body. */
export interface WebhookDeliveryInfo {
    /** HTTP status answered; `0` when the sender went away before the body arrived. */
    status: number;
    outcome: WebhookDeliveryOutcome;
    /** Present once the body was verified and parsed. */
    webhookId?: string;
    /** Present once the body was verified and parsed. */
    type?: string;
}
/** Options of {@link webhookEvents}. */
export interface WebhookEventsOptions {
    /** The webhook secret shared with the service; deliveries not signed with it are refused (401). */
    secret: string;
    /** TCP port; `0` picks a free port, reported through `onListening`. @default 0 */
    port?: number;
    /** Interface to bind. Expose the receiver beyond this machine only on purpose. @default '127.0.0.1' */
    host?: string;
    /** The only path that accepts deliveries; any other path answers 404. @default '/webhook' */
    path?: string;
    /** Largest accepted body in bytes; larger deliveries answer 413 and are not read further. @default 10 MiB */
    maxBodyBytes?: number;
    /**
     * How many recent `webhookId`s are remembered to recognise replays. A replay within this window is
     * acknowledged with `replayStatus` and never emitted again; `0` turns deduplication off. @default 10000
     */
    dedupeWindow?: number;
    /**
     * Status answered to a replayed delivery. `200` (default) acknowledges it, so a sender that retried
     * because it missed our first answer stops; `409` tells it that the delivery was refused as a duplicate.
     * Either way the event is not emitted twice. @default 200
     */
    replayStatus?: 200 | 409;
    /** Longest time to receive one request, headers and body (slow senders are cut off). @default 30000 */
    requestTimeoutMs?: number;
    /** Called once the server listens, with the URL to configure as the webhook URL. */
    onListening?: (url: string) => void;
    /** Called after each delivery is answered (or abandoned by the sender). */
    onDelivery?: (info: WebhookDeliveryInfo) => void;
}
/**
 * Starts an HTTP receiver for service webhooks and emits every verified, well-formed delivery as a typed
 * {@link WebhookEvent}.
 *
 * Cold: each subscription starts its own server (listening on `host:port`), unsubscribing closes it and
 * every connection it holds. The URL to hand to the service is passed to `onListening` (with `port: 0`
 * that is where the chosen port is learnt).
 *
 * Each delivery is answered before its event is emitted, so slow downstream work never makes the sender
 * time out (the service waits 10 s and does not retry). Events are pushed as they arrive; buffer or drop
 * downstream as needed.
 *
 * Answers:
 * - 200: verified and emitted; a replay of a `webhookId` seen within `dedupeWindow` is answered
 *   `replayStatus` (200 by default, so a retrying sender stops) and not emitted again.
 * - 401: `X-Firecrawl-Signature` missing or not a valid HMAC-SHA256 of the raw body under `secret`.
 * - 400: signed, but not JSON or not a known event shape/type.
 * - 404: another path; 405: another method than POST; 413: body larger than `maxBodyBytes`.
 *
 * Invalid options (a `ValidationError`) and listen failures (e.g. the port is taken) arrive on the error
 * channel.
 *
 * @example
 * ```ts
 * webhookEvents({ secret: process.env.WEBHOOK_SECRET!, port: 8787, onListening: (url) => console.log(url) })
 *   .pipe(filter((e) => e.type === 'crawl.page'))
 *   .subscribe((e) => console.log(e.data[0]?.metadata?.sourceURL));
 * ```
 */
export declare function webhookEvents(options: WebhookEventsOptions): Observable<WebhookEvent>;
