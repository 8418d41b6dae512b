/**
 * A DuckDB file another process holds: an open fails at once, as a command run by hand should; in a process
 * that waits for locks (a fleet's worker, `waitForDuckdbLocks`), the open waits until the holder is gone
 * and then succeeds.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { sleep } from '../../../src/http/sleep.js';
import { openDuckdb, waitForDuckdbLocks } from '../../../src/sinks/table/duckdb-backend.js';

const HOLDER = `
const { DuckDBInstance } = require('@duckdb/node-api');
DuckDBInstance.create(process.argv[1]).then((instance) => {
  process.stdout.write('held\\n');
  process.stdin.on('end', () => { instance.closeSync(); process.exit(0); });
  process.stdin.resume();
});
`;

let holder: ChildProcess | undefined;
let dir: string | undefined;
afterEach(async () => {
  waitForDuckdbLocks(0);
  holder?.kill('SIGKILL');
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A process that holds the DuckDB file at `path` until its standard input ends. */
async function holdFile(path: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', HOLDER, path], { stdio: ['pipe', 'pipe', 'inherit'] });
  const [line] = (await once(child.stdout as NonNullable<typeof child.stdout>, 'data')) as [Buffer];
  expect(line.toString()).toBe('held\n');
  return child;
}

it('fails at once on a file another process holds, and waits for it where told to', async () => {
  dir = await mkdtemp(join(tmpdir(), 'duckdb-lock-'));
  const path = join(dir, 'held.duckdb');
  holder = await holdFile(path);
  await expect(openDuckdb(path)).rejects.toThrow(/Could not set lock on file/);

  waitForDuckdbLocks(60_000);
  let opened = false;
  const open = openDuckdb(path).then((db) => {
    opened = true;
    return db;
  });
  // Several tries at the file while the holder lives: none can succeed.
  await sleep(1000);
  expect(opened).toBe(false);
  const exited = once(holder, 'exit');
  holder.stdin?.end();
  await exited;
  const db = await open;
  expect(await db.rows('SELECT 42 AS answer')).toEqual([{ answer: 42 }]);
  await db.close();
}, 60_000);
