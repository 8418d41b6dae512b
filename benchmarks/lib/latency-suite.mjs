/**
 * Where latency rules: exports against an emulator that spends real time on each status page and carries
 * 50 MB/s per connection, as the service across the internet does. crawlstream with read-ahead (its
 * default) against crawlstream reading one page at a time (`readAhead: 1`), the official SDK, and the
 * sequential floor: status pages × server time + bytes ÷ bandwidth, what any one-page-at-a-time reader
 * needs at least. Also a live crawl with the same server time. Peak RSS of each.
 *
 * Writes `results/latency.json`, `results/latency.svg` and its own section of `benchmarks/README.md`.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { liveEmulatorOptions } from './live-crawl.mjs';
import { liveCrawlTable } from './report.mjs';
import { spawnWorkload } from './spawn-workload.mjs';
import { summarise } from './stats.mjs';
import { barChart } from './svg-charts.mjs';

const MB = 1e6;
const GB = 1e9;

export const LATENCY_MODES = {
  full: {
    gb: 1,
    latenciesMs: [300, 1000],
    bandwidth: 50 * MB,
    runs: 1,
    live: { pages: 600, pagesPerSecond: 50 },
  },
  quick: {
    gb: 0.05,
    latenciesMs: [300],
    bandwidth: 50 * MB,
    runs: 1,
    live: { pages: 60, pagesPerSecond: 50 },
  },
};

const EXPORTS = [
  { id: 'A', label: 'crawlstream (read-ahead, default)', file: 'a-crawlstream-jsonl.mjs' },
  {
    id: 'A-1',
    label: 'crawlstream --read-ahead 1',
    file: 'a-crawlstream-jsonl.mjs',
    pageOptions: { readAhead: 1 },
  },
  { id: 'B', label: 'official SDK getCrawlStatus', file: 'b-sdk-jsonl.mjs' },
];
const LIVE = [
  { id: 'F', label: 'crawlstream live crawl (read-ahead)', file: 'f-live-crawlstream.mjs' },
  {
    id: 'F-1',
    label: 'crawlstream live crawl --read-ahead 1',
    file: 'f-live-crawlstream.mjs',
    pageOptions: { readAhead: 1 },
  },
  { id: 'F-sdk', label: 'official SDK crawl()', file: 'f-live-sdk.mjs' },
];

/** Bars of the issue: export time ÷ sequential floor, per server time. */
const FLOOR_BARS = { 300: 0.25, 1000: 0.2 };
const RSS_BAR_MB = 200;

const f1 = (v) => (v === undefined ? '–' : v >= 100 ? v.toFixed(0) : v.toFixed(1));
const f2 = (v) => (v === undefined ? '–' : v.toFixed(2));

/**
 * Runs the suite.
 * @param {{ emulator: import('./emulator-handle.mjs').EmulatorHandle, mode: typeof LATENCY_MODES.full,
 *   here: string, work: string, log: (...parts: unknown[]) => void }} context
 */
export async function runLatencySuite({ emulator, mode, here, work, log }) {
  const results = { generatedAt: new Date().toISOString(), config: mode, exports: [], live: [] };
  const wanted = (w) => !mode.only || mode.only.includes(w.id);
  const exportsRun = EXPORTS.filter(wanted);
  const liveRun = LIVE.filter(wanted);
  for (const latencyMs of mode.latenciesMs) {
    const name = `latency-${latencyMs}`;
    const server = await emulator.call('start', {
      name,
      options: { seed: 1, network: { pageLatencyMs: latencyMs, bandwidthBytesPerSecond: mode.bandwidth } },
    });
    const job = await emulator.call('completedCrawl', {
      name,
      targetBytes: mode.gb * GB,
      seed: 7,
      text: 'web',
    });
    const floorS = (job.statusPages * latencyMs) / 1000 + job.jsonBytes / mode.bandwidth;
    log(
      `latency ${latencyMs} ms: job of ${(job.jsonBytes / MB).toFixed(0)} MB, ${job.documents} documents, ${job.statusPages} status pages; sequential floor ${floorS.toFixed(1)} s`,
    );
    const entries = exportsRun.map((w) => ({
      workload: w.id,
      label: w.label,
      latencyMs,
      floorS,
      job,
      runs: [],
    }));
    for (let rep = 0; rep < mode.runs; rep++) {
      for (const [i, w] of exportsRun.entries()) {
        const config = {
          url: server.url,
          apiKey: server.apiKey,
          jobId: job.jobId,
          out: join(work, `${w.id}-${latencyMs}.jsonl`),
          expectedDocuments: job.documents,
          ...(w.pageOptions ? { pageOptions: w.pageOptions } : {}),
        };
        const run = await spawnWorkload(join(here, 'workloads', w.file), config);
        run.maxRssMB = run.maxRssBytes / MB;
        if (run.ok && run.records !== undefined && run.records !== job.documents) {
          run.ok = false;
          run.error = `wrote ${run.records} of ${job.documents} documents`;
        }
        entries[i].runs.push(run);
        log(
          run.ok
            ? `  ${w.label}: ${(run.workMs / 1000).toFixed(1)} s = ${f2(run.workMs / 1000 / floorS)}× the floor, peak RSS ${run.maxRssMB.toFixed(0)} MB`
            : `  ${w.label}: FAILED ${run.error}`,
        );
        rmSync(config.out, { force: true });
      }
    }
    for (const entry of entries) {
      const ok = entry.runs.filter((r) => r.ok);
      entry.summary = {
        workS: summarise(ok.map((r) => r.workMs / 1000)),
        rssMB: summarise(ok.map((r) => r.maxRssMB)),
      };
      if (ok.length < entry.runs.length) entry.failure = entry.runs.find((r) => !r.ok)?.error;
      results.exports.push(entry);
    }
  }

  // A live crawl at the first server time: the documents arrive while the job runs.
  const latencyMs = mode.latenciesMs[0];
  if (liveRun.length === 0) return results;
  const live = await emulator.call('start', {
    name: 'latency-live',
    options: liveEmulatorOptions(mode.live, 0, {
      pageLatencyMs: latencyMs,
      bandwidthBytesPerSecond: mode.bandwidth,
    }),
  });
  for (const w of liveRun) {
    const entry = { workload: w.id, label: w.label, latencyMs, runs: [] };
    for (let rep = 0; rep < mode.runs; rep++) {
      const config = {
        url: live.url,
        apiKey: live.apiKey,
        out: join(work, `${w.id}.jsonl`),
        completionLagMs: 0,
        crawl: {
          url: 'https://site-1.test',
          limit: mode.live.pages,
          crawlEntireDomain: true,
          allowSubdomains: true,
        },
        ...(w.pageOptions ? { pageOptions: w.pageOptions } : {}),
      };
      const run = await spawnWorkload(join(here, 'workloads', w.file), config);
      run.maxRssMB = run.maxRssBytes / MB;
      entry.runs.push(run);
      log(
        run.ok
          ? `  ${w.label}: ${run.records} docs, last doc → file final ${run.latencyMs.toFixed(0)} ms, run ${(run.workMs / 1000).toFixed(1)} s`
          : `  ${w.label}: FAILED ${run.error}`,
      );
    }
    const ok = entry.runs.filter((r) => r.ok);
    entry.summary = {
      latencyMs: summarise(ok.map((r) => r.latencyMs)),
      workS: summarise(ok.map((r) => r.workMs / 1000)),
      rssMB: summarise(ok.map((r) => r.maxRssMB)),
    };
    results.live.push(entry);
  }
  for (const f of readdirSync(work)) rmSync(join(work, f), { force: true, recursive: true });
  return results;
}

/** The bars: crawlstream's export time ÷ the sequential floor, and its peak RSS at the first server time. */
export function latencyBars(results) {
  const bars = [];
  for (const latencyMs of results.config.latenciesMs) {
    const a = results.exports.find((e) => e.workload === 'A' && e.latencyMs === latencyMs);
    const target = FLOOR_BARS[latencyMs];
    const value = a?.summary.workS?.median === undefined ? undefined : a.summary.workS.median / a.floorS;
    bars.push({
      name: `Export at ${latencyMs} ms per page ÷ sequential floor`,
      value,
      target,
      pass: value === undefined || target === undefined ? undefined : value <= target,
      detail: a ? `${f1(a.summary.workS?.median)} s against a floor of ${f1(a.floorS)} s` : 'not run',
    });
  }
  const first = results.config.latenciesMs[0];
  const rss = results.exports.find((e) => e.workload === 'A' && e.latencyMs === first)?.summary.rssMB?.max;
  bars.push({
    name: `Peak RSS at ${first} ms per page (MB)`,
    value: rss,
    target: RSS_BAR_MB,
    kind: 'max',
    pass: rss === undefined ? undefined : rss <= RSS_BAR_MB,
    detail: 'worst run',
  });
  return bars;
}

const START =
  '<!-- bench:latency:start (generated by benchmarks/latency.mjs; edits here are overwritten) -->';
const END = '<!-- bench:latency:end -->';
const HEADING = '## Where latency rules: status pages that take 300 ms and 1 s (`npm run bench`)';

/** The README section of the suite. */
export function latencyMarkdown(results, machine) {
  const { config } = results;
  const lines = [HEADING, '', START, ''];
  lines.push(
    `Last run: ${results.generatedAt}, commit ${machine.commit ?? '?'}; ${machine.nproc} CPUs, Node ${machine.node}. ${config.runs} run(s) per workload.`,
    '',
    `The emulator spends a fixed server time on each status page and carries ${config.bandwidth / MB} MB/s per connection (\`crawlstream emulator --page-latency MS --bandwidth 50MB\`). The job: ${config.gb} GB of mixed-script document JSON, sizes log-uniform from 1 KB to 2 MB. The sequential floor is what a reader that asks for one page at a time needs at least: status pages (100 documents each, or fewer where the 10 MiB cut falls) × server time + bytes ÷ bandwidth.`,
    '',
    '| Bar | Measured | Target | Result | Detail |',
    '|---|---|---|---|---|',
  );
  for (const b of latencyBars(results)) {
    const value = b.value === undefined ? '–' : b.kind === 'max' ? f1(b.value) : `${f2(b.value)}×`;
    const target = b.target === undefined ? '' : b.kind === 'max' ? `≤ ${b.target}` : `≤ ${b.target}×`;
    const pass = b.pass === undefined ? 'not measured' : b.pass ? 'pass' : '**missed**';
    lines.push(`| ${b.name} | ${value} | ${target} | ${pass} | ${b.detail} |`);
  }
  lines.push(
    '',
    '| Server time per page | Workload | Export (s) | ÷ floor | Peak RSS (MB) |',
    '|---|---|---|---|---|',
  );
  for (const e of results.exports) {
    const s = e.summary.workS?.median;
    lines.push(
      e.failure
        ? `| ${e.latencyMs} ms | ${e.label} | failed: ${String(e.failure).replaceAll('|', '\\|')} | | |`
        : `| ${e.latencyMs} ms | ${e.label} | ${f1(s)} | ${f2(s === undefined ? undefined : s / e.floorS)}× | ${f1(e.summary.rssMB?.median)} |`,
    );
  }
  const floors = [...new Map(results.exports.map((e) => [e.latencyMs, e])).values()];
  for (const e of floors) lines.push(`| ${e.latencyMs} ms | sequential floor | ${f1(e.floorS)} | 1.00× | |`);
  lines.push(
    '',
    `Live crawl of ${config.live.pages} pages scraped at ${config.live.pagesPerSecond} pages/s, ${results.live[0]?.latencyMs ?? '–'} ms per status page:`,
    '',
    ...liveCrawlTable(results.live),
  );
  lines.push('', '![Export time against the sequential floor](results/latency.svg)', '', END);
  return lines.join('\n');
}

/** A bar chart of export seconds per workload and server time, with the floor. */
export function latencyChart(results) {
  const rows = results.exports.map((e) => ({
    label: `${e.latencyMs} ms · ${e.label}`,
    value: e.summary.workS?.median,
    min: e.summary.workS?.min,
    max: e.summary.workS?.max,
  }));
  for (const e of [...new Map(results.exports.map((x) => [x.latencyMs, x])).values()]) {
    rows.push({ label: `${e.latencyMs} ms · sequential floor`, value: e.floorS, color: '#4b5563' });
  }
  return barChart({ title: 'Export time of the job, lower is better', unit: 'seconds', rows });
}

/** Writes the results, the chart and the README section (replacing the previous one, or appended). */
export function writeLatencyResults(base, results, machine) {
  writeFileSync(join(base, 'results', 'latency.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(base, 'results', 'latency.svg'), latencyChart(results));
  const path = join(base, 'README.md');
  const current = readFileSync(path, 'utf8');
  const section = latencyMarkdown(results, machine);
  const start = current.indexOf(HEADING);
  const end = current.indexOf(END);
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + section + current.slice(end + END.length)
      : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(path, next);
}
