/**
 * `node benchmarks/cost.mjs`: what a budget lets through, and what the service's rate limit costs a fan-out.
 *
 * 1. Budget overshoot. A crawl of 3,000 pages under `maxCredits: 100`: started with the budget (its limit
 *    lowered to the 100 pages the budget pays for, so the service stops it), and started without one and
 *    read with it (only the cancel stops it: it spends past the budget by what the service scraped between
 *    the status read before the one that showed the budget reached, and until the cancel arrived). Measured at three scrape rates, with instant status
 *    pages and with 300 ms of server time per status page (the real service's order of magnitude).
 *    Reported: credits on the page that reached the budget, credits at the end, the overshoot.
 * 2. 429s in a fan-out. 300 scrapes through `mapConcurrent` at concurrency 16 against a service that takes
 *    40 scrapes a second (20 per 500 ms window), with a fixed concurrency and with `adaptiveConcurrency`.
 *    Reported: 429s received, wall time, and the adaptive limit's decreases.
 *
 * Needs `npm run build`. Options: --runs=N (default 3; 1 with --quick), --json (results as JSON on stdout).
 */
import { firstValueFrom, from, lastValueFrom, tap, toArray } from 'rxjs';
import { startEmulator } from '../dist/emulator/index.js';
import { createClient } from '../dist/index.js';
import { adaptiveConcurrency, mapConcurrent } from '../dist/operators/index.js';

const args = process.argv.slice(2);
const runs = Number(
  args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? (args.includes('--quick') ? 1 : 3),
);
const log = (...parts) => {
  if (!args.includes('--json')) console.log(...parts);
};

/**
 * One crawl under a budget of 100 credits. `new`: `client.crawl` with `maxCredits`, which lowers the crawl's
 * `limit` to the pages the budget pays for, so the service stops it there. `existing`: a crawl started
 * without a budget and read with one (`crawlPages`), which only the cancel can stop: what a price the
 * options cannot foresee leaves to the cancel.
 */
async function budgetRun({ mode, pagesPerSecond, pageLatencyMs, pollIntervalMs, seed }) {
  const emulator = await startEmulator({
    seed,
    site: { sites: 1, pagesPerSite: 3000, failureRate: 0 },
    scrape: { pagesPerSecond, concurrency: 10 },
    network: { pageLatencyMs },
  });
  const client = createClient({ apiKey: emulator.apiKey, apiUrl: emulator.url });
  try {
    let stop;
    let last;
    const started = performance.now();
    const request = { url: 'https://site-1.test', limit: 3000 };
    const options = {
      maxCredits: 100,
      onBudgetStop: (s) => (stop = s),
      ...(pollIntervalMs === undefined ? {} : { pollIntervalMs, maxPollIntervalMs: 2 * pollIntervalMs }),
    };
    const pages =
      mode === 'new'
        ? client.crawl(request, options)
        : client.crawlPages((await firstValueFrom(client.startCrawl(request))).id, options);
    await lastValueFrom(pages.pipe(tap((page) => (last = page))), { defaultValue: undefined });
    if (mode === 'existing' && !stop) throw new Error('the budget did not stop the job');
    const creditsUsed = stop?.creditsUsed ?? last?.creditsUsed ?? 0;
    return {
      creditsAtStop: stop?.creditsAtStop ?? creditsUsed,
      creditsUsed,
      overshoot: Math.max(0, creditsUsed - 100),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await client.close();
    await emulator.close();
  }
}

/** One fan-out of scrapes against the rate-limited service. */
async function fanOutRun({ adaptive, seed }) {
  const emulator = await startEmulator({
    seed,
    rateLimit: { requests: 20, windowMs: 500, routes: ['scrape'] },
  });
  const limiter = adaptive ? adaptiveConcurrency({ initial: 16 }) : undefined;
  const client = createClient({
    apiKey: emulator.apiKey,
    apiUrl: emulator.url,
    maxRetries: 100,
    ...(limiter ? { onRetry: limiter.onRetry } : {}),
  });
  try {
    const urls = Array.from({ length: 300 }, (_, i) => `https://site-1.test/?n=${i}`);
    const started = performance.now();
    const docs = await lastValueFrom(
      from(urls).pipe(
        mapConcurrent((url) => lastValueFrom(client.scrape({ url })), {
          concurrency: 16,
          ...(limiter ? { limiter } : {}),
        }),
        toArray(),
      ),
    );
    if (docs.length !== urls.length) throw new Error(`${docs.length} of ${urls.length} scrapes came back`);
    return {
      refused: emulator.requests.filter((r) => r.faults.includes('rate-limit')).length,
      seconds: (performance.now() - started) / 1000,
      decreases: limiter?.decreases ?? 0,
    };
  } finally {
    await client.close();
    await emulator.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = { budget: [], fanOut: [] };

log(`Budget overshoot: maxCredits 100, 1 credit a page, median of ${runs} runs`);
log(
  '| job | poll while idle | pages/s | server time per status page | credits on the page that reached it | credits at the end | overshoot (range) |',
);
log('|---|---|---|---|---|---|---|');
for (const mode of ['new', 'existing']) {
  // `undefined`: the library's default under a credit budget (250 ms); 1000: its default without one.
  for (const pollIntervalMs of [1000, undefined]) {
    for (const pageLatencyMs of [0, 300]) {
      for (const pagesPerSecond of [20, 100, 300]) {
        const rows = [];
        for (let i = 0; i < runs; i++) {
          rows.push(await budgetRun({ mode, pagesPerSecond, pageLatencyMs, pollIntervalMs, seed: 40 + i }));
        }
        const overshoots = rows.map((r) => r.overshoot);
        const row = {
          mode,
          pollIntervalMs: pollIntervalMs ?? 250,
          pagesPerSecond,
          pageLatencyMs,
          creditsAtStop: median(rows.map((r) => r.creditsAtStop)),
          creditsUsed: median(rows.map((r) => r.creditsUsed)),
          overshoot: median(overshoots),
          overshootRange: [Math.min(...overshoots), Math.max(...overshoots)],
        };
        results.budget.push(row);
        log(
          `| ${mode === 'new' ? 'new crawl (limit lowered)' : 'existing job (cancel)'} | ${row.pollIntervalMs} ms | ${pagesPerSecond} | ${pageLatencyMs} ms | ${row.creditsAtStop} | ${row.creditsUsed} | ${row.overshoot} (${row.overshootRange.join('–')}) |`,
        );
      }
    }
  }
}

log(`\n429s in a fan-out: 300 scrapes, concurrency 16, service limit 40 scrapes/s, median of ${runs} runs`);
log('| limiter | 429s received | seconds | limit decreases |');
log('|---|---|---|---|');
for (const adaptive of [false, true]) {
  const rows = [];
  for (let i = 0; i < runs; i++) rows.push(await fanOutRun({ adaptive, seed: 60 + i }));
  const row = {
    limiter: adaptive ? 'adaptiveConcurrency({ initial: 16 })' : 'fixed 16',
    refused: median(rows.map((r) => r.refused)),
    seconds: Number(median(rows.map((r) => r.seconds)).toFixed(2)),
    decreases: median(rows.map((r) => r.decreases)),
  };
  results.fanOut.push(row);
  log(`| ${row.limiter} | ${row.refused} | ${row.seconds} | ${row.decreases} |`);
}
if (args.includes('--json')) console.log(JSON.stringify(results));
