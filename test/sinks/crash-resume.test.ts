import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../src/emulator/index.js';
import { readCheckpoint } from '../../src/sinks/checkpoint.js';
import { datasetCheckpointFile } from '../../src/sinks/dataset/staging.js';
import { exportWithCrashes, TEN_KILLS } from './crash-harness.js';
import { readParquetRows } from './parquet/read-parquet.js';

const DOCS = 120;

let emulator: Emulator;
let dir: string;
beforeAll(async () => {
  emulator = await startEmulator({ seed: 7 });
  dir = await mkdtemp(join(tmpdir(), 'crash-'));
});
afterAll(async () => {
  await emulator?.close();
  await rm(dir, { recursive: true, force: true });
});

const expectedUrls = (jobId: string) => emulator.jobs.sourceUrls(jobId);

describe('exactly once after SIGKILL', () => {
  it('JSONL export killed at several points and resumed holds every document once, in order', async () => {
    const jobId = emulator.createCompletedCrawl({ pages: DOCS, sizes: [300, 5000, 40_000] });
    const out = join(dir, 'crawl.jsonl');
    const { kills, final, resumedFrom } = await exportWithCrashes(
      ['jsonl', emulator.url, emulator.apiKey, jobId, out],
      () => readCheckpoint(out),
    );
    expect(kills).toBeGreaterThanOrEqual(3);
    // At least one run resumed from a checkpoint in the middle of the job.
    expect(resumedFrom.some((r) => r > 0 && r < DOCS)).toBe(true);
    expect(final.output).toMatch(/^done /m);
    const lines = (await readFile(out, 'utf8')).split('\n').filter((l) => l.length > 0);
    const urls = lines.map((l) => (JSON.parse(l) as { metadata: { sourceURL: string } }).metadata.sourceURL);
    expect(urls).toEqual(expectedUrls(jobId));
    expect(lines).toEqual(emulator.jobs.documents(jobId).map((d) => JSON.stringify(d)));
    expect(existsSync(`${out}.partial`)).toBe(false);
    expect(await readCheckpoint(out)).toMatchObject({ complete: true, records: DOCS });
  });

  it('Parquet export killed at several points and resumed holds every document once, in order', async () => {
    const jobId = emulator.createCompletedCrawl({ pages: DOCS, sizes: [300, 5000, 40_000] });
    const out = join(dir, 'crawl.parquet');
    const { kills, final, resumedFrom } = await exportWithCrashes(
      ['parquet', emulator.url, emulator.apiKey, jobId, out],
      () => readCheckpoint(out),
    );
    expect(kills).toBeGreaterThanOrEqual(3);
    expect(resumedFrom.some((r) => r > 0 && r < DOCS)).toBe(true);
    expect(final.output).toMatch(/^done /m);
    const rows = await readParquetRows(out);
    expect(rows.map((r) => r.sourceURL)).toEqual(expectedUrls(jobId));
    expect(rows.map((r) => r.markdown)).toEqual(emulator.jobs.documents(jobId).map((d) => d.markdown));
    expect(await readCheckpoint(out)).toMatchObject({ complete: true, records: DOCS });
  });

  it('a dataset export killed ten times and resumed holds every document once across its parts', async () => {
    const docs = 300;
    const jobId = emulator.createCompletedCrawl({ pages: docs, sizes: [300, 5000, 40_000] });
    const out = `${join(dir, 'dataset')}/`;
    const { kills, final, resumedFrom } = await exportWithCrashes(
      ['dataset', emulator.url, emulator.apiKey, jobId, out],
      () => readCheckpoint(datasetCheckpointFile(out)),
      undefined,
      TEN_KILLS,
    );
    expect(kills).toBe(10);
    expect(resumedFrom.some((r) => r > 0 && r < docs)).toBe(true);
    expect(final.output).toMatch(/^done /m);
    const manifest = JSON.parse(await readFile(join(out, '_manifest.json'), 'utf8')) as {
      records: number;
      parts: { key: string; records: number }[];
    };
    expect(manifest.records).toBe(docs);
    const urls: string[] = [];
    for (const part of manifest.parts) {
      const rows = await readParquetRows(join(out, part.key));
      expect(rows.length).toBe(part.records);
      urls.push(...rows.map((r) => String(r.sourceURL)));
    }
    expect(urls.sort()).toEqual([...expectedUrls(jobId)].sort());
    expect(existsSync(join(out, '_staging'))).toBe(false);
  });
});
