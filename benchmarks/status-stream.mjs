/**
 * How long a running crawl's document takes from its scrape to its line in the output file, by status
 * pages (`statusStream: 'poll'`, read-ahead on, the default) against status pages read when the status
 * socket signals a document (`'websocket'`), on the emulator with 300 ms of server time per status page.
 * Two crawls: a steady one (200 pages at 20 a second) and a sparse one (30 pages at 1 a second), where the
 * waits between polls show. The scrape time of each page is the emulator's own: its `page` webhooks carry a
 * UUID v7 made from the page's finish time. The consumer appends each page's lines to a file (synchronously)
 * and notes the time. Modes alternate, `--runs` times (default 3).
 *
 *   npm run build && node benchmarks/status-stream.mjs [--runs=3] [--latency=300]
 *
 * `--quick`: one run, the steady crawl at 60 pages and the sparse one at 10.
 */
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lastValueFrom, tap } from 'rxjs';
import { startEmulator } from '../dist/emulator/index.js';
import { createClient } from '../dist/index.js';

const arg = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const quick = process.argv.includes('--quick');
const runs = arg('runs', quick ? 1 : 3);
const latencyMs = arg('latency', 300);
const WORKLOADS = [
  { name: 'steady', pages: quick ? 60 : 200, pagesPerSecond: 20, concurrency: 4 },
  { name: 'sparse', pages: quick ? 10 : 30, pagesPerSecond: 1, concurrency: 1 },
];

/** The ms timestamp of a UUID v7. */
const uuidTime = (id) => Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16);

const scrapedAt = new Map();
const receiver = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => {
    body += c;
  });
  req.on('end', () => {
    const event = JSON.parse(body);
    const url = event.data?.[0]?.metadata?.sourceURL;
    if (event.type === 'crawl.page' && url) scrapedAt.set(url, uuidTime(event.webhookId));
    res.end('ok');
  });
});
await new Promise((r) => receiver.listen(0, '127.0.0.1', r));
const hook = `http://127.0.0.1:${receiver.address().port}/hook`;

const dir = mkdtempSync(join(tmpdir(), 'status-stream-'));

async function runOnce(client, emulator, pages, mode, round) {
  scrapedAt.clear();
  const file = join(dir, `${mode}-${round}.jsonl`);
  const written = new Map();
  const started = Date.now();
  await lastValueFrom(
    client
      .crawl(
        { url: 'https://site-1.test/', limit: pages, webhook: { url: hook, events: ['page'] } },
        { statusStream: mode },
      )
      .pipe(
        tap((page) => {
          appendFileSync(file, page.raw.map((r) => `${r}\n`).join(''));
          const now = Date.now();
          for (const doc of page.documents) written.set(doc.metadata?.sourceURL, now);
        }),
      ),
  );
  const elapsed = Date.now() - started;
  await emulator.webhooksIdle();
  const latencies = [...written]
    .map(([url, at]) => at - (scrapedAt.get(url) ?? Number.NaN))
    .filter(Number.isFinite);
  latencies.sort((a, b) => a - b);
  const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
  return {
    mode,
    docs: written.size,
    matched: latencies.length,
    median: q(0.5),
    p90: q(0.9),
    max: latencies.at(-1),
    elapsed,
  };
}

const results = [];
for (const workload of WORKLOADS) {
  const emulator = await startEmulator({
    seed: 5,
    site: { sites: 1, pagesPerSite: 400, failureRate: 0 },
    scrape: { pagesPerSecond: workload.pagesPerSecond, concurrency: workload.concurrency },
    network: { pageLatencyMs: latencyMs },
  });
  const client = createClient({ apiKey: emulator.apiKey, apiUrl: emulator.url });
  for (let round = 1; round <= runs; round++) {
    for (const mode of round % 2 ? ['poll', 'websocket'] : ['websocket', 'poll']) {
      const r = {
        workload: workload.name,
        ...(await runOnce(client, emulator, workload.pages, mode, round)),
      };
      results.push(r);
      console.log(
        `${workload.name} ${mode.padEnd(9)} run ${round}: ${r.docs} documents (${r.matched} timed), scrape → line median ${r.median} ms, p90 ${r.p90} ms, max ${r.max} ms; crawl took ${r.elapsed} ms`,
      );
    }
  }
  await client.close();
  await emulator.close();
}
const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `\n| Crawl | Status stream (${latencyMs} ms per status page) | median (ms) | p90 (ms) | max (ms) | crawl (ms) |`,
);
console.log('|---|---|---|---|---|---|');
for (const workload of WORKLOADS) {
  for (const mode of ['poll', 'websocket']) {
    const mine = results.filter((r) => r.mode === mode && r.workload === workload.name);
    const cell = (key) => median(mine.map((r) => r[key]));
    console.log(
      `| ${workload.name} (${workload.pages} pages, ${workload.pagesPerSecond}/s) | ${mode} | ${cell('median')} | ${cell('p90')} | ${cell('max')} | ${cell('elapsed')} |`,
    );
  }
}
receiver.close();
rmSync(dir, { recursive: true, force: true });
