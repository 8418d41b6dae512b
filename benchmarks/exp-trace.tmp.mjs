// Temporary experiment (not committed): reads in flight over time at a given latency.
import { lastValueFrom } from 'rxjs';
import { createClient } from '../dist/index.js';
import { createPagingStats, withPagingStats } from '../dist/paging/paging-window.js';
import { toJsonl } from '../dist/sinks/index.js';
import { EmulatorHandle } from './lib/emulator-handle.mjs';

const latency = Number(process.argv[2] ?? 1000);
const readAhead = Number(process.argv[3] ?? 8);
const window = process.argv[4] ? Number(process.argv[4]) : undefined;
const emu = new EmulatorHandle();
await emu.ready();
const server = await emu.call('start', {
  name: 'x',
  options: { seed: 1, network: { pageLatencyMs: latency, bandwidthBytesPerSecond: 50e6 } },
});
const job = await emu.call('completedCrawl', { name: 'x', targetBytes: 1e9, seed: 7, text: 'web' });
const client = createClient({ apiKey: server.apiKey, apiUrl: server.url });
const stats = createPagingStats();
let samples = 0,
  sumReads = 0,
  sumPages = 0;
const t0 = performance.now();
const timer = setInterval(() => {
  samples++;
  sumReads += stats.readsInFlight;
  sumPages += stats.pagesInFlight;
}, 20);
const opts = { readAhead, ...(window ? { window } : {}) };
const summary = await lastValueFrom(
  client.crawlPages(job.jobId, withPagingStats(opts, stats)).pipe(toJsonl('/tmp/exp/out.jsonl')),
);
clearInterval(timer);
const s = (performance.now() - t0) / 1000;
console.log(
  JSON.stringify({
    latency,
    readAhead,
    window,
    s: s.toFixed(1),
    floor: ((job.statusPages * latency) / 1000 + job.jsonBytes / 50e6).toFixed(1),
    reads: stats.requests,
    pages: stats.pagesFetched,
    avgReadsInFlight: (sumReads / samples).toFixed(2),
    avgPagesInFlight: (sumPages / samples).toFixed(2),
    maxReads: stats.maxReadsInFlight,
    rssMB: (process.resourceUsage().maxRSS / 1024).toFixed(0),
    records: summary.records,
  }),
);
await client.close();
await emu.close();
