/**
 * Fencing tokens in the destination's own commit: a run that claimed a higher token makes every later
 * commit of a lower one fail with `FencedError`, writing nothing; in a file (the fence file, and the partial
 * file given a new inode so the old run's open file writes where nobody reads), and in Postgres, where the
 * fence row's lock orders two runs' commits.
 */
import { mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostgresServer } from '../../scripts/postgres-server.mjs';
import { FencedError } from '../../src/errors/errors.js';
import type { Checkpoint } from '../../src/sinks/checkpoint.js';
import { fencePath } from '../../src/sinks/file-fence.js';
import { FileStore } from '../../src/sinks/file-store.js';
import { boundIdleTransactions, claimFence, holdFence } from '../../src/sinks/table/table-fence.js';
import { tableDatabase } from '../../src/sinks/table/to-table.js';
import { filePostgres } from '../helpers/file-postgres.js';

let dir: string;
let postgres: PostgresServer;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'crawlstream-fence-'));
  postgres = await filePostgres();
});
afterAll(async () => {
  await postgres?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

function checkpoint(records: number, bytes: number): Checkpoint {
  return {
    version: 1,
    format: 'jsonl',
    jobId: 'job-1',
    kind: 'crawl',
    cursor: { skip: records },
    records,
    bytes,
    jsonBytes: bytes,
    complete: false,
    updatedAt: new Date().toISOString(),
  };
}

describe('a file output', () => {
  it('refuses the commits of a run whose token another run outbid, and the old run writes where nobody reads', async () => {
    const path = join(dir, 'out.jsonl');
    const first = new FileStore(path, 'jsonl', 1);
    await first.open({});
    await writeFile(`${path}.partial`, 'a\n');
    await first.commit(checkpoint(1, 2));
    // The first run keeps its partial file open, as a writer does.
    const held = await open(`${path}.partial`, 'a');
    const second = new FileStore(path, 'jsonl', 2);
    await second.open({ resume: true });
    expect((await readFile(fencePath(path), 'utf8')).trim()).toBe('2');
    await held.write('late\n');
    await held.close();
    expect(await readFile(`${path}.partial`, 'utf8')).toBe('a\n');
    const refused = await first.commit(checkpoint(2, 7)).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(FencedError);
    expect(refused).toMatchObject({ code: 'FENCED', token: 1, current: 2 });
    expect(JSON.parse(await readFile(`${path}.checkpoint.json`, 'utf8')).records).toBe(1);
    await expect(first.publish()).rejects.toBeInstanceOf(FencedError);
    // A run that comes with an older token than the fence's cannot even open.
    await expect(new FileStore(path, 'jsonl', 1).open({ resume: true })).rejects.toBeInstanceOf(FencedError);
    await second.commit(checkpoint(1, 2));
  });

  it("a run that lost its lease before its first page leaves the new run's partial file where it is", async () => {
    const path = join(dir, 'early.jsonl');
    const first = new FileStore(path, 'jsonl', 1);
    await first.open({ overwrite: true });
    const second = new FileStore(path, 'jsonl', 2);
    await second.open({ overwrite: true });
    await writeFile(`${path}.partial`, 'b\n');
    // The first run stops before any page reached it (its pipeline state refused its token): it would
    // remove a partial file of its own, and this one is the second run's.
    await first.discard();
    expect(await readFile(`${path}.partial`, 'utf8')).toBe('b\n');
    await second.discard();
    await expect(readFile(`${path}.partial`, 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('a Postgres table', () => {
  it('orders two runs by the fence row: the lower token commits before the claim, and is refused after it', async () => {
    const { connect } = tableDatabase(postgres.url(), {});
    const [a, b] = [await connect(), await connect()];
    try {
      await claimFence(a, 'pages', 1, 'pages');
      await a.run('BEGIN');
      await holdFence(a, 'pages', 1, 'pages');
      // B's claim waits on the row A holds in its open transaction.
      let claimed = false;
      const claim = claimFence(b, 'pages', 2, 'pages').then(() => {
        claimed = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(claimed).toBe(false);
      await a.run('COMMIT');
      await claim;
      await a.run('BEGIN');
      const refused = await holdFence(a, 'pages', 1, 'pages').catch((err: unknown) => err);
      await a.run('ROLLBACK');
      expect(refused).toBeInstanceOf(FencedError);
      expect(refused).toMatchObject({ token: 1, current: 2 });
      const rows = await postgres.query('SELECT token FROM crawlstream_fences');
      expect(rows.map((r) => Number(r.token))).toEqual([2]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("ends a paused run's open transaction, so the run's next worker is not held by its locks", async () => {
    const { connect } = tableDatabase(postgres.url(), {});
    const [paused, next] = [await connect(), await connect()];
    try {
      await boundIdleTransactions(paused, 1);
      await claimFence(paused, 'held', 1, 'held');
      // The run holds the fence row in a transaction it never ends: its worker was paused mid-commit.
      await paused.run('BEGIN');
      await holdFence(paused, 'held', 1, 'held');
      await claimFence(next, 'held', 2, 'held');
      const rows = await postgres.query("SELECT token FROM crawlstream_fences WHERE table_name = 'held'");
      expect(rows.map((r) => Number(r.token))).toEqual([2]);
      // The paused run's session is gone: nothing it sends is committed.
      await expect(paused.run('COMMIT')).rejects.toThrow();
    } finally {
      await paused.close().catch(() => undefined);
      await next.close();
    }
  });
});
