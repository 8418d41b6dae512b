import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { concat, from, lastValueFrom, throwError } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { partialPath, readCheckpoint } from '../../src/sinks/checkpoint.js';
import { documentRow } from '../../src/sinks/parquet-schema.js';
import { toParquet } from '../../src/sinks/to-parquet.js';
import { doc, JOB, page, pages } from './pages.js';
import { parquetRowGroups, readParquetRows } from './read-parquet.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'parquet-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** What a row must read back as: the document's fields, null where it has none. */
const expected = (raw: string) => documentRow(JSON.parse(raw), JOB);

function variedDocs(): string[] {
  const big = 'Ünïcödé 日本語 🚀 '.repeat(Math.ceil((5 * 1024 * 1024) / 16));
  return [
    doc(0),
    JSON.stringify({
      markdown: 'Grüße, 世界 — \u2028 emoji 🧪 and "quotes" \\ backslash',
      html: '<p>é</p>',
      rawHtml: '<html><body><p>é</p></body></html>',
      screenshot: 'https://cdn.example.com/shot.png',
      links: ['https://例え.jp/パス', 'https://e.com/a?b=c'],
      metadata: {
        title: 'Ça marche',
        description: 'Ελληνικά',
        language: 'fr',
        sourceURL: 'https://e.com/ç',
        url: 'https://e.com/ç',
        statusCode: 200,
        keywords: 'a, b',
        ogLocaleAlternate: ['de_DE', 'en_US'],
      },
    }),
    JSON.stringify({ markdown: big, metadata: { sourceURL: 'https://e.com/big', statusCode: 200 } }),
    JSON.stringify({ metadata: { sourceURL: 'https://e.com/404', statusCode: 404, error: 'Not Found' } }),
    JSON.stringify({ markdown: '', links: [] }),
    doc(5),
  ];
}

describe('toParquet', () => {
  for (const worker of [true, false]) {
    it(`reads back value for value with hyparquet, unicode and a 5 MB document included (worker: ${worker})`, async () => {
      const raws = variedDocs();
      const path = join(dir, 'out.parquet');
      const input = [page(0, raws.slice(0, 4)), page(4, raws.slice(4))];
      const summary = await lastValueFrom(from(input).pipe(toParquet(path, { rowGroupSize: 2, worker })));
      expect(summary).toMatchObject({ format: 'parquet', records: 6, cursor: { skip: 6 }, jobId: JOB });
      expect(summary.bytes).toBe((await stat(path)).size);
      // The 5 MB document passes rowGroupBytes (4 MiB) alone and closes its group early.
      expect(await parquetRowGroups(path)).toEqual([2, 1, 2, 1]);
      const rows = await readParquetRows(path);
      expect(rows).toEqual(raws.map(expected));
      expect(Buffer.byteLength(rows[2]?.markdown as string)).toBeGreaterThan(5 * 1024 * 1024);
      expect(JSON.parse(rows[1]?.metadata as string)).toEqual(JSON.parse(raws[1]!).metadata);
      expect(input.map((p) => p.released)).toEqual([1, 1]);
      expect(existsSync(partialPath(path))).toBe(false);
    });
  }

  it('is read by DuckDB too, with the list and JSON columns intact', async () => {
    const raws = variedDocs().filter((_, i) => i !== 2);
    const path = join(dir, 'duck.parquet');
    await lastValueFrom(from([page(0, raws)]).pipe(toParquet(path, { compression: 'snappy' })));
    const instance = await DuckDBInstance.create(':memory:');
    const conn = await instance.connect();
    try {
      const reader = await conn.runAndReadAll(
        `select url, title, statusCode, links, metadata::VARCHAR as metadata from read_parquet('${path}')`,
      );
      const rows = reader.getRowObjectsJson();
      expect(rows.map((r) => r.title)).toEqual(raws.map((r) => expected(r).title));
      expect(rows.map((r) => r.statusCode)).toEqual(raws.map((r) => expected(r).statusCode));
      expect(rows.map((r) => r.links)).toEqual(raws.map((r) => expected(r).links));
      expect(rows.map((r) => JSON.parse(String(r.metadata)))).toEqual(
        raws.map((r) => JSON.parse(r).metadata ?? null),
      );
    } finally {
      conn.closeSync();
      instance.closeSync();
    }
  });

  it('writes a valid empty file for an empty stream', async () => {
    const path = join(dir, 'empty.parquet');
    const summary = await lastValueFrom(from([]).pipe(toParquet(path)));
    expect(summary).toMatchObject({ records: 0, jobId: null });
    expect(await readParquetRows(path)).toEqual([]);
  });

  it('on an error half-way leaves the partial file and a checkpoint of the flushed row groups', async () => {
    const path = join(dir, 'half.parquet');
    const boom = new Error('connection lost');
    const source = concat(
      from(pages(7, 3)),
      throwError(() => boom),
    );
    await expect(lastValueFrom(source.pipe(toParquet(path, { rowGroupSize: 2 })))).rejects.toBe(boom);
    expect(existsSync(path)).toBe(false);
    const cp = await readCheckpoint(path);
    // Six in full row groups, the seventh flushed as a short group before the error went down.
    expect(cp).toMatchObject({ format: 'parquet', records: 7, cursor: { skip: 7 }, complete: false });
    expect(cp?.rowGroups).toHaveLength(4);
    expect((await stat(partialPath(path))).size).toBe(cp?.bytes);
  });

  it('resumes after a cut: drops a half row group, keeps old groups in the footer, writes each document once', async () => {
    const path = join(dir, 'resume.parquet');
    await expect(
      lastValueFrom(
        concat(
          from(pages(5, 5)),
          throwError(() => new Error('x')),
        ).pipe(toParquet(path, { rowGroupSize: 3 })),
      ),
    ).rejects.toThrow('x');
    const cp = await readCheckpoint(path);
    // Half a row group written after the checkpoint, as a kill during a write leaves it.
    await writeFile(partialPath(path), Buffer.alloc(777, 7), { flag: 'a' });
    expect((await stat(partialPath(path))).size).toBe(cp!.bytes + 777);
    const summary = await lastValueFrom(
      from(pages(12, 4, 4)).pipe(toParquet(path, { rowGroupSize: 3, resume: true })),
    );
    expect(summary).toMatchObject({ records: 12, resumed: true });
    const rows = await readParquetRows(path);
    expect(rows.map((r) => r.url)).toEqual(Array.from({ length: 12 }, (_, i) => `https://example.com/${i}`));
    expect(await parquetRowGroups(path)).toEqual([3, 2, 3, 3, 1]);
    expect(await readFile(path).then((b) => b.subarray(-4).toString())).toBe('PAR1');
  });
});
