/** `crawlstream crawl|pages -o postgres://… | FILE.duckdb`: exports into tables, over a real Postgres. */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_PASSWORD, type PostgresServer } from '../../scripts/postgres-server.mjs';
import type { Emulator } from '../../src/emulator/index.js';
import { filePostgres } from '../helpers/file-postgres.js';
import { count, duckdbDatabase, postgresDatabase } from '../sinks/table/table-db.js';
import { SMALL_PAGES } from '../small-pages.js';
import { emulatorEnv, emulatorFixture, runCliInProcess } from './cli-harness.js';

const fixture = emulatorFixture('crawlstream-table-cli-', {
  seed: 5,
  site: { sites: 1, pagesPerSite: 200, sizes: SMALL_PAGES },
  scrape: { pagesPerSecond: 80, concurrency: 5, completionLagMs: 50 },
});
let server: PostgresServer;
beforeAll(async () => {
  server = await filePostgres();
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

function expectedUrls(emulator: Emulator, jobId: string): string[] {
  return [...emulator.jobs.sourceUrls(jobId)];
}

describe('crawlstream exports into a table', () => {
  it('crawl -o postgres://… writes one row per page and says where, without the password', async () => {
    const { emulator } = await fixture.serve();
    const run = await runCliInProcess(
      ['crawl', 'https://site-1.test/', '--limit', '30', '-o', server.bareUrl(), '--json'],
      {
        env: { ...emulatorEnv(emulator), PGPASSWORD: PG_PASSWORD },
      },
    );
    expect(run.code, run.stderr).toBe(0);
    const summary = JSON.parse(run.stdout.trim().split('\n').at(-1) as string);
    expect(summary).toMatchObject({ status: 'completed', output: `${server.bareUrl()} table pages` });
    const db = postgresDatabase(server);
    const rows = await db.query(`SELECT source_url FROM pages WHERE job_id = '${summary.jobId}'`);
    expect(rows.map((r) => r.source_url).sort()).toEqual(expectedUrls(emulator, summary.jobId).sort());
    expect(summary.documents).toBe(rows.length);
    expect(run.stderr).toContain(`to ${server.bareUrl()} table pages`);
    expect(run.stderr + run.stdout).not.toContain(PG_PASSWORD);
  });

  it('pages -o FILE.duckdb --table --write append; a rerun replaces the job’s rows instead of doubling them', async () => {
    const { emulator, args } = await fixture.serve();
    const jobId = emulator.createCompletedCrawl({ pages: 45, sizes: [400, 3000] });
    const file = join(fixture.dir(), 'site.duckdb');
    const cmd = [
      ...args,
      'pages',
      jobId,
      '-o',
      file,
      '--table',
      'history',
      '--write',
      'append',
      '--page-limit',
      '10',
    ];
    expect((await runCliInProcess(cmd)).code).toBe(0);
    const again = await runCliInProcess(cmd);
    expect(again.code, again.stderr).toBe(0);
    const db = duckdbDatabase(file);
    expect(await count(db, 'SELECT count(*) FROM history')).toBe(45);
    expect(await count(db, 'SELECT count(DISTINCT source_url) FROM history')).toBe(45);
  });

  it('bad table flags are usage errors, before any request', async () => {
    const { emulator, args } = await fixture.serve();
    const before = emulator.requests.length;
    const bad = await runCliInProcess([
      ...args,
      'crawl',
      'https://site-1.test/',
      '-o',
      'x.duckdb',
      '--table',
      'a b',
    ]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--table: a plain SQL name');
    const mode = await runCliInProcess([
      ...args,
      'crawl',
      'https://site-1.test/',
      '-o',
      'x.duckdb',
      '--write',
      'upsert',
    ]);
    expect(mode.stderr).toContain('--write: merge or append (got "upsert")');
    const file = await runCliInProcess([
      ...args,
      'crawl',
      'https://site-1.test/',
      '-o',
      'x.jsonl',
      '--table',
      't',
    ]);
    expect(file.stderr).toContain('--table: only for a database');
    expect(emulator.requests.length).toBe(before);
  });

  it('a wrong password fails with exit 1 naming database and table, never the password', async () => {
    const { emulator, args } = await fixture.serve();
    const jobId = emulator.createCompletedCrawl({ pages: 5 });
    const run = await runCliInProcess([
      ...args,
      'pages',
      jobId,
      '-o',
      server.url({ password: 'wrong-pw-77' }),
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${server.bareUrl()} table pages: password authentication failed`);
    expect(run.stderr).not.toContain('wrong-pw-77');
  });

  it('a server fault mid-export keeps the committed rows and cursor; the printed resume command finishes it exactly once', async () => {
    const { emulator } = await fixture.serve();
    const env = { ...emulatorEnv(emulator), PGPASSWORD: PG_PASSWORD };
    const db = postgresDatabase(server);
    const jobId = emulator.createCompletedCrawl({ pages: 60, sizes: [400, 3000] });
    // Six status pages of five documents pass, the seventh fails: the rows of the six are committed with
    // their cursor as the export fails, whenever its last periodic commit came.
    emulator.injectFault({ route: 'crawl.status', kind: '500', after: 6 });
    const first = await runCliInProcess(
      [
        '--max-retries',
        '0',
        'pages',
        jobId,
        '-o',
        server.url(),
        '--table',
        'faulted',
        '--page-limit',
        '5',
        '--read-ahead',
        '1',
      ],
      { env },
    );
    expect(first.code, first.stderr).toBe(1);
    expect(first.stderr).toContain('The committed rows and their cursor are kept in the database.');
    expect(first.stderr).toContain('The password is not repeated here: give it with PGPASSWORD.');
    expect(first.stderr).not.toContain(PG_PASSWORD);
    const line = /Resume with:\n {2}(.+)\n/.exec(first.stderr)?.[1] as string;
    const [, ...resume] = line.split(' ');
    expect(resume).toEqual([
      'pages',
      jobId,
      '-o',
      server.bareUrl(),
      '--table',
      'faulted',
      '--resume',
      '--read-ahead',
      '1',
      '--page-limit',
      '5',
    ]);
    expect(await count(db, 'SELECT count(*) FROM faulted')).toBe(30);
    expect(
      await count(
        db,
        `SELECT cursor_skip FROM crawlstream_exports WHERE table_name = 'faulted' AND job_id = '${jobId}'`,
      ),
    ).toBe(30);
    const second = await runCliInProcess(resume, { env });
    expect(second.code, second.stderr).toBe(0);
    const rows = await db.query(`SELECT source_url FROM faulted WHERE job_id = '${jobId}'`);
    expect(rows.map((r) => r.source_url).sort()).toEqual(expectedUrls(emulator, jobId).sort());
    expect(rows.length).toBe(60);
    // A plain rerun of the finished export changes nothing: merge rewrites no unchanged row.
    const third = await runCliInProcess(
      ['pages', jobId, '-o', server.bareUrl(), '--table', 'faulted', '--json'],
      {
        env,
      },
    );
    expect(third.code).toBe(0);
    expect(await count(db, 'SELECT count(*) FROM faulted')).toBe(rows.length);
  });
});
