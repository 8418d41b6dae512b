/**
 * A fleet, measured: `--pipelines` small crawl pipelines (100; 30 with --quick), each into its own JSONL
 * file, run once on 3 worker processes of the program over Debian's Redis against the emulator, whose team
 * may run 10 jobs at once (the workers read the limit from its concurrency check). Printed:
 *   total      from the first run queued to the last one ended, against the ideal: the runs' own times
 *              (from the worker taking each to its end) packed 10 at a time in the order they started;
 *   overhead   per run, from the worker taking it to its first status read (admission, the fencing
 *              token, the program started in the worker, the job's start): median and 95th percentile;
 *   the most jobs the emulator ran at once, and the jobs it created.
 *   npm run build && node benchmarks/fleet.mjs [--quick] [--pipelines=100]
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { startEmulator } from '../dist/emulator/index.js';
import { startRedis } from '../scripts/redis-server.mjs';
import { median, percentile } from './lib/stats.mjs';

const CLI = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const quick = process.argv.includes('--quick');
const count = Number(
  process.argv.find((a) => a.startsWith('--pipelines='))?.split('=')[1] ?? (quick ? 30 : 100),
);
const TEAM = 10;
const WORKERS = 3;

const dir = mkdtempSync(join(tmpdir(), 'crawlstream-bench-fleet-'));
const redis = await startRedis();
const emulator = await startEmulator({
  seed: 17,
  site: { sites: count, pagesPerSite: 20, failureRate: 0 },
  scrape: { pagesPerSecond: 25, concurrency: 4, completionLagMs: 100 },
  maxConcurrency: TEAM,
});
const env = {
  ...process.env,
  CRAWLSTREAM_API_URL: emulator.url,
  CRAWLSTREAM_API_KEY: emulator.apiKey,
  REDIS_URL: redis.url,
};
const cli = (args) => {
  const run = spawnSync(process.execPath, [CLI, ...args], { env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`crawlstream ${args.join(' ')}: ${run.stderr}`);
  return run.stdout;
};
const workers = [];
try {
  const lines = ['pipelines:'];
  for (let i = 0; i < count; i++)
    lines.push(
      `  - name: p${i}`,
      `    crawl: { url: "https://site-${i + 1}.test/", limit: 20 }`,
      `    output: ${join(dir, `p${i}.jsonl`)}`,
    );
  writeFileSync(join(dir, 'pipelines.yaml'), `${lines.join('\n')}\n`);
  cli(['pipelines', 'apply', join(dir, 'pipelines.yaml')]);
  for (let w = 0; w < WORKERS; w++)
    workers.push(
      spawn(process.execPath, [CLI, 'worker', '--concurrency', '4', '--poll-interval', '100'], {
        env,
        stdio: 'ignore',
      }),
    );
  await sleep(1500);
  cli(['pipelines', 'run', '--all']);
  let status;
  for (;;) {
    status = JSON.parse(cli(['pipelines', 'status', '--json']));
    if (status.pipelines.every((p) => p.lastRun)) break;
    await sleep(500);
  }
  report(status.pipelines.map((p) => p.lastRun));
} finally {
  for (const w of workers) w.kill('SIGTERM');
  await Promise.all(workers.map((w) => new Promise((resolve) => w.once('exit', resolve))));
  await emulator.close();
  await redis.stop();
  rmSync(dir, { recursive: true, force: true });
}

function report(runs) {
  const ms = (iso) => Date.parse(iso);
  const failed = runs.filter((r) => r.status !== 'completed');
  if (failed.length > 0) throw new Error(`${failed.length} runs did not complete: ${failed[0].error}`);
  const total = Math.max(...runs.map((r) => ms(r.endedAt))) - Math.min(...runs.map((r) => ms(r.queuedAt)));
  // The runs' own times, packed TEAM at a time in the order they started: the ideal total.
  const own = [...runs]
    .sort((a, b) => ms(a.startedAt) - ms(b.startedAt))
    .map((r) => ms(r.endedAt) - ms(r.startedAt));
  const slots = new Array(TEAM).fill(0);
  for (const time of own) {
    const free = slots.indexOf(Math.min(...slots));
    slots[free] += time;
  }
  const ideal = Math.max(...slots);
  const overheads = runs.map((r) => ms(r.firstReadAt) - ms(r.startedAt)).sort((a, b) => a - b);
  const p95 = percentile(overheads, 95);
  console.log(
    `fleet: ${runs.length} pipelines on ${WORKERS} workers, team limit ${TEAM}: total ${(total / 1000).toFixed(1)} s, ideal ${(ideal / 1000).toFixed(1)} s (own times ${(median(own) / 1000).toFixed(2)} s median, packed ${TEAM} at a time): ${(total / ideal).toFixed(2)}×`,
  );
  console.log(
    `fleet: per run, from the worker taking it to its first status read: ${median(overheads).toFixed(0)} ms median, ${p95.toFixed(0)} ms p95`,
  );
  console.log(
    `fleet: the emulator ran at most ${emulator.jobs.peakRunning()} jobs at once; ${emulator.requests.filter((r) => r.route === 'crawl.create' && r.status === 200).length} jobs created for ${runs.length} runs`,
  );
}
