/**
 * Exports into database tables, measured against each database's own bulk load of the same data:
 *   PF `psql -c "\copy … from"` of the job's rows (CSV, made by Postgres from an exported table) into an
 *      empty table of the same shape: Postgres's own ingest, no HTTP, no JSON (the floor);
 *   PA, PM `toTable('postgres://…', { write: 'append' | 'merge' })`;
 *   DF DuckDB's `read_ndjson` of the job's JSONL into a table of the same shape, in a new file (the floor);
 *   DA, DM `toTable('file.duckdb', { write: 'append' | 'merge' })`;
 * each in a fresh process, interleaved, `--runs` times (default 3), from a completed crawl of `--gb` GB
 * (default 1) served by the emulator in its own process, each on a quiet disk (Postgres checkpointed, the
 * kernel's dirty pages written back). Postgres runs with fsync on, as in production.
 * Throughput = the job's document JSON bytes ÷ the work time; peak RSS of the exporting process.
 *
 *   npm run build && node benchmarks/table.mjs [--gb=1] [--runs=3] [--only=PF,PA,DF,DA]
 *
 * `--quick`: a 0.1 GB job, one run. Results are printed only (`--dry` changes nothing here).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '../scripts/postgres-server.mjs';
import { EmulatorHandle } from './lib/emulator-handle.mjs';
import { spawnWorkload } from './lib/spawn-workload.mjs';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const arg = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const quick = process.argv.includes('--quick');
const gb = arg('gb', quick ? 0.1 : 1);
const runs = arg('runs', quick ? 1 : 3);
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.split('=')[1]
  ?.split(',');
const MB = 1e6;
const COLUMNS =
  'canonical_url, url, source_url, title, description, language, status_code, error, warning, change_status, previous_scrape_at, metadata, job_id, scraped_at, markdown';

const work = mkdtempSync(join(tmpdir(), 'table-bench-'));
/**
 * Each workload starts on a quiet disk: Postgres has written its earlier loads into its files (a checkpoint
 * would otherwise write a gigabyte while the next workload runs) and the kernel has written back every file.
 */
const quietDisk = async () => {
  await server.query('CHECKPOINT');
  spawnSync('sync');
};
const emulator = new EmulatorHandle();
const server = await startPostgres({ durable: true });
try {
  await emulator.ready();
  const service = await emulator.call('start', { name: 'tb', options: { seed: 1 } });
  const job = await emulator.call('completedCrawl', {
    name: 'tb',
    targetBytes: gb * 1e9,
    seed: 7,
    text: 'web',
  });
  console.log(`job: ${(job.jsonBytes / MB).toFixed(0)} MB of document JSON, ${job.documents} documents`);
  const base = { url: service.url, apiKey: service.apiKey, jobId: job.jobId };
  // The floors' inputs: the job as JSONL (DuckDB), and its rows as CSV made by Postgres (psql).
  const jsonl = join(work, 'job.jsonl');
  const a = await spawnWorkload(join(HERE, 'workloads', 'a-crawlstream-jsonl.mjs'), { ...base, out: jsonl });
  if (!a.ok) throw new Error(`JSONL export failed: ${a.error}`);
  const csv = join(work, 'rows.csv');
  const seed = await spawnWorkload(join(HERE, 'workloads', 't-crawlstream-table.mjs'), {
    ...base,
    target: server.url(),
    table: 'shape',
    write: 'append',
  });
  if (!seed.ok) throw new Error(`table export failed: ${seed.error}`);
  await server.psql(['-c', `\\copy (SELECT ${COLUMNS} FROM shape) TO '${csv}' CSV`]);
  await server.query('DROP TABLE shape; DELETE FROM crawlstream_exports');

  const postgresRun = (write) => ({
    prepare: () => server.query('DROP TABLE IF EXISTS bench; DELETE FROM crawlstream_exports'),
    run: () =>
      spawnWorkload(join(HERE, 'workloads', 't-crawlstream-table.mjs'), {
        ...base,
        target: server.url(),
        table: 'bench',
        write,
      }),
  });
  const duckdbRun = (write) => (r) => ({
    prepare: async () => rmSync(join(work, `d-${r}.duckdb`), { force: true }),
    run: () =>
      spawnWorkload(join(HERE, 'workloads', 't-crawlstream-table.mjs'), {
        ...base,
        target: join(work, `d-${r}.duckdb`),
        table: 'bench',
        write,
      }),
    cleanup: () => rmSync(join(work, `d-${r}.duckdb`), { force: true }),
  });
  const workloads = [
    {
      id: 'PF',
      label: 'psql \\copy from CSV (floor)',
      make: () => ({
        prepare: () =>
          server.query('DROP TABLE IF EXISTS floor; CREATE TABLE floor (LIKE bench_shape INCLUDING ALL)'),
        run: async () => {
          const t0 = performance.now();
          await server.psql(['-c', `\\copy floor (${COLUMNS}) FROM '${csv}' CSV`]);
          const workMs = performance.now() - t0;
          const [row] = await server.query('SELECT count(*)::int AS n FROM floor');
          return { ok: true, workMs, records: row.n, maxRssBytes: Number.NaN };
        },
      }),
    },
    { id: 'PA', label: "toTable(postgres, 'append')", make: () => postgresRun('append') },
    { id: 'PM', label: "toTable(postgres, 'merge')", make: () => postgresRun('merge') },
    {
      id: 'DF',
      label: 'DuckDB read_ndjson (floor)',
      make: (r) => ({
        prepare: async () => rmSync(join(work, `f-${r}.duckdb`), { force: true }),
        run: () =>
          spawnWorkload(join(HERE, 'workloads', 't-duckdb-read-json.mjs'), {
            input: jsonl,
            target: join(work, `f-${r}.duckdb`),
            jobId: job.jobId,
          }),
        cleanup: () => rmSync(join(work, `f-${r}.duckdb`), { force: true }),
      }),
    },
    { id: 'DA', label: "toTable(duckdb, 'append')", make: duckdbRun('append') },
    { id: 'DM', label: "toTable(duckdb, 'merge')", make: duckdbRun('merge') },
  ];
  // The floor's table has the shape toTable makes (its columns and their types, no key).
  await server.query(
    `CREATE TABLE bench_shape (canonical_url text NOT NULL, url text, source_url text, title text, description text,
     language text, status_code integer, error text, warning text, change_status text, previous_scrape_at text,
     metadata jsonb, job_id text NOT NULL, scraped_at timestamptz NOT NULL, markdown text)`,
  );
  const chosen = workloads.filter((w) => !only || only.includes(w.id));
  const results = Object.fromEntries(chosen.map((w) => [w.id, []]));
  for (let r = 0; r < runs; r++) {
    for (const w of chosen) {
      const step = w.make(r);
      await step.prepare();
      await quietDisk();
      const result = await step.run();
      if (!result.ok || result.records !== job.documents)
        throw new Error(`${w.id} failed: ${result.error ?? `${result.records} records`}`);
      await step.cleanup?.();
      results[w.id].push(result);
      const rss = Number.isNaN(result.maxRssBytes)
        ? ''
        : `, peak RSS ${(result.maxRssBytes / MB).toFixed(0)} MB`;
      console.log(
        `${w.id} run ${r + 1}: ${(job.jsonBytes / MB / (result.workMs / 1000)).toFixed(0)} MB/s${rss}`,
      );
    }
  }
  const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
  const rate = (id) => job.jsonBytes / MB / (median(results[id].map((x) => x.workMs)) / 1000);
  const floorOf = (id) => (id.startsWith('P') ? 'PF' : 'DF');
  const perRun = (id) =>
    results[floorOf(id)]
      ? results[id].map((x, r) => (results[floorOf(id)][r].workMs / x.workMs).toFixed(2)).join(' ')
      : '–';
  console.log(
    `\n| Workload | MB/s (median of ${runs}) | ÷ floor | ÷ floor, each round | Peak RSS (MB, worst run) |\n|---|---|---|---|---|`,
  );
  for (const w of chosen) {
    const floor = results[floorOf(w.id)] ? (rate(w.id) / rate(floorOf(w.id))).toFixed(2) : '–';
    const rss = Math.max(...results[w.id].map((x) => x.maxRssBytes / MB));
    console.log(
      `| ${w.id} ${w.label} | ${rate(w.id).toFixed(0)} | ${floor} | ${perRun(w.id)} | ${Number.isNaN(rss) ? '– (psql)' : rss.toFixed(0)} |`,
    );
  }
} finally {
  await emulator.close();
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
