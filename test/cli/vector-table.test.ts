/**
 * `crawlstream crawl … -o DB --embed MODEL --changes`, then `crawlstream query`: a site's pages cut into
 * chunks, embedded by the emulator's embeddings server and kept in a DuckDB file and in pgvector (PGlite
 * over the wire protocol): day 2 embeds only the pages the web changed, deletes the chunks of the pages it
 * removed, and `query` finds a page from a sentence of it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_PASSWORD } from '../../scripts/postgres-server.mjs';
import { filePostgres } from '../helpers/file-postgres.js';
import { lanceRows } from '../helpers/lance-rows.js';
import { type PgvectorServer, startPgvector } from '../helpers/pgvector-server.js';
import { duckdbDatabase, type TestDatabase } from '../sinks/table/table-db.js';
import { dailySite } from '../small-pages.js';
import { emulatorFixture, QUICK_POLL, runCliInProcess } from './cli-harness.js';

const fixture = emulatorFixture('crawlstream-vectors-', dailySite(7, 120), QUICK_POLL);
let pgvector: PgvectorServer;
beforeAll(async () => {
  pgvector = await startPgvector();
}, 60_000);
afterAll(async () => {
  await pgvector?.stop();
});

const SITE = ['https://site-1.test/', '--allow-subdomains', '--crawl-entire-domain'];

describe.each(['duckdb', 'pgvector'] as const)('a vector table in %s', (name) => {
  it('embeds day 1, only the changed pages day 2, deletes removed pages, and answers a query', async () => {
    const { emulator, args } = await fixture.serve();
    const target = name === 'duckdb' ? join(fixture.dir(), 'vectors.duckdb') : pgvector.url;
    const query = await queryOf(name, target);
    const embed = ['--embed', 'text-embedding-3-small', '--embed-url', `${emulator.url}/v1`];
    const day = async () => {
      const run = await runCliInProcess([
        ...args,
        'crawl',
        ...SITE,
        '-o',
        target,
        ...embed,
        '--changes',
        '--json',
      ]);
      expect(run.code, run.stderr).toBe(0);
      return JSON.parse(run.stdout.trim().split('\n').at(-1) as string);
    };
    const first = await day();
    expect(first.changes.counts.new).toBeGreaterThan(100);
    const rows = await query('SELECT count(*) AS n, count(DISTINCT url) AS pages FROM chunks');
    expect(Number(rows[0]?.n)).toBe(first.chunks);
    expect(first.embeddedChunks).toBe(first.chunks);
    expect(first.embedTokens).toBeGreaterThan(first.chunks);
    const embedCalls = () => emulator.requests.filter((r) => r.route === 'embeddings').length;
    const callsDay1 = embedCalls();

    const web = emulator.advanceWeb();
    const second = await day();
    const changedPages = second.changes.counts.new + second.changes.counts.changed;
    expect(changedPages).toBeGreaterThan(0);
    expect(second.embeddedChunks).toBe(second.chunks);
    expect(second.chunks).toBeLessThan(first.chunks / 5);
    const removed = web.removed.filter((u) => u.startsWith('https://site-1.test'));
    for (const url of removed) {
      const left = await query(`SELECT count(*) AS n FROM chunks WHERE url = '${url}'`);
      expect(Number(left[0]?.n)).toBe(0);
    }
    const changed = await query(
      `SELECT DISTINCT url FROM chunks WHERE job_id = '${second.jobId}' ORDER BY url`,
    );
    expect(changed.map((r) => String(r.url)).sort()).toEqual(
      [...web.edited, ...web.added].filter((u) => changed.some((r) => r.url === u)).sort(),
    );
    expect(changed.length).toBe(changedPages);
    expect(embedCalls()).toBeGreaterThan(callsDay1);

    // A third day with nothing new costs no embedding call.
    const before = embedCalls();
    const third = await day();
    expect(third.chunks).toBe(0);
    expect(embedCalls()).toBe(before);
    const loads = await query('SELECT record FROM crawlstream_loads ORDER BY ended_at');
    const records = loads.map((l) => (typeof l.record === 'string' ? JSON.parse(l.record) : l.record));
    expect(records.map((r) => r.embedding?.embedTokens)).toEqual([first.embedTokens, second.embedTokens, 0]);

    // A sentence of a page finds that page.
    const [sample] = await query('SELECT url, text FROM chunks ORDER BY id LIMIT 1');
    const sentence = String(sample?.text)
      .split('\n')
      .filter((l) => l.length > 40)[0] as string;
    const asked = await runCliInProcess([
      'query',
      sentence,
      '-i',
      target,
      '-k',
      '5',
      '--embed-url',
      `${emulator.url}/v1`,
      '--json',
    ]);
    expect(asked.code, asked.stderr).toBe(0);
    const hits = asked.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(hits).toHaveLength(5);
    expect(hits.map((h) => h.url)).toContain(sample?.url);
    expect(hits[0].score).toBeGreaterThanOrEqual(hits[4].score);
  }, 120_000);
});

it('refuses a Postgres without pgvector before the crawl starts or anything is embedded, saying what to run', async () => {
  const { emulator, args } = await fixture.serve();
  const plain = await filePostgres();
  try {
    const run = await runCliInProcess(
      [...args, 'crawl', ...SITE, '-o', plain.bareUrl(), '--embed', 'm', '--embed-url', `${emulator.url}/v1`],
      { env: { PGPASSWORD: PG_PASSWORD } },
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('CREATE EXTENSION vector');
    expect(run.stderr).not.toContain(PG_PASSWORD);
    expect(emulator.requests.filter((r) => r.route === 'crawl' || r.route === 'embeddings')).toEqual([]);
  } finally {
    await plain.stop();
  }
}, 60_000);

it('refuses --embed with a file output, and a bad chunk size, naming the flag', async () => {
  const { args } = await fixture.serve();
  const file = await runCliInProcess([
    ...args,
    'crawl',
    ...SITE,
    '-o',
    join(fixture.dir(), 'x.jsonl'),
    '--embed',
    'm',
  ]);
  expect(file.code).toBe(2);
  expect(file.stderr).toContain('--embed: only for a vector table');
  const size = await runCliInProcess([
    ...args,
    'crawl',
    ...SITE,
    '-o',
    join(fixture.dir(), 'v.duckdb'),
    '--embed',
    'm',
    '--chunk-tokens',
    '5',
  ]);
  expect(size.code).toBe(2);
  expect(size.stderr).toContain('--chunk-tokens: a whole number from 16 to 8192 (got "5")');
  const lance = await runCliInProcess([
    ...args,
    'crawl',
    ...SITE,
    '-o',
    `lancedb:${join(fixture.dir(), 'lance-none')}`,
  ]);
  expect(lance.code).toBe(2);
  expect(lance.stderr).toContain('--embed: the embedding model to use (got "")');
});

/** Runs SQL on the vector table's database. */
async function queryOf(name: 'duckdb' | 'pgvector', target: string) {
  if (name === 'duckdb') {
    const db: TestDatabase = duckdbDatabase(target);
    return (sql: string) => db.query(sql);
  }
  return async (sql: string) => {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    try {
      return (await client.query(sql)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  };
}

describe('a vector table in a LanceDB folder', () => {
  it('embeds day 1, only the changed pages day 2, deletes removed pages, and answers a query', async () => {
    const { emulator, args } = await fixture.serve();
    const dir = join(fixture.dir(), 'lance');
    const embed = ['--embed', 'text-embedding-3-small', '--embed-url', `${emulator.url}/v1`];
    const day = async () => {
      const run = await runCliInProcess([
        ...args,
        'crawl',
        ...SITE,
        '-o',
        `lancedb:${dir}`,
        ...embed,
        '--changes',
        '--json',
      ]);
      expect(run.code, run.stderr).toBe(0);
      return JSON.parse(run.stdout.trim().split('\n').at(-1) as string);
    };
    const first = await day();
    expect((await lanceRows(dir, 'chunks')).length).toBe(first.chunks);
    const web = emulator.advanceWeb();
    const second = await day();
    expect(second.chunks).toBeGreaterThan(0);
    expect(second.chunks).toBeLessThan(first.chunks / 5);
    for (const url of web.removed.filter((u) => u.startsWith('https://site-1.test')))
      expect(await lanceRows(dir, 'chunks', `url = '${url}'`)).toEqual([]);
    const rows = await lanceRows(dir, 'chunks');
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(rows.filter((r) => r.job_id === second.jobId).length).toBe(second.chunks);
    const third = await day();
    expect(third.chunks).toBe(0);
    const state = await readFile(`${dir}.state.loads.jsonl`, 'utf8');
    expect(
      state
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).embedding?.embedTokens),
    ).toEqual([first.embedTokens, second.embedTokens, 0]);
    const sample = rows.find((r) => String(r.text).length > 200) as Record<string, unknown>;
    const sentence = String(sample.text)
      .split('\n')
      .filter((l) => l.length > 40)[0] as string;
    const asked = await runCliInProcess([
      'query',
      sentence,
      '-i',
      `lancedb:${dir}`,
      '--embed-url',
      `${emulator.url}/v1`,
      '--json',
    ]);
    expect(asked.code, asked.stderr).toBe(0);
    expect(
      asked.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).url),
    ).toContain(sample.url);
  }, 120_000);
});
