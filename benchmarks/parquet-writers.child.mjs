/**
 * Child of `parquet-writers.ts sinks`: exports one completed crawl from a running emulator with one sink,
 * from the build (`npm run build` first) and without a TypeScript loader, so its RSS is what a user's
 * process would see. Prints `{sink, jsonMB, seconds, mbPerSec, peakRssMB, fileMB}` as JSON.
 * Usage: node parquet-writers.child.mjs <jsonl|jsonl-gzip|parquet|parquet-worker> <apiUrl> <apiKey> <jobId> <out>
 */
import { lastValueFrom, tap } from 'rxjs';
import { createClient } from '../dist/client.js';
import { toJsonl, toParquet } from '../dist/sinks/index.js';

const [sink, apiUrl, apiKey, jobId, out] = process.argv.slice(2);
const client = createClient({ apiUrl, apiKey });
const op =
  sink === 'jsonl'
    ? toJsonl(out)
    : sink === 'jsonl-gzip'
      ? toJsonl(out, { gzip: true, gzipLevel: 1 })
      : toParquet(out, { worker: sink === 'parquet-worker' });
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
// maxRSS covers the whole life of the process, worker thread included.
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
