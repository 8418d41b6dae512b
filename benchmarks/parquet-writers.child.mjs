/**
 * Child of benchmarks/parquet-writers.ts (sinks mode): exports one completed crawl from a running emulator
 * with one sink and prints `{sink, jsonMB, seconds, mbPerSec, peakRssMB, fileMB}` as JSON.
 * Usage: sink-export-child.ts <jsonl|jsonl-gzip|parquet|parquet-inline> <apiUrl> <apiKey> <jobId> <outPath>
 */
import { lastValueFrom, tap } from 'rxjs';
import { createClient } from '../src/client.js';
import { toJsonl } from '../src/sinks/to-jsonl.js';
import { toParquet } from '../src/sinks/to-parquet.js';

const [sink, apiUrl, apiKey, jobId, out] = process.argv.slice(2) as [string, string, string, string, string];
const client = createClient({ apiUrl, apiKey });
const op =
  sink === 'jsonl'
    ? toJsonl(out)
    : sink === 'jsonl-gzip'
      ? toJsonl(out, { gzip: true, gzipLevel: 1 })
      : toParquet(out, {
          worker: sink !== 'parquet-inline',
          ...(process.env.ROW_GROUP_BYTES ? { rowGroupBytes: Number(process.env.ROW_GROUP_BYTES) } : {}),
        });
let json = 0;
let peak = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage.rss());
}, 50);
const t0 = performance.now();
const summary = await lastValueFrom(
  client.crawlPages(jobId).pipe(
    tap((p) => {
      json += p.bytes;
    }),
    op,
  ),
);
const seconds = (performance.now() - t0) / 1000;
clearInterval(sampler);
await client.close();
// maxRSS covers the whole process life, including the worker thread.
peak = Math.max(peak, process.resourceUsage().maxRSS * 1024);
process.stdout.write(
  `${JSON.stringify({
    sink,
    jsonMB: +(json / 1e6).toFixed(1),
    seconds: +seconds.toFixed(2),
    mbPerSec: +(json / 1e6 / seconds).toFixed(1),
    peakRssMB: Math.round(peak / 1e6),
    fileMB: +(summary.bytes / 1e6).toFixed(1),
  })}\n`,
);
