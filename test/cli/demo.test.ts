import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { asyncBufferFromFile, parquetReadObjects } from 'hyparquet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duckdbDatabase } from '../sinks/table/table-db.js';
import { assertBuilt, parseJsonl, runCli, sourceUrl } from './cli-harness.js';

let dir: string;
beforeAll(async () => {
  assertBuilt();
  dir = await mkdtemp(join(tmpdir(), 'crawlstream-demo-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('crawlstream demo', () => {
  it('crawls the in-process emulator to JSONL, Parquet, a dataset and a DuckDB table, then again after the web changed, and prints the summary, with no key and no network', async () => {
    const out = join(dir, 'out');
    // No API key or URL in the environment: the demo needs neither.
    const run = await runCli(['demo', '--pages', '400', '--out', out]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Demo summary/);
    expect(run.stdout).toMatch(/documents +\d+ \(\d+\.\d MB of JSON/);
    expect(run.stdout).toMatch(/read back +\d+ rows with hyparquet; URLs match the JSONL row for row/);
    expect(run.stdout).toMatch(/peak memory +\d+ MB/);
    expect(run.stderr).toMatch(/crawl → JSONL/);

    const docs = parseJsonl(await readFile(join(out, 'demo.jsonl'), 'utf8'));
    const documents = Number(/documents +(\d+)/.exec(run.stdout)?.[1]);
    expect(docs).toHaveLength(documents);
    // Read the Parquet file independently of the demo's own check, every column the URL test needs.
    const rows = await parquetReadObjects({
      file: await asyncBufferFromFile(join(out, 'demo.parquet')),
      columns: ['url', 'markdown'],
      compressors: { GZIP: (input: Uint8Array) => new Uint8Array(gunzipSync(input)) },
    });
    expect(rows.map((row) => row.url)).toEqual(docs.map(sourceUrl));
    expect(rows.map((row) => row.markdown)).toEqual(docs.map((doc) => doc.markdown));

    // The DuckDB table, read here with DuckDB apart from the demo's own count.
    expect(run.stdout).toMatch(
      new RegExp(
        `DuckDB table +\\S+demo\\.duckdb +table pages, written in [\\d.]+ s; DuckDB reads ${documents} rows, ${documents} distinct URLs`,
      ),
    );
    const table = duckdbDatabase(join(out, 'demo.duckdb'));
    const stored = await table.query('SELECT source_url, markdown FROM pages');
    const markdownByUrl = new Map(stored.map((row) => [row.source_url, row.markdown]));
    expect(markdownByUrl.size).toBe(documents);
    for (const doc of docs) expect(markdownByUrl.get(sourceUrl(doc))).toBe(doc.markdown);

    // Day 2: the web changed and the same crawl with --changes wrote only that, each record marked.
    const day2 =
      /day 2 +the web changed: of the \d+ pages edited and \d+ removed, (\d+) and (\d+) are in the crawl's reach, and (\d+) were added; the same crawl with --changes wrote (\d+) of \d+ pages to \S+demo-day2\.jsonl: (\d+) changed, (\d+) new, (\d+) removed \(exactly what changed\)/.exec(
        run.stdout,
      );
    expect(day2, run.stdout).not.toBeNull();
    const [written, changed, added, removed] = [4, 5, 6, 7].map((i) => Number(day2?.[i])) as [
      number,
      number,
      number,
      number,
    ];
    const changes = parseJsonl(await readFile(join(out, 'demo-day2.jsonl'), 'utf8'));
    expect(changes).toHaveLength(written);
    expect(written).toBe(changed + added + removed);
    expect(written).toBeGreaterThan(0);
    const statuses = changes.map((doc) => (doc.changeTracking as { changeStatus: string }).changeStatus);
    expect(statuses.filter((s) => s === 'changed')).toHaveLength(changed);
    expect(statuses.filter((s) => s === 'new')).toHaveLength(added);
    expect(statuses.filter((s) => s === 'removed')).toHaveLength(removed);
    // What the summary says the web changed in the crawl's reach is what was counted.
    expect([changed, removed, added]).toEqual([1, 2, 3].map((i) => Number(day2?.[i])));
    const loads = parseJsonl(await readFile(join(out, 'demo.state.loads.jsonl'), 'utf8'));
    expect(loads).toHaveLength(2);
  });
});
