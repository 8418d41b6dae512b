/**
 * Workload G through crawlstream: N map calls, at most C at once (`mapConcurrent`), each `client.map(body)`
 * collected to its links. Reports requests per second and per-call latency percentiles.
 */
import { performance } from 'node:perf_hooks';
import { lastValueFrom, range, toArray } from 'rxjs';
import { createClient } from '../../dist/index.js';
import { mapConcurrent } from '../../dist/operators/index.js';
import { latencySummary } from '../lib/stats.mjs';
import { runWorkload } from '../lib/workload-runtime.mjs';

await runWorkload(async ({ url, apiKey, calls, concurrency, warmup, body }) => {
  const client = createClient({ apiKey, apiUrl: url });
  try {
    const latencies = [];
    let links = 0;
    const burst = (n, record) =>
      lastValueFrom(
        range(0, n).pipe(
          mapConcurrent(
            async () => {
              const t0 = performance.now();
              const result = await lastValueFrom(client.map(body).pipe(toArray()));
              if (record) latencies.push(performance.now() - t0);
              return result.length;
            },
            { concurrency },
          ),
          toArray(),
        ),
      );
    await burst(warmup, false);
    const t0 = performance.now();
    const counts = await burst(calls, true);
    const elapsedMs = performance.now() - t0;
    for (const c of counts) links += c;
    return { calls, links, elapsedMs, reqPerSec: calls / (elapsedMs / 1000), ...latencySummary(latencies) };
  } finally {
    await client.close();
  }
});
