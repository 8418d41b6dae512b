import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Utf8Text } from '../../../src/sinks/table/document-fields.js';
import { openDuckdb } from '../../../src/sinks/table/duckdb-backend.js';
import type { TableBackend } from '../../../src/sinks/table/table-backend.js';
import type { TableColumn } from '../../../src/sinks/table/table-columns.js';

let dir: string;
let db: TableBackend;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'duckdb-load-'));
  db = await openDuckdb(join(dir, 'load.duckdb'));
});
afterAll(async () => {
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

const COLUMNS: TableColumn[] = [
  { name: 'id', type: 'integer' },
  { name: 'body', type: 'text' },
  { name: 'doc', type: 'json' },
  { name: 'seen', type: 'timestamp' },
];

it('loads text given as UTF-8 bytes or as a string, JSON and times, into the columns of their types', async () => {
  await db.run(
    'CREATE TABLE t (id INTEGER, body VARCHAR, doc JSON, seen TIMESTAMP WITH TIME ZONE, other VARCHAR)',
  );
  const load = await db.load('t', COLUMNS, false);
  await load.write([
    [1, new Utf8Text(Buffer.from('héllo \u0000 😀', 'utf8')), '{"a":1}', '2026-11-25T10:00:00.000Z'],
    [2, 'as a string ü', null, '2026-11-25T10:00:01.000Z'],
    // Bytes that are not UTF-8 (a lone continuation byte) read as a string would: U+FFFD in their place.
    [3, new Utf8Text(Buffer.from([0x61, 0x80, 0x62])), null, '2026-11-25T10:00:02.000Z'],
    [4, null, '[1,2]', '2026-11-25T10:00:03.000Z'],
  ]);
  await load.end();
  const rows = await db.rows(
    "SELECT id, body, CAST(doc AS VARCHAR) AS doc, strftime(seen, '%S') AS s, other FROM t ORDER BY id",
  );
  expect(rows).toEqual([
    { id: 1, body: 'héllo \u0000 😀', doc: '{"a":1}', s: '00', other: null },
    { id: 2, body: 'as a string ü', doc: null, s: '01', other: null },
    { id: 3, body: 'a\uFFFDb', doc: null, s: '02', other: null },
    { id: 4, body: null, doc: '[1,2]', s: '03', other: null },
  ]);
});
