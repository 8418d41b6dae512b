/**
 * The latency suite alone (it also runs at the end of `npm run bench`): exports against an emulator that
 * spends real time on each status page. See `lib/latency-suite.mjs`.
 *
 *   node benchmarks/latency.mjs            1 GB job at 300 ms and 1000 ms per page, 50 MB/s per connection
 *   node benchmarks/latency.mjs --quick    a 50 MB job at 300 ms
 * Options: --runs=N  --latencies=300,1000  --only=A,A-1,B,F,F-1,F-sdk  --dry (results to the temp folder only)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EmulatorHandle } from './lib/emulator-handle.mjs';
import {
  LATENCY_MODES,
  latencyMarkdown,
  runLatencySuite,
  writeLatencyResults,
} from './lib/latency-suite.mjs';
import { describeMachine } from './lib/machine.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const mode = structuredClone(LATENCY_MODES[args.includes('--quick') ? 'quick' : 'full']);
const runs = args.find((a) => a.startsWith('--runs='));
if (runs) mode.runs = Number(runs.split('=')[1]);
const latencies = args.find((a) => a.startsWith('--latencies='));
if (latencies) mode.latenciesMs = latencies.split('=')[1].split(',').map(Number);
const only = args.find((a) => a.startsWith('--only='));
if (only) mode.only = only.split('=')[1].split(',');
const log = (...parts) => console.log(`[latency ${new Date().toISOString().slice(11, 19)}]`, ...parts);

const emulator = new EmulatorHandle();
const work = mkdtempSync(join(os.tmpdir(), 'crawlstream-latency-'));
try {
  await emulator.ready();
  const results = await runLatencySuite({ emulator, mode, here: HERE, work, log });
  const machine = describeMachine();
  if (args.includes('--dry')) {
    const path = join(os.tmpdir(), 'crawlstream-latency-dry.json');
    writeFileSync(path, `${JSON.stringify(results, null, 2)}\n`);
    console.log(latencyMarkdown(results, machine));
    log(`--dry: results in ${path}`);
  } else {
    writeLatencyResults(HERE, results, machine);
    console.log(latencyMarkdown(results, machine));
  }
} finally {
  await emulator.close();
  rmSync(work, { recursive: true, force: true });
}
