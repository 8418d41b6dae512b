/**
 * Runs one export workload once against a fresh emulator job and prints its throughput and memory peaks:
 * for investigating one number without the whole suite (e.g. the effect of a Node flag or an environment
 * variable on peak RSS).
 *
 *   node benchmarks/run-one.mjs <GB> <workload file> [node flags...]
 *   node benchmarks/run-one.mjs 0.25 a-crawlstream-jsonl.mjs
 *   BENCH_TEXT=ascii node benchmarks/run-one.mjs 0.25 a-crawlstream-jsonl.mjs   (ASCII documents, to compare)
 *   MALLOC_MMAP_THRESHOLD_=65536 node benchmarks/run-one.mjs 0.25 a-crawlstream-jsonl.mjs --trace-gc
 *
 * The workload's process inherits this process's environment; run `npm run build` first.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EmulatorHandle } from './lib/emulator-handle.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const [gb, file, ...nodeArgs] = process.argv.slice(2);
if (!gb || !file) {
  console.error('usage: node benchmarks/run-one.mjs <GB> <workload file> [node flags...]');
  process.exit(2);
}
const work = mkdtempSync(join(os.tmpdir(), 'crawlstream-one-'));
const emulator = new EmulatorHandle();
try {
  await emulator.ready();
  const main = await emulator.call('start', { name: 'main', options: { seed: 1 } });
  // Mixed-script documents as in the suite; BENCH_TEXT=ascii serves ASCII ones instead, to compare.
  const text = process.env.BENCH_TEXT === 'ascii' ? 'ascii' : 'web';
  const job = await emulator.call('completedCrawl', {
    name: 'main',
    targetBytes: Number(gb) * 1e9,
    seed: 7,
    text,
  });
  const config = {
    url: main.url,
    apiKey: main.apiKey,
    jobId: job.jobId,
    out: join(work, file.startsWith('d-') ? 'out.parquet' : 'out.jsonl'),
    expectedDocuments: job.documents,
  };
  const child = spawn(
    process.execPath,
    [...nodeArgs, join(HERE, 'workloads', file), JSON.stringify(config)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  await new Promise((resolve) => child.on('exit', resolve));
  const line = out.split('\n').find((l) => l.startsWith('RESULT '));
  if (!line) throw new Error(`${file} printed no result`);
  const r = JSON.parse(line.slice('RESULT '.length));
  if (!r.ok) throw new Error(`${file} failed: ${r.error}`);
  const peaks = Object.entries(r.memoryPeaks).map(([k, v]) => `${k} ${(v / 1e6).toFixed(0)}`);
  console.log(
    `${file} @ ${gb} GB: ${(job.jsonBytes / 1e6 / (r.workMs / 1000)).toFixed(0)} MB/s, peak RSS ${(r.maxRssBytes / 1e6).toFixed(0)} MB (sampled peaks, MB: ${peaks.join(', ')})`,
  );
} finally {
  await emulator.close();
  rmSync(work, { recursive: true, force: true });
}
