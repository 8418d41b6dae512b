/**
 * A fleet over real Redis, the emulator and worker processes of the built program: `pipelines apply` makes
 * the schedules the file's (idempotent, removing what left it), `pipelines run` queues runs that workers
 * carry out into files, a dataset and tables, `pipelines status` says what each did and cost, the fleet's
 * daily budget keeps new runs from starting, and a Redis password is never shown.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseJsonl } from '../cli/cli-harness.js';
import { duckdbDatabase } from '../sinks/table/table-db.js';
import { jobsCreated, startFleet, statusWhen, type TestFleet } from './fleet-harness.js';

const PASSWORD = 'redis-secret-5e1d';
let fleet: TestFleet;
beforeAll(async () => {
  fleet = await startFleet(
    'crawlstream-fleet-',
    { seed: 3, site: { sites: 3, pagesPerSite: 30, failureRate: 0 }, maxConcurrency: 2 },
    { redisPassword: PASSWORD },
  );
}, 60_000);
afterAll(async () => {
  await fleet?.stop();
});

async function pipelinesFile(name: string, text: string): Promise<string> {
  const path = join(fleet.dir, name);
  await writeFile(path, text);
  return path;
}

function fileOf(budget: string, extra = ''): string {
  const d = fleet.dir;
  return `
pipelines:
  - name: docs
    crawl: { url: "https://site-1.test/", limit: 12 }
    output: ${join(d, 'docs.jsonl')}
    changes: true
  - name: shop
    batch: { urls: ["https://site-2.test/", "https://site-2.test/page-1"] }
    output: ${join(d, 'shop')}/
    format: jsonl
    schedule: "0 3 * * *"
    timezone: Europe/Berlin
  - name: blog
    crawl: { url: "https://site-3.test/", limit: 8 }
    output: ${join(d, 'blog.duckdb')}
    table: posts
    changes: true
    maxCredits: 100
${extra}${budget}`;
}

describe('crawlstream pipelines apply, run and status, with workers', () => {
  it('applies a file idempotently, and removes a pipeline that left it', async () => {
    const extra = `  - name: old\n    crawl: { url: "https://site-1.test/" }\n    output: ${join(fleet.dir, 'old.jsonl')}\n    schedule: "*/5 * * * *"\n`;
    const first = await fleet.cli([
      'pipelines',
      'apply',
      await pipelinesFile('a.yaml', fileOf('', extra)),
      '--json',
    ]);
    expect(first.code, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout.trim().split('\n').at(-1) as string)).toEqual({
      scheduled: ['shop', 'old'],
      manual: ['docs', 'blog'],
      removed: [],
    });
    const path = await pipelinesFile('b.yaml', fileOf('budget: { creditsPerDay: 60 }\n'));
    const second = await fleet.cli(['pipelines', 'apply', path]);
    expect(second.stderr).toMatch(/1 scheduled pipeline, 2 manual ones; removed old\./);
    const again = await fleet.cli(['pipelines', 'apply', path]);
    expect(again.stderr).toMatch(/1 scheduled pipeline, 2 manual ones\.\n/);
    const status = await fleet.status();
    expect(status.pipelines.map((p) => p.name)).toEqual(['docs', 'shop', 'blog']);
    const shop = status.pipelines.find((p) => p.name === 'shop');
    // 03:00 in Berlin is 01:00 or 02:00 UTC.
    expect(shop?.nextRun).toMatch(/T0[12]:00:00\.000Z$/);
    expect(status.budget).toEqual({ creditsPerDay: 60 });
    for (const run of [first, second, again]) expect(`${run.stdout}${run.stderr}`).not.toContain(PASSWORD);
  });

  it('runs every pipeline once on two workers, each into its destination, and says what each did and cost', async () => {
    const before = jobsCreated(fleet.emulator);
    const workers = [fleet.worker(['--concurrency', '2']), fleet.worker(['--concurrency', '2'])];
    const queued = await fleet.cli(['pipelines', 'run', '--all']);
    expect(queued.code, queued.stderr).toBe(0);
    const status = await statusWhen(fleet, (s) => s.pipelines.every((p) => p.lastRun !== undefined));
    const byName = Object.fromEntries(status.pipelines.map((p) => [p.name, p]));
    expect(byName.docs?.lastRun).toMatchObject({
      status: 'completed',
      documents: 12,
      credits: 12,
      counts: { new: 12 },
    });
    expect(byName.shop?.lastRun).toMatchObject({ status: 'completed', documents: 2, credits: 2 });
    expect(byName.blog?.lastRun).toMatchObject({
      status: 'completed',
      documents: 8,
      credits: 8,
      counts: { new: 8 },
    });
    expect(status.creditsToday).toBe(22);
    expect(status.creditsByDay.at(-1)?.total).toBe(22);
    expect(jobsCreated(fleet.emulator) - before).toBe(3);
    expect(fleet.emulator.jobs.peakRunning()).toBeLessThanOrEqual(2);
    // Each destination holds its run's documents.
    expect(parseJsonl(await readText(join(fleet.dir, 'docs.jsonl')))).toHaveLength(12);
    const rows = await duckdbDatabase(join(fleet.dir, 'blog.duckdb')).query(
      'SELECT count(*) AS n FROM posts',
    );
    expect(Number(rows[0]?.n)).toBe(8);
    const text = await fleet.cli(['pipelines', 'status']);
    expect(text.stdout).toMatch(
      /^docs\t.*docs\.jsonl; last completed .*: 12 documents \(12 new, 0 changed, 0 removed\), 12 credits; manual; credits today 12$/m,
    );
    for (const w of workers) w.child.kill('SIGTERM');
    for (const w of workers) expect(await w.exited).toBe(0);
    for (const w of workers) expect(w.output()).not.toContain(PASSWORD);
    expect(JSON.stringify(status)).not.toContain(PASSWORD);
  });

  it("starts no run once the fleet's daily budget is spent", async () => {
    // 22 of 60 credits are spent; a run of docs and blog again costs 20 (each page is same, but scraped).
    const worker = fleet.worker();
    await fleet.cli(['pipelines', 'run', 'docs', 'blog']);
    await statusWhen(fleet, (s) => s.creditsToday >= 42 && s.pipelines.every((p) => p.running === undefined));
    const since = new Date().toISOString();
    await fleet.cli(['pipelines', 'run', 'docs', 'blog', 'shop']);
    const status = await statusWhen(fleet, (s) =>
      s.pipelines.every((p) => p.lastRun !== undefined && p.lastRun.endedAt >= since),
    );
    const skipped = status.pipelines.filter((p) => p.lastRun?.status === 'skipped');
    const ran = status.pipelines.filter((p) => p.lastRun?.status !== 'skipped');
    // What ran was capped to what was left of the day, so the fleet spent at most its budget.
    expect(status.creditsToday).toBeLessThanOrEqual(60);
    expect(skipped.length + ran.length).toBe(3);
    for (const p of skipped) expect(p.lastRun?.error).toBe("the fleet's budget of 60 credits a day is spent");
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
  });

  it('refuses a Redis URL that is not one, and a run of a pipeline the file does not have, naming the field', async () => {
    const bad = await fleet.cli(['pipelines', 'status', '--redis', 'http://127.0.0.1:1']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--redis: must start with redis:\/\/ or rediss:\/\/ \(got http:\/\/\)/);
    const unknown = await fleet.cli(['pipelines', 'run', 'nope']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/run: not in the applied file: nope \(it has docs, shop, blog\)/);
    const wrong = await fleet.cli([
      'pipelines',
      'status',
      '--redis',
      fleet.redis.url.replace(PASSWORD, 'wrong-pass'),
    ]);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).not.toContain('wrong-pass');
    expect(wrong.stderr.trim().split('\n')).toHaveLength(1);
    expect(wrong.stderr).toMatch(/Redis at redis:\/\/127\.0\.0\.1:\d+ cannot be reached: WRONGPASS/);
  });
});

async function readText(path: string): Promise<string> {
  const { readFile } = await import('node:fs/promises');
  return readFile(path, 'utf8');
}
