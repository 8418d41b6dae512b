/**
 * A loads log made by an earlier release (`crawlstream_loads` with its times and records as text) is
 * changed in place to timestamps and JSON the first time a pipeline commits to it: the old rows stay, and
 * the new ones are of the new types, in Postgres and in DuckDB.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostgresServer } from '../../../scripts/postgres-server.mjs';
import type { LoadRecord } from '../../../src/changes/change-types.js';
import { tableChangeStore } from '../../../src/sinks/table/table-state-store.js';
import { filePostgres } from '../../helpers/file-postgres.js';
import { duckdbDatabase, postgresDatabase } from './table-db.js';

let server: PostgresServer;
let dir: string;
beforeAll(async () => {
  server = await filePostgres();
  dir = await mkdtemp(join(tmpdir(), 'crawlstream-loads-migration-'));
});
afterAll(async () => {
  await server?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The table as the release before this one made it, with one load in it. */
const OLD_TABLE = `CREATE TABLE crawlstream_loads (
  table_name TEXT NOT NULL, run_id TEXT NOT NULL, job_id TEXT NOT NULL, kind TEXT NOT NULL,
  started_at TEXT NOT NULL, ended_at TEXT NOT NULL, outcome TEXT NOT NULL,
  count_new BIGINT NOT NULL, count_changed BIGINT NOT NULL, count_same BIGINT NOT NULL, count_removed BIGINT NOT NULL,
  written BIGINT NOT NULL, documents BIGINT NOT NULL, bytes BIGINT NOT NULL, credits BIGINT, failed BIGINT,
  tombstones TEXT NOT NULL, record TEXT NOT NULL, PRIMARY KEY (table_name, run_id))`;

const load = (runId: string, endedAt: string): LoadRecord => ({
  runId,
  jobId: runId,
  kind: 'crawl',
  startedAt: '2026-11-01T00:00:00.000Z',
  endedAt,
  outcome: 'completed',
  counts: { new: 1, changed: 0, same: 0, removed: 0 },
  written: 1,
  documents: 1,
  bytes: 10,
  sources: { service: 0, fingerprint: 1 },
  tombstones: 'written',
});

async function oldLog(exec: (sql: string) => Promise<unknown>): Promise<void> {
  await exec(OLD_TABLE);
  const old = load('run-1', '2026-11-01T00:05:00.000Z');
  await exec(
    `INSERT INTO crawlstream_loads VALUES ('pages', 'run-1', 'run-1', 'crawl', '${old.startedAt}', '${old.endedAt}', 'completed', 1, 0, 0, 0, 1, 1, 10, NULL, NULL, 'written', '${JSON.stringify(old)}')`,
  );
}

describe.each(['postgres', 'duckdb'] as const)('the loads log of an earlier release in %s', (kind) => {
  it('is changed in place to timestamps and JSON, its rows kept', async () => {
    const db = kind === 'postgres' ? postgresDatabase(server) : duckdbDatabase(join(dir, 'old.duckdb'));
    if (kind === 'postgres') await oldLog((sql) => server.query(sql));
    else {
      const { DuckDBInstance } = await import('@duckdb/node-api');
      const instance = await DuckDBInstance.create(join(dir, 'old.duckdb'));
      const connection = await instance.connect();
      await oldLog((sql) => connection.run(sql));
      connection.closeSync();
      instance.closeSync();
    }
    const store = tableChangeStore(db.target, { env: { PGPASSWORD: new URL(server.url()).password } });
    await store.commit(new Map(), load('run-2', '2026-11-02T00:05:00.000Z'));
    expect((await store.readLoads()).map((l) => l.runId)).toEqual(['run-1', 'run-2']);
    const rows = await db.query(
      "SELECT run_id, record->>'outcome' AS outcome, ended_at > CAST('2026-11-01T12:00:00Z' AS TIMESTAMPTZ) AS later FROM crawlstream_loads ORDER BY ended_at",
    );
    expect(rows.map((r) => [r.run_id, r.outcome, r.later])).toEqual([
      ['run-1', 'completed', false],
      ['run-2', 'completed', true],
    ]);
  });
});
