/**
 * Workload D (`crawlPages(id).pipe(toParquet(out, options))`) with other sink options, next to A (JSONL) in
 * the same run, on the same emulator job as `run.mjs` (same seed and sizes): what a Parquet setting changes.
 * Each run is a fresh process; runs are interleaved. Uses the build (`npm run build` first).
 *
 *   node benchmarks/parquet-writers-options.mjs [GB=1] [runs=2] [variant ...]
 *
 * A variant is `name=<json options>`, e.g. `gzip={"compression":"gzip"}`; without variants: the default,
 * gzip, none and worker. Prints MB/s, MB per CPU-second, peak RSS and file size per run, and the median
 * ratio to A.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EmulatorHandle } from './lib/emulator-handle.mjs';
import { spawnWorkload } from './lib/spawn-workload.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const [gbArg, runsArg, ...variantArgs] = process.argv.slice(2);
const gb = Number(gbArg ?? 1);
const runs = Number(runsArg ?? 2);
const variants = variantArgs.length
  ? variantArgs.map((v) => {
      const at = v.indexOf('=');
      return { name: v.slice(0, at), options: JSON.parse(v.slice(at + 1)) };
    })
  : [
      { name: 'default', options: undefined },
      { name: 'gzip', options: { compression: 'gzip' } },
      { name: 'none', options: { compression: 'none' } },
      { name: 'worker', options: { worker: true } },
    ];

const emulator = new EmulatorHandle();
const work = mkdtempSync(join(os.tmpdir(), 'parquet-options-'));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
try {
  await emulator.ready();
  const main = await emulator.call('start', { name: 'main', options: { seed: 1 } });
  const job = await emulator.call('completedCrawl', { name: 'main', targetBytes: gb * 1e9, seed: 7 });
  console.log(
    `job ${gb} GB: ${job.documents} documents, ${(job.jsonBytes / 1e6).toFixed(0)} MB; load ${os.loadavg()[0].toFixed(1)}`,
  );
  const list = [{ name: 'A (JSONL)', file: 'a-crawlstream-jsonl.mjs' }].concat(
    variants.map((v) => ({ name: `D ${v.name}`, file: 'd-crawlstream-parquet.mjs', sinkOptions: v.options })),
  );
  const results = new Map(list.map((w) => [w.name, []]));
  for (let rep = 0; rep < runs; rep++) {
    for (const w of list) {
      const out = join(work, `${w.name.replace(/\W+/g, '-')}.out`);
      const r = await spawnWorkload(join(HERE, 'workloads', w.file), {
        url: main.url,
        apiKey: main.apiKey,
        jobId: job.jobId,
        out,
        expectedDocuments: job.documents,
        ...(w.sinkOptions ? { sinkOptions: w.sinkOptions } : {}),
      });
      if (!r.ok) {
        console.log(`${w.name} run ${rep + 1}: FAILED ${r.error}`);
        continue;
      }
      const mbps = job.jsonBytes / 1e6 / (r.workMs / 1000);
      const fileMB = statSync(out).size / 1e6;
      results.get(w.name).push(mbps);
      console.log(
        `${w.name} run ${rep + 1}: ${mbps.toFixed(1)} MB/s, ${(job.jsonBytes / 1e6 / (r.workCpuMs / 1000)).toFixed(1)} MB/CPU-s, peak RSS ${(r.maxRssBytes / 1e6).toFixed(0)} MB (heap ${(r.memoryPeaks.heapUsed / 1e6).toFixed(0)}, external ${(r.memoryPeaks.external / 1e6).toFixed(0)}), file ${fileMB.toFixed(1)} MB`,
      );
      rmSync(out, { force: true });
    }
  }
  const a = median(results.get('A (JSONL)'));
  for (const [name, xs] of results) {
    if (xs.length)
      console.log(`${name}: median ${median(xs).toFixed(1)} MB/s, ÷ A ${(median(xs) / a).toFixed(2)}`);
  }
} finally {
  await emulator.call('close').catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}
