/**
 * Exactly once after SIGKILL, into tables: a child process exports an emulator crawl into Postgres or a
 * DuckDB file, is killed at seeded points and resumed from the cursor in the database each time.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostgresServer } from '../../../scripts/postgres-server.mjs';
import { type Emulator, startEmulator } from '../../../src/emulator/index.js';
import type { Checkpoint } from '../../../src/sinks/checkpoint.js';
import { readTableCheckpoint } from '../../../src/sinks/table/to-table.js';
import { filePostgres } from '../../helpers/file-postgres.js';
import { exportWithCrashes, type KillPlan, TEN_KILLS } from '../crash-harness.js';
import { count, duckdbDatabase, postgresDatabase, type TestDatabase } from './table-db.js';

const DOCS = 300;
// A DuckDB file has one writer at a time: its cursor can be read only between runs, so every kill point
// is a page count.
const DUCKDB_KILLS: KillPlan = [
  [1, 0],
  [5, 3],
  [4, 20],
  [6, 1],
  [3, 50],
  [2, 10],
  [7, 5],
  [4, 0],
  [3, 2],
  [5, 30],
];

let emulator: Emulator;
let server: PostgresServer;
let watcher: pg.Client;
let dir: string;
/** The emulator, a folder, and for Postgres a server and the connection the cursor is polled on. */
function setUp(backend: 'postgres' | 'duckdb'): void {
  beforeAll(async () => {
    [emulator, dir] = await Promise.all([
      startEmulator({ seed: 11 }),
      mkdtemp(join(tmpdir(), 'table-crash-')),
    ]);
    if (backend === 'postgres') {
      server = await filePostgres();
      watcher = new pg.Client({ connectionString: server.url() });
      await watcher.connect();
    }
  }, 60_000);
  afterAll(async () => {
    await watcher?.end();
    await emulator?.close();
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  });
}

/** The cursor of `jobId`'s export into `table`, read on one open connection (the harness polls it often). */
async function postgresCursor(table: string, jobId: string): Promise<Checkpoint | undefined> {
  const exists = await watcher.query("SELECT to_regclass('crawlstream_exports') AS t");
  if (exists.rows[0]?.t === null) return undefined;
  const { rows } = await watcher.query(
    'SELECT job_id, cursor_skip, records, complete FROM crawlstream_exports WHERE table_name = $1 AND job_id = $2',
    [table, jobId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    version: 1,
    format: 'table',
    jobId: row.job_id,
    kind: 'crawl',
    cursor: { skip: Number(row.cursor_skip) },
    records: Number(row.records),
    bytes: 0,
    jsonBytes: 0,
    complete: row.complete,
    updatedAt: '',
  };
}

/** The crash tests of one database, in both write modes (a test file each, so the two run in parallel). */
export function tableCrashTests(backend: 'postgres' | 'duckdb'): void {
  setUp(backend);
  describe.each(['merge', 'append'] as const)(
    `a table export into ${backend} (%s) killed ten times and resumed`,
    (write) => {
      it('holds every document exactly once', async () => {
        const jobId = emulator.createCompletedCrawl({ pages: DOCS, sizes: [300, 5000, 40_000] });
        const db: TestDatabase =
          backend === 'postgres' ? postgresDatabase(server) : duckdbDatabase(join(dir, `${write}.duckdb`));
        // The child writes the table named after its mode: table_merge, table_append.
        const table = `table_${write}`;
        const checkpoint =
          backend === 'postgres'
            ? () => postgresCursor(table, jobId)
            : () => readTableCheckpoint(db.target, { jobId, table });
        const { kills, final, resumedFrom } = await exportWithCrashes(
          [`table-${write}`, emulator.url, emulator.apiKey, jobId, db.target],
          checkpoint,
          undefined,
          backend === 'postgres' ? TEN_KILLS : DUCKDB_KILLS,
        );
        expect(kills).toBe(10);
        expect(resumedFrom.some((r) => r > 0 && r < DOCS)).toBe(true);
        expect(final.output).toMatch(/^done /m);
        const rows = await db.query(`SELECT source_url, markdown FROM ${table} WHERE job_id = '${jobId}'`);
        const expected = emulator.jobs.documents(jobId);
        expect(rows.length).toBe(DOCS);
        const byUrl = new Map(rows.map((r) => [r.source_url, r.markdown]));
        expect(byUrl.size).toBe(DOCS);
        for (const d of expected) {
          expect(byUrl.get((d.metadata as { sourceURL: string }).sourceURL)).toBe(d.markdown);
        }
        expect(await checkpoint()).toMatchObject({ complete: true, records: DOCS, cursor: { skip: DOCS } });
        expect(await count(db, `SELECT count(*) FROM ${table} WHERE job_id = '${jobId}'`)).toBe(DOCS);
      }, 240_000);
    },
  );
}
