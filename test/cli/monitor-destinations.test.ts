/**
 * `crawlstream monitor export <id> -o postgres://… | FILE.duckdb | DIR/`: each check into a table or a dataset
 * as an export of its own, the state with the data, and the same records as the JSONL export.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_PASSWORD, type PostgresServer } from '../../scripts/postgres-server.mjs';
import { filePostgres } from '../helpers/file-postgres.js';
import { duckdbDatabase, postgresDatabase } from '../sinks/table/table-db.js';
import { SMALL_PAGES } from '../small-pages.js';
import { emulatorFixture, parseJsonl, runCli, runCliInProcess } from './cli-harness.js';

const clock = { t: Date.parse('2026-04-06T08:00:00Z') };
const fixture = emulatorFixture('crawlstream-monitor-dest-', {
  seed: 9,
  site: { sites: 1, pagesPerSite: 150, sizes: SMALL_PAGES },
  now: () => clock.t,
});
const SITE = 'https://site-1.test/';
const env = { PGPASSWORD: PG_PASSWORD };

let server: PostgresServer;
beforeAll(async () => {
  server = await filePostgres();
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

async function cli(args: string[]) {
  const run = await runCliInProcess(args, { env });
  expect(run.code, run.stderr).toBe(0);
  return run;
}

/** A record as comparable facts: check, URL, status, previous scrape time. */
function fact(row: { checkId: unknown; url: unknown; status: unknown; previous: unknown }): string {
  return `${row.checkId} ${row.url} ${row.status} ${row.previous ?? '-'}`;
}

function jsonlFacts(rows: Record<string, unknown>[]): string[] {
  return rows
    .map((r) => {
      const tracking = r.changeTracking as { changeStatus: string; previousScrapeAt: string | null };
      const monitor = r.monitor as { checkId: string };
      return fact({
        checkId: monitor.checkId,
        url: r.url,
        status: tracking.changeStatus,
        previous: tracking.previousScrapeAt,
      });
    })
    .sort();
}

type Destination = 'postgres' | 'duckdb' | 'dataset';

/** Where each destination is, and how to read back its records and its loads log. */
function destination(name: Destination, dir: string, table: string) {
  if (name === 'dataset') {
    const path = `${join(dir, table)}/`;
    return {
      flags: ['-o', path, '--format', 'jsonl'],
      async facts() {
        const manifest = JSON.parse(await readFile(join(path, '_manifest.json'), 'utf8')) as {
          parts: { key: string }[];
        };
        const rows: Record<string, unknown>[] = [];
        for (const part of manifest.parts)
          rows.push(...parseJsonl(await readFile(join(path, part.key), 'utf8')));
        return jsonlFacts(rows);
      },
      async loads() {
        return parseJsonl(await readFile(join(path, '_crawlstream/loads.jsonl'), 'utf8'));
      },
    };
  }
  const db = name === 'postgres' ? postgresDatabase(server) : duckdbDatabase(join(dir, `${table}.duckdb`));
  const target = name === 'postgres' ? server.bareUrl() : db.target;
  return {
    flags: ['-o', target, '--table', table, '--write', 'append'],
    async facts() {
      const rows = await db.query(
        `SELECT job_id, url, change_status, previous_scrape_at, monitor FROM ${table}`,
      );
      for (const row of rows) {
        const monitor = typeof row.monitor === 'string' ? JSON.parse(row.monitor) : row.monitor;
        expect(monitor.checkId).toBe(row.job_id);
      }
      return rows
        .map((r) =>
          fact({ checkId: r.job_id, url: r.url, status: r.change_status, previous: r.previous_scrape_at }),
        )
        .sort();
    },
    async loads() {
      const rows = await db.query(
        `SELECT record FROM crawlstream_loads WHERE table_name = '${table}' ORDER BY ended_at`,
      );
      return rows.map(
        (r) => (typeof r.record === 'string' ? JSON.parse(r.record) : r.record) as Record<string, unknown>,
      );
    },
  };
}

describe.each(['postgres', 'duckdb', 'dataset'] as const)('monitor export into a %s', (name) => {
  it('writes each check once, as the JSONL export does, with one load per check in the destination', async () => {
    const { emulator, args } = await fixture.serve();
    const create = await cli([
      ...args,
      'monitor',
      'create',
      '--name',
      name,
      '--every',
      'daily',
      '--crawl',
      SITE,
      '--limit',
      '1000',
      '--json',
    ]);
    const id = JSON.parse(create.stdout).id as string;
    const dir = fixture.dir();
    const table = `monitor_${name}`;
    const dest = destination(name, dir, table);
    const file = join(dir, `${table}.jsonl`);
    const both = async () => {
      const run = await cli([...args, 'monitor', 'export', id, ...dest.flags]);
      await cli([...args, 'monitor', 'export', id, '-o', file]);
      return run;
    };

    await cli([...args, 'monitor', 'run', id]);
    clock.t += 10_000;
    const first = await both();
    expect(first.stderr).toMatch(/Exported 1 check /);
    const day1 = await dest.facts();
    expect(day1.length).toBeGreaterThan(50);
    expect(day1.filter((f) => f.includes(' changed ') || f.includes(' same '))).toEqual([]);

    // Nothing new: no check twice.
    const again = await cli([...args, 'monitor', 'export', id, ...dest.flags]);
    expect(again.stderr).toMatch(/Exported 0 checks /);
    expect(await dest.facts()).toEqual(day1);

    // The web changes; two more checks; the destination gets what changed, as the JSONL file does.
    emulator.advanceWeb();
    clock.t += 3_600_000;
    await cli([...args, 'monitor', 'run', id]);
    clock.t += 10_000;
    emulator.advanceWeb();
    clock.t += 3_600_000;
    await cli([...args, 'monitor', 'run', id]);
    clock.t += 10_000;
    const third = await both();
    expect(third.stderr).toMatch(/Exported 2 checks /);
    const facts = await dest.facts();
    expect(facts).toEqual(jsonlFacts(parseJsonl(await readFile(file, 'utf8'))));
    for (const status of ['changed', 'removed', 'new']) {
      expect(facts.slice(day1.length).some((f) => f.includes(` ${status} `))).toBe(true);
    }
    // A changed page names the check before as its previous scrape.
    expect(facts.some((f) => f.includes(' changed ') && !f.endsWith(' -'))).toBe(true);

    const loads = await dest.loads();
    expect(loads.map((l) => [l.kind, l.monitorId, l.outcome])).toEqual([
      ['monitor', id, 'completed'],
      ['monitor', id, 'completed'],
      ['monitor', id, 'completed'],
    ]);
    const written = loads.reduce((sum, l) => sum + Number(l.written), 0);
    expect(written).toBe(facts.length);

    // Another monitor's export into the same destination is refused: its state is this monitor's.
    const other = JSON.parse(
      (await cli([...args, 'monitor', 'create', '--name', 'o', '--every', 'daily', '--url', SITE, '--json']))
        .stdout,
    ).id as string;
    await cli([...args, 'monitor', 'run', other]);
    const refused = await runCli([...args, 'monitor', 'export', other, ...dest.flags], { env });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(new RegExp(`state of monitor ${id}`));
    expect(refused.stderr).not.toContain(PG_PASSWORD);
  }, 180_000);
});

describe('monitor export: bad destinations', () => {
  it('refuses --state beside a table or dataset, and files it cannot append to, before sending', async () => {
    const { emulator, args } = await fixture.serve();
    const id = '0190f1d2-0000-7000-8000-000000000001';
    const dir = fixture.dir();
    for (const [flags, message] of [
      [['-o', join(dir, 'x.duckdb'), '--state', 'x'], /--state: a table keeps/],
      [['-o', `${dir}/ds/`, '--state', 'x'], /--state: a dataset keeps/],
      [['-o', join(dir, 'x.jsonl.gz')], /appends to a \.jsonl file/],
      [['-o', join(dir, 'x.jsonl'), '--table', 't'], /--table: only for a database/],
      [['-o', join(dir, 'x.jsonl'), '--page-limit', '0'], /--page-limit/],
    ] as const) {
      const run = await runCli([...args, 'monitor', 'export', id, ...flags]);
      expect(run.code, run.stderr).toBe(2);
      expect(run.stderr).toMatch(message);
    }
    expect(emulator.requests).toHaveLength(0);
  });
});
