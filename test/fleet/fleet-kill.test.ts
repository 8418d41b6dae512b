/**
 * Three workers run twelve change-aware pipelines (four into JSONL files, four into DuckDB files, four into
 * Postgres tables) while a seeded series kills a random worker with SIGKILL ten times, each while runs are
 * in flight, restarting it each time. Every destination ends equal to an uninterrupted run of its pipeline,
 * the emulator created exactly one job per run, and never ran more jobs at once than the team's limit,
 * which the workers read from the service's concurrency check.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostgresServer } from '../../scripts/postgres-server.mjs';
import { Prng } from '../../src/emulator/web/prng.js';
import { parseJsonl, runCliInProcess, sourceUrl } from '../cli/cli-harness.js';
import { filePostgres } from '../helpers/file-postgres.js';
import { duckdbDatabase, postgresDatabase, type TestDatabase } from '../sinks/table/table-db.js';
import { jobsCreated, startFleet, statusWhen, type TestFleet, type WorkerProcess } from './fleet-harness.js';

const TEAM_LIMIT = 4;
const PIPELINES = 12;
let fleet: TestFleet;
let postgres: PostgresServer;
beforeAll(async () => {
  postgres = await filePostgres();
  fleet = await startFleet('crawlstream-fleet-kill-', {
    seed: 21,
    site: { sites: PIPELINES, pagesPerSite: 36, failureRate: 0 },
    scrape: { pagesPerSecond: 12, concurrency: 4, completionLagMs: 20 },
    maxConcurrency: TEAM_LIMIT,
  });
}, 60_000);
afterAll(async () => {
  await fleet?.stop();
  await postgres?.stop();
});

type Kind = 'jsonl' | 'duckdb' | 'postgres';
const kindOf = (i: number): Kind => (['jsonl', 'duckdb', 'postgres'] as const)[i % 3] as Kind;

/** `-o` and `--table` of pipeline `i`, under `root` (the fleet's or the reference's). */
function destination(i: number, root: string): { output: string; table?: string } {
  const kind = kindOf(i);
  if (kind === 'jsonl') return { output: join(root, `p${i}.jsonl`) };
  if (kind === 'duckdb') return { output: join(root, `p${i}.duckdb`), table: 'pages' };
  return { output: postgres.url(), table: `${root.endsWith('ref') ? 'ref' : 'fleet'}_p${i}` };
}

const request = (i: number) => ({ url: `https://site-${i + 1}.test/`, limit: 36 });

function pipelinesYaml(): string {
  const lines = ['pipelines:'];
  for (let i = 0; i < PIPELINES; i++) {
    const { output, table } = destination(i, fleet.dir);
    lines.push(`  - name: p${i}`, `    crawl: ${JSON.stringify(request(i))}`, `    output: "${output}"`);
    if (table) lines.push(`    table: ${table}`);
    lines.push('    changes: true');
  }
  return `${lines.join('\n')}\n`;
}

/** What a destination holds, comparable: each document's URL and Markdown, sorted, and its pipeline state. */
async function holdings(i: number, root: string) {
  const { output, table } = destination(i, root);
  const kind = kindOf(i);
  let documents: string[];
  if (kind === 'jsonl') {
    const { readFile } = await import('node:fs/promises');
    documents = parseJsonl(await readFile(output, 'utf8')).map((d) => `${sourceUrl(d)} ${d.markdown}`);
  } else {
    const db: TestDatabase = kind === 'duckdb' ? duckdbDatabase(output) : postgresDatabase(postgres);
    const rows = await db.query(`SELECT url, markdown FROM ${table}`);
    documents = rows.map((r) => `${r.url} ${r.markdown}`);
  }
  const state = await runCliInProcess([
    'state',
    '-o',
    output,
    ...(table ? ['--table', table] : []),
    '--json',
  ]);
  const changes = JSON.parse(state.stdout).changes;
  const load = changes.loads.at(-1);
  return {
    documents: documents.sort(),
    state: { urls: changes.urls, removed: changes.removed, loads: changes.loads.length },
    counts: load.counts,
    written: load.written,
  };
}

describe('a fleet of three workers, one killed ten times', () => {
  it('ends every destination as an uninterrupted run, one job per run, never more jobs than the team may run', async () => {
    const file = join(fleet.dir, 'pipelines.yaml');
    await writeFile(file, pipelinesYaml());
    const applied = await fleet.cli(['pipelines', 'apply', file]);
    expect(applied.code, applied.stderr).toBe(0);
    const args = ['--concurrency', '2', '--lease', '2s'];
    const workers: WorkerProcess[] = [0, 1, 2].map(() => fleet.worker(args));
    const everyWorker = [...workers];
    await fleet.cli(['pipelines', 'run', '--all']);
    const random = new Prng(62);
    const began = Date.now();
    let kills = 0;
    while (kills < 10) {
      await sleep(random.int(300, 1200));
      const status = await fleet.status();
      if (Date.now() - began > 100_000) break;
      if (!status.pipelines.some((p) => p.running?.jobId !== undefined)) {
        if (status.pipelines.every((p) => p.lastRun)) break;
        continue;
      }
      const index = random.int(0, 2);
      const victim = workers[index] as WorkerProcess;
      victim.child.kill('SIGKILL');
      await victim.exited;
      workers[index] = fleet.worker(args);
      everyWorker.push(workers[index] as WorkerProcess);
      kills++;
    }
    const status = await statusWhen(fleet, (s) => s.pipelines.every((p) => p.lastRun !== undefined), {
      limitMs: 120_000,
      explain: () => everyWorker.map((w) => w.output()).join('\n---\n'),
    });
    expect(kills).toBe(10);
    // A run that did not complete says what its workers wrote of it.
    const linesOf = (name: string) =>
      everyWorker
        .flatMap((w) => w.output().split('\n'))
        .filter((line) => line.includes(`[${name}]`))
        .join('\n');
    for (const p of status.pipelines)
      expect(p.lastRun, `${p.name}: ${JSON.stringify(p.lastRun)}\n${linesOf(p.name)}`).toMatchObject({
        status: 'completed',
      });
    // The kills landed on runs: some were taken over.
    expect(status.pipelines.reduce((sum, p) => sum + (p.lastRun?.attempts ?? 0), 0)).toBeGreaterThan(
      PIPELINES,
    );
    expect(jobsCreated(fleet.emulator)).toBe(PIPELINES);
    expect(fleet.emulator.jobs.peakRunning()).toBeLessThanOrEqual(TEAM_LIMIT);
    expect(status.maxJobs).toBe(TEAM_LIMIT);
    for (const w of workers) w.child.kill('SIGTERM');
    await Promise.all(workers.map((w) => w.exited));

    // Each pipeline once more, uninterrupted, by the program itself, into a reference destination.
    const ref = join(fleet.dir, 'ref');
    await import('node:fs/promises').then((fs) => fs.mkdir(ref));
    const indexes = Array.from({ length: PIPELINES }, (_, i) => i);
    const runs = await Promise.all(
      indexes.map((i) => {
        const { output, table } = destination(i, ref);
        const flags = [...(table ? ['--table', table] : []), '--changes', '--poll-interval', '50'];
        return fleet.cli(['crawl', '--request', JSON.stringify(request(i)), '-o', output, ...flags]);
      }),
    );
    for (const i of indexes) {
      expect(runs[i]?.code, runs[i]?.stderr).toBe(0);
      const held = await holdings(i, fleet.dir);
      expect(held, `p${i}`).toEqual(await holdings(i, ref));
      expect(held.documents.length).toBeGreaterThan(0);
      // What the run's record says it wrote is what the destination holds.
      const said = (w: WorkerProcess) =>
        w
          .output()
          .split('\n')
          .filter((l) => l.startsWith(`[p${i}]`));
      expect(status.pipelines[i]?.lastRun?.documents, `p${i}: ${everyWorker.flatMap(said).join('\n')}`).toBe(
        held.documents.length,
      );
    }
  });
});
