import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Observable } from 'rxjs';
import { ValidationError } from '../errors/errors.js';
import { RecentIds } from './recent-ids.js';
import { verifyWebhookSignature, WEBHOOK_SIGNATURE_HEADER } from './verify-webhook-signature.js';
import { type WebhookEvent, WebhookEventSchema } from './webhook-event.js';

/** Why a delivery was answered the way it was; reported through {@link WebhookEventsOptions.onDelivery}. */
export type WebhookDeliveryOutcome =
  | 'accepted'
  | 'duplicate'
  | 'not-found'
  | 'method-not-allowed'
  | 'unsigned'
  | 'bad-signature'
  | 'too-large'
  | 'bad-json'
  | 'bad-event'
  | 'incomplete';

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

interface ResolvedOptions {
  secret: string;
  port: number;
  host: string;
  path: string;
  maxBodyBytes: number;
  dedupeWindow: number;
  replayStatus: 200 | 409;
  requestTimeoutMs: number;
}

const STATUS_OF: Record<WebhookDeliveryOutcome, number> = {
  accepted: 200,
  duplicate: 200,
  'not-found': 404,
  'method-not-allowed': 405,
  unsigned: 401,
  'bad-signature': 401,
  'too-large': 413,
  'bad-json': 400,
  'bad-event': 400,
  incomplete: 0,
};

function isInteger(value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function invalid(option: string, message: string): ValidationError {
  return new ValidationError(
    `webhookEvents: \`${option}\` ${message}. Fix the option; nothing was started.`,
    [{ path: option, rule: 'invalid_value', message }],
  );
}

function resolveOptions(options: WebhookEventsOptions): ResolvedOptions {
  const { secret, port = 0, host = '127.0.0.1', path = '/webhook' } = options ?? {};
  const { maxBodyBytes = 10 * 1024 * 1024, dedupeWindow = 10_000, replayStatus = 200 } = options ?? {};
  const { requestTimeoutMs = 30_000 } = options ?? {};
  if (typeof secret !== 'string' || secret.length === 0) {
    throw invalid('secret', 'must be a non-empty string (the webhook signing secret)');
  }
  if (!isInteger(port, 0, 65535)) throw invalid('port', 'must be an integer 0..65535');
  if (typeof path !== 'string' || !path.startsWith('/')) {
    throw invalid('path', "must start with '/'");
  }
  if (!isInteger(maxBodyBytes, 1)) throw invalid('maxBodyBytes', 'must be a positive integer');
  if (!isInteger(dedupeWindow, 0)) throw invalid('dedupeWindow', 'must be an integer >= 0');
  if (replayStatus !== 200 && replayStatus !== 409) {
    throw invalid('replayStatus', 'must be 200 or 409');
  }
  if (!isInteger(requestTimeoutMs, 1)) {
    throw invalid('requestTimeoutMs', 'must be a positive integer');
  }
  return { secret, port, host, path, maxBodyBytes, dedupeWindow, replayStatus, requestTimeoutMs };
}

/** Reads the body up to `max` bytes; `'too-large'` past that, `undefined` when the sender went away. */
function readBody(req: IncomingMessage, max: number): Promise<Buffer | 'too-large' | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (result: Buffer | 'too-large' | undefined): void => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('close', onClose);
      resolve(result);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > max) done('too-large');
      else chunks.push(chunk);
    };
    const onEnd = (): void => done(Buffer.concat(chunks, size));
    const onClose = (): void => done(undefined);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('close', onClose);
    // 'aborted' also surfaces as an 'error' on the request; it is handled by 'close', but an error event
    // without a listener would crash the process.
    req.on('error', () => {});
  });
}

function formatUrl(address: AddressInfo, path: string): string {
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}${path}`;
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
export function webhookEvents(options: WebhookEventsOptions): Observable<WebhookEvent> {
  return new Observable<WebhookEvent>((subscriber) => {
    let opts: ResolvedOptions;
    try {
      opts = resolveOptions(options);
    } catch (err) {
      subscriber.error(err);
      return;
    }
    const seen = new RecentIds(opts.dedupeWindow);
    let closed = false;

    const report = (info: WebhookDeliveryInfo): void => {
      if (options.onDelivery === undefined) return;
      try {
        options.onDelivery(info);
      } catch (err) {
        subscriber.error(err);
      }
    };

    const answer = (
      res: ServerResponse,
      outcome: WebhookDeliveryOutcome,
      extra: Partial<WebhookDeliveryInfo> = {},
    ) => report({ status: writeAnswer(res, outcome, opts.replayStatus), outcome, ...extra });

    const receive = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
      const delivery = await readDelivery(req, opts);
      if (delivery.outcome === 'incomplete') return report({ status: 0, outcome: 'incomplete' });
      const { event } = delivery;
      if (event === undefined) return answer(res, delivery.outcome);
      const info = { webhookId: event.webhookId, type: event.type };
      if (!seen.add(event.webhookId)) return answer(res, 'duplicate', info);
      // Answer first: the sender's clock stops here, whatever the subscriber does with the event.
      answer(res, 'accepted', info);
      if (!closed) subscriber.next(event);
    };

    const server = createServer(
      {
        requestTimeout: opts.requestTimeoutMs,
        // Node enforces the timeout on this sweep (30 s by default), so a shorter timeout needs a faster one.
        connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.floor(opts.requestTimeoutMs / 2))),
      },
      (req, res) => {
        receive(req, res).catch((err: unknown) => {
          if (!res.headersSent) res.writeHead(500, { connection: 'close' }).end();
          subscriber.error(err);
        });
      },
    );
    server.on('error', (err) => subscriber.error(err));
    server.listen(opts.port, opts.host, () => {
      // The subscription may have ended while the address was being resolved.
      if (closed) {
        server.close();
        return;
      }
      try {
        options.onListening?.(formatUrl(server.address() as AddressInfo, opts.path));
      } catch (err) {
        subscriber.error(err);
      }
    });

    return () => {
      closed = true;
      if (server.listening) server.close();
      server.closeAllConnections();
    };
  });
}

/** Answers a delivery with the status of its outcome; returns the status. */
function writeAnswer(res: ServerResponse, outcome: WebhookDeliveryOutcome, replayStatus: number): number {
  const status = outcome === 'duplicate' ? replayStatus : STATUS_OF[outcome];
  const body = status === 200 ? { received: true, duplicate: outcome === 'duplicate' } : { error: outcome };
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (outcome === 'method-not-allowed') headers.allow = 'POST';
  // The request body may be unread here; closing the connection stops us from reading (and the sender
  // from pushing) the rest of an unwanted body.
  if (status >= 400) headers.connection = 'close';
  res.writeHead(status, headers).end(JSON.stringify(body));
  return status;
}

/**
 * Reads one delivery: the event, signed and valid, or why it is refused (`incomplete`: the sender went away
 * before its body ended, and nobody is left to answer).
 */
async function readDelivery(
  req: IncomingMessage,
  opts: ResolvedOptions,
): Promise<{ outcome: WebhookDeliveryOutcome | 'incomplete'; event?: WebhookEvent }> {
  const pathname = (req.url ?? '/').split('?', 1)[0];
  if (pathname !== opts.path) return { outcome: 'not-found' };
  if (req.method !== 'POST') return { outcome: 'method-not-allowed' };
  const signature = req.headers[WEBHOOK_SIGNATURE_HEADER];
  if (typeof signature !== 'string' || signature.length === 0) return { outcome: 'unsigned' };
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > opts.maxBodyBytes) return { outcome: 'too-large' };
  const body = await readBody(req, opts.maxBodyBytes);
  if (body === undefined) return { outcome: 'incomplete' };
  if (body === 'too-large') return { outcome: 'too-large' };
  if (!verifyWebhookSignature(body, signature, opts.secret)) return { outcome: 'bad-signature' };
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    return { outcome: 'bad-json' };
  }
  const parsed = WebhookEventSchema.safeParse(json);
  return parsed.success ? { outcome: 'accepted', event: parsed.data } : { outcome: 'bad-event' };
}
