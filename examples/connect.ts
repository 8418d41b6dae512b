/**
 * Shared by the examples: a client for the service named by `CRAWLSTREAM_API_URL` (with its key from
 * `CRAWLSTREAM_API_KEY`), or, when that variable is unset, for a local emulator started in this process, so
 * every example runs offline with `npx tsx examples/<name>.ts`.
 */

import { type EmulatorOptions, startEmulator } from '../src/emulator/index.js';
import { type Client, createClient } from '../src/index.js';

/** What an example works with. */
export interface Connection {
  client: Client;
  /** A site to crawl: the emulator's first synthetic site, or `EXAMPLE_SITE` (default https://firecrawl.dev). */
  site: string;
  /** Whether the examples run against the local emulator. */
  local: boolean;
  /** Closes the client and the emulator, if one was started. */
  close(): Promise<void>;
}

/** Connects to the service, or starts an emulator with `options` when `CRAWLSTREAM_API_URL` is unset. */
export async function connect(options: EmulatorOptions = {}): Promise<Connection> {
  if (process.env.CRAWLSTREAM_API_URL) {
    const client = createClient();
    const site = process.env.EXAMPLE_SITE ?? 'https://firecrawl.dev';
    return { client, site, local: false, close: () => client.close() };
  }
  const emulator = await startEmulator({ site: { sites: 2, pagesPerSite: 200 }, ...options });
  const client = createClient({ apiUrl: emulator.url, apiKey: emulator.apiKey });
  return {
    client,
    site: 'https://site-1.test/',
    local: true,
    async close() {
      await client.close();
      await emulator.close();
    },
  };
}
