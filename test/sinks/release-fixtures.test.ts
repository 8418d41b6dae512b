/**
 * Outputs an earlier release (4718f4d) left, as it wrote them (`test/fixtures/release-4718f4d/`, and its
 * `generate.mjs`): unfinished exports into a JSONL file, a Parquet file, a dataset and a DuckDB table resume
 * through today's destinations, a change-aware pipeline after its first day continues on its state, and a
 * monitor's export continues with its next check on the state file the release kept.
 * The emulator's seed and clock are the fixtures', so its jobs have the ids the fixtures name.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_PASSWORD, type PostgresServer } from '../../scripts/postgres-server.mjs';
import { type Emulator, startEmulator } from '../../src/emulator/index.js';
import { assertBuilt, parseJsonl, runCli, sourceUrl } from '../cli/cli-harness.js';
import {
  CRAWL,
  FIXTURE_EMULATOR,
  JOB_IDS,
  MONITOR_CREATE,
  MONITOR_IDS,
  MONITOR_START,
  monitorEmulator,
} from '../fixtures/release-4718f4d/fixture-emulator.mjs';
import { filePostgres } from '../helpers/file-postgres.js';
import { readParquetRows } from './parquet/read-parquet.js';
import { duckdbDatabase } from './table/table-db.js';

const fixtures = fileURLToPath(new URL('../fixtures/release-4718f4d/files/', import.meta.url));
let dir: string;
let emulator: Emulator;
let urls: string[];
let postgres: PostgresServer;

beforeAll(async () => {
  assertBuilt();
  dir = await mkdtemp(join(tmpdir(), 'crawlstream-release-'));
  await cp(fixtures, dir, { recursive: true });
  await writeFile(join(dir, 'old.duckdb'), gunzipSync(await readFile(join(dir, 'old.duckdb.gz'))));
  // The release's Postgres database, replayed from its dump into this file's own database.
  postgres = await filePostgres();
  await writeFile(
    join(dir, 'old-postgres.sql'),
    gunzipSync(await readFile(join(dir, 'old-postgres.sql.gz'))),
  );
  await postgres.psql(['-f', join(dir, 'old-postgres.sql')]);
  emulator = await startEmulator(FIXTURE_EMULATOR);
  const first = emulator.createCompletedCrawl(CRAWL);
  const second = emulator.createCompletedCrawl(CRAWL);
  expect({ first, second }).toEqual(JOB_IDS);
  urls = emulator.jobs.documents(first).map((doc) => sourceUrl(doc as Record<string, unknown>));
});
afterAll(async () => {
  await emulator?.close();
  await postgres?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The program in the fixtures' folder, against the emulator (`on`, or the jobs' one). */
async function program(args: string[], on: Emulator = emulator) {
  const run = await runCli(['--api-url', on.url, '--api-key', on.apiKey, '--quiet', ...args], {
    cwd: dir,
    env: { PGPASSWORD: PG_PASSWORD },
  });
  expect(run.code, run.stderr).toBe(0);
  return run;
}

const resume = (output: string, ...flags: string[]) =>
  program(['pages', JOB_IDS.first, '-o', output, ...flags, '--resume', '--page-limit', '10']);

describe('outputs of release 4718f4d', () => {
  it('an unfinished JSONL file says where it stands, and resumes: every document once', async () => {
    const { stdout } = await program(['state', '-o', 'old.jsonl', '--json']);
    expect(JSON.parse(stdout).export).toMatchObject({ jobId: JOB_IDS.first, cursor: 30, complete: false });
    await resume('old.jsonl');
    const lines = parseJsonl(await readFile(join(dir, 'old.jsonl'), 'utf8'));
    expect(lines.map(sourceUrl)).toEqual(urls);
  });

  it('an unfinished Parquet file resumes: every document once', async () => {
    await resume('old.parquet');
    const rows = await readParquetRows(join(dir, 'old.parquet'));
    expect(rows.map((row) => row.url)).toEqual(urls);
  });

  it('an unfinished dataset resumes: every document once, in its manifest', async () => {
    await resume('ds/', '--format', 'jsonl');
    const manifest = JSON.parse(await readFile(join(dir, 'ds', '_manifest.json'), 'utf8')) as {
      parts: { key: string }[];
    };
    const lines: Record<string, unknown>[] = [];
    for (const part of manifest.parts)
      lines.push(...parseJsonl(await readFile(join(dir, 'ds', part.key), 'utf8')));
    expect(lines.map(sourceUrl)).toEqual(urls);
  });

  it('an unfinished DuckDB table resumes from the cursor in the database: every document once', async () => {
    await resume('old.duckdb');
    const rows = await duckdbDatabase(join(dir, 'old.duckdb')).query('SELECT url FROM pages');
    expect(rows.map((row) => row.url).sort()).toEqual([...urls].sort());
    const [cursor] = await duckdbDatabase(join(dir, 'old.duckdb')).query(
      'SELECT cursor_skip, complete FROM crawlstream_exports',
    );
    expect(cursor).toMatchObject({ cursor_skip: urls.length, complete: true });
  });

  it('an unfinished Postgres table resumes from the cursor in the database: every document once', async () => {
    await resume(postgres.bareUrl());
    const rows = await postgres.query('SELECT url FROM pages');
    expect(rows.map((row) => row.url).sort()).toEqual([...urls].sort());
    const [cursor] = await postgres.query('SELECT cursor_skip, complete FROM crawlstream_exports');
    expect(cursor).toMatchObject({ cursor_skip: String(urls.length), complete: true });
  });

  it('a change-aware pipeline continues on the state its first day left', async () => {
    const day2 = ['pages', JOB_IDS.second, '-o', 'day2.jsonl', '--changes', '--state', 'day1.jsonl.state'];
    const { stdout } = await program([...day2, '--json']);
    const summary = JSON.parse(stdout) as { changes: { counts: Record<string, number> } };
    // The same pages again: all the same, none new, so the first day's state was read.
    expect(summary.changes.counts).toEqual({ new: 0, changed: 0, same: urls.length, removed: 0 });
    const loads = parseJsonl(await readFile(join(dir, 'day1.jsonl.state.loads.jsonl'), 'utf8'));
    expect(loads.map((l) => l.jobId)).toEqual([JOB_IDS.first, JOB_IDS.second]);
  });

  it("a monitor's export continues with its next check on the state the release kept", async () => {
    const clock = { t: MONITOR_START };
    const monitors = await startEmulator(monitorEmulator(clock));
    try {
      const monitor = JSON.parse((await program(MONITOR_CREATE, monitors)).stdout).id;
      const check1 = JSON.parse((await program(['monitor', 'run', monitor, '--json'], monitors)).stdout).id;
      expect({ monitor, check1 }).toEqual(MONITOR_IDS);
      clock.t += 10_000;
      const day1 = await readFile(join(dir, 'monitor.jsonl'), 'utf8');
      monitors.advanceWeb();
      const check2 = JSON.parse((await program(['monitor', 'run', monitor, '--json'], monitors)).stdout).id;
      clock.t += 10_000;
      await program(['monitor', 'export', monitor, '-o', 'monitor.jsonl'], monitors);
      const whole = await readFile(join(dir, 'monitor.jsonl'), 'utf8');
      // Check 1 stays as the release wrote it and is not written again; check 2's changes follow it.
      expect(whole.startsWith(day1)).toBe(true);
      const added = parseJsonl(whole.slice(day1.length));
      expect(added.length).toBeGreaterThan(0);
      expect(added.every((r) => (r.monitor as { checkId: string }).checkId === check2)).toBe(true);
      expect(added.map((r) => (r.changeTracking as { changeStatus: string }).changeStatus)).not.toContain(
        'same',
      );
      const loads = parseJsonl(await readFile(join(dir, 'monitor.jsonl.state.loads.jsonl'), 'utf8'));
      expect(loads.map((l) => l.checks ?? [l.jobId])).toEqual([[check1], [check2]]);
      expect(loads[1]?.written).toBe(added.length);
    } finally {
      await monitors.close();
    }
  });
});
