/**
 * `toDataset` to a local directory: Hive-style part files read back by DuckDB with `hive_partitioning`,
 * row for row the JSONL export of the same job; the manifest written last; a finished export not written
 * over; resume after a failure mid-export with every document exactly once.
 */
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { from, lastValueFrom, map, ReplaySubject, take, toArray } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CheckpointError } from '../../../src/errors/errors.js';
import { toDataset } from '../../../src/sinks/dataset/to-dataset.js';
import { toJsonl } from '../../../src/sinks/jsonl/to-jsonl.js';
import { QUICK_POLL_MS } from '../../helpers/quick-poll.js';
import { cleanup, eventually, setupEmulator } from '../../operations/emulator-fixture.js';
import { failAfter, page } from '../pages.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dataset-'));
});
afterEach(async () => {
  await cleanup();
  await rm(dir, { recursive: true, force: true });
});

/** A finished crawl over three hosts of the synthetic web, and its JSONL export's source URLs in order. */
async function crawledJob() {
  const { client } = await setupEmulator();
  let jobId = '';
  await lastValueFrom(
    client
      .crawl(
        { url: 'https://site-1.test', limit: 120, allowSubdomains: true },
        { onStart: (j) => (jobId = j.id), pollIntervalMs: QUICK_POLL_MS },
      )
      .pipe(toArray()),
  );
  const jsonl = join(dir, 'job.jsonl');
  await lastValueFrom(client.crawlPages(jobId).pipe(toJsonl(jsonl)));
  const lines = (await readFile(jsonl, 'utf8')).trim().split('\n');
  return { client, jobId, lines };
}

async function query<T = Record<string, unknown>>(sql: string): Promise<T[]> {
  const instance = await DuckDBInstance.create(':memory:');
  const conn = await instance.connect();
  try {
    return (await conn.runAndReadAll(sql)).getRowObjectsJson() as T[];
  } finally {
    conn.closeSync();
    instance.closeSync();
  }
}

async function files(root: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) out.push(join(entry.parentPath, entry.name).slice(root.length + 1));
  return out.sort();
}

describe('toDataset to a directory', () => {
  it('writes Hive-style Parquet parts that DuckDB reads back, row for row the JSONL export, and the manifest last', async () => {
    const { client, jobId, lines } = await crawledJob();
    const target = join(dir, 'ds');
    const summary = await lastValueFrom(
      client
        .crawlPages(jobId)
        .pipe(toDataset(target, { partitionBy: ['job_id', 'host', 'date'], partBytes: 150_000 })),
    );
    expect(summary.records).toBe(lines.length);
    expect(summary.parts.length).toBeGreaterThan(3);
    const manifest = JSON.parse(await readFile(join(target, '_manifest.json'), 'utf8'));
    expect(manifest.records).toBe(lines.length);
    expect(manifest.parts.map((p: { key: string }) => p.key).sort()).toEqual(
      (await files(target)).filter((f) => f.endsWith('.parquet')),
    );
    // Nothing else is left: no staging folder, no checkpoint.
    expect((await files(target)).filter((f) => !f.endsWith('.parquet'))).toEqual(['_manifest.json']);
    const hosts = new Set(manifest.parts.map((p: { partition: { host: string } }) => p.partition.host));
    expect(hosts.size).toBeGreaterThan(1);
    for (const part of manifest.parts as { key: string; partition: Record<string, string> }[])
      expect(
        part.key.startsWith(
          `job_id=${part.partition.job_id}/host=${part.partition.host}/date=${part.partition.date}/`,
        ),
      ).toBe(true);

    const rows = await query<{ sourceURL: string; job_id: string; host: string; date: string }>(
      `select sourceURL, job_id, host, date::VARCHAR as date from read_parquet('${target}/**/*.parquet', hive_partitioning = true)`,
    );
    const expected = lines.map((l) => JSON.parse(l).metadata.sourceURL as string);
    expect(rows.map((r) => r.sourceURL).sort()).toEqual([...expected].sort());
    for (const row of rows) {
      expect(row.job_id).toBe(jobId);
      expect(row.host).toBe(new URL(row.sourceURL).hostname);
      expect(row.date).toBe(new Date().toISOString().slice(0, 10));
    }
  });

  it('writes JSONL parts with --format jsonl, each document once', async () => {
    const { client, jobId, lines } = await crawledJob();
    const target = join(dir, 'ds-jsonl');
    const summary = await lastValueFrom(
      client.crawlPages(jobId).pipe(toDataset(target, { format: 'jsonl', partBytes: 200_000 })),
    );
    const parts = (await files(target)).filter((f) => f.endsWith('.jsonl'));
    expect(parts.length).toBe(summary.parts.length);
    const written: string[] = [];
    for (const part of parts)
      written.push(...(await readFile(join(target, part), 'utf8')).trim().split('\n'));
    expect(written.sort()).toEqual([...lines].sort());
    expect(parts.every((p) => p.startsWith(`job_id=${jobId}/date=`))).toBe(true);
  });

  it('refuses a directory that holds a finished export, naming it', async () => {
    const { client, jobId } = await crawledJob();
    const target = join(dir, 'twice');
    await lastValueFrom(client.crawlPages(jobId).pipe(toDataset(target)));
    const err = await lastValueFrom(client.crawlPages(jobId).pipe(toDataset(target))).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(CheckpointError);
    expect((err as CheckpointError).code).toBe('DATASET_EXISTS');
    expect((err as Error).message).toContain(`${target}/ already holds a finished export`);
  });

  it('resumes after a failure mid-export: every document exactly once across parts', async () => {
    const { client, jobId, lines } = await crawledJob();
    const target = join(dir, 'resumed');
    const options = { partitionBy: ['job_id', 'host'] as const, partBytes: 100_000, checkpointIntervalMs: 0 };
    // The first run stops after some pages: its staging folder keeps the open parts and the checkpoint.
    const stopped = await lastValueFrom(
      client.crawlPages(jobId, { pageLimit: 10 }).pipe(
        take(5),
        toDataset(target, options),
        map(() => 'finished'),
      ),
    ).catch((e: unknown) => e);
    expect(stopped).toBe('finished');
    expect(existsSync(join(target, '_manifest.json'))).toBe(true);
    await rm(target, { recursive: true, force: true });

    const failing = client
      .crawlPages(jobId, { pageLimit: 10 })
      .pipe(failAfter(4), toDataset(target, options));
    await expect(lastValueFrom(failing)).rejects.toThrow('network gone');
    expect(existsSync(join(target, '_manifest.json'))).toBe(false);
    const checkpoint = JSON.parse(
      await readFile(join(target, '_staging', '_export.checkpoint.json'), 'utf8'),
    );
    const summary = await lastValueFrom(
      client
        .crawlPages(jobId, { from: checkpoint.cursor, pageLimit: 10 })
        .pipe(toDataset(target, { ...options, resume: true })),
    );
    expect(summary.resumed).toBe(true);
    expect(summary.records).toBe(lines.length);
    const rows = await query<{ sourceURL: string }>(
      `select sourceURL from read_parquet('${target}/**/*.parquet', hive_partitioning = true)`,
    );
    const expected = lines.map((l) => JSON.parse(l).metadata.sourceURL as string);
    expect(rows.map((r) => r.sourceURL).sort()).toEqual([...expected].sort());
  });

  it('checkpoints a prefix of the job when a part of another host opened and finished while one was filling', async () => {
    // Host a's rows stay in the row group being filled (not yet durable); host b's part opens and rolls at
    // once with a later document. A checkpoint must not count host b's document without host a's earlier ones.
    const hostDoc = (i: number, host: string, text = '') =>
      JSON.stringify({
        markdown: `# ${i}${text}`,
        metadata: { sourceURL: `https://${host}/${i}`, statusCode: 200 },
      });
    const docs = [
      hostDoc(0, 'a.test'),
      hostDoc(1, 'a.test'),
      hostDoc(2, 'a.test'),
      hostDoc(3, 'b.test', 'x'.repeat(3000)),
      hostDoc(4, 'a.test'),
      hostDoc(5, 'a.test'),
    ];
    const target = join(dir, 'overlap');
    const staging = join(target, '_staging');
    const checkpointFile = join(staging, '_export.checkpoint.json');
    const options = { partitionBy: ['job_id', 'host'] as const, partBytes: 2000, checkpointIntervalMs: 0 };
    const source = new ReplaySubject<ReturnType<typeof page>>();
    const first = lastValueFrom(source.pipe(toDataset(target, options))).catch((e: unknown) => e);
    source.next(page(0, docs.slice(0, 3)));
    source.next(page(3, docs.slice(3, 4)));
    // The staging folder once a checkpoint records host b's part, copied as a crash would leave it.
    const crash = join(dir, 'crash');
    await eventually(() => {
      if (!existsSync(checkpointFile)) return false;
      const { dataset } = JSON.parse(readFileSync(checkpointFile, 'utf8'));
      return dataset.published.length + dataset.publishing.length === 1;
    }, "a checkpoint that records host b's part");
    await cp(staging, crash, { recursive: true });
    source.error(new Error('killed'));
    expect(await first).toBeInstanceOf(Error);
    await rm(staging, { recursive: true, force: true });
    await cp(crash, staging, { recursive: true });

    const checkpoint = JSON.parse(await readFile(checkpointFile, 'utf8'));
    const skip: number = checkpoint.cursor.skip;
    const rest = [page(skip, docs.slice(skip, 4)), page(4, docs.slice(4))].filter((p) => p.raw.length > 0);
    const summary = await lastValueFrom(from(rest).pipe(toDataset(target, { ...options, resume: true })));
    expect(summary.records).toBe(docs.length);
    const rows = await query<{ sourceURL: string }>(
      `select sourceURL from read_parquet('${target}/**/*.parquet', hive_partitioning = true)`,
    );
    expect(rows.map((r) => r.sourceURL).sort()).toEqual(
      docs.map((d) => JSON.parse(d).metadata.sourceURL as string).sort(),
    );
  });
});
