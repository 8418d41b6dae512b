/** `crawlstream crawl … -o postgres://… | FILE.duckdb --changes`: the pipeline's state in the table's database. */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_PASSWORD, type PostgresServer } from '../../scripts/postgres-server.mjs';
import { filePostgres } from '../helpers/file-postgres.js';
import { duckdbDatabase, postgresDatabase, type TestDatabase } from '../sinks/table/table-db.js';
import { dailySite } from '../small-pages.js';
import { emulatorFixture, QUICK_POLL, runCliInProcess } from './cli-harness.js';

const fixture = emulatorFixture('crawlstream-changes-table-', dailySite(4, 300), QUICK_POLL);
let server: PostgresServer;
beforeAll(async () => {
  server = await filePostgres();
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

const SITE = ['https://site-1.test/', '--allow-subdomains', '--crawl-entire-domain'];

describe.each(['postgres', 'duckdb'] as const)('crawl --changes into a %s table', (name) => {
  it('keeps the state and the loads in the database; day 2 changes exactly the rows the web changed', async () => {
    const { emulator, args } = await fixture.serve();
    const db: TestDatabase =
      name === 'postgres' ? postgresDatabase(server) : duckdbDatabase(join(fixture.dir(), 'site.duckdb'));
    const target = name === 'postgres' ? server.bareUrl() : db.target;
    const table = `changes_${name}`;
    const day = async () => {
      const run = await runCliInProcess(
        [...args, 'crawl', ...SITE, '-o', target, '--table', table, '--changes', '--json'],
        {
          env: { PGPASSWORD: PG_PASSWORD },
        },
      );
      expect(run.code, run.stderr).toBe(0);
      return JSON.parse(run.stdout.trim().split('\n').at(-1) as string);
    };
    const first = await day();
    expect(first.changes.counts.new).toBeGreaterThan(250);
    const found = new Set(
      (await db.query(`SELECT canonical_url FROM ${table}`)).map((r) => String(r.canonical_url)),
    );
    const web = emulator.advanceWeb();
    const second = await day();
    const rows = await db.query(
      `SELECT canonical_url, change_status FROM ${table} WHERE job_id = '${second.jobId}' ORDER BY canonical_url`,
    );
    const urls = (status: string) =>
      rows.filter((r) => r.change_status === status).map((r) => String(r.canonical_url));
    expect(urls('changed')).toEqual(web.edited.filter((u) => found.has(u)).sort());
    expect(urls('new')).toEqual([...web.added].sort());
    expect(urls('removed')).toEqual(web.removed.filter((u) => found.has(u)).sort());
    expect(rows).toHaveLength(second.changes.written);
    const third = await day();
    expect(third.changes.written).toBe(0);
    const loads = await db.query(
      `SELECT job_id, count_new, count_changed, count_removed, written FROM crawlstream_loads WHERE table_name = '${table}' ORDER BY ended_at`,
    );
    expect(loads.map((l) => l.job_id)).toEqual([first.jobId, second.jobId, third.jobId]);
    expect(Number(loads[1]?.count_changed)).toBe(urls('changed').length);
    const journal = await db.query(
      `SELECT count(*) AS n FROM crawlstream_journal WHERE table_name = '${table}'`,
    );
    expect(Number(journal[0]?.n)).toBe(0);
    const state = await db.query(
      `SELECT count(*) AS n FROM crawlstream_state WHERE table_name = '${table}' AND removed`,
    );
    expect(Number(state[0]?.n)).toBeGreaterThanOrEqual(urls('removed').length);
  });
});
