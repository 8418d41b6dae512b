/**
 * A worker paused past its lease (SIGSTOP) loses its runs to another worker, which finishes them; resumed
 * (SIGCONT), it writes nothing more: its next commit carries a fencing token lower than the one the other
 * worker claimed in the destination, and the destination refuses it. Into a Postgres table and a JSONL file.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostgresServer } from '../../scripts/postgres-server.mjs';
import { runCliInProcess } from '../cli/cli-harness.js';
import { filePostgres } from '../helpers/file-postgres.js';
import { jobsCreated, printed, startFleet, statusWhen, type TestFleet } from './fleet-harness.js';

let fleet: TestFleet;
let postgres: PostgresServer;
beforeAll(async () => {
  postgres = await filePostgres();
  fleet = await startFleet('crawlstream-fleet-pause-', {
    seed: 5,
    site: { sites: 2, pagesPerSite: 60, failureRate: 0 },
    scrape: { pagesPerSecond: 8, concurrency: 2, completionLagMs: 20 },
  });
}, 60_000);
afterAll(async () => {
  await fleet?.stop();
  await postgres?.stop();
});

/** Everything the two destinations hold, byte for byte and row for row, with their pipeline states. */
async function snapshot(jsonl: string) {
  const text = (path: string) => readFile(path, 'utf8').catch(() => '(none)');
  const rows = await postgres.query('SELECT url, markdown, job_id FROM paused ORDER BY url');
  const exports = await postgres.query(
    'SELECT job_id, cursor_skip, records, complete FROM crawlstream_exports',
  );
  const fences = await postgres.query('SELECT table_name, token FROM crawlstream_fences');
  const state = async (args: string[]) => {
    const run = await runCliInProcess(['state', ...args, '--json']);
    if (run.code !== 0) {
      throw new Error(`state ${args.join(' ')}: ${run.stderr}`);
    }
    return JSON.parse(run.stdout);
  };
  return {
    file: await text(jsonl),
    partial: await text(`${jsonl}.partial`),
    checkpoint: await text(`${jsonl}.checkpoint.json`),
    fence: await text(`${jsonl}.fence`),
    fileState: await state(['-o', jsonl]),
    rows,
    exports,
    fences,
    tableState: await state(['-o', postgres.url(), '--table', 'paused']),
  };
}

describe('a worker paused past its lease', () => {
  it('writes nothing after another worker took its runs over', async () => {
    const jsonl = join(fleet.dir, 'paused.jsonl');
    const file = join(fleet.dir, 'pipelines.yaml');
    await writeFile(
      file,
      `pipelines:
  - name: table
    crawl: { url: "https://site-1.test/", limit: 60 }
    output: "${postgres.url()}"
    table: paused
    changes: true
  - name: file
    crawl: { url: "https://site-2.test/", limit: 60 }
    output: ${jsonl}
    changes: true
`,
    );
    const applied = await fleet.cli(['pipelines', 'apply', file]);
    expect(applied.code).toBe(0);
    expect(applied.stderr).toMatch(
      /table: output carries a password, which is stored in Redis with the file: give it to the workers as PGPASSWORD instead/,
    );
    expect(applied.stderr).not.toContain('pg-secret');
    const lease = ['--lease', '1500ms', '--concurrency', '2'];
    const paused = fleet.worker([...lease, '--name', 'paused']);
    await printed(paused, 'takes runs from');
    await fleet.cli(['pipelines', 'run', '--all']);
    // Both runs have committed pages when the worker is paused.
    const committed = async () => {
      const [row] = await postgres
        .query("SELECT coalesce(max(records), 0) AS n FROM crawlstream_exports WHERE table_name = 'paused'")
        .catch(() => [{ n: 0 }]);
      const checkpoint = await readFile(`${jsonl}.checkpoint.json`, 'utf8').catch(() => '{"records":0}');
      return Number(row?.n) > 0 && JSON.parse(checkpoint).records > 0;
    };
    while (!(await committed())) await new Promise((resolve) => setTimeout(resolve, 50));
    paused.child.kill('SIGSTOP');
    const successor = fleet.worker([...lease, '--name', 'successor']);
    const status = await statusWhen(fleet, (s) => s.pipelines.every((p) => p.lastRun !== undefined));
    // The successor's own lease may lapse on a loaded machine and a third attempt end the run: each
    // attempt claims the next token, so the destinations hold the last attempt's.
    const attempts = (name: string) => status.pipelines.find((p) => p.name === name)?.lastRun?.attempts ?? 0;
    for (const p of status.pipelines) {
      expect(p.lastRun, p.name).toMatchObject({ status: 'completed' });
      expect(attempts(p.name), p.name).toBeGreaterThanOrEqual(2);
    }
    const before = await snapshot(jsonl);
    expect(before.fences).toEqual([{ table_name: 'paused', token: String(attempts('table')) }]);
    expect(before.fence.trim()).toBe(String(attempts('file')));

    paused.child.kill('SIGCONT');
    await printed(paused, '[table] another worker took this run over');
    await printed(paused, '[file] another worker took this run over');
    // What stopped each of its runs: its fencing token refused at its next commit, or, for one paused
    // inside a Postgres commit, the session Postgres ended; either way nothing more was written.
    expect(await snapshot(jsonl)).toEqual(before);
    expect(jobsCreated(fleet.emulator)).toBe(2);
    // The history holds one run of each pipeline: the paused worker recorded nothing.
    const after = await fleet.status();
    expect(after.pipelines.map((p) => p.lastRun?.runId)).toEqual(
      status.pipelines.map((p) => p.lastRun?.runId),
    );
    for (const w of [paused, successor]) w.child.kill('SIGTERM');
    expect(await paused.exited).toBe(0);
    expect(await successor.exited).toBe(0);
  });
});
