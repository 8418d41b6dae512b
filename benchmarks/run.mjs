/**
 * `npm run bench`: bulk export benchmarks of crawlstream against the official SDK and raw floors, all
 * against the emulator (in its own process) over loopback. Every measured workload runs in a fresh Node
 * process; runs are interleaved (A, B, C1, ... then again) so drifting machine load hits all alike.
 *
 *   node benchmarks/run.mjs            full suite (1 GB main job, scaling 0.25/1/3 GB, 3 runs)
 *   node benchmarks/run.mjs --quick    the same at small sizes, one run (under 2 minutes)
 * Options: --runs=N  --only=A,C1,G  --sizes=0.25,1  --cpu-prof=A,D (profiles into --prof-dir)
 *          --dry (write results to the temp folder only)
 *          --write-to=<benchmarks folder> (where results/ and README.md go; default: this script's folder,
 *          e.g. when running from a snapshot of the repo while the working tree is being edited)
 *
 * Writes benchmarks/results/latest.json, benchmarks/results/*.svg and the main section of
 * benchmarks/README.md.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { EmulatorHandle } from './lib/emulator-handle.mjs';
import { liveEmulatorOptions } from './lib/live-crawl.mjs';
import { describeMachine } from './lib/machine.mjs';
import { buildReport, updateReadme } from './lib/report.mjs';
import { spawnWorkload } from './lib/spawn-workload.mjs';
import { summarise } from './lib/stats.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const GB = 1e9;
const MB = 1e6;

const MODES = {
  full: {
    runs: 3,
    // Runs at the scaling sizes other than the main one; the largest size gets `largestRuns`.
    scaleRuns: 2,
    largestRuns: 1,
    mainGB: 1,
    scaleGB: [0.25, 1, 3],
    live: { pages: 600, pagesPerSecond: 50, runs: 3 },
    // A fan-out run takes about a second and its rate varies more from run to run than an export's: more
    // runs for a steadier median.
    fanout: { calls: 2000, concurrency: 64, warmup: 128, runs: 9 },
  },
  quick: {
    runs: 1,
    scaleRuns: 1,
    largestRuns: 1,
    mainGB: 0.05,
    scaleGB: [0.02, 0.05, 0.1],
    live: { pages: 60, pagesPerSecond: 50, runs: 1 },
    fanout: { calls: 300, concurrency: 64, warmup: 32, runs: 1 },
  },
};

/** The export workloads; `scaled` ones also run at every scaling size. */
const EXPORTS = [
  { id: 'A', label: 'A crawlstream → JSONL', file: 'a-crawlstream-jsonl.mjs', scaled: true },
  { id: 'B', label: 'B official SDK → JSONL', file: 'b-sdk-jsonl.mjs', scaled: true },
  { id: 'C1', label: 'C1 undici, raw bodies', file: 'c1-undici-raw.mjs' },
  { id: 'C2', label: 'C2 undici + parse/stringify', file: 'c2-undici-parse.mjs' },
  { id: 'C3', label: 'C3 undici, split on bytes → JSONL', file: 'c3-undici-bytes-jsonl.mjs' },
  { id: 'D', label: 'D crawlstream → Parquet', file: 'd-crawlstream-parquet.mjs', scaled: true },
  { id: 'D-duckdb', label: 'D DuckDB JSONL → Parquet', file: 'd-duckdb-parquet.mjs', needs: 'A' },
];
const LIVE = [
  { id: 'F', label: 'F crawlstream live crawl → JSONL', file: 'f-live-crawlstream.mjs' },
  { id: 'F-sdk', label: 'F official SDK crawl() → JSONL', file: 'f-live-sdk.mjs' },
];
const FANOUT = [
  { id: 'G', label: 'G crawlstream map ×N', file: 'g-map-crawlstream.mjs' },
  { id: 'G-bare', label: 'G undici + p-limit map ×N', file: 'g-map-undici.mjs' },
];

function parseArgs(argv) {
  const args = { quick: false, dry: false };
  for (const arg of argv) {
    const [key, value] = arg.replace(/^--/, '').split('=');
    if (key === 'quick') args.quick = true;
    else if (key === 'dry') args.dry = true;
    else if (key === 'runs') args.runs = Number(value);
    else if (key === 'only') args.only = new Set(value.split(','));
    else if (key === 'sizes') args.sizes = value.split(',').map(Number);
    else if (key === 'main') args.mainGB = Number(value);
    else if (key === 'cpu-prof') args.cpuProf = new Set(value.split(','));
    else if (key === 'prof-dir') args.profDir = value;
    else if (key === 'write-to') args.writeTo = value;
    else throw new Error(`unknown option ${arg}`);
  }
  return args;
}

/**
 * Between two measured workloads: deletes the output just written unless a later workload reads it, and
 * flushes what is left to disk. Otherwise the kernel writes back the gigabytes of earlier outputs while
 * the next workload runs, on the same two cores: the workloads late in a round (D after B, C1, C2 and C3
 * had written 4 GB) measured slower than the first one for no fault of their own.
 */
function quietDisk(output) {
  if (output) rmSync(output, { force: true });
  spawnSync('sync');
}

const log = (...parts) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...parts);

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const modeName = args.quick ? 'quick' : 'full';
  const mode = structuredClone(MODES[modeName]);
  if (args.runs) {
    mode.runs = args.runs;
    mode.scaleRuns = args.runs;
    mode.largestRuns = args.runs;
    mode.live.runs = args.runs;
    mode.fanout.runs = args.runs;
  }
  if (args.mainGB) mode.mainGB = args.mainGB;
  if (args.sizes) mode.scaleGB = args.sizes;
  const wanted = (id) => !args.only || args.only.has(id) || args.only.has(id.split('-')[0]);
  const profDir = args.profDir ?? join(os.tmpdir(), 'crawlstream-bench-profiles');
  const nodeArgsFor = (id) =>
    args.cpuProf?.has(id)
      ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`, `--cpu-prof-name=${id}-${Date.now()}.cpuprofile`]
      : [];

  const started = performance.now();
  const machine = describeMachine();
  log(
    `mode ${modeName}; ${machine.nproc} CPUs, ${machine.cpuModel}, node ${machine.node}; load ${machine.loadAvgAtStart.map((l) => l.toFixed(1)).join(' ')}`,
  );
  const work = mkdtempSync(join(os.tmpdir(), 'crawlstream-bench-'));
  const emulator = new EmulatorHandle();
  const results = {
    generatedAt: new Date().toISOString(),
    mode: modeName,
    machine,
    config: { ...mode, units: 'MB = 1e6 bytes; GB = 1e9 bytes of document JSON; RSS in MB (1e6 bytes)' },
    jobs: {},
    exports: [],
    live: [],
    fanout: [],
  };
  /**
   * Writes the results so far (`after`: the phase just finished) or the final ones. Partial results are
   * marked as such in the JSON and the README, so a run stopped early still leaves its numbers behind.
   */
  const persist = (after, final = false) => {
    results.partial = final ? undefined : `stopped after: ${after}`;
    results.machine.loadAvgAtEnd = os.loadavg();
    results.durationS = (performance.now() - started) / 1000;
    const report = buildReport(results);
    results.ratios = report.ratios;
    if (final) console.log(`\n${report.markdown}`);
    if (args.dry) {
      const path = join(os.tmpdir(), 'crawlstream-bench-dry.json');
      writeFileSync(path, `${JSON.stringify(results, null, 2)}\n`);
      for (const [name, svg] of Object.entries(report.charts))
        writeFileSync(join(os.tmpdir(), `crawlstream-bench-${name}`), svg);
      if (final) log(`--dry: results in ${path}; nothing written to the repo`);
      return;
    }
    const base = args.writeTo ?? HERE;
    const resultsDir = join(base, 'results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
    for (const [name, svg] of Object.entries(report.charts)) writeFileSync(join(resultsDir, name), svg);
    updateReadme(join(base, 'README.md'), report.markdown);
    log(`${final ? 'final' : 'partial'} results written to ${resultsDir} and ${join(base, 'README.md')}`);
  };

  try {
    await emulator.ready();
    const main = await emulator.call('start', { name: 'main', options: { seed: 1 } });
    const anyExport = EXPORTS.some((w) => wanted(w.id));
    const sizes = anyExport ? [...new Set([mode.mainGB, ...mode.scaleGB])].sort((a, b) => a - b) : [];
    // Largest first: the smaller jobs' byte counts are prefixes of its rendering.
    for (const gb of [...sizes].reverse()) {
      // Mixed-script documents, as the web writes them (accents, CJK, emoji, escaped quotes and newlines).
      const job = await emulator.call('completedCrawl', {
        name: 'main',
        targetBytes: gb * GB,
        seed: 7,
        text: 'web',
      });
      results.jobs[gb] = job;
      log(
        `job ${gb} GB: ${job.documents} documents, ${(job.jsonBytes / MB).toFixed(0)} MB of JSON (${job.minDocBytes}–${job.maxDocBytes} bytes each)`,
      );
    }
    log(`emulator RSS with every job rendered: ${((await emulator.call('rss')) / MB).toFixed(0)} MB`);

    // Exports at one size, runs interleaved within the size.
    const failedAt = new Map();
    const runExports = async (gb) => {
      const job = results.jobs[gb];
      const isMain = gb === mode.mainGB;
      const list = EXPORTS.filter((w) => wanted(w.id) && (isMain || w.scaled));
      const entries = new Map(
        list.map((w) => [w.id, { workload: w.id, label: w.label, sizeGB: gb, runs: [] }]),
      );
      const runs = isMain ? mode.runs : gb === sizes.at(-1) ? mode.largestRuns : mode.scaleRuns;
      for (let rep = 0; rep < runs; rep++) {
        for (const w of list) {
          const entry = entries.get(w.id);
          // A workload that failed at a smaller size (e.g. out of memory) is not tried at a larger one.
          const failedSmaller = failedAt.has(w.id) && failedAt.get(w.id) < gb;
          if (failedSmaller || (failedAt.get(w.id) === gb && entry.runs.length > 0)) {
            entry.skipped ??= `not run: failed at ${failedAt.get(w.id)} GB`;
            continue;
          }
          const out = join(work, `${w.id}-${gb}.${w.id.startsWith('D') ? 'parquet' : 'out'}`);
          const config = {
            url: main.url,
            apiKey: main.apiKey,
            jobId: job.jobId,
            out,
            expectedDocuments: job.documents,
          };
          if (w.needs) {
            config.input = join(work, `${w.needs}-${gb}.out`);
            if (!entries.get(w.needs)?.runs.at(-1)?.ok) {
              entry.skipped = `not run: needs the output of ${w.needs}`;
              continue;
            }
          }
          const run = await measure(emulator, w, config, job, nodeArgsFor(w.id));
          entry.runs.push(run);
          log(describeRun(w.label, gb, rep, run));
          if (!run.ok) failedAt.set(w.id, Math.min(gb, failedAt.get(w.id) ?? gb));
          quietDisk(list.some((later) => later.needs === w.id) ? undefined : out);
        }
        for (const f of readdirSync(work)) rmSync(join(work, f), { force: true, recursive: true });
      }
      for (const entry of entries.values()) results.exports.push(finishEntry(entry));
    };

    // The main size first (the bars), then the live crawl and the fan-out, then the other sizes: a run
    // cut short still has its headline numbers, and partial results are saved after every phase.
    if (sizes.includes(mode.mainGB)) {
      await runExports(mode.mainGB);
      persist(`exports at ${mode.mainGB} GB`);
    }
    // F: live crawl at a fixed scrape rate, on an emulator of its own (its own timing options).
    const liveList = LIVE.filter((w) => wanted(w.id));
    if (liveList.length) {
      const completionLagMs = 0;
      const live = await emulator.call('start', {
        name: 'live',
        options: liveEmulatorOptions(mode.live, completionLagMs),
      });
      const entries = new Map(liveList.map((w) => [w.id, { workload: w.id, label: w.label, runs: [] }]));
      for (let rep = 0; rep < mode.live.runs; rep++) {
        for (const w of liveList) {
          const config = {
            url: live.url,
            apiKey: live.apiKey,
            out: join(work, `${w.id}.jsonl`),
            completionLagMs,
            crawl: {
              url: 'https://site-1.test',
              limit: mode.live.pages,
              crawlEntireDomain: true,
              allowSubdomains: true,
            },
          };
          const run = await spawnWorkload(join(HERE, 'workloads', w.file), config, {
            nodeArgs: nodeArgsFor(w.id),
          });
          run.maxRssMB = run.maxRssBytes / MB;
          entries.get(w.id).runs.push(run);
          log(
            run.ok
              ? `${w.label}: ${run.records} docs, last doc → file final ${run.latencyMs.toFixed(0)} ms (run ${(run.workMs / 1000).toFixed(1)} s)`
              : `${w.label}: FAILED ${run.error}`,
          );
        }
        for (const f of readdirSync(work)) rmSync(join(work, f), { force: true, recursive: true });
      }
      for (const entry of entries.values()) {
        const ok = entry.runs.filter((r) => r.ok);
        entry.summary = {
          latencyMs: summarise(ok.map((r) => r.latencyMs)),
          workS: summarise(ok.map((r) => r.workMs / 1000)),
          rssMB: summarise(ok.map((r) => r.maxRssMB)),
          records: summarise(ok.map((r) => r.records)),
        };
        results.live.push(entry);
      }
      results.config.live.completionLagMs = completionLagMs;
      persist('live crawl');
    }

    // G: fan-out of map calls.
    const fanList = FANOUT.filter((w) => wanted(w.id));
    if (fanList.length) {
      const entries = new Map(fanList.map((w) => [w.id, { workload: w.id, label: w.label, runs: [] }]));
      const body = { url: 'https://site-1.test', limit: 100 };
      for (let rep = 0; rep < mode.fanout.runs; rep++) {
        for (const w of fanList) {
          const { calls, concurrency, warmup } = mode.fanout;
          const config = { url: main.url, apiKey: main.apiKey, calls, concurrency, warmup, body };
          const cpu0 = await emulator.call('cpu');
          const run = await spawnWorkload(join(HERE, 'workloads', w.file), config, {
            nodeArgs: nodeArgsFor(w.id),
          });
          run.emulatorCpuMs = cpuDelta(cpu0, await emulator.call('cpu'));
          run.maxRssMB = run.maxRssBytes / MB;
          entries.get(w.id).runs.push(run);
          log(
            run.ok
              ? `${w.label}: ${run.reqPerSec.toFixed(0)} req/s, p50 ${run.p50Ms.toFixed(1)} ms, p99 ${run.p99Ms.toFixed(1)} ms, ${run.links / run.calls} links/call`
              : `${w.label}: FAILED ${run.error}`,
          );
        }
      }
      for (const entry of entries.values()) {
        const ok = entry.runs.filter((r) => r.ok);
        entry.summary = {
          reqPerSec: summarise(ok.map((r) => r.reqPerSec)),
          p50Ms: summarise(ok.map((r) => r.p50Ms)),
          p99Ms: summarise(ok.map((r) => r.p99Ms)),
          rssMB: summarise(ok.map((r) => r.maxRssMB)),
          cpuS: summarise(ok.map((r) => r.workCpuMs / 1000)),
          // Client CPU per call (warm-up calls included), which load on the machine barely changes.
          cpuMsPerCall: summarise(ok.map((r) => r.workCpuMs / (r.calls + mode.fanout.warmup))),
          emulatorCpuMsPerCall: summarise(ok.map((r) => r.emulatorCpuMs / (r.calls + mode.fanout.warmup))),
        };
        results.fanout.push(entry);
      }
      results.config.fanout.body = body;
      persist('fan-out');
    }

    for (const gb of sizes.filter((g) => g !== mode.mainGB)) {
      await runExports(gb);
      persist(`exports at ${gb} GB`);
    }
  } finally {
    await emulator.close();
    rmSync(work, { recursive: true, force: true });
  }
  persist(undefined, true);
  if (args.cpuProf) log(`CPU profiles in ${profDir}`);
  log(`done in ${results.durationS.toFixed(0)} s`);
}

/** One measured export run, with the throughput derived from the job's exact JSON size. */
async function measure(emulator, workload, config, job, nodeArgs) {
  const cpu0 = await emulator.call('cpu');
  const run = await spawnWorkload(join(HERE, 'workloads', workload.file), config, { nodeArgs });
  run.emulatorCpuMs = cpuDelta(cpu0, await emulator.call('cpu'));
  run.maxRssMB = run.maxRssBytes / MB;
  if (run.ok) {
    run.mbPerSec = job.jsonBytes / MB / (run.workMs / 1000);
    run.mbPerCpuSec = job.jsonBytes / MB / (run.workCpuMs / 1000);
    // Every document must be there: a fast export that drops data is no result.
    if (run.records !== undefined && run.records !== job.documents) {
      run.ok = false;
      run.error = `wrote ${run.records} of ${job.documents} documents`;
    }
    if (run.bodyBytes !== undefined && run.bodyBytes < job.jsonBytes) {
      run.ok = false;
      run.error = `received ${run.bodyBytes} bytes, less than the job's ${job.jsonBytes}`;
    }
  }
  return run;
}

function cpuDelta(a, b) {
  return (b.user - a.user + b.system - a.system) / 1000;
}

function finishEntry(entry) {
  const ok = entry.runs.filter((r) => r.ok);
  entry.summary = {
    mbPerSec: summarise(ok.map((r) => r.mbPerSec)),
    mbPerCpuSec: summarise(ok.map((r) => r.mbPerCpuSec)),
    rssMB: summarise(ok.map((r) => r.maxRssMB)),
    workS: summarise(ok.map((r) => r.workMs / 1000)),
    cpuS: summarise(ok.map((r) => r.workCpuMs / 1000)),
    emulatorCpuS: summarise(ok.map((r) => r.emulatorCpuMs / 1000)),
    heapMB: summarise(ok.map((r) => r.memoryPeaks?.heapTotal / MB)),
  };
  const failed = entry.runs.find((r) => !r.ok);
  if (failed) entry.failure = failed.error;
  return entry;
}

function describeRun(label, gb, rep, run) {
  if (!run.ok) return `${label} @ ${gb} GB run ${rep + 1}: FAILED ${run.error}`;
  return `${label} @ ${gb} GB run ${rep + 1}: ${run.mbPerSec.toFixed(1)} MB/s, ${run.mbPerCpuSec.toFixed(1)} MB/CPU-s, peak RSS ${run.maxRssMB.toFixed(0)} MB, ${(run.workMs / 1000).toFixed(2)} s`;
}

await main();
