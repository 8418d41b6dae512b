/**
 * The destination of `examples/destinations/http-ndjson.ts`, written only against the public API, against a
 * `node:http` endpoint on port 0 that keeps the lines and their cursor: through the library, and through the
 * built `crawlstream` program, which loads it from `CRAWLSTREAM_DESTINATIONS`. An export the endpoint fails
 * half-way resumes where the endpoint says, and every document arrives once.
 */

import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lastValueFrom, map } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundle } from '../../scripts/bundle.mjs';
import { startEmulator } from '../../src/emulator/index.js';
import { createClient, type PageEvent } from '../../src/index.js';
import { destinationFor } from '../../src/sinks/index.js';
import { emulatorFixture, QUICK_POLL, resumeArgs, runCli } from '../cli/cli-harness.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SITE = 'https://site-1.test/';

/** An NDJSON endpoint: appends each batch's lines it does not hold yet; `failAt` answers that POST 500. */
async function endpoint(failAt?: number) {
  const held = {
    jobId: null as string | null,
    kind: null as string | null,
    skip: 0,
    records: 0,
    jsonBytes: 0,
  };
  const lines: string[] = [];
  let posts = 0;
  const server: Server = createServer(async (req, res) => {
    const body = await text(req);
    if (req.method === 'DELETE') {
      Object.assign(held, { jobId: null, kind: null, skip: 0, records: 0, jsonBytes: 0 });
      lines.length = 0;
    } else if (req.method === 'POST') {
      posts += 1;
      if (posts === failAt) {
        res.writeHead(500).end('{}');
        return;
      }
      const jobId = String(req.headers['x-job-id']);
      const skip = Number(req.headers['x-skip']);
      if ((held.jobId !== null && held.jobId !== jobId) || skip > held.skip) {
        res.writeHead(409).end('{}');
        return;
      }
      const batch = body
        .split('\n')
        .filter(Boolean)
        .slice(held.skip - skip);
      lines.push(...batch);
      Object.assign(held, {
        jobId,
        kind: String(req.headers['x-kind']),
        skip: Number(req.headers['x-next-skip']),
        records: held.records + batch.length,
        jsonBytes: held.jsonBytes + batch.reduce((sum, line) => sum + line.length, 0),
      });
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(held));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    target: `ndjson+http://127.0.0.1:${port}/ingest`,
    lines,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function text(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
}

const urls = (lines: readonly string[]) => lines.map((line) => JSON.parse(line).metadata.sourceURL as string);

describe('a destination of your own (examples/destinations/http-ndjson.ts)', () => {
  it('through the library: fails on the third page of documents, resumes at the cursor the endpoint keeps', async () => {
    await import('../../examples/destinations/http-ndjson.js');
    const emulator = await startEmulator({ site: { sites: 1, pagesPerSite: 120 } });
    const client = createClient({ apiUrl: emulator.url, apiKey: emulator.apiKey });
    const ndjson = await endpoint();
    try {
      const destination = destinationFor(ndjson.target);
      expect(destination.kind).toBe('ndjson+http');
      // The third page that brings documents fails, as a crash would.
      let full = 0;
      const crash = map((page: PageEvent) => {
        if (page.raw.length > 0 && ++full === 3) throw new Error('simulated crash');
        return page;
      });
      const first = await destination.open({ resume: false });
      const request = { url: SITE, limit: 100 };
      const paging = { pageLimit: 10, pollIntervalMs: 20 };
      await expect(lastValueFrom(client.crawl(request, paging).pipe(crash, first.sink))).rejects.toThrow(
        'simulated crash',
      );
      const checkpoint = await destination.readCheckpoint?.();
      // Two pages of documents went to the endpoint before the crash: its cursor is where their lines end.
      expect(checkpoint?.cursor.skip).toBe(ndjson.lines.length);
      expect(ndjson.lines.length).toBeGreaterThan(0);
      const jobId = checkpoint?.jobId as string;
      const again = await destination.open({ resume: true, jobId });
      const summary = await lastValueFrom(
        client.crawlPages(jobId, { from: checkpoint?.cursor, ...paging }).pipe(again.sink),
      );
      const all = emulator.jobs
        .documents(jobId)
        .map((doc) => (doc.metadata as { sourceURL: string }).sourceURL);
      expect(urls(ndjson.lines)).toEqual(all);
      expect(summary).toMatchObject({ jobId, records: all.length, resumed: true });
    } finally {
      await client.close();
      await emulator.close();
      await ndjson.close();
    }
  });
});

describe('a destination of your own, in the crawlstream program', () => {
  const fixture = emulatorFixture(
    'crawlstream-ndjson-',
    { site: { sites: 1, pagesPerSite: 120 } },
    QUICK_POLL,
  );
  let bundled: string;
  beforeAll(async () => {
    // Built as users build theirs: its own copy of crawlstream/sinks, registering where the program looks.
    bundled = await mkdtemp(join(root, 'test', '.examples-'));
    await bundle({ entryPoints: { 'http-ndjson': 'examples/destinations/http-ndjson.ts' }, outdir: bundled });
  }, 60_000);
  afterAll(async () => {
    if (bundled) await rm(bundled, { recursive: true, force: true });
  });

  it('takes -o from CRAWLSTREAM_DESTINATIONS; a failed batch prints the resume command, which finishes', async () => {
    const { emulator, args } = await fixture.serve();
    const ndjson = await endpoint(3);
    try {
      const env = { CRAWLSTREAM_DESTINATIONS: join(bundled, 'http-ndjson.js') };
      const crawl = ['crawl', SITE, '--limit', '100', '--page-limit', '10', '-o', ndjson.target];
      const failed = await runCli([...args, ...crawl], { env });
      expect(failed.code, failed.stderr).toBe(1);
      expect(failed.stderr).toContain('The endpoint keeps the batches it took and their cursor.');
      const resume = resumeArgs(failed.stderr);
      expect(resume).toEqual(expect.arrayContaining(['-o', ndjson.target, '--resume']));
      const resumed = await runCli([...args, ...resume], { env });
      expect(resumed.code, resumed.stderr).toBe(0);
      const jobId = resume[1] as string;
      const all = emulator.jobs
        .documents(jobId)
        .map((doc) => (doc.metadata as { sourceURL: string }).sourceURL);
      expect(urls(ndjson.lines)).toEqual(all);
      const wrong = await runCli([...args, ...crawl.slice(0, -2), '-o', 'x.csv'], { env });
      expect(wrong.stderr).toContain('be ndjson+http://HOST/PATH for an NDJSON endpoint');
    } finally {
      await ndjson.close();
    }
  });
});
