/** `crawlstream crawl … -o DIR/ --changes`: a daily re-crawl into one dataset, its state under `_crawlstream/`. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { duckdbDatabase } from '../sinks/table/table-db.js';
import { dailySite } from '../small-pages.js';
import { emulatorFixture, parseJsonl, QUICK_POLL, runCliInProcess, sourceUrl } from './cli-harness.js';

const fixture = emulatorFixture('crawlstream-changes-dataset-', dailySite(4, 300), QUICK_POLL);

const SITE = ['https://site-1.test/', '--allow-subdomains', '--crawl-entire-domain'];

interface Manifest {
  parts: { key: string; records: number }[];
  exports: { jobId: string; records: number; parts: number }[];
  files?: string[];
  records: number;
}

async function day(args: string[], dataset: string) {
  const run = await runCliInProcess([
    ...args,
    'crawl',
    ...SITE,
    '-o',
    dataset,
    '--format',
    'jsonl',
    '--changes',
    '--json',
  ]);
  expect(run.code, run.stderr).toBe(0);
  const summary = JSON.parse(run.stdout.trim().split('\n').at(-1) as string);
  const manifest = JSON.parse(await readFile(join(dataset, '_manifest.json'), 'utf8')) as Manifest;
  const rows: Record<string, unknown>[] = [];
  for (const part of manifest.parts.filter((p) => p.key.includes(`job_id=${summary.jobId}/`))) {
    rows.push(...parseJsonl(await readFile(join(dataset, part.key), 'utf8')));
  }
  return { run, summary, manifest, rows };
}

const statusOf = (row: Record<string, unknown>) =>
  (row.changeTracking as { changeStatus: string }).changeStatus;
const urlsWith = (rows: Record<string, unknown>[], status: string) =>
  rows
    .filter((r) => statusOf(r) === status)
    .map(sourceUrl)
    .sort();

describe('crawl --changes into a dataset', () => {
  it('each day adds an export of what changed; the state and loads log live in the dataset', async () => {
    const { emulator, args } = await fixture.serve();
    const dataset = `${join(fixture.dir(), 'site')}/`;
    const first = await day(args, dataset);
    expect(first.manifest.exports).toHaveLength(1);
    expect(first.manifest.files).toEqual(['_crawlstream/state.jsonl', '_crawlstream/loads.jsonl']);
    const found = new Set(first.rows.map(sourceUrl));

    const changes = emulator.advanceWeb();
    const second = await day(args, dataset);
    expect(urlsWith(second.rows, 'changed')).toEqual(changes.edited.filter((u) => found.has(u)).sort());
    expect(urlsWith(second.rows, 'new')).toEqual([...changes.added].sort());
    expect(urlsWith(second.rows, 'removed')).toEqual(changes.removed.filter((u) => found.has(u)).sort());
    // The manifest lists both exports' parts; each export its own records.
    expect(second.manifest.exports.map((e) => e.jobId)).toEqual([first.summary.jobId, second.summary.jobId]);
    expect(second.manifest.exports[1]?.records).toBe(second.rows.length);
    expect(second.manifest.records).toBe(first.rows.length + second.rows.length);

    const third = await day(args, dataset);
    expect(third.rows).toEqual([]);
    expect(third.manifest.exports).toHaveLength(3);
    const loads = parseJsonl(await readFile(join(dataset, '_crawlstream/loads.jsonl'), 'utf8'));
    expect(loads.map((l) => l.jobId)).toEqual([
      first.summary.jobId,
      second.summary.jobId,
      third.summary.jobId,
    ]);
    const state = parseJsonl(await readFile(join(dataset, '_crawlstream/state.jsonl'), 'utf8'));
    expect(state.length).toBeGreaterThanOrEqual(found.size);

    // The README's query of the current state: the latest row per URL, tombstones excluded.
    const current = await duckdbDatabase(join(fixture.dir(), 'current.duckdb')).query(`
      WITH loads AS (SELECT jobId, startedAt FROM read_json('${dataset}_crawlstream/loads.jsonl')),
      rows AS (
        SELECT metadata->>'sourceURL' AS url, changeTracking->>'changeStatus' AS status,
          regexp_extract(filename, 'job_id=([^/]+)', 1) AS job_id
        FROM read_json('${dataset}job_id=*/**/*.jsonl', filename = true,
          columns = {metadata: 'JSON', changeTracking: 'JSON'}))
      SELECT url, status FROM (
        SELECT rows.*, row_number() OVER (PARTITION BY url ORDER BY loads.startedAt DESC) AS rn
        FROM rows JOIN loads ON loads.jobId = rows.job_id)
      WHERE rn = 1 AND status <> 'removed'`);
    const live = new Set([...found, ...changes.added].filter((u) => !changes.removed.includes(u)));
    for (const url of urlsWith(first.rows, 'removed')) live.delete(url);
    expect(current.map((r) => String(r.url)).sort()).toEqual([...live].sort());

    // The same current state, written into the dataset as a snapshot the manifest lists.
    const compact = await runCliInProcess([...args, 'datasets', 'compact', dataset]);
    expect(compact.code, compact.stderr).toBe(0);
    const manifest = JSON.parse(await readFile(join(dataset, '_manifest.json'), 'utf8'));
    const [snapshot] = manifest.snapshots;
    expect(snapshot).toMatchObject({ exports: 3, records: live.size });
    const snapshotRows = parseJsonl(await readFile(join(dataset, snapshot.parts[0].key), 'utf8'));
    expect(snapshotRows.map(sourceUrl).sort()).toEqual([...live].sort());
    const edited = changes.edited.find((u) => found.has(u)) as string;
    expect(snapshotRows.find((r) => sourceUrl(r) === edited)).toEqual(
      second.rows.find((r) => sourceUrl(r) === edited),
    );
    // The exports stay: the manifest's parts are the three exports' only.
    expect(manifest.parts).toEqual(third.manifest.parts);
    expect(current.length).toBeGreaterThan(0);
    expect(current.some((r) => changes.removed.includes(String(r.url)))).toBe(false);
  });

  it('compacts a Parquet dataset into a snapshot of the latest row of each live URL', async () => {
    const { emulator, args } = await fixture.serve();
    const dataset = `${join(fixture.dir(), 'parquet-site')}/`;
    const crawl = async () => {
      const run = await runCliInProcess([...args, 'crawl', ...SITE, '-o', dataset, '--changes', '--json']);
      expect(run.code, run.stderr).toBe(0);
      return JSON.parse(run.stdout.trim().split('\n').at(-1) as string);
    };
    const first = await crawl();
    const changes = emulator.advanceWeb();
    await crawl();
    const compact = await runCliInProcess([...args, 'datasets', 'compact', dataset]);
    expect(compact.code, compact.stderr).toBe(0);
    const manifest = JSON.parse(await readFile(join(dataset, '_manifest.json'), 'utf8'));
    const key = manifest.snapshots[0].parts[0].key as string;
    const rows = await duckdbDatabase(join(fixture.dir(), 'parquet-read.duckdb')).query(
      `SELECT sourceURL, changeStatus FROM read_parquet('${join(dataset, key)}')`,
    );
    const urls = new Set(rows.map((r) => String(r.sourceURL)));
    expect(rows.length).toBe(urls.size);
    expect(rows.length).toBe(manifest.snapshots[0].records);
    for (const url of changes.removed) expect(urls.has(url)).toBe(false);
    for (const url of changes.added) expect(urls.has(url)).toBe(true);
    expect(rows.every((r) => r.changeStatus !== 'removed')).toBe(true);
    // Every page of the first day that is still there, and the new ones.
    expect(urls.size).toBe(first.changes.counts.new - changes.removed.length + changes.added.length);
  });

  it('a plain export into a dataset that holds one is still refused', async () => {
    const { args, emulator } = await fixture.serve();
    const dataset = `${join(fixture.dir(), 'once')}/`;
    const first = await runCliInProcess([...args, 'crawl', ...SITE, '--limit', '5', '-o', dataset]);
    expect(first.code, first.stderr).toBe(0);
    const started = () => emulator.requests.filter((r) => r.method === 'POST').length;
    expect(started()).toBe(1);
    const again = await runCliInProcess([...args, 'crawl', ...SITE, '--limit', '5', '-o', dataset]);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toContain('already holds a finished export');
    // Refused before the crawl was started: no credit spent.
    expect(started()).toBe(1);
  });
});
