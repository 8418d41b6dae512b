/**
 * Fault soak benchmark: a crawl export of N documents (default 20,000) from the emulator with faults on
 * every route (5% 429, 1% each of 500/502/503, 2% connection resets, 1% cut-off bodies, 10% latency),
 * streamed into a JSONL file and compared with the emulator's ground truth document by document.
 *
 *   npx tsx benchmarks/soak.ts [--documents 20000] [--seed 5] [--runs 2] [--page-limit 100] [--window 2]
 *
 * Prints one line per run and exits non-zero when any document is missing, duplicated or different, or
 * when two runs of the same seed produce different files.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runSoak, type SoakResult } from '../test/reliability/helpers/run-soak.js';

const { values } = parseArgs({
  options: {
    documents: { type: 'string', default: '20000' },
    seed: { type: 'string', default: '5' },
    runs: { type: 'string', default: '2' },
    'page-limit': { type: 'string', default: '100' },
    window: { type: 'string', default: '2' },
  },
});

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function line(run: number, r: SoakResult): string {
  const faults = Object.entries(r.faults)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  return [
    `run ${run}: ${r.records}/${r.expected} documents`,
    `missing ${r.missing.length} duplicated ${r.duplicates.length} different ${r.mismatched.length}`,
    `${(r.durationMs / 1000).toFixed(1)} s`,
    `${r.requests} requests, ${r.retries} retries (${faults})`,
    `file ${mb(r.fileBytes)} sha256 ${r.fileSha256.slice(0, 16)}`,
    `peak rss ${mb(r.peakRssBytes)} heap ${mb(r.peakHeapBytes)}`,
    `max pages in flight ${r.stats.maxPagesInFlight}`,
  ].join(' | ');
}

const dir = await mkdtemp(join(tmpdir(), 'crawlstream-soak-'));
const results: SoakResult[] = [];
try {
  for (let run = 1; run <= Number(values.runs); run++) {
    const result = await runSoak({
      documents: Number(values.documents),
      seed: Number(values.seed),
      dir,
      pageLimit: Number(values['page-limit']),
      window: Number(values.window),
      sampleMemory: true,
    });
    results.push(result);
    console.log(
      result.error === undefined ? line(run, result) : `run ${run}: failed: ${String(result.error)}`,
    );
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
const broken = results.filter(
  (r) =>
    r.error !== undefined ||
    r.missing.length + r.duplicates.length + r.mismatched.length + r.unexpected.length > 0,
);
const hashes = new Set(results.map((r) => r.fileSha256));
console.log(
  `${results.length} runs, ${broken.length} with lost, duplicated or different documents, ` +
    `${hashes.size === 1 ? 'identical files (same seed reproduces)' : 'DIFFERENT files'}`,
);
process.exitCode = broken.length > 0 || hashes.size > 1 ? 1 : 0;
