/**
 * A short job behind a slow server: a completed crawl of 3,000 documents of 20–40 KB of markdown (30 status
 * pages) from an emulator that spends 300 ms on each status page and carries 50 MB/s per connection (as the
 * latency suite's, the service across the internet), exported to JSONL by crawlstream with
 * read-ahead (its default) and reading one page at a time (`readAhead: 1`), interleaved, `--runs` times
 * (default 5; `--quick` 3). The bar: the default takes at most 0.3 of the one-page-at-a-time time (median of
 * the per-round ratios). Prints its table; writes nothing.
 *
 *   npm run build && node benchmarks/short-job.mjs [--runs=5] [--latency=300] [--bandwidth=50] (MB/s; 0: none)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EmulatorHandle } from './lib/emulator-handle.mjs';
import { spawnWorkload } from './lib/spawn-workload.mjs';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const arg = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const runs = arg('runs', process.argv.includes('--quick') ? 3 : 5);
const latencyMs = arg('latency', 300);
const bandwidth = arg('bandwidth', 50) * 1e6;
const BAR = 0.3;

const work = mkdtempSync(join(tmpdir(), 'short-job-'));
const emulator = new EmulatorHandle();
try {
  await emulator.ready();
  const service = await emulator.call('start', {
    name: 'short',
    options: {
      seed: 1,
      network: { pageLatencyMs: latencyMs, ...(bandwidth > 0 ? { bandwidthBytesPerSecond: bandwidth } : {}) },
    },
  });
  const job = await emulator.call('completedCrawl', {
    name: 'short',
    uniform: { count: 3000, min: 20_000, max: 40_000 },
    seed: 7,
    text: 'web',
  });
  console.log(
    `job: ${job.documents} documents, ${(job.jsonBytes / 1e6).toFixed(0)} MB of JSON, ${job.statusPages} status pages, ${latencyMs} ms each, ${bandwidth > 0 ? `${bandwidth / 1e6} MB/s per connection` : 'loopback'}`,
  );
  const workloads = [
    { id: 'A', label: 'crawlstream (read-ahead, default)' },
    { id: 'A-1', label: 'crawlstream --read-ahead 1', pageOptions: { readAhead: 1 } },
  ];
  const times = Object.fromEntries(workloads.map((w) => [w.id, []]));
  for (let r = 0; r < runs; r++) {
    for (const w of workloads) {
      const out = join(work, `${w.id}.jsonl`);
      const result = await spawnWorkload(join(HERE, 'workloads', 'a-crawlstream-jsonl.mjs'), {
        url: service.url,
        apiKey: service.apiKey,
        jobId: job.jobId,
        out,
        ...(w.pageOptions ? { pageOptions: w.pageOptions } : {}),
      });
      rmSync(out, { force: true });
      if (!result.ok || result.records !== job.documents)
        throw new Error(`${w.id} failed: ${result.error ?? `${result.records} records`}`);
      times[w.id].push(result.workMs);
      console.log(`${w.id} run ${r + 1}: ${(result.workMs / 1000).toFixed(2)} s`);
    }
  }
  const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
  const ratios = times.A.map((ms, r) => ms / times['A-1'][r]);
  console.log(`\n| Workload | Export time (s, median of ${runs}) | Each round (s) |\n|---|---|---|`);
  for (const w of workloads) {
    const each = times[w.id].map((ms) => (ms / 1000).toFixed(2)).join(' ');
    console.log(`| ${w.id} ${w.label} | ${(median(times[w.id]) / 1000).toFixed(2)} | ${each} |`);
  }
  const ratio = median(ratios);
  console.log(
    `\nRead-ahead ÷ one page at a time: ${ratio.toFixed(2)} (each round: ${ratios.map((x) => x.toFixed(2)).join(' ')}); bar ≤ ${BAR}: ${ratio <= BAR ? 'met' : 'NOT met'}`,
  );
} finally {
  await emulator.close();
  rmSync(work, { recursive: true, force: true });
}
