import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { concat, from, lastValueFrom, throwError } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CheckpointError } from '../../src/errors/errors.js';
import { checkpointPath, partialPath, readCheckpoint } from '../../src/sinks/checkpoint.js';
import { toJsonl } from '../../src/sinks/jsonl/to-jsonl.js';
import { doc, JOB, page, pages } from './pages.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'jsonl-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const lines = (text: string) => text.split('\n').filter((l) => l.length > 0);

describe('toJsonl', () => {
  it('writes each raw document text unchanged, one per line, and releases every page', async () => {
    const odd =
      '{ "metadata" : {"title":"Ünïcödé 日本語 \\u2028 🚀","sourceURL":"https://e.com/é"} ,"markdown":"a\\nb"}';
    const pretty = '{\n  "markdown": "x",\n  "metadata": {}\n}';
    const input = [page(0, [doc(0), odd]), page(2, [pretty, doc(3)])];
    const path = join(dir, 'out.jsonl');
    const summary = await lastValueFrom(from(input).pipe(toJsonl(path)));
    const text = await readFile(path, 'utf8');
    expect(lines(text)).toEqual([doc(0), odd, '{   "markdown": "x",   "metadata": {} }', doc(3)]);
    expect(lines(text).map((l) => JSON.parse(l))).toEqual(
      [doc(0), odd, pretty, doc(3)].map((l) => JSON.parse(l)),
    );
    expect(summary).toMatchObject({
      path,
      format: 'jsonl',
      records: 4,
      bytes: Buffer.byteLength(text),
      jobId: JOB,
      kind: 'crawl',
      cursor: { skip: 4 },
      resumed: false,
    });
    expect(input.map((p) => [p.held, p.released])).toEqual([
      [1, 1],
      [1, 1],
    ]);
    expect(existsSync(partialPath(path))).toBe(false);
    expect(await readCheckpoint(path)).toMatchObject({ complete: true, records: 4, cursor: { skip: 4 } });
  });

  it('writes an empty file for an empty stream', async () => {
    const path = join(dir, 'empty.jsonl');
    const summary = await lastValueFrom(from([]).pipe(toJsonl(path)));
    expect(summary).toMatchObject({ records: 0, bytes: 0, jobId: null, cursor: { skip: 0 } });
    expect(await readFile(path, 'utf8')).toBe('');
  });

  it('on an error half-way leaves the partial file and a consistent checkpoint, and no final file', async () => {
    const path = join(dir, 'half.jsonl');
    const boom = new Error('connection lost');
    const source = concat(
      from(pages(6, 2)),
      throwError(() => boom),
    );
    await expect(lastValueFrom(source.pipe(toJsonl(path, { checkpointIntervalMs: 60_000 })))).rejects.toBe(
      boom,
    );
    expect(existsSync(path)).toBe(false);
    const cp = await readCheckpoint(path);
    const partial = await readFile(partialPath(path), 'utf8');
    expect(cp).toMatchObject({ jobId: JOB, kind: 'crawl', records: 6, cursor: { skip: 6 }, complete: false });
    expect(cp?.bytes).toBe(Buffer.byteLength(partial));
    expect(lines(partial)).toEqual(Array.from({ length: 6 }, (_, i) => doc(i)));
  });

  it('resumes: cuts bytes past the checkpoint, skips documents before its cursor, writes each once', async () => {
    const path = join(dir, 'resume.jsonl');
    const all = pages(10, 3);
    await expect(
      lastValueFrom(
        concat(
          from(all.slice(0, 2)),
          throwError(() => new Error('x')),
        ).pipe(toJsonl(path)),
      ),
    ).rejects.toThrow('x');
    // A crash after the checkpoint wrote more bytes: they must not survive.
    await writeFile(partialPath(path), `${doc(6)}\n{"half`, { flag: 'a' });
    // The resumed stream starts before the cursor (skip 3 < 6).
    const summary = await lastValueFrom(from(pages(10, 3, 3)).pipe(toJsonl(path, { resume: true })));
    expect(summary).toMatchObject({ records: 10, resumed: true, cursor: { skip: 10 } });
    expect(lines(await readFile(path, 'utf8'))).toEqual(Array.from({ length: 10 }, (_, i) => doc(i)));
  });

  it('refuses a gap in the cursor and a page of another job', async () => {
    const path = join(dir, 'gap.jsonl');
    await expect(
      lastValueFrom(from([page(0, [doc(0)]), page(2, [doc(2)])]).pipe(toJsonl(path))),
    ).rejects.toThrow(CheckpointError);
    await expect(
      lastValueFrom(
        from([page(0, [doc(0)]), page(1, [doc(1)], 'other')]).pipe(toJsonl(join(dir, 'b.jsonl'))),
      ),
    ).rejects.toThrow(/job other/);
  });

  it('round-trips through gzip, also across a resume', async () => {
    const path = join(dir, 'out.jsonl.gz');
    await expect(
      lastValueFrom(
        concat(
          from(pages(7, 2)),
          throwError(() => new Error('x')),
        ).pipe(toJsonl(path, { gzip: true })),
      ),
    ).rejects.toThrow('x');
    const summary = await lastValueFrom(
      from(pages(9, 2, 6)).pipe(toJsonl(path, { gzip: true, resume: true })),
    );
    const gz = await readFile(path);
    expect(summary.bytes).toBe((await stat(path)).size);
    expect(lines(gunzipSync(gz).toString('utf8'))).toEqual(Array.from({ length: 9 }, (_, i) => doc(i)));
    // A checkpoint whose partial file is gone cannot be resumed; no checkpoint at all starts fresh.
    const lost = join(dir, 'lost.jsonl.gz');
    await expect(
      lastValueFrom(
        concat(
          from(pages(2, 2)),
          throwError(() => new Error('x')),
        ).pipe(toJsonl(lost, { gzip: true })),
      ),
    ).rejects.toThrow('x');
    await rm(partialPath(lost));
    await expect(
      lastValueFrom(from(pages(4, 2)).pipe(toJsonl(lost, { gzip: true, resume: true }))),
    ).rejects.toThrow(/missing/);
    await expect(
      lastValueFrom(from(pages(4, 2)).pipe(toJsonl(lost, { gzip: false, resume: true }))),
    ).rejects.toThrow(/gzip/);
    const fresh = await lastValueFrom(
      from(pages(2, 2)).pipe(toJsonl(join(dir, 'new.gz'), { gzip: true, resume: true })),
    );
    expect(fresh).toMatchObject({ records: 2, resumed: false });
  });

  it('keeps an unfinished export unless told to resume or overwrite it, and finishes a run that crashed before its rename', async () => {
    const path = join(dir, 'again.jsonl');
    await expect(
      lastValueFrom(
        concat(
          from(pages(4, 2)),
          throwError(() => new Error('x')),
        ).pipe(toJsonl(path)),
      ),
    ).rejects.toThrow('x');
    expect(existsSync(checkpointPath(path))).toBe(true);
    const checkpoint = await readFile(checkpointPath(path), 'utf8');
    // Without resume or overwrite the sink refuses and leaves the earlier export as it was.
    await expect(lastValueFrom(from(pages(3, 3)).pipe(toJsonl(path)))).rejects.toThrow(
      /unfinished export .* resume it \(resume: true\) or start over \(overwrite: true\)/,
    );
    expect(await readFile(checkpointPath(path), 'utf8')).toBe(checkpoint);
    await lastValueFrom(from(pages(3, 3)).pipe(toJsonl(path, { overwrite: true })));
    expect(lines(await readFile(path, 'utf8'))).toHaveLength(3);
    // Complete checkpoint, file not yet renamed: resume only renames.
    const { rename } = await import('node:fs/promises');
    await rename(path, partialPath(path));
    const summary = await lastValueFrom(from(pages(99, 3)).pipe(toJsonl(path, { resume: true })));
    expect(summary).toMatchObject({ records: 3, resumed: true });
    expect(lines(await readFile(path, 'utf8'))).toHaveLength(3);
  });
});
