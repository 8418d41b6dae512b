/**
 * `crawlstream state -o DEST`: the one document of a pipeline's state, read through its destination, for a
 * JSONL file, a dataset and a DuckDB table alike; reading creates nothing.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { duckdbDatabase } from '../sinks/table/table-db.js';
import { dailySite } from '../small-pages.js';
import { emulatorFixture, QUICK_POLL, runCliInProcess } from './cli-harness.js';

const fixture = emulatorFixture('crawlstream-state-', dailySite(2, 120), QUICK_POLL);
const SITE = ['https://site-1.test/', '--allow-subdomains', '--crawl-entire-domain'];

async function cli(args: string[]) {
  const run = await runCliInProcess(args);
  expect(run.code, run.stderr).toBe(0);
  return run;
}

const lastJson = (stdout: string) => JSON.parse(stdout.trim().split('\n').at(-1) as string);

describe('crawlstream state', () => {
  it.each([
    ['a JSONL file', 'site.jsonl', []],
    ['a dataset', 'site-ds/', ['--format', 'jsonl']],
    ['a DuckDB table', 'site.duckdb', []],
  ])('shows %s: its export and its change state, as the loads log says', async (_kind, name, more) => {
    const { args } = await fixture.serve();
    const output = join(fixture.dir(), name);
    const run = await cli([...args, 'crawl', ...SITE, '-o', output, ...more, '--changes', '--json']);
    const summary = lastJson(run.stdout);
    const state = JSON.parse((await cli(['state', '-o', output, '--json'])).stdout);
    expect(state.version).toBe(1);
    expect(state.destination.name).toContain(name.replace(/\/$/, ''));
    expect(state.changes.loads).toHaveLength(1);
    expect(state.changes.loads[0]).toMatchObject({ jobId: summary.jobId, counts: summary.changes.counts });
    expect(state.changes.urls).toBe(summary.changes.documents);
    expect(state.changes.run).toBeNull();
    // A dataset lists a finished export in its manifest and keeps no checkpoint after it.
    if (state.export !== null) expect(state.export).toMatchObject({ jobId: summary.jobId, complete: true });
    const text = (await cli(['state', '-o', output])).stdout;
    expect(text).toContain(`changes: ${summary.changes.documents} URLs remembered`);
    expect(text).toContain(`load ${summary.jobId} completed`);
  });

  it('of a table without a pipeline: its export, no change state, and no state tables made by reading', async () => {
    const { args } = await fixture.serve();
    const output = join(fixture.dir(), 'plain.duckdb');
    const summary = lastJson((await cli([...args, 'crawl', ...SITE, '-o', output, '--json'])).stdout);
    const state = JSON.parse((await cli(['state', '-o', output, '--json'])).stdout);
    expect(state.export).toMatchObject({ jobId: summary.jobId, complete: true, records: summary.documents });
    expect(state.changes).toBeNull();
    const tables = await duckdbDatabase(output).query(
      "SELECT table_name FROM information_schema.tables WHERE table_name LIKE 'crawlstream_%' ORDER BY 1",
    );
    expect(tables.map((t) => t.table_name)).toEqual(['crawlstream_exports']);
  });

  it('refuses stdout and a missing -o, and --state beside a table, before reading', async () => {
    for (const [args, message] of [
      [['state'], /-o: the pipeline's destination/],
      [['state', '-o', '-'], /- keeps no state/],
      [['state', '-o', join(fixture.dir(), 'x.duckdb'), '--state', 'x'], /--state: a table keeps/],
    ] as const) {
      const run = await runCliInProcess([...args]);
      expect(run.code, run.stderr).toBe(2);
      expect(run.stderr).toMatch(message);
    }
  });
});
