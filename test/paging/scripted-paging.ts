/**
 * A paging stream over a scripted status server (`paging-server.ts`), for the specs of the paging source
 * and of the operators that consume it. Call once per spec file: it stops the server after each test.
 */
import { afterEach } from 'vitest';
import { createTransport, type Transport } from '../../src/http/transport.js';
import { pageStream } from '../../src/paging/paging.js';
import type { PagingInternals, PagingOptions } from '../../src/paging/paging-options.js';
import { type ScriptedJob, type ScriptedServer, startScriptedServer } from './paging-server.js';

/** Short poll waits, so that tests of running jobs take milliseconds. */
export const fast: PagingOptions = { pollIntervalMs: 2, maxPollIntervalMs: 16 };

export function scriptedPaging() {
  let server: ScriptedServer | undefined;
  let transport: Transport | undefined;

  afterEach(async () => {
    await transport?.close();
    await server?.close();
    transport = undefined;
    server = undefined;
  });

  return {
    /** Starts a server playing `job` and a transport aimed at it. */
    async setup(job: ScriptedJob) {
      server = await startScriptedServer(job);
      transport = createTransport({
        apiKey: 'fc-test',
        apiUrl: server.url,
        maxRetries: 2,
        retry: { baseMs: 1, maxMs: 2 },
      });
      return { server, transport };
    },
    /** The pages of the scripted crawl `job-1` from `skip`. */
    stream(t: Transport, options: PagingOptions & PagingInternals = fast, skip = 0) {
      return pageStream(t, { kind: 'crawl', jobId: 'job-1', from: { skip } }, options);
    },
  };
}
