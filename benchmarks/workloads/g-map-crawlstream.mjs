/**
 * Workload G through crawlstream: N map calls, at most C at once (`mapConcurrent`), each `client.map(body)`
 * collected to its links. Reports requests per second and per-call latency percentiles. `via: 'mergeMap'`
 * in the config (unset in the suite) uses RxJS `mergeMap` instead, to tell the operator's cost apart.
 */
import { performance } from 'node:perf_hooks';
import { defer, lastValueFrom, mergeMap, range, toArray } from 'rxjs';
import { createClient } from '../../dist/index.js';
import { mapConcurrent } from '../../dist/operators/index.js';
import { latencySummary } from '../lib/stats.mjs';
import { runWorkload } from '../lib/workload-runtime.mjs';

await runWorkload(async ({ url, apiKey, calls, concurrency, warmup, body, via }) => {
  const client = createClient({ apiKey, apiUrl: url });
  try {
    const latencies = [];
    let links = 0;
    const one = async (record) => {
      const t0 = performance.now();
      const result = await lastValueFrom(client.map(body).pipe(toArray()));
      if (record) latencies.push(performance.now() - t0);
      return result.length;
    };
    const limited =
      via === 'mergeMap'
        ? (record) => mergeMap(() => defer(() => one(record)), concurrency)
        : (record) => mapConcurrent(() => one(record), { concurrency });
    const burst = (n, record) => lastValueFrom(range(0, n).pipe(limited(record), toArray()));
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
