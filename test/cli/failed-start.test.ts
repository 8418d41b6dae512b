/**
 * No promise that cannot be kept: a job that never started leaves no file and prints no resume command; a
 * rerun next to an unfinished export does not silently throw it away; no key for the cloud stops before
 * sending.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstValueFrom, lastValueFrom, map, toArray } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import { type Emulator, startEmulator } from '../../src/emulator/index.js';
import { CheckpointError } from '../../src/errors/errors.js';
import { readCheckpoint, toJsonl } from '../../src/sinks/index.js';
import { duckdbDatabase } from '../sinks/table/table-db.js';
import { assertBuilt, emulatorEnv, runCliInProcess } from './cli-harness.js';

let emulator: Emulator;
let dir: string;
let env: Record<string, string>;

beforeAll(async () => {
  assertBuilt();
  emulator = await startEmulator({ seed: 4 });
  env = emulatorEnv(emulator);
  dir = await mkdtemp(join(tmpdir(), 'crawlstream-failed-start-'));
});

afterAll(async () => {
  await emulator?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

function expectNothingLeft(out: string) {
  expect(existsSync(out)).toBe(false);
  expect(existsSync(`${out}.partial`)).toBe(false);
  expect(existsSync(`${out}.checkpoint.json`)).toBe(false);
}

/** An export of a completed job stopped after its first page: the file and checkpoint hold that page. */
async function unfinishedExport(out: string): Promise<string> {
  const jobId = emulator.createCompletedCrawl({ pages: 60, sizes: 1000 });
  await exportFirstPage(jobId, out, 20);
  return jobId;
}

/** Exports the first status page of `pageLimit` documents of `jobId` to `out`, then stops. */
async function exportFirstPage(jobId: string, out: string, pageLimit: number): Promise<void> {
  const client = createClient({ apiKey: emulator.apiKey, apiUrl: emulator.url });
  await lastValueFrom(
    client.crawlPages(jobId, { pageLimit }).pipe(
      map((page, index) => {
        if (index === 1) throw new Error('stopped');
        return page;
      }),
      toJsonl(out),
    ),
  ).catch(() => undefined);
  await client.close();
  expect((await readCheckpoint(out))?.records).toBe(pageLimit);
}

describe('a job that never started', () => {
  it('an unknown job id: says what failed, no partial file, no resume command', async () => {
    const out = join(dir, 'unknown.jsonl');
    const run = await runCliInProcess(['pages', '00000000-0000-4000-8000-000000000000', '-o', out], { env });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/404: Job not found/);
    expect(run.stderr).toMatch(/nothing to resume/);
    expect(run.stderr).not.toMatch(/Resume with|are kept/);
    expectNothingLeft(out);
  });

  it('a failed kickoff says why and which hosts the emulator serves, in one clean sentence', async () => {
    const out = join(dir, 'kickoff.jsonl');
    const run = await runCliInProcess(['crawl', 'https://nowhere.test/', '-o', out], { env });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/the host nowhere\.test could not be resolved/);
    expect(run.stderr).toMatch(/this emulator serves site-1\.test, site-2\.test, site-3\.test/);
    expect(run.stderr).not.toMatch(/\.\.|\[HTTP 200\]|Resume with/);
    expectNothingLeft(out);
  });

  it('a refused key: no partial file, no resume command', async () => {
    const out = join(dir, 'refused.jsonl');
    const run = await runCliInProcess(['crawl', 'https://site-1.test/', '-o', out], {
      env: { ...env, CRAWLSTREAM_API_KEY: 'fc-wrong' },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/401/);
    expect(run.stderr).toMatch(/No job was started, so there is nothing to resume/);
    expectNothingLeft(out);
  });

  it('no key for the cloud service stops before sending (exit 2)', async () => {
    const out = join(dir, 'nokey.jsonl');
    const run = await runCliInProcess(['crawl', 'https://example.com/', '-o', out]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/no API key is set for https:\/\/api\.firecrawl\.dev/);
    expectNothingLeft(out);
  });
});

describe('a rerun next to an unfinished export', () => {
  it('without --resume is refused with exit 2 and leaves the export as it was; --force starts over', async () => {
    const out = join(dir, 'rerun.jsonl');
    const jobId = await unfinishedExport(out);
    const before = await readFile(`${out}.partial`);
    const refused = await runCliInProcess(['pages', jobId, '-o', out], { env });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      /unfinished export of job .* \(20 documents\): add --resume to continue it, or --force to start over/,
    );
    expect(await readFile(`${out}.partial`)).toEqual(before);
    expect((await readCheckpoint(out))?.records).toBe(20);
    const forced = await runCliInProcess(['pages', jobId, '-o', out, '--force'], { env });
    expect(forced.code, forced.stderr).toBe(0);
    expect((await readFile(out, 'utf8')).split('\n').filter(Boolean)).toHaveLength(60);
  });

  it("a fleet run's start that adopts the job continues its own unfinished export of it, on that job", async () => {
    const out = join(dir, 'adopted.jsonl');
    const jobId = await unfinishedExport(out);
    const starts = emulator.requests.filter((r) => r.route === 'crawl.create').length;
    const started: string[] = [];
    // What a worker's attempt meets when the earlier attempt, woken after this one looked, wrote first.
    const run = await runCliInProcess(['crawl', 'https://site-1.test/', '-o', out, '--overwrite', '--json'], {
      env,
      run: { fence: 2, startKey: 'run-adopted', adoptJob: jobId, started: (job) => started.push(job.id) },
    });
    expect(run.code, run.stderr).toBe(0);
    const urls = (await readFile(out, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l).metadata.sourceURL);
    expect(urls).toHaveLength(60);
    expect(new Set(urls).size).toBe(60);
    expect(emulator.requests.filter((r) => r.route === 'crawl.create')).toHaveLength(starts);
  });

  it("a fleet run's later attempt finds the job an earlier one started unrecorded, and continues that one's export", async () => {
    const out = join(dir, 'unrecorded.jsonl');
    const key = '9a1c6a0e-6f55-4a53-8f0e-3f8d2b7c4d10';
    const sentAt = Date.now();
    // The earlier attempt: the start with the run's key, a first status page written, then the worker died.
    const client = createClient({ apiKey: emulator.apiKey, apiUrl: emulator.url });
    const start = await firstValueFrom(
      client.startCrawl({ url: 'https://site-2.test/', limit: 24 }, { idempotencyKey: key }),
    );
    await client.close();
    await exportFirstPage(start.id, out, 8);
    const created = emulator.requests.filter((r) => r.route === 'crawl.create' && r.status === 200).length;
    const started: string[] = [];
    const run = await runCliInProcess(
      [
        'crawl',
        '--request',
        JSON.stringify({ url: 'https://site-2.test/', limit: 24 }),
        '-o',
        out,
        '--overwrite',
        '--page-limit',
        '8',
        '--json',
      ],
      {
        env,
        run: { fence: 2, startKey: key, keySentAt: sentAt, started: (job) => started.push(job.id) },
      },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(started).toEqual([start.id]);
    const urls = (await readFile(out, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l).metadata.sourceURL);
    // Each document of the job once: the 8 the earlier attempt wrote, then the rest from its cursor.
    const reader = createClient({ apiKey: emulator.apiKey, apiUrl: emulator.url });
    const job = await lastValueFrom(reader.crawlPages(start.id).pipe(toArray()));
    await reader.close();
    const expected = job.flatMap((page) => page.documents.map((d) => d.metadata?.sourceURL));
    expect(urls.length).toBeGreaterThan(8);
    expect(urls).toEqual(expected);
    expect(JSON.parse(run.stdout.trim().split('\n').at(-1) as string)).toMatchObject({
      jobId: start.id,
      documents: expected.length,
    });
    // The key's second use was refused, and no job was created for it.
    expect(emulator.requests.filter((r) => r.route === 'crawl.create' && r.status === 200)).toHaveLength(
      created,
    );
  });

  it("a fleet run's later attempt that finds its job's export finished reads nothing again and reports it", async () => {
    const out = join(dir, 'finished-unrecorded.jsonl');
    const key = '4e0b7c2a-2d1f-4c8e-9b3a-6a5d4c3b2a19';
    const request = JSON.stringify({ url: 'https://site-3.test/', limit: 30 });
    const argv = ['crawl', '--request', request, '-o', out, '--changes', '--overwrite', '--json'];
    const sentAt = Date.now();
    // The earlier attempt ran to the end, and its worker died before the run recorded the job.
    const first = await runCliInProcess(argv, { env, run: { fence: 1, startKey: key, started: () => {} } });
    expect(first.code, first.stderr).toBe(0);
    const firstSummary = JSON.parse(first.stdout.trim().split('\n').at(-1) as string);
    const file = await readFile(out);
    const reads = emulator.requests.filter((r) => r.route === 'crawl.status').length;
    const started: string[] = [];
    const again = await runCliInProcess(argv, {
      env,
      run: { fence: 2, startKey: key, keySentAt: sentAt, started: (job) => started.push(job.id) },
    });
    expect(again.code, again.stderr).toBe(0);
    expect(started).toEqual([firstSummary.jobId]);
    const summary = JSON.parse(again.stdout.trim().split('\n').at(-1) as string);
    expect(summary).toMatchObject({
      status: 'completed',
      jobId: firstSummary.jobId,
      documents: firstSummary.documents,
    });
    expect(summary.changes.counts).toEqual(firstSummary.changes.counts);
    expect(emulator.requests.filter((r) => r.route === 'crawl.status')).toHaveLength(reads);
    expect((await readFile(out)).equals(file)).toBe(true);
  });

  it('a fleet run that finds its export finished claims its token in the file and in the table', async () => {
    for (const [name, extra, fenceOf] of [
      ['claimed.jsonl', [], async (out: string) => (await readFile(`${out}.fence`, 'utf8')).trim()],
      [
        'claimed.duckdb',
        ['--table', 'pages'],
        async (out: string) =>
          String((await duckdbDatabase(out).query('SELECT token FROM crawlstream_fences'))[0]?.token),
      ],
    ] as const) {
      const out = join(dir, name);
      const startKey = randomUUID();
      const first = await runCliInProcess(
        ['crawl', 'https://site-1.test/', '--limit', '5', '-o', out, ...extra, '--json'],
        { env, run: { fence: 1, startKey, started: () => {} } },
      );
      expect(first.code, first.stderr).toBe(0);
      expect(await fenceOf(out)).toBe('1');
      const { jobId } = JSON.parse(first.stdout.trim().split('\n').at(-1) as string);
      // The next attempt finds the export finished: it reads nothing, and the destination holds its token.
      const next = await runCliInProcess(['pages', jobId, '-o', out, ...extra, '--resume', '--json'], {
        env,
        run: { fence: 2, startKey, started: () => {} },
      });
      expect(next.code, next.stderr).toBe(0);
      expect(next.stderr).toContain('Nothing to resume');
      expect(await fenceOf(out), name).toBe('2');
    }
  });

  it('in the library, a run without resume refuses and keeps the earlier checkpoint', async () => {
    const out = join(dir, 'library.jsonl');
    const jobId = await unfinishedExport(out);
    const client = createClient({ apiKey: emulator.apiKey, apiUrl: emulator.url });
    const error = await lastValueFrom(client.crawlPages(jobId).pipe(toJsonl(out))).catch((e: unknown) => e);
    await client.close();
    expect(error).toBeInstanceOf(CheckpointError);
    expect((await readCheckpoint(out))?.records).toBe(20);
  });
});
