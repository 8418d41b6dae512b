/**
 * Receive a crawl's webhook events: a local receiver verifies each signature and emits typed events.
 * The service must reach the receiver; against the emulator everything stays on 127.0.0.1.
 * Run: npx tsx examples/receive-webhooks.ts   (with a real service, set WEBHOOK_SECRET and a public URL)
 */
import { lastValueFrom, takeWhile, tap, toArray } from 'rxjs';
import { webhookEvents } from '../src/webhooks/index.js';
import { connect } from './connect.js';

const secret = process.env.WEBHOOK_SECRET ?? 'example-webhook-secret';
const { client, site, close } = await connect({ webhookSecret: secret });
try {
  let listening!: (url: string) => void;
  const receiverUrl = new Promise<string>((resolve) => {
    listening = resolve;
  });
  const events$ = webhookEvents({ secret, port: 0, onListening: (url) => listening(url) }).pipe(
    tap((event) =>
      console.log(`${event.type} ${Array.isArray(event.data) ? event.data.length : 0} document(s)`),
    ),
    takeWhile((event) => event.type !== 'crawl.completed', true),
  );
  const collected = lastValueFrom(events$.pipe(toArray())); // subscribing starts the receiver

  const url = process.env.WEBHOOK_PUBLIC_URL ?? (await receiverUrl);
  await lastValueFrom(
    client.crawl({ url: site, limit: 10, webhook: { url, events: ['started', 'page', 'completed'] } }),
  );
  const events = await collected;
  console.log(`${events.length} verified events; last: ${events.at(-1)?.type}`);
} finally {
  await close();
}
