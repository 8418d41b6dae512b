/**
 * A change-aware crawl into a dataset, a Postgres table and a DuckDB file, SIGKILLed at seeded points and
 * resumed each time: the destination ends with the records, the pipeline state and the load of an
 * uninterrupted run of the same day (the state lives in the destination, so each destination has its own
 * uninterrupted twin). Kills come after a number of journal lines; a DuckDB file cannot be read while the
 * export holds it, so there they come after a number of the job's status pages served.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_PASSWORD, type PostgresServer } from '../../scripts/postgres-server.mjs';
import { filePostgres } from '../helpers/file-postgres.js';
import { duckdbDatabase, postgresDatabase } from '../sinks/table/table-db.js';
import { CRASH_SITE, KILL_AT, SITE } from './changes-crash-site.js';
import {
  emulatorFixture,
  killUntilDone,
  parseJsonl,
  runCliInProcess,
  runKilledAt,
  sourceUrl,
} from './cli-harness.js';

const fixture = emulatorFixture('crawlstream-changes-crash-dest-', CRASH_SITE);
const env = { PGPASSWORD: PG_PASSWORD };

let server: PostgresServer;
beforeAll(async () => {
  server = await filePostgres();
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

type Destination = 'dataset' | 'postgres' | 'duckdb';

/** The flags of a destination named `name`, its progress and what it holds as comparable facts. */
function destination(kind: Destination, dir: string, name: string, served: () => number) {
  if (kind === 'dataset') {
    const path = `${join(dir, name)}/`;
    const text = (file: string) => readFile(join(path, file), 'utf8').catch(() => '');
    return {
      flags: ['-o', path, '--format', 'jsonl'],
      started() {},
      progress: async () =>
        (await readFile(`${join(dir, name)}/_staging.journal`, 'utf8').catch(() => '')).split('\n').length -
        1,
      checkpointed: async () => {
        const checkpoint = await text('_staging/_export.checkpoint.json');
        return checkpoint !== '' && JSON.parse(checkpoint).jobId !== null;
      },
      async facts() {
        const manifest = JSON.parse(await text('_manifest.json')) as {
          exports: { jobId: string }[];
          parts: { key: string }[];
        };
        const last = manifest.exports.at(-1)?.jobId as string;
        const rows: Record<string, unknown>[] = [];
        for (const part of manifest.parts.filter((p) => p.key.includes(`job_id=${last}/`)))
          rows.push(...parseJsonl(await text(part.key)));
        const loads = parseJsonl(await text('_crawlstream/loads.jsonl'));
        return {
          records: rows
            .map((r) => `${sourceUrl(r)} ${(r.changeTracking as { changeStatus: string }).changeStatus}`)
            .sort(),
          state: parseJsonl(await text('_crawlstream/state.jsonl'))
            .map((s) => `${s.url} ${s.fingerprint} ${s.removed}`)
            .sort(),
          loads: loads.map((l) => [l.counts, l.written]),
          exports: manifest.exports.length,
          journal: await readFile(`${join(dir, name)}/_staging.journal`).then(
            () => 'left',
            () => 'gone',
          ),
        };
      },
    };
  }
  const db = kind === 'postgres' ? postgresDatabase(server) : duckdbDatabase(join(dir, `${name}.duckdb`));
  const target = kind === 'postgres' ? server.bareUrl() : db.target;
  const count = async (sql: string) => Number((await db.query(sql))[0]?.n);
  let start = 0;
  return {
    flags: ['-o', target, '--table', name],
    started() {
      start = served();
    },
    /** Journal rows (Postgres), or status pages served since the run started (DuckDB). */
    progress:
      kind === 'postgres'
        ? () =>
            count(`SELECT count(*)::int AS n FROM crawlstream_journal WHERE table_name = '${name}'`).catch(
              () => 0,
            )
        : async () => served() - start,
    checkpointed: () =>
      count(
        `SELECT count(*)::int AS n FROM crawlstream_exports WHERE table_name = '${name}' AND NOT complete`,
      ).then(
        (n) => n > 0,
        () => false,
      ),
    async facts() {
      const rows = await db.query(`SELECT canonical_url, change_status FROM ${name} ORDER BY canonical_url`);
      const state = await db.query(
        `SELECT canonical_url, fingerprint, removed FROM crawlstream_state WHERE table_name = '${name}' ORDER BY canonical_url`,
      );
      const loads = await db.query(
        `SELECT count_new, count_changed, count_same, count_removed, written FROM crawlstream_loads WHERE table_name = '${name}' ORDER BY ended_at`,
      );
      return {
        rows,
        state,
        loads,
        journal: await count(
          `SELECT count(*)::int AS n FROM crawlstream_journal WHERE table_name = '${name}'`,
        ),
      };
    },
  };
}

/** Kill points: journal lines, or for DuckDB status pages (20 documents a page, 12-odd pages a run). */
const KILLS: Record<Destination, number[]> = { dataset: KILL_AT, postgres: KILL_AT, duckdb: [2, 10, 5, 12] };

describe.each(['dataset', 'postgres', 'duckdb'] as const)(
  'crawl --changes into a %s, killed and resumed',
  (kind) => {
    it('ends with the records, state and loads of an uninterrupted run', async () => {
      // DuckDB's kills count status pages: each takes 40–120 ms of server time there, so a run lasts past its
      // first commits (every second) and later kills land after them.
      const { emulator, args } = await fixture.serve(
        kind === 'duckdb' ? { faults: { routes: { 'crawl.status': { latency: 1 } }, latencyMs: 80 } } : {},
      );
      const dir = fixture.dir();
      const served = () => emulator.requests.filter((r) => r.route === 'crawl.status').length;
      const reference = destination(kind, dir, `whole_${kind}`, served);
      const killed = destination(kind, dir, `killed_${kind}`, served);
      const day = async (flags: string[]) => {
        const run = await runCliInProcess([...args, 'crawl', ...SITE, ...flags, '--changes'], { env });
        expect(run.code, run.stderr).toBe(0);
      };
      await day(reference.flags);
      await day(killed.flags);
      emulator.advanceWeb();
      await day(reference.flags);

      const kills = await killUntilDone(KILLS[kind], async (at) => {
        // A run killed before its export's first checkpoint left nothing to resume: the crawl is started again
        // (its journal is then dropped), as a user would.
        const resume = (await killed.checkpointed()) ? ['--resume'] : [...SITE];
        killed.started();
        return runKilledAt(
          [
            ...args,
            'crawl',
            '--read-ahead',
            '2',
            ...resume,
            ...killed.flags,
            '--page-limit',
            '20',
            '--changes',
          ],
          { env, at, progress: killed.progress },
        );
      });
      expect(kills).toBeGreaterThanOrEqual(2);
      expect(await killed.facts()).toEqual(await reference.facts());
    }, 240_000);
  },
);
