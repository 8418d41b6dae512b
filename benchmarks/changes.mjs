/**
 * Change-aware re-crawls (`--changes --state FILE`), as a daily pipeline runs them, with the program itself
 * (`dist/cli/main.js`) against the emulator in its own process:
 *   day 1  crawl a site of `--pages` pages (default 10,000) with --changes: every page new;
 *   then   the web advances one version (`POST /_emulator/web/advance`: 1% of the pages edited, 0.5% added,
 *          0.5% removed);
 *   day 2  the same crawl: what it writes is compared with what the web changed (exact, per status);
 *   day 3  the same crawl with nothing changed: no record written, one more load record;
 *   timing `pages <day 3's job>` exported plainly and with --changes against the pipeline's state, interleaved,
 *          `--runs` times (default 3): the ratio of the medians is what change tracking costs an export.
 * Once against the cloud profile (the service's changeTracking decides) and once against a self-hosted one
 * (crawlstream's fingerprint decides). Then the same three days into a Postgres table (a server the
 * benchmark starts), into a DuckDB file and into a dataset (Parquet parts in a folder), each after one more
 * advance of the web; the dataset's re-export is timed as the file's is.
 *
 *   npm run build && node benchmarks/changes.mjs [--pages=10000] [--runs=3] [--latency=0]
 *
 * `--latency=MS`: server time before each status page in the timed exports (default 0: loopback, where any
 * cost of the tracking shows most). `--quick`: 2,000 pages, one timed run.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DuckDBInstance } from '@duckdb/node-api';
import { PG_DATABASE, PG_PASSWORD, PG_USER, startPostgres } from '../scripts/postgres-server.mjs';
import { EmulatorHandle } from './lib/emulator-handle.mjs';
import { median } from './lib/stats.mjs';

const CLI = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const arg = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const quick = process.argv.includes('--quick');
const pages = arg('pages', quick ? 2000 : 10_000);
const runs = arg('runs', quick ? 1 : 3);
const latency = arg('latency', 0);
const SITE = [
  'https://site-1.test/',
  '--allow-subdomains',
  '--crawl-entire-domain',
  '--limit',
  String(pages * 2),
];
// Page bodies of 2–20 KB of markdown: a site of articles, ~110 MB of JSON per crawl of 10,000 pages.
const SIZES = [{ minBytes: 2_000, maxBytes: 20_000, weight: 1 }];

const work = mkdtempSync(join(tmpdir(), 'changes-bench-'));
const emulator = new EmulatorHandle();

/** Runs the program; resolves with its last stdout line as JSON (the `--json` summary) and the wall time. */
function cli(service, args, env = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      [CLI, '--api-url', service.url, '--api-key', service.apiKey, '--quiet', ...args],
      // The server memory off: each run probes its emulator afresh (one scrape), whatever ran before on its port.
      { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CRAWLSTREAM_CACHE_DIR: 'off', ...env } },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (s) => {
      stdout += s;
    });
    child.stderr.setEncoding('utf8').on('data', (s) => {
      stderr = (stderr + s).slice(-4000);
    });
    child.on('close', (code) => {
      const ms = performance.now() - started;
      if (code !== 0) reject(new Error(`crawlstream ${args.join(' ')} exited ${code}: ${stderr}`));
      else resolve({ summary: JSON.parse(stdout.trim().split('\n').at(-1)), ms });
    });
  });
}

function rows(path) {
  const text = readFileSync(path, 'utf8');
  return text === ''
    ? []
    : text
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line));
}

const urlsWith = (records, status) =>
  records
    .filter((r) => r.changeTracking?.changeStatus === status)
    .map((r) => r.metadata.sourceURL)
    .sort();
const same = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);

/** What the web's next version changes that a crawl which found `found` reaches. */
async function advance(service, found) {
  const advanced = await fetch(`${service.url}/_emulator/web/advance`, {
    method: 'POST',
    headers: { authorization: `Bearer ${service.apiKey}` },
  }).then((r) => r.json());
  return {
    advanced,
    expected: {
      changed: advanced.edited.filter((u) => found.has(u)).sort(),
      new: [...advanced.added].sort(),
      removed: advanced.removed.filter((u) => found.has(u)).sort(),
    },
  };
}

/**
 * The same three days into a table (`-o target --table name`): the second day's rows (`job_id` of its job)
 * by `change_status` against what the web changed.
 */
async function tableDays(service, target, table, query, env) {
  const day = () =>
    cli(service, ['crawl', ...SITE, '-o', target, '--table', table, '--changes', '--json'], env);
  await day();
  const found = new Set(
    (await query(`SELECT canonical_url FROM ${table}`)).map((r) => String(r.canonical_url)),
  );
  const { expected } = await advance(service, found);
  const second = await day();
  const rowsOf = await query(
    `SELECT canonical_url, change_status FROM ${table} WHERE job_id = '${second.summary.jobId}'`,
  );
  const urls = (status) =>
    rowsOf
      .filter((r) => r.change_status === status)
      .map((r) => String(r.canonical_url))
      .sort();
  const exact =
    same(urls('changed'), expected.changed) &&
    same(urls('new'), expected.new) &&
    same(urls('removed'), expected.removed) &&
    rowsOf.length === expected.changed.length + expected.new.length + expected.removed.length;
  const third = await day();
  const loads = await query(`SELECT count(*) AS n FROM crawlstream_loads WHERE table_name = '${table}'`);
  return {
    counts: `${urls('changed').length}/${urls('new').length}/${urls('removed').length} of ${second.summary.changes.written}`,
    exact,
    day3: third.summary.changes.written,
    loads: Number(loads[0]?.n),
  };
}

/**
 * The same three days into a dataset (`-o DIR/`, Parquet parts, its state under `_crawlstream/`): the second
 * day's parts (those of its job) by `changeStatus` against what the web changed. Then day 3's job exported
 * into a fresh dataset plainly and into the pipeline's with `--changes`, interleaved, `--runs` times.
 */
async function datasetDays(service, name) {
  const dataset = `${join(work, name)}/`;
  const day = () => cli(service, ['crawl', ...SITE, '-o', dataset, '--changes', '--json']);
  const manifest = () => JSON.parse(readFileSync(join(dataset, '_manifest.json'), 'utf8'));
  const parquetRows = async (jobId, columns) => {
    const files = manifest()
      .parts.filter((p) => p.key.includes(`job_id=${jobId}/`))
      .map((p) => `'${join(dataset, p.key)}'`);
    if (files.length === 0) return [];
    return duckdbQuery(':memory:', `SELECT ${columns} FROM read_parquet([${files.join(', ')}])`);
  };
  const first = await day();
  const found = new Set((await parquetRows(first.summary.jobId, 'sourceURL')).map((r) => r.sourceURL));
  const { expected } = await advance(service, found);
  const second = await day();
  const written = await parquetRows(second.summary.jobId, 'sourceURL, changeStatus');
  const urls = (status) =>
    written
      .filter((r) => r.changeStatus === status)
      .map((r) => r.sourceURL)
      .sort();
  const exact =
    same(urls('changed'), expected.changed) &&
    same(urls('new'), expected.new) &&
    same(urls('removed'), expected.removed) &&
    written.length === expected.changed.length + expected.new.length + expected.removed.length;
  const third = await day();
  const loads = readFileSync(join(dataset, '_crawlstream/loads.jsonl'), 'utf8').trimEnd().split('\n').length;
  const job = third.summary.jobId;
  const plain = [];
  const tracked = [];
  for (let r = 0; r < runs; r++) {
    const fresh = `${join(work, `${name}-plain-${r}`)}/`;
    plain.push((await cli(service, ['pages', job, '-o', fresh, '--json'])).ms);
    const t = await cli(service, ['pages', job, '-o', dataset, '--changes', '--json']);
    if (t.summary.documents !== 0)
      throw new Error(`a re-export with nothing changed wrote ${t.summary.documents} records`);
    tracked.push(t.ms);
  }
  return {
    counts: `${urls('changed').length}/${urls('new').length}/${urls('removed').length} of ${second.summary.changes.written}`,
    exact,
    day3: third.summary.changes.written,
    loads,
    plain,
    tracked,
  };
}

async function duckdbQuery(path, sql) {
  const instance = await DuckDBInstance.create(path);
  const connection = await instance.connect();
  try {
    return (await connection.runAndReadAll(sql)).getRowObjectsJS();
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

async function pipeline(profile) {
  const service = await emulator.call('start', {
    name: profile,
    options: {
      seed: 11,
      profile,
      site: { sites: 1, pagesPerSite: pages, failureRate: 0, sizes: SIZES },
      scrape: { pagesPerSecond: 3000, concurrency: 100, completionLagMs: 0 },
      ...(latency > 0 ? { network: { pageLatencyMs: latency } } : {}),
    },
  });
  const state = join(work, `${profile}.state`);
  const day = (n) =>
    cli(service, [
      'crawl',
      ...SITE,
      '-o',
      join(work, `${profile}-${n}.jsonl`),
      '--changes',
      '--state',
      state,
      '--json',
    ]);
  const first = await day(1);
  const found = new Set(rows(join(work, `${profile}-1.jsonl`)).map((r) => r.metadata.sourceURL));
  const { advanced, expected } = await advance(service, found);
  const second = await day(2);
  const written = rows(join(work, `${profile}-2.jsonl`));
  const exact =
    same(urlsWith(written, 'changed'), expected.changed) &&
    same(urlsWith(written, 'new'), expected.new) &&
    same(urlsWith(written, 'removed'), expected.removed) &&
    written.length === expected.changed.length + expected.new.length + expected.removed.length;
  const third = await day(3);
  const loads = readFileSync(`${state}.loads.jsonl`, 'utf8').trimEnd().split('\n').length;
  // The timed exports: the third day's job, plainly and with --changes (every page the same: nothing written).
  const job = third.summary.jobId;
  const plain = [];
  const tracked = [];
  for (let r = 0; r < runs; r++) {
    plain.push((await cli(service, ['pages', job, '-o', join(work, `${profile}-plain.jsonl`), '--json'])).ms);
    const t = await cli(service, [
      'pages',
      job,
      '-o',
      join(work, `${profile}-tracked.jsonl`),
      '--changes',
      '--state',
      state,
      '--json',
    ]);
    if (t.summary.documents !== 0)
      throw new Error(`a re-export with nothing changed wrote ${t.summary.documents} records`);
    tracked.push(t.ms);
  }
  return {
    profile,
    documents: first.summary.documents,
    web: { edited: advanced.edited.length, added: advanced.added.length, removed: advanced.removed.length },
    expected,
    day2: {
      written: written.length,
      counts: second.summary.changes.counts,
      sources: second.summary.changes.sources,
    },
    exact,
    day3: { written: third.summary.documents, loads },
    plain,
    tracked,
    // Then the same days into a Postgres table and a DuckDB file (the web moves on once more for each).
    postgres: await tableDays(
      service,
      `postgres://${PG_USER}@127.0.0.1:${postgres.port}/${PG_DATABASE}`,
      `pages_${tag(profile)}`,
      (sql) => postgres.query(sql),
      {
        PGPASSWORD: PG_PASSWORD,
      },
    ),
    duckdb: await tableDays(service, join(work, `${profile}.duckdb`), 'pages', (sql) =>
      duckdbQuery(join(work, `${profile}.duckdb`), sql),
    ),
    dataset: await datasetDays(service, `${tag(profile)}-dataset`),
  };
}

const tag = (profile) => profile.replace(/[^a-z0-9]/g, '_');
const postgres = await startPostgres({ durable: true });

try {
  await emulator.ready();
  const results = [];
  for (const profile of ['cloud', 'self-hosted-2025-fixed']) results.push(await pipeline(profile));
  console.log(
    `site: ${pages} pages per site, bodies 2–20 KB; timed exports: ${runs} runs, ${latency} ms per status page\n`,
  );
  console.log(
    '| Server (who decides) | Pages crawled | Web changed (edited/added/removed) | Day 2 wrote (changed/new/removed) | Exactly those | Day 3 wrote | Loads | Plain export s (median) | With --changes s (median) | Ratio |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const p = median(r.plain) / 1000;
    const t = median(r.tracked) / 1000;
    const who = r.day2.sources.service > 0 ? 'service' : 'fingerprint';
    console.log(
      `| ${r.profile} (${who}) | ${r.documents} | ${r.web.edited}/${r.web.added}/${r.web.removed} | ${r.day2.counts.changed}/${r.day2.counts.new}/${r.day2.counts.removed} of ${r.day2.written} | ${r.exact ? 'yes' : 'NO'} | ${r.day3.written} | ${r.day3.loads} | ${p.toFixed(2)} | ${t.toFixed(2)} | ${(t / p).toFixed(2)} |`,
    );
  }
  console.log(
    '\nThe same days into tables and a dataset (day 2: changed/new/removed records of its job, by change status):\n',
  );
  console.log(
    '| Server | Destination | Day 2 records | Exactly what changed | Day 3 wrote | Loads | Plain export s (median) | With --changes s (median) | Ratio |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    for (const [name, t] of [
      ['Postgres', r.postgres],
      ['DuckDB', r.duckdb],
      ['dataset (Parquet)', r.dataset],
    ]) {
      const timing = t.plain
        ? `${(median(t.plain) / 1000).toFixed(2)} | ${(median(t.tracked) / 1000).toFixed(2)} | ${(median(t.tracked) / median(t.plain)).toFixed(2)}`
        : '– | – | –';
      console.log(
        `| ${r.profile} | ${name} | ${t.counts} | ${t.exact ? 'yes' : 'NO'} | ${t.day3} | ${t.loads} | ${timing} |`,
      );
    }
  }
} finally {
  await emulator.close();
  await postgres.stop();
  rmSync(work, { recursive: true, force: true });
}
