/**
 * Starts an emulator and a client aimed at it for one test; `cleanup()` closes both (afterEach).
 */
import { lastValueFrom, type Observable } from 'rxjs';
import { type Client, createClient } from '../../src/client.js';
import { type Emulator, type EmulatorOptions, startEmulator } from '../../src/emulator/index.js';

export interface Fixture {
  emulator: Emulator;
  client: Client;
}

const open: Fixture[] = [];

export async function setupEmulator(options: EmulatorOptions = {}): Promise<Fixture> {
  const emulator = await startEmulator({ seed: 7, ...options });
  const client = createClient({
    apiKey: emulator.apiKey,
    apiUrl: emulator.url,
    maxRetries: 4,
    retry: { baseMs: 5, maxMs: 20 },
  });
  const fixture = { emulator, client };
  open.push(fixture);
  return fixture;
}

export async function cleanup(): Promise<void> {
  for (const { client, emulator } of open.splice(0)) {
    await client.close();
    await emulator.close();
  }
}

/** Waits (bounded) until `check()` holds; the bound only guards against a hang, it is not a timing assert. */
export async function eventually(check: () => boolean, what: string, maxMs = 10_000): Promise<void> {
  const until = Date.now() + maxMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** The sourceURL of a document-like object. */
export function sourceUrl(doc: unknown): string {
  return String((doc as { metadata?: { sourceURL?: unknown } }).metadata?.sourceURL);
}

/** Status requests of a job in the emulator's log. */
export function statusRequests(emulator: Emulator, jobId: string) {
  return emulator.requests.filter((r) => r.method === 'GET' && r.path.endsWith(jobId));
}

/** The error a stream ends with, or `undefined` when it completes. */
export function failure(source: Observable<unknown>): Promise<unknown> {
  return lastValueFrom(source).then(
    () => undefined,
    (err: unknown) => err,
  );
}
