/**
 * `monitor export` SIGKILLed at seeded points and run again each time, into a JSONL file, a dataset and a
 * Postgres table: the destination ends with the records, the state and the loads of an uninterrupted export.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_PASSWORD, type PostgresServer } from '../../scripts/postgres-server.mjs';
import { filePostgres } from '../helpers/file-postgres.js';
import { SMALL_PAGES } from '../small-pages.js';
import { emulatorFixture, killUntilDone, parseJsonl, runCliInProcess, runKilledAt } from './cli-harness.js';

const clock = { t: Date.parse('2026-05-04T08:00:00Z') };
const fixture = emulatorFixture('crawlstream-monitor-crash-', {
  seed: 12,
  site: { sites: 1, pagesPerSite: 300, sizes: SMALL_PAGES },
  now: () => clock.t,
  // Each answer of a check's pages takes 40–120 ms of server time, so a run lasts past its first commits
  // and a kill after the Nth answer lands while the run is in the middle of a check.
  faults: { routes: { 'monitor.check': { latency: 1 } }, latencyMs: 80 },
});
const SITE = 'https://site-1.test/';
const env = { PGPASSWORD: PG_PASSWORD };
/**
 * Answers of a check's pages (this run's) after which each run is killed, then one run that finishes: of the
 * 35 answers of the two checks, a run past 12 has committed in the sinks (every second) before it dies.
 */
const KILL_AFTER = [3, 12, 5, 8];
/** Pages per answer: many answers per check, so kills land inside checks. */
const LIMIT = ['--page-limit', '10'];
// Twelve runs of the program: about 20 s on a quiet machine, three times that under load; the limit is
// for a machine far slower than that, not a measure.

let server: PostgresServer;
beforeAll(async () => {
  server = await filePostgres();
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

type Destination = 'file' | 'dataset' | 'postgres';

/** The flags of a destination named `name`, and what it holds as comparable facts. */
function destination(kind: Destination, dir: string, name: string) {
  if (kind === 'file') {
    const path = join(dir, `${name}.jsonl`);
    return {
      flags: ['-o', path],
      async facts() {
        const loads = parseJsonl(await readFile(`${path}.state.loads.jsonl`, 'utf8'));
        return {
          records: await readFile(path, 'utf8'),
          state: await readFile(`${path}.state`, 'utf8'),
          loads: loads.map((l) => [l.jobId, l.counts, l.written, l.failed]),
        };
      },
    };
  }
  if (kind === 'dataset') {
    const path = `${join(dir, name)}/`;
    return {
      flags: ['-o', path, '--format', 'jsonl'],
      async facts() {
        const manifest = JSON.parse(await readFile(join(path, '_manifest.json'), 'utf8')) as {
          parts: { key: string }[];
          exports: { jobId: string; records: number }[];
        };
        const rows: string[] = [];
        for (const part of manifest.parts) {
          rows.push(...(await readFile(join(path, part.key), 'utf8')).split('\n').filter(Boolean));
        }
        const loads = parseJsonl(await readFile(join(path, '_crawlstream/loads.jsonl'), 'utf8'));
        return {
          records: rows.sort(),
          exports: manifest.exports.map((e) => [e.jobId, e.records]),
          state: await readFile(join(path, '_crawlstream/state.jsonl'), 'utf8'),
          loads: loads.map((l) => [l.jobId, l.counts, l.written, l.failed]),
        };
      },
    };
  }
  const target = server.bareUrl();
  return {
    flags: ['-o', target, '--table', name, '--write', 'append'],
    async facts() {
      const rows = await server.query(
        `SELECT job_id, url, change_status, previous_scrape_at, monitor::text AS monitor FROM ${name} ORDER BY job_id, url`,
      );
      const state = await server.query(
        `SELECT canonical_url, fingerprint, scraped_at, removed FROM crawlstream_state WHERE table_name = '${name}' ORDER BY canonical_url`,
      );
      const loads = await server.query(
        `SELECT job_id, count_new, count_changed, count_same, count_removed, written, failed FROM crawlstream_loads WHERE table_name = '${name}' ORDER BY ended_at`,
      );
      const journal = await server.query(
        `SELECT count(*)::int AS n FROM crawlstream_journal WHERE table_name = '${name}'`,
      );
      return { rows, state, loads, journal };
    },
  };
}

describe.each(['file', 'dataset', 'postgres'] as const)(
  'monitor export into a %s, killed and run again',
  (kind) => {
    it('ends with the records, state and loads of an uninterrupted export', async () => {
      const { emulator, args } = await fixture.serve();
      const cli = async (more: string[]) => {
        const run = await runCliInProcess([...args, ...more], { env });
        expect(run.code, run.stderr).toBe(0);
        return run;
      };
      const id = JSON.parse(
        (
          await cli([
            'monitor',
            'create',
            '--name',
            kind,
            '--every',
            'daily',
            '--crawl',
            SITE,
            '--limit',
            '1000',
            '--json',
          ])
        ).stdout,
      ).id as string;
      const answers = () => emulator.requests.filter((r) => r.route === 'monitor.check').length;
      const dir = fixture.dir();
      const reference = destination(kind, dir, `reference_${kind}`);
      const killed = destination(kind, dir, `killed_${kind}`);
      await cli(['monitor', 'run', id]);
      clock.t += 10_000;
      await cli(['monitor', 'export', id, ...reference.flags, ...LIMIT]);
      await cli(['monitor', 'export', id, ...killed.flags, ...LIMIT]);
      // Two checks to export, each after the web changed.
      for (let i = 0; i < 2; i++) {
        emulator.advanceWeb();
        clock.t += 3_600_000;
        await cli(['monitor', 'run', id]);
        clock.t += 10_000;
      }
      await cli(['monitor', 'export', id, ...reference.flags, ...LIMIT]);

      const kills = await killUntilDone(KILL_AFTER, (after) => {
        const before = answers();
        return runKilledAt([...args, 'monitor', 'export', id, ...killed.flags, ...LIMIT], {
          env,
          at: after,
          progress: () => answers() - before,
        });
      });
      expect(kills).toBeGreaterThanOrEqual(3);
      // Rows, state and loads as an uninterrupted export left them (Postgres: and no journal left behind).
      expect(await killed.facts()).toEqual(await reference.facts());
    }, 240_000);
  },
);
