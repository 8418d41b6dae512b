/**
 * A change-aware crawl into a vector table (a DuckDB file, pgvector through PGlite, a LanceDB folder),
 * SIGKILLed at 10 seeded points and resumed each time: the table ends with the chunks, the pipeline state and the load of
 * an uninterrupted run, and the runs together embedded no more than the uninterrupted run did plus the
 * requests in flight at each kill. Kills come after a number of embedding requests the emulator answered.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prng } from '../../src/emulator/web/prng.js';
import { lanceRows } from '../helpers/lance-rows.js';
import { type PgvectorServer, startPgvector } from '../helpers/pgvector-server.js';
import { duckdbDatabase } from '../sinks/table/table-db.js';
import { CRASH_SITE, SITE } from './changes-crash-site.js';
import { emulatorFixture, killUntilDone, runCliInProcess, runKilledAt } from './cli-harness.js';

const fixture = emulatorFixture('crawlstream-vector-crash-', CRASH_SITE);
let pgvector: PgvectorServer;
beforeAll(async () => {
  pgvector = await startPgvector();
}, 60_000);
afterAll(async () => {
  await pgvector?.stop();
});

/** 10 seeded kill points: embedding requests answered in the run before it is killed. */
const random = new Prng(61);
const KILLS = Array.from({ length: 10 }, () => random.int(1, 3));

async function sql(kind: 'duckdb' | 'pgvector', target: string, query: string) {
  if (kind === 'duckdb') return duckdbDatabase(target).query(query);
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  try {
    return (await client.query(query)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

/** What a LanceDB folder and its state file hold, as comparable facts. */
async function lanceFacts(dir: string) {
  const rows = await lanceRows(dir, 'chunks');
  const text = (file: string) => readFile(file, 'utf8').catch(() => '');
  return {
    chunks: rows
      .map((r) => [r.id, r.url, Number(r.chunk_index), r.text, Number(r.tokens), r.change_status])
      .sort((a, b) => (String(a[0]) < String(b[0]) ? -1 : 1)),
    state: (await text(`${dir}.state`))
      .trim()
      .split('\n')
      .map((line) => {
        const entry = JSON.parse(line);
        return `${entry.url} ${entry.fingerprint} ${entry.removed}`;
      })
      .sort(),
    loads: (await text(`${dir}.state.loads.jsonl`))
      .trim()
      .split('\n')
      .map((l) => {
        const load = JSON.parse(l);
        return [load.counts, load.written];
      }),
  };
}

describe('crawl --embed --changes into a LanceDB folder, killed and resumed', () => {
  it('ends with the chunks, state and load of an uninterrupted run', async () => {
    const { emulator, args } = await fixture.serve({
      faults: { routes: { embeddings: { latency: 1 } }, latencyMs: 40 },
    });
    const dir = (name: string) => join(fixture.dir(), `lance-${name}`);
    const embedded = () => emulator.requests.filter((r) => r.route === 'embeddings').length;
    const embed = [
      '--embed',
      'crawlstream-hash',
      '--embed-url',
      `${emulator.url}/v1`,
      '--embed-concurrency',
      '2',
    ];
    const flags = (name: string) => ['-o', `lancedb:${dir(name)}`, ...embed];
    const whole = await runCliInProcess([
      ...args,
      'crawl',
      ...SITE,
      ...flags('whole'),
      '--page-limit',
      '20',
      '--changes',
    ]);
    expect(whole.code, whole.stderr).toBe(0);
    let start = 0;
    const kills = await killUntilDone(KILLS, async (at) => {
      const unfinished = await lanceRows(dir('killed'), 'crawlstream_exports', 'NOT complete');
      const resume = unfinished.length > 0 ? ['--resume'] : [...SITE];
      start = embedded();
      return runKilledAt(
        [
          ...args,
          'crawl',
          '--read-ahead',
          '2',
          ...resume,
          ...flags('killed'),
          '--page-limit',
          '20',
          '--changes',
        ],
        { at, progress: () => embedded() - start },
      );
    });
    expect(kills).toBeGreaterThanOrEqual(5);
    const [killed, reference] = [await lanceFacts(dir('killed')), await lanceFacts(dir('whole'))];
    expect(killed.chunks.length).toBeGreaterThan(200);
    expect(killed).toEqual(reference);
  }, 240_000);
});

describe.each(['duckdb', 'pgvector'] as const)(
  'crawl --embed --changes into %s, killed and resumed',
  (kind) => {
    it('ends with the chunks, state and load of an uninterrupted run, embedding nothing twice but what was in flight', async () => {
      const { emulator, args } = await fixture.serve({
        faults: { routes: { embeddings: { latency: 1 } }, latencyMs: 40 },
      });
      const dir = fixture.dir();
      const target = (name: string) => (kind === 'duckdb' ? join(dir, `${name}.duckdb`) : pgvector.url);
      const table = (name: string) => (kind === 'duckdb' ? 'chunks' : `${name}_chunks`);
      const embedded = () => emulator.requests.filter((r) => r.route === 'embeddings').length;
      const embed = [
        '--embed',
        'crawlstream-hash',
        '--embed-url',
        `${emulator.url}/v1`,
        '--embed-concurrency',
        '2',
      ];
      const flags = (name: string) => ['-o', target(name), '--table', table(name), ...embed];
      const whole = await runCliInProcess([
        ...args,
        'crawl',
        ...SITE,
        ...flags('whole'),
        '--page-limit',
        '20',
        '--changes',
      ]);
      expect(whole.code, whole.stderr).toBe(0);
      const wholeRequests = embedded();

      let start = 0;
      const checkpointed = async () =>
        Number(
          (
            await sql(
              kind,
              target('killed'),
              `SELECT count(*) AS n FROM crawlstream_exports WHERE table_name = '${table('killed')}' AND NOT complete`,
            ).catch(() => [{ n: 0 }])
          )[0]?.n,
        ) > 0;
      const before = embedded();
      const kills = await killUntilDone(KILLS, async (at) => {
        const resume = (await checkpointed()) ? ['--resume'] : [...SITE];
        start = embedded();
        return runKilledAt(
          [
            ...args,
            'crawl',
            '--read-ahead',
            '2',
            ...resume,
            ...flags('killed'),
            '--page-limit',
            '20',
            '--changes',
          ],
          { at, progress: () => embedded() - start },
        );
      });
      expect(kills).toBeGreaterThanOrEqual(5);
      const facts = async (name: string) => ({
        chunks: (
          await sql(
            kind,
            target(name),
            `SELECT id, url, chunk_index, text, tokens, change_status FROM ${table(name)} ORDER BY id`,
          )
        ).map((r) => [r.id, r.url, Number(r.chunk_index), r.text, Number(r.tokens), r.change_status]),
        state: (
          await sql(
            kind,
            target(name),
            `SELECT canonical_url, fingerprint, removed FROM crawlstream_state WHERE table_name = '${table(name)}' ORDER BY canonical_url`,
          )
        ).map((r) => [r.canonical_url, r.fingerprint, r.removed]),
        loads: (
          await sql(
            kind,
            target(name),
            `SELECT count_new, count_changed, count_same, count_removed, written FROM crawlstream_loads WHERE table_name = '${table(name)}'`,
          )
        ).map((r) => Object.values(r).map(Number)),
      });
      const [killed, reference] = [await facts('killed'), await facts('whole')];
      expect(killed.chunks.length).toBeGreaterThan(200);
      expect(killed).toEqual(reference);
      // Every kill may lose what was in flight: the requests answered and not yet committed, at most the
      // requests in flight (2) and the page's batch being written.
      expect(embedded() - before).toBeLessThanOrEqual(wholeRequests + kills * 3);
    }, 240_000);
  },
);
