import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { asyncBufferFromFile, parquetMetadataAsync } from 'hyparquet';
import { concat, from, lastValueFrom, throwError } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkpointPath, partialPath, readCheckpoint } from '../../../src/sinks/checkpoint.js';
import { SOURCE_WORKER_ENV } from '../../../src/sinks/parquet/encoder.js';
import { packRowGroup, unpackRowGroup } from '../../../src/sinks/parquet/footer-entries.js';
import { documentRow } from '../../../src/sinks/parquet/schema.js';
import { toTaggedJson } from '../../../src/sinks/parquet/tagged-json.js';
import { toParquet } from '../../../src/sinks/parquet/to-parquet.js';
import { doc, JOB, page, pages, type TestPage } from '../pages.js';
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

let varied: readonly string[] | undefined;
/** Documents of every kind, the third of 5 MB: built once (a build cost ~0.13 s), a fresh list each call. */
function variedDocs(): string[] {
  varied ??= buildVariedDocs();
  return [...varied];
}

function buildVariedDocs(): string[] {
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
    JSON.stringify({
      markdown: '',
      links: [],
      warning: 'The JSON extraction hit the token limit; the result is partial.',
      changeTracking: {
        previousScrapeAt: '2026-11-20T08:15:00.000Z',
        changeStatus: 'changed',
        visibility: 'visible',
      },
    }),
    doc(5),
  ];
}

/** Exports `input` in row groups of 3 until the stream fails; the checkpoint it leaves. */
async function exportCutShort(path: string, input: TestPage[]) {
  await expect(
    lastValueFrom(
      concat(
        from(input),
        throwError(() => new Error('x')),
      ).pipe(toParquet(path, { rowGroupSize: 3 })),
    ),
  ).rejects.toThrow('x');
  return readCheckpoint(path);
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

  it('from the sources with no bundled worker named, starts the worker through tsx and writes the same rows', async () => {
    // The test suite names a bundle of the worker (`test/source-workers.ts`); a program run with tsx does not.
    const bundled = process.env[SOURCE_WORKER_ENV];
    delete process.env[SOURCE_WORKER_ENV];
    try {
      const raws = variedDocs().filter((_, i) => i !== 2);
      const path = join(dir, 'tsx-worker.parquet');
      await lastValueFrom(from([page(0, raws)]).pipe(toParquet(path, { rowGroupSize: 2, worker: true })));
      expect(await readParquetRows(path)).toEqual(raws.map(expected));
    } finally {
      if (bundled !== undefined) process.env[SOURCE_WORKER_ENV] = bundled;
    }
  });

  it('is read by DuckDB too, with the list and JSON columns intact', async () => {
    const raws = variedDocs().filter((_, i) => i !== 2);
    const path = join(dir, 'duck.parquet');
    await lastValueFrom(from([page(0, raws)]).pipe(toParquet(path, { compression: 'snappy' })));
    const instance = await DuckDBInstance.create(':memory:');
    const conn = await instance.connect();
    try {
      const reader = await conn.runAndReadAll(
        `select url, title, statusCode, links, warning, changeStatus, previousScrapeAt::TIMESTAMPTZ as previousScrapeAt, metadata::VARCHAR as metadata from read_parquet('${path}')`,
      );
      const rows = reader.getRowObjectsJson();
      expect(rows.map((r) => r.title)).toEqual(raws.map((r) => expected(r).title));
      expect(rows.map((r) => r.statusCode)).toEqual(raws.map((r) => expected(r).statusCode));
      expect(rows.map((r) => r.links)).toEqual(raws.map((r) => expected(r).links));
      expect(rows.map((r) => r.warning)).toEqual(raws.map((r) => expected(r).warning));
      expect(rows.map((r) => r.changeStatus)).toEqual(raws.map((r) => expected(r).changeStatus));
      // The service's ISO 8601 text casts to a timestamp.
      expect(
        rows.map((r) => r.previousScrapeAt && new Date(String(r.previousScrapeAt)).toISOString()),
      ).toEqual(raws.map((r) => expected(r).previousScrapeAt));
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
    const cp = await exportCutShort(path, pages(5, 5));
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

  for (const worker of [false, true]) {
    it(`keeps no view of a page's bytes once it released the page: the source may reuse them (worker: ${worker})`, async () => {
      const raws = variedDocs().filter((_, i) => i !== 2);
      const path = join(dir, `reuse-${worker}.parquet`);
      const input = [bytesPage(0, raws.slice(0, 3)), bytesPage(3, raws.slice(3)), bytesPage(5, [doc(9)])];
      await lastValueFrom(from(input).pipe(toParquet(path, { rowGroupSize: 4, worker })));
      expect(input.map((p) => p.released)).toEqual([1, 1, 1]);
      expect(await readParquetRows(path)).toEqual([...raws, doc(9)].map(expected));
    });
  }

  for (const compression of ['snappy', 'gzip', 'none'] as const) {
    it(`reads back every column value for value with DuckDB (compression: ${compression})`, async () => {
      const raws = variedDocs();
      const path = join(dir, `duck-${compression}.parquet`);
      await lastValueFrom(from([page(0, raws)]).pipe(toParquet(path, { compression, rowGroupSize: 4 })));
      const codecs = (await parquetMetadataAsync(await asyncBufferFromFile(path))).row_groups.flatMap((g) =>
        g.columns.map((c) => c.meta_data?.codec),
      );
      expect(new Set(codecs)).toEqual(
        new Set([{ snappy: 'SNAPPY', gzip: 'GZIP', none: 'UNCOMPRESSED' }[compression]]),
      );
      const instance = await DuckDBInstance.create(':memory:');
      const conn = await instance.connect();
      try {
        const reader = await conn.runAndReadAll(`select * from read_parquet('${path}')`);
        const rows = reader.getRowObjectsJson();
        expect(rows.map((r) => ({ ...r, links: r.links ?? null }))).toEqual(raws.map(expected));
      } finally {
        conn.closeSync();
        instance.closeSync();
      }
    });
  }

  it('writes snappy by default and statistics for language, statusCode, changeStatus and jobId', async () => {
    const path = join(dir, 'stats.parquet');
    const raws = [
      JSON.stringify({
        metadata: { language: 'fr', statusCode: 404 },
        changeTracking: { changeStatus: 'same' },
      }),
      JSON.stringify({
        metadata: { language: 'de', statusCode: 200 },
        changeTracking: { changeStatus: 'changed' },
      }),
      JSON.stringify({ metadata: {} }),
    ];
    await lastValueFrom(from([page(0, raws)]).pipe(toParquet(path)));
    const meta = await parquetMetadataAsync(await asyncBufferFromFile(path));
    const cols = meta.row_groups[0]!.columns.map((c) => c.meta_data!);
    expect(new Set(cols.map((c) => c.codec))).toEqual(new Set(['SNAPPY']));
    const stats = Object.fromEntries(
      cols.filter((c) => c.statistics).map((c) => [c.path_in_schema.join('.'), c.statistics]),
    );
    expect(stats).toEqual({
      language: expect.objectContaining({ null_count: 1n, min_value: 'de', max_value: 'fr' }),
      statusCode: expect.objectContaining({ null_count: 1n, min_value: 200, max_value: 404 }),
      changeStatus: expect.objectContaining({ null_count: 1n, min_value: 'changed', max_value: 'same' }),
      // hyparquet-writer's footer cuts byte-array bounds to 16 bytes (the max rounded up).
      jobId: expect.objectContaining({
        null_count: 0n,
        min_value: JOB.slice(0, 16),
        max_value: '0193a7f0-0000-71',
      }),
    });
  });

  it('keeps footer entries compact in the checkpoint and gives them back exactly', async () => {
    const path = join(dir, 'entries.parquet');
    await expect(
      lastValueFrom(
        concat(
          from([
            page(
              0,
              variedDocs().filter((_, i) => i !== 2),
            ),
          ]),
          throwError(() => new Error('x')),
        ).pipe(toParquet(path, { rowGroupSize: 2 })),
      ),
    ).rejects.toThrow('x');
    const cp = await readCheckpoint(path);
    expect(cp?.rowGroups).toHaveLength(3);
    for (const entry of cp!.rowGroups!) {
      expect(typeof entry).toBe('string');
      expect((entry as string).length).toBeLessThan(400);
      const group = unpackRowGroup(entry);
      expect(packRowGroup(group)).toBe(entry);
      // The tagged-JSON form of older checkpoints reads back to the same entry.
      expect(unpackRowGroup(JSON.parse(JSON.stringify(toTaggedJson(group))))).toEqual(group);
    }
    // An entry of another shape is kept whole, not packed.
    const odd = { ...unpackRowGroup(cp!.rowGroups![0]), sorting_columns: [] };
    expect(packRowGroup(odd)).toEqual(toTaggedJson(odd));
  });

  it('resumes from a checkpoint whose footer entries are tagged JSON, as earlier versions wrote them', async () => {
    const path = join(dir, 'old-cp.parquet');
    const cp = await exportCutShort(path, pages(6, 3));
    const old = { ...cp, rowGroups: cp!.rowGroups!.map((e) => toTaggedJson(unpackRowGroup(e))) };
    await writeFile(checkpointPath(path), JSON.stringify(old));
    await lastValueFrom(from(pages(9, 3, 6)).pipe(toParquet(path, { rowGroupSize: 3, resume: true })));
    const rows = await readParquetRows(path);
    expect(rows.map((r) => r.url)).toEqual(Array.from({ length: 9 }, (_, i) => `https://example.com/${i}`));
  });

  it('refuses to continue a checkpoint of row groups with other columns, and names the file', async () => {
    const path = join(dir, 'old-columns.parquet');
    const cp = await exportCutShort(path, pages(6, 3));
    // As an earlier version wrote them: 14 columns, without warning and changeTracking.
    const fewer = cp!.rowGroups!.map((e) => {
      const g = unpackRowGroup(e);
      return toTaggedJson({ ...g, columns: g.columns.slice(0, 14) });
    });
    await writeFile(checkpointPath(path), JSON.stringify({ ...cp, rowGroups: fewer }));
    await expect(
      lastValueFrom(from(pages(9, 3, 6)).pipe(toParquet(path, { rowGroupSize: 3, resume: true }))),
    ).rejects.toMatchObject({ name: 'CheckpointError', message: expect.stringContaining(partialPath(path)) });
  });

  for (const worker of [false, true]) {
    it(`fails the export on a document that is not JSON, as before (worker: ${worker})`, async () => {
      const path = join(dir, `bad-${worker}.parquet`);
      await expect(
        lastValueFrom(
          from([page(0, [doc(0), '{"markdown":"unterminated'])]).pipe(toParquet(path, { worker })),
        ),
      ).rejects.toThrow(/JSON/);
    });
  }
});

/**
 * A page whose documents are views into one body buffer, as the client delivers them; the body is
 * overwritten the moment the page is released, as a source that reuses body buffers does.
 */
function bytesPage(skip: number, raws: readonly string[]): TestPage {
  const p = page(skip, raws);
  const parts = raws.map((r) => Buffer.from(r, 'utf8'));
  const body = Buffer.concat(parts);
  const rawBytes: Buffer[] = [];
  let at = 0;
  for (const part of parts) {
    rawBytes.push(body.subarray(at, at + part.length));
    at += part.length;
  }
  const hold = p.hold;
  return Object.assign(p, {
    rawBytes,
    hold() {
      const release = hold.call(p);
      return () => {
        body.fill(0x7b);
        release();
      };
    },
  });
}
