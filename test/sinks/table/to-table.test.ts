import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { concatMap, from, lastValueFrom } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PG_DATABASE,
  PG_PASSWORD,
  PG_USER,
  type PostgresServer,
  startPostgres,
} from '../../../scripts/postgres-server.mjs';
import { DatabaseError } from '../../../src/errors/errors.js';
import { type ToTableOptions, toTable } from '../../../src/sinks/index.js';
import { doc, failAfter, JOB, page, pages, type TestPage } from '../pages.js';
import { count, duckdbDatabase, postgresDatabase, type TestDatabase } from './table-db.js';

let server: PostgresServer;
let dir: string;
const databases: Record<string, TestDatabase> = {};
beforeAll(async () => {
  [server, dir] = await Promise.all([startPostgres(), mkdtemp(join(tmpdir(), 'to-table-'))]);
  databases.postgres = postgresDatabase(server);
  databases.duckdb = duckdbDatabase(join(dir, 'pages.duckdb'));
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

const JOB_B = '0193a7f0-0000-7000-8000-0000000000bb';

function exportTo(db: TestDatabase, source: readonly TestPage[], options: ToTableOptions) {
  return lastValueFrom(from(source).pipe(toTable(db.target, { checkpointIntervalMs: 0, ...options })));
}

describe.each(['postgres', 'duckdb'])('toTable into %s', (name) => {
  const db = () => databases[name] as TestDatabase;

  it('writes each document as a row: the Parquet columns in snake_case, formats as columns', async () => {
    const docs = [
      doc(0),
      doc(1, {
        html: '<p>one</p>',
        warning: 'slow',
        changeTracking: { changeStatus: 'changed', previousScrapeAt: '2026-11-01T00:00:00Z' },
        json: { price: 3 },
      }),
      doc(2, { markdown: 'tab\there, "quoted", back\\slash\nnew line, nul \u0000 end' }),
    ];
    const summary = await exportTo(db(), [page(0, docs)], { table: 'shape' });
    expect(summary).toMatchObject({ table: 'shape', write: 'merge', records: 3, rowsChanged: 3, jobId: JOB });
    const rows = await db().query(
      'SELECT canonical_url, url, source_url, title, status_code, warning, change_status, previous_scrape_at, markdown, html, job_id FROM shape ORDER BY canonical_url',
    );
    expect(rows).toEqual(
      [0, 1, 2].map((i) => ({
        canonical_url: `https://example.com/${i}`,
        url: `https://example.com/${i}`,
        source_url: `https://example.com/${i}`,
        title: `Page ${i}`,
        status_code: 200,
        warning: i === 1 ? 'slow' : null,
        change_status: i === 1 ? 'changed' : null,
        previous_scrape_at: i === 1 ? '2026-11-01T00:00:00Z' : null,
        markdown:
          i === 2
            ? `tab\there, "quoted", back\\slash\nnew line, nul ${name === 'postgres' ? '\uFFFD' : '\u0000'} end`
            : `# Page ${i}\n\nText ${i}`,
        html: i === 1 ? '<p>one</p>' : null,
        job_id: JOB,
      })),
    );
    const [json] = await db().query(
      "SELECT metadata->>'title' AS title, CAST(links AS VARCHAR) AS links, CAST(json AS VARCHAR) AS json FROM shape WHERE canonical_url = 'https://example.com/1'",
    );
    expect(json?.title).toBe('Page 1');
    expect(JSON.parse(json?.links as string)).toEqual(['https://example.com/2']);
    expect(JSON.parse(json?.json as string)).toEqual({ price: 3 });
  });

  it('merge keeps one row per canonical URL: the newest scrape wins, an unchanged row is not rewritten', async () => {
    const first = Array.from({ length: 10 }, (_, i) => doc(i));
    await exportTo(db(), [page(0, first.slice(0, 5)), page(5, first.slice(5))], { table: 'merged' });
    // Job B sees 5..14: 5..7 changed, 8..9 the same, 10..14 new; page 13 twice, the later copy wins.
    const second = Array.from({ length: 10 }, (_, k) => {
      const i = k + 5;
      return i <= 7 ? doc(i, { markdown: `changed ${i}` }) : doc(i);
    });
    second.push(doc(13, { markdown: 'latest 13' }));
    const summary = await exportTo(
      db(),
      [page(0, second.slice(0, 6), JOB_B), page(6, second.slice(6), JOB_B)],
      {
        table: 'merged',
      },
    );
    expect(summary.rowsChanged).toBe(3 + 5);
    expect(await count(db(), 'SELECT count(*) FROM merged')).toBe(15);
    const rows = await db().query(
      'SELECT canonical_url, markdown, job_id FROM merged ORDER BY canonical_url',
    );
    const byUrl = new Map(rows.map((r) => [r.canonical_url, r]));
    expect(byUrl.get('https://example.com/6')).toMatchObject({ markdown: 'changed 6', job_id: JOB_B });
    expect(byUrl.get('https://example.com/9')).toMatchObject({ markdown: '# Page 9\n\nText 9', job_id: JOB });
    expect(byUrl.get('https://example.com/13')).toMatchObject({ markdown: 'latest 13', job_id: JOB_B });
    expect(byUrl.get('https://example.com/0')).toMatchObject({ job_id: JOB });
  });

  it('append keeps every document with its job; exporting a job again replaces that job’s rows', async () => {
    await exportTo(db(), pages(20, 6), { table: 'history', write: 'append' });
    await exportTo(
      db(),
      pages(20, 6).map((p) => ({ ...p, jobId: JOB_B })),
      { table: 'history', write: 'append' },
    );
    expect(await count(db(), 'SELECT count(*) FROM history')).toBe(40);
    const again = await exportTo(db(), pages(20, 6), { table: 'history', write: 'append' });
    expect(again.rowsChanged).toBe(20);
    expect(await count(db(), 'SELECT count(*) FROM history')).toBe(40);
    expect(await count(db(), `SELECT count(*) FROM history WHERE job_id = '${JOB}'`)).toBe(20);
    expect(await count(db(), 'SELECT count(DISTINCT scraped_at) FROM history')).toBeGreaterThan(0);
  });

  it('adds a format column a later export brings; a column of another type is an error naming it', async () => {
    await exportTo(db(), [page(0, [doc(0)])], { table: 'grows' });
    await exportTo(db(), [page(0, [doc(1, { summary: 'short', images: ['a.png'] })], JOB_B)], {
      table: 'grows',
    });
    const [row] = await db().query(
      "SELECT summary, CAST(images AS VARCHAR) AS images FROM grows WHERE canonical_url = 'https://example.com/1'",
    );
    expect(row?.summary).toBe('short');
    expect(JSON.parse(row?.images as string)).toEqual(['a.png']);

    await exportTo(db(), [page(0, [doc(0)])], { table: 'typed' });
    await db().query('ALTER TABLE typed ADD COLUMN html INTEGER');
    const err = await exportTo(db(), [page(0, [doc(1, { html: '<p/>' })], JOB_B)], { table: 'typed' }).catch(
      (e) => e,
    );
    expect(err).toBeInstanceOf(DatabaseError);
    expect(err).toMatchObject({ code: 'TABLE_SHAPE', table: 'typed' });
    expect(err.message).toMatch(/column html is .*integer/i);
  });

  it('refuses a table of another shape, and merge into a table made by append, naming table and column', async () => {
    await db().query('CREATE TABLE other (id INTEGER, canonical_url INTEGER)');
    const err = await exportTo(db(), pages(3, 3), { table: 'other' }).catch((e) => e);
    expect(err).toBeInstanceOf(DatabaseError);
    expect(err.message).toMatch(/Table other in .* column canonical_url is integer/i);
    await exportTo(db(), pages(3, 3), { table: 'appended', write: 'append' });
    const merge = await exportTo(db(), pages(3, 3), { table: 'appended' }).catch((e) => e);
    expect(merge.message).toMatch(/no primary key or unique constraint on canonical_url/);
    await exportTo(db(), pages(3, 3), { table: 'merged_once' });
    const append = await exportTo(db(), pages(3, 3), { table: 'merged_once', write: 'append' }).catch(
      (e) => e,
    );
    expect(append.message).toMatch(/Table merged_once .* keeps one row per canonical_url/);
  });

  it('a failed stream leaves the committed rows and cursor; resume continues from the database exactly once', async () => {
    const all = pages(40, 5);
    const err = await lastValueFrom(
      from(all).pipe(
        failAfter(4),
        toTable(db().target, { table: 'resumed', write: 'append', checkpointIntervalMs: 0 }),
      ),
    ).catch((e) => e);
    expect(err.message).toBe('network gone');
    const [cursor] = await db().query(
      "SELECT cursor_skip, records, complete FROM crawlstream_exports WHERE table_name = 'resumed'",
    );
    expect(cursor).toMatchObject({ complete: false });
    expect(Number(cursor?.cursor_skip)).toBe(20);
    expect(await count(db(), 'SELECT count(*) FROM resumed')).toBe(20);
    // A rerun that does not resume is refused: it would start the job over.
    const refused = await exportTo(db(), all, { table: 'resumed', write: 'append' }).catch((e) => e);
    expect(refused.code).toBe('UNFINISHED_EXPORT');
    // The stream may start earlier than the cursor: what the table holds is skipped.
    const summary = await exportTo(db(), pages(40, 5, 15), {
      table: 'resumed',
      write: 'append',
      resume: true,
    });
    expect(summary).toMatchObject({ records: 40, resumed: true, cursor: { skip: 40 } });
    expect(await count(db(), 'SELECT count(*) FROM resumed')).toBe(40);
    expect(await count(db(), 'SELECT count(DISTINCT canonical_url) FROM resumed')).toBe(40);
    const done = await exportTo(db(), [], { table: 'resumed', write: 'append', resume: true, jobId: JOB });
    expect(done).toMatchObject({ records: 40, resumed: true });
    // Nothing was left to do, and the connection was closed all the same.
    if (name === 'postgres') {
      expect(
        await count(db(), "SELECT count(*) FROM pg_stat_activity WHERE application_name = 'crawlstream'"),
      ).toBe(0);
    }
  });

  it('starting over (overwrite) discards an unfinished append export’s rows', async () => {
    await lastValueFrom(
      from(pages(30, 5)).pipe(
        failAfter(2),
        toTable(db().target, { table: 'restart', write: 'append', checkpointIntervalMs: 0 }),
      ),
    ).catch(() => undefined);
    expect(await count(db(), 'SELECT count(*) FROM restart')).toBe(10);
    await exportTo(
      db(),
      pages(30, 5).map((p) => ({ ...p, jobId: JOB_B })),
      { table: 'restart', write: 'append', overwrite: true },
    );
    expect(await count(db(), 'SELECT count(*) FROM restart')).toBe(30);
    expect(await count(db(), `SELECT count(*) FROM restart WHERE job_id = '${JOB}'`)).toBe(0);
    expect(
      await count(
        db(),
        `SELECT count(*) FROM crawlstream_exports WHERE table_name = 'restart' AND NOT complete`,
      ),
    ).toBe(0);
  });
});

describe('toTable errors', () => {
  it('a wrong password or a missing database names the database and table, never the password', async () => {
    const wrong = await exportTo(
      { ...postgresDatabase(server), target: server.url({ password: 'not-it-9' }) },
      pages(3, 3),
      {},
    ).catch((e) => e);
    expect(wrong).toBeInstanceOf(DatabaseError);
    expect(wrong.message).toContain(`postgres://crawl@127.0.0.1:${server.port}/crawl table pages`);
    expect(wrong.message).toMatch(/password authentication failed/);
    expect(wrong.code).toBe('28P01');
    expect(JSON.stringify(wrong)).not.toContain('not-it-9');
    const missing = await exportTo(
      { ...postgresDatabase(server), target: server.url({ database: 'nowhere' }) },
      pages(3, 3),
      {},
    ).catch((e) => e);
    expect(missing.message).toMatch(/database "nowhere" does not exist \(3D000\)/);
    expect(missing.message).not.toContain('pg-secret');
  });

  it('takes what the URL leaves out from the PG variables of its env option, not from the process', async () => {
    const env = {
      PGHOST: '127.0.0.1',
      PGPORT: String(server.port),
      PGUSER: PG_USER,
      PGPASSWORD: PG_PASSWORD,
      PGDATABASE: PG_DATABASE,
    };
    const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
    for (const name of Object.keys(env)) delete process.env[name];
    try {
      for (const target of ['postgres://', `postgres://${PG_USER}@127.0.0.1:${server.port}/`]) {
        const table = `from_env_${target.length}`;
        const summary = await exportTo({ ...postgresDatabase(server), target }, pages(6, 3), { table, env });
        expect(summary.records).toBe(6);
        expect(await count(postgresDatabase(server), `SELECT count(*) FROM ${table}`)).toBe(6);
      }
    } finally {
      for (const [name, value] of Object.entries(saved)) if (value !== undefined) process.env[name] = value;
    }
  });

  it('bad options are refused before any connection, naming the option', () => {
    expect(() => toTable('x.duckdb', { table: 'pages; drop' })).toThrow(/table must be a plain SQL name/);
    expect(() => toTable('x.duckdb', { write: 'upsert' as never })).toThrow(
      /write must be 'merge' or 'append'/,
    );
    expect(() => toTable('mysql://x')).toThrow(/target must be a postgres:\/\/ URL or a DuckDB file/);
  });

  it('the Postgres server restarting mid-export fails loudly with the committed rows and cursor intact', async () => {
    const db = postgresDatabase(server);
    const cursor = () => count(db, "SELECT cursor_skip FROM crawlstream_exports WHERE table_name = 'bounce'");
    const source = from(pages(40, 5)).pipe(
      concatMap(async (p, i) => {
        if (i === 3) {
          // Three pages are committed (one transaction each), then the server goes away and comes back.
          while (!((await cursor().catch(() => 0)) >= 15)) await new Promise((r) => setTimeout(r, 10));
          await server.restart();
        }
        return p;
      }),
    );
    const err = await lastValueFrom(
      source.pipe(toTable(db.target, { table: 'bounce', write: 'append', checkpointIntervalMs: 0 })),
    ).catch((e) => e);
    expect(err).toBeInstanceOf(DatabaseError);
    expect(err.message).toContain(`postgres://crawl@127.0.0.1:${server.port}/crawl table bounce`);
    expect(await cursor()).toBe(15);
    expect(await count(db, 'SELECT count(*) FROM bounce')).toBe(15);
    await exportTo(db, pages(40, 5, 15), { table: 'bounce', write: 'append', resume: true });
    expect(await count(db, 'SELECT count(DISTINCT canonical_url) FROM bounce')).toBe(40);
    expect(await count(db, 'SELECT count(*) FROM bounce')).toBe(40);
  });

  it('leaves no file beside a DuckDB export: the cursor is in the database', async () => {
    const before = await readdir(dir);
    await exportTo(databases.duckdb as TestDatabase, pages(10, 5), { table: 'nofile' });
    expect((await readdir(dir)).filter((f) => !before.includes(f) && !f.startsWith('pages.duckdb'))).toEqual(
      [],
    );
  });
});
