/**
 * Datasets on object storage, measured: a completed crawl of `--gb` GB (default 1) exported by
 *   D  `toParquet(file)`, the single-file Parquet export (the baseline),
 *   H  `toDataset('s3://…/')` into Ceph's S3 gateway on 127.0.0.1 (started here, in-memory OSD),
 *   HL `toDataset(dir/)` to a local directory,
 * each in a fresh process, interleaved, `--runs` times (default 3). Throughput = the job's document JSON
 * bytes ÷ the work time; peak RSS of the exporting process, and the full garbage collections of its main
 * thread. The emulator runs in its own process.
 *
 * `--pin` gives the exporting processes CPU 0 and the emulator and the gateway CPU 1: the service and the
 * store on machines of their own, as in production, and the exporter on one core in every workload. Without
 * it all share both cores, and the gateway's own CPU time (shown per run) is taken from the exporter's.
 *
 * `--cpu-prof=H,D` writes V8 CPU profiles of those workloads into the system temp folder's
 * `crawlstream-bench-profiles/<workload>-<time>/`, one file per thread (the encoder's too); read one with
 * `node benchmarks/lib/profile-summary.mjs FILE`.
 *
 * After the table, each round's extra machine CPU of H over D is split into the gateway's and the
 * exporter's: both exports keep the CPUs about equally busy, so H ÷ D follows D's CPU ÷ H's.
 *
 *   npm run build && node benchmarks/dataset.mjs [--gb=1] [--runs=3] [--only=D,H] [--pin] [--cpu-prof=H]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EmulatorHandle } from './lib/emulator-handle.mjs';
import { startGateway } from './lib/s3-gateway.mjs';
import { spawnWorkload } from './lib/spawn-workload.mjs';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const arg = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const gb = arg('gb', 1);
const runs = arg('runs', 3);
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.split('=')[1]
  ?.split(',');
// What a setting changes: --dataset-options='{"uploadsInFlight":8}' (passed to toDataset in H and HL).
const datasetOptions = JSON.parse(
  process.argv.find((a) => a.startsWith('--dataset-options='))?.slice(18) ?? '{}',
);
const pin = process.argv.includes('--pin');
const cpuProf = process.argv
  .find((a) => a.startsWith('--cpu-prof='))
  ?.split('=')[1]
  ?.split(',');
const profDir = join(tmpdir(), 'crawlstream-bench-profiles');
const nodeArgsFor = (id) =>
  cpuProf?.includes(id) ? ['--cpu-prof', `--cpu-prof-dir=${join(profDir, `${id}-${Date.now()}`)}`] : [];
const MB = 1e6;

/** The machine's CPU time so far, in seconds: all of it, busy (not idle or waiting for I/O), and stolen by the host. */
function machineCpu() {
  const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { total: (busy + idle + iowait) / 100, busy: busy / 100, steal: steal / 100 };
}

/** Sets the CPUs of every thread of process `pid` (`taskset`, from util-linux). */
const setCpus = (pid, cpus) =>
  execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });

const work = mkdtempSync(join(tmpdir(), 'dataset-bench-'));
const gatewayDir = join(work, 'gateway');
const gateway = await startGateway(gatewayDir, Math.ceil(gb * runs * 1.2 + 2) * 1024 ** 3);
const s3 = gateway.s3;
const emulator = new EmulatorHandle();
try {
  await emulator.ready();
  if (pin) {
    const runDir = join(gatewayDir, 'run');
    for (const name of readdirSync(runDir).filter((n) => n.endsWith('.pid')))
      setCpus(readFileSync(join(runDir, name), 'utf8').trim(), '1');
    setCpus(emulator.pid, '1');
    // The workloads are spawned from here and inherit it.
    setCpus(process.pid, '0');
    console.log('pinned: exporters on CPU 0, the emulator and the gateway on CPU 1');
  }
  const { createS3Client } = await import('../dist/storage/s3-client.js');
  const client = createS3Client(s3);
  await client.createBucket('bench');
  // A new gateway answers its first object request after about 2 s (and later ones in milliseconds): paid
  // here, not by the first H run.
  const warmUp = performance.now();
  await client.getObject('bench', 'run-0/_manifest.json');
  console.log(`gateway warm-up: first GET answered in ${(performance.now() - warmUp).toFixed(0)} ms`);
  const server = await emulator.call('start', { name: 'ds', options: { seed: 1 } });
  const job = await emulator.call('completedCrawl', {
    name: 'ds',
    targetBytes: gb * 1e9,
    seed: 7,
    text: 'web',
  });
  console.log(`job: ${(job.jsonBytes / MB).toFixed(0)} MB of document JSON, ${job.documents} documents`);
  const base = { url: server.url, apiKey: server.apiKey, jobId: job.jobId, expectedDocuments: job.documents };
  const workloads = [
    {
      id: 'D',
      label: 'toParquet(file)',
      file: 'd-crawlstream-parquet.mjs',
      config: (r) => ({ out: join(work, `d-${r}.parquet`) }),
    },
    {
      id: 'H',
      label: "toDataset('s3://…/')",
      file: 'h-crawlstream-dataset.mjs',
      config: (r) => ({ target: `s3://bench/run-${r}/`, s3, stagingDir: join(work, `staging-${r}`) }),
    },
    {
      id: 'HL',
      label: "toDataset('dir/')",
      file: 'h-crawlstream-dataset.mjs',
      config: (r) => ({ target: `${join(work, `local-${r}`)}/` }),
    },
  ];
  const chosen = workloads.filter((w) => !only || only.includes(w.id));
  const results = Object.fromEntries(chosen.map((w) => [w.id, []]));
  for (let r = 0; r < runs; r++) {
    for (const w of chosen) {
      const config = w.config(r);
      const gatewayCpuBefore = gateway.cpuSeconds();
      const machineBefore = machineCpu();
      const result = await spawnWorkload(
        join(HERE, 'workloads', w.file),
        { ...base, ...config, datasetOptions },
        { nodeArgs: nodeArgsFor(w.id) },
      );
      if (!result.ok || result.records !== job.documents)
        throw new Error(`${w.id} failed: ${result.error ?? `${result.records} records`}`);
      result.gatewayCpuS = gateway.cpuSeconds() - gatewayCpuBefore;
      const machineAfter = machineCpu();
      result.machineBusyS = machineAfter.busy - machineBefore.busy;
      results[w.id].push(result);
      // CPU seconds of the exporter (all its threads) and of the gateway over the run, and of the whole
      // machine (the emulator and the kernel's own work included) against what its CPUs had over the run.
      const machine = `machine busy ${result.machineBusyS.toFixed(1)} of ${(machineAfter.total - machineBefore.total).toFixed(1)} CPU-s (stolen ${(machineAfter.steal - machineBefore.steal).toFixed(1)})`;
      const cpu = `CPU ${(result.cpuMs / 1000).toFixed(1)} s exporter + ${result.gatewayCpuS.toFixed(1)} s gateway in ${(result.processMs / 1000).toFixed(1)} s, ${machine}`;
      // Full collections of the exporter's main thread: each also marks on V8's helper threads.
      const gc = `${result.gc.full} full GCs (${result.gc.fullPauseMs.toFixed(0)} ms paused)`;
      console.log(
        `${w.id} run ${r + 1}: ${(job.jsonBytes / MB / (result.workMs / 1000)).toFixed(0)} MB/s, peak RSS ${(result.maxRssBytes / MB).toFixed(0)} MB${result.parts ? `, ${result.parts} parts` : ''}, ${(result.fileBytes / MB).toFixed(0)} MB written, ${cpu}, ${gc}`,
      );
      if (config.out) rmSync(config.out, { force: true });
      if (config.target && !config.s3) rmSync(config.target, { recursive: true, force: true });
      if (config.s3) {
        for (const o of await client.listObjects('bench', `run-${r}/`))
          await client.deleteObject('bench', o.key);
        // Every round exports into the same store: the deleted run's data leaves it before the next run.
        await gateway.collectGarbage();
      }
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const rate = (id) => job.jsonBytes / MB / (median(results[id].map((x) => x.workMs)) / 1000);
  // Each run against D's run of the same round: the machine's drift over a series cancels out.
  const perRun = (id) =>
    results.D ? results[id].map((x, r) => (results.D[r].workMs / x.workMs).toFixed(2)).join(' ') : '–';
  console.log(
    `\n| Workload | MB/s (median of ${runs}) | ÷ D | ÷ D, each round | Peak RSS (MB, worst run) |\n|---|---|---|---|---|`,
  );
  for (const w of chosen) {
    console.log(
      `| ${w.id} ${w.label} | ${rate(w.id).toFixed(0)} | ${results.D ? (rate(w.id) / rate('D')).toFixed(2) : '–'} | ${perRun(w.id)} | ${Math.max(...results[w.id].map((x) => x.maxRssBytes / MB)).toFixed(0)} |`,
    );
  }
  if (results.D && results.H) {
    // Both exports keep the two CPUs about equally busy (printed per run), so each round's H ÷ D is close
    // to D's machine CPU over H's. What H adds is the gateway's CPU and the exporter's own extra (the
    // upload); with the exporter's extra at zero, the gateway's CPU alone would leave H at D ÷ (D + gateway).
    console.log("\nWhere H's extra machine CPU goes, each round (CPU-seconds):");
    results.H.forEach((h, r) => {
      const d = results.D[r];
      const extra = h.machineBusyS - d.machineBusyS;
      const exporter = (h.cpuMs - d.cpuMs) / 1000;
      console.log(
        `  round ${r + 1}: D ${d.machineBusyS.toFixed(1)}, H ${h.machineBusyS.toFixed(1)} (+${extra.toFixed(1)}: gateway ${h.gatewayCpuS.toFixed(1)}, exporter ${exporter >= 0 ? '+' : ''}${exporter.toFixed(1)}); H ÷ D ${(d.workMs / h.workMs).toFixed(2)}; D's CPU ÷ H's ${(d.machineBusyS / h.machineBusyS).toFixed(2)}; D's ÷ (D's + the gateway's) ${(d.machineBusyS / (d.machineBusyS + h.gatewayCpuS)).toFixed(2)}`,
      );
    });
  }
  await client.close();
} finally {
  await emulator.close();
  await gateway.stop();
  rmSync(work, { recursive: true, force: true });
}
