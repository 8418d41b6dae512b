/**
 * How a run goes on when its worker went away: one whose start reached the service but whose worker died
 * before recording the job is adopted by the next worker (the same idempotency key meets 409, the job is
 * found among the running crawls), never paid twice; SIGTERM stops a worker's runs at their checkpoints and
 * another worker finishes them on the same job; a 429 slows the whole queue; and a pipeline embeds into a
 * vector table like a run of the program does.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULL_PREFIX, fleetKeys, QUEUE_NAME } from '../../src/fleet/fleet-keys.js';
import { startKeyOf } from '../../src/fleet/run-records.js';
import { parseJsonl } from '../cli/cli-harness.js';
import { duckdbDatabase } from '../sinks/table/table-db.js';
import { jobsCreated, printed, startFleet, statusWhen, type TestFleet } from './fleet-harness.js';

let fleet: TestFleet;
let redis: Redis;
let queue: Queue;
beforeAll(async () => {
  fleet = await startFleet('crawlstream-fleet-takeover-', {
    seed: 12,
    site: { sites: 3, pagesPerSite: 50, failureRate: 0 },
    scrape: { pagesPerSecond: 20, concurrency: 4, completionLagMs: 20 },
    rateLimit: { requests: 1, windowMs: 5000, routes: ['batch.create'] },
  });
  redis = new Redis(fleet.redis.url, { maxRetriesPerRequest: null });
  queue = new Queue(QUEUE_NAME, { connection: redis, prefix: BULL_PREFIX });
  const d = fleet.dir;
  await writeFile(
    join(d, 'pipelines.yaml'),
    `pipelines:
  - name: orphan
    crawl: { url: "https://site-1.test/", limit: 20 }
    output: ${join(d, 'orphan.jsonl')}
    changes: true
  - name: long
    crawl: { url: "https://site-2.test/", limit: 50 }
    output: ${join(d, 'long.duckdb')}
    changes: true
  - name: pair
    batch: { urls: ["https://site-3.test/", "https://site-3.test/page-1"] }
    output: ${join(d, 'pair.jsonl')}
  - name: crawl
    crawl: { url: "https://site-1.test/", limit: 3 }
    output: ${join(d, 'crawl.jsonl')}
  - name: vectors
    crawl: { url: "https://site-3.test/", limit: 10 }
    output: ${join(d, 'vectors.duckdb')}
    table: chunks
    changes: true
    embed: { model: crawlstream-hash, url: "${fleet.emulator.url}/v1" }
`,
  );
  expect((await fleet.cli(['pipelines', 'apply', join(d, 'pipelines.yaml')])).code).toBe(0);
}, 60_000);
afterAll(async () => {
  await queue?.close();
  redis?.disconnect();
  await fleet?.stop();
});

describe('a run whose worker went away', () => {
  it('adopts the job a dead worker started before it could record it: one job, paid once', async () => {
    const runId = 'orphan-by-hand';
    const sentAt = Date.now() - 50;
    // What a worker that died right after sending the start leaves: the run's first attempt on record, no
    // job; and the start, which reached the service, with the run's key.
    await redis.hset(fleetKeys.run(runId), { pipeline: 'orphan', attempt: '1', keySentAt: String(sentAt) });
    const started = await fetch(`${fleet.emulator.url}/v2/crawl`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${fleet.emulator.apiKey}`,
        'content-type': 'application/json',
        'x-idempotency-key': startKeyOf(runId),
      },
      body: JSON.stringify({ url: 'https://site-1.test/', limit: 20 }),
    });
    const { id } = (await started.json()) as { id: string };
    const before = jobsCreated(fleet.emulator);
    await queue.add('orphan', { pipeline: 'orphan' }, { jobId: runId });
    const worker = fleet.worker();
    const status = await statusWhen(
      fleet,
      (s) => s.pipelines.find((p) => p.name === 'orphan')?.lastRun !== undefined,
    );
    expect(status.pipelines.find((p) => p.name === 'orphan')?.lastRun).toMatchObject({
      runId,
      status: 'completed',
      jobId: id,
      attempts: 2,
      documents: 20,
    });
    expect(jobsCreated(fleet.emulator)).toBe(before);
    const conflicts = fleet.emulator.requests.filter((r) => r.route === 'crawl.create' && r.status === 409);
    expect(conflicts).toHaveLength(1);
    expect(
      parseJsonl(
        await import('node:fs/promises').then((fs) => fs.readFile(join(fleet.dir, 'orphan.jsonl'), 'utf8')),
      ),
    ).toHaveLength(20);
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
  });

  it('does not run again a run BullMQ hands out after it ended (its worker died before telling BullMQ)', async () => {
    const runId = 'orphan-by-hand';
    const job = await queue.getJob(runId);
    expect(await job?.getState()).toBe('completed');
    const before = { jobs: jobsCreated(fleet.emulator), starts: fleet.emulator.requests.length };
    // What a worker killed between recording the run and telling BullMQ leaves: the run handed out again.
    await job?.retry('completed');
    const worker = fleet.worker();
    while ((await job?.getState()) !== 'completed') await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await redis.lrange(fleetKeys.history('orphan'), 0, -1)).toHaveLength(1);
    expect(jobsCreated(fleet.emulator)).toBe(before.jobs);
    const since = fleet.emulator.requests.slice(before.starts);
    expect(since.filter((r) => r.route === 'crawl.create')).toEqual([]);
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
  });

  it('SIGTERM stops the runs at their checkpoints and hands them back; another worker ends them on the same job', async () => {
    const first = fleet.worker(['--name', 'first']);
    await printed(first, 'takes runs from');
    const before = jobsCreated(fleet.emulator);
    await fleet.cli(['pipelines', 'run', 'long']);
    const running = await statusWhen(
      fleet,
      (s) => (s.pipelines.find((p) => p.name === 'long')?.running?.progress?.documents ?? 0) > 5,
    );
    const jobId = running.pipelines.find((p) => p.name === 'long')?.running?.jobId;
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/\[long\] stopped at its checkpoint; handed back to the queue/);
    const second = fleet.worker(['--name', 'second']);
    const status = await statusWhen(
      fleet,
      (s) => s.pipelines.find((p) => p.name === 'long')?.lastRun !== undefined,
    );
    expect(
      status.pipelines.find((p) => p.name === 'long')?.lastRun,
      `${first.output()}\n${second.output()}`,
    ).toMatchObject({
      status: 'completed',
      jobId,
      attempts: 2,
    });
    expect(second.output()).toMatch(/\[long\] attempt 2 \(fencing token \d+\): continues job/);
    expect(jobsCreated(fleet.emulator) - before).toBe(1);
    const rows = await duckdbDatabase(join(fleet.dir, 'long.duckdb')).query(
      'SELECT count(*) AS n, count(DISTINCT url) AS u FROM pages',
    );
    const done = status.pipelines.find((p) => p.name === 'long')?.lastRun;
    expect(rows[0]).toEqual({ n: done?.documents, u: done?.documents });
    expect(done?.documents).toBeGreaterThan(20);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('slows the whole queue when the service answers 429, for the time it asks', async () => {
    const worker = fleet.worker(['--concurrency', '2']);
    // The one batch start the window allows is taken, so the pipeline's start meets a 429.
    const taken = await fetch(`${fleet.emulator.url}/v2/batch/scrape`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fleet.emulator.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ urls: ['https://site-3.test/page-9'] }),
    });
    expect(taken.status).toBe(200);
    await fleet.cli(['pipelines', 'run', 'pair']);
    await printed(worker, /\[pair\] the service answered 429: the fleet starts no run for \d+ ms/);
    const refused = fleet.emulator.requests.find((r) => r.route === 'batch.create' && r.status === 429);
    // A crawl (which the service does not limit here) queued now waits until the fleet may start runs again.
    await fleet.cli(['pipelines', 'run', 'crawl']);
    const status = await statusWhen(fleet, (s) =>
      ['pair', 'crawl'].every((n) => s.pipelines.find((p) => p.name === n)?.lastRun),
    );
    for (const name of ['pair', 'crawl'])
      expect(status.pipelines.find((p) => p.name === name)?.lastRun?.status, name).toBe('completed');
    const crawlStart = fleet.emulator.requests.find(
      (r) => r.route === 'crawl.create' && r.time > (refused?.time ?? 0),
    );
    const waited = Number(/for (\d+) ms/.exec(worker.output())?.[1]);
    expect(waited).toBeGreaterThan(2000);
    expect((crawlStart?.time ?? 0) - (refused?.time ?? 0)).toBeGreaterThanOrEqual(waited - 100);
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
  });

  it('embeds a pipeline into a vector table, its embedding tokens in the run', async () => {
    const worker = fleet.worker();
    await fleet.cli(['pipelines', 'run', 'vectors']);
    const status = await statusWhen(
      fleet,
      (s) => s.pipelines.find((p) => p.name === 'vectors')?.lastRun !== undefined,
    );
    expect(status.pipelines.find((p) => p.name === 'vectors')?.lastRun).toMatchObject({
      status: 'completed',
      documents: 10,
    });
    const rows = await duckdbDatabase(join(fleet.dir, 'vectors.duckdb')).query(
      'SELECT count(DISTINCT url) AS pages, min(model) AS model FROM chunks',
    );
    expect(rows[0]).toEqual({ pages: 10, model: 'crawlstream-hash' });
    const query = await fleet.cli([
      'query',
      'release',
      '-i',
      join(fleet.dir, 'vectors.duckdb'),
      '--table',
      'chunks',
      '-k',
      '2',
      '--embed-url',
      `${fleet.emulator.url}/v1`,
      '--json',
    ]);
    expect(query.code, query.stderr).toBe(0);
    expect(query.stdout.trim().split('\n')).toHaveLength(2);
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
  });
});
