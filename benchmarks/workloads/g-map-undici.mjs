/**
 * Workload G, the bare loop: N `POST /v2/map` calls with undici's `request`, at most C at once (p-limit),
 * each body parsed with `body.json()`. Same report as `g-map-crawlstream.mjs`.
 */
import { performance } from 'node:perf_hooks';
import pLimit from 'p-limit';
import { request } from 'undici';
import { latencySummary } from '../lib/stats.mjs';
import { runWorkload } from '../lib/workload-runtime.mjs';

await runWorkload(async ({ url, apiKey, calls, concurrency, warmup, body }) => {
  const limit = pLimit(concurrency);
  const target = `${url}/v2/map`;
  const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' };
  const payload = JSON.stringify(body);
  const latencies = [];
  const one = async (record) => {
    const t0 = performance.now();
    const res = await request(target, { method: 'POST', headers, body: payload });
    const json = await res.body.json();
    if (res.statusCode !== 200 || !json.success) throw new Error(`map failed: HTTP ${res.statusCode}`);
    if (record) latencies.push(performance.now() - t0);
    return json.links.length;
  };
  const burst = (n, record) => Promise.all(Array.from({ length: n }, () => limit(() => one(record))));
  await burst(warmup, false);
  const t0 = performance.now();
  const counts = await burst(calls, true);
  const elapsedMs = performance.now() - t0;
  const links = counts.reduce((a, b) => a + b, 0);
  return { calls, links, elapsedMs, reqPerSec: calls / (elapsedMs / 1000), ...latencySummary(latencies) };
});
