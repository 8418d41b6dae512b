/**
 * `node benchmarks/repeated-exports.mjs [--runs=N] [--quick] [--root=DIR]` (after `npm run build`): one
 * process exporting the same completed emulator crawl to JSONL again and again, as a service that exports
 * many jobs does: CPU time and wall time per export, and the process's peak RSS (sampled every 5 ms), for a
 * job of 300 documents (3 status pages) and one of 2,000 (20 pages), read 4 pages ahead. The first export of
 * each job is a warm-up and not counted. `--root` runs the build of another checkout (its `dist/`), to
 * compare two commits on one machine.
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { lastValueFrom } from 'rxjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(option('runs') ?? (args.includes('--quick') ? 8 : 20));
const root = resolve(option('root') ?? fileURLToPath(new URL('..', import.meta.url)));
const load = (path) => import(pathToFileURL(join(root, 'dist', path)).href);
const [{ startEmulator }, { createClient }, { toJsonl }] = await Promise.all([
  load('emulator/index.js'),
  load('index.js'),
  load('sinks/index.js'),
]);

const emulator = await startEmulator({ seed: 7 });
const client = createClient({ apiUrl: emulator.url, apiKey: emulator.apiKey });
const file = join(tmpdir(), `crawlstream-repeated-${process.pid}.jsonl`);
process.on('exit', () => rmSync(file, { force: true }));
let peak = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 5);

async function exportOnce(jobId) {
  rmSync(file, { force: true });
  await lastValueFrom(client.crawlPages(jobId, { readAhead: 4 }).pipe(toJsonl(file)));
}

console.log(
  `Repeated exports in one process (${root}), ${runs} each after one warm-up, Node ${process.version}:`,
);
for (const documents of [300, 2000]) {
  const jobId = emulator.createCompletedCrawl({ pages: documents, sizes: [300, 5000, 40_000] });
  await exportOnce(jobId);
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < runs; i++) await exportOnce(jobId);
  const used = process.cpuUsage(cpu);
  const perExport = (micros) => `${(micros / 1000 / runs).toFixed(0)} ms`;
  console.log(
    `  ${String(documents).padStart(5)} documents: CPU ${perExport(used.user + used.system)}` +
      ` (system ${perExport(used.system)}), wall ${((performance.now() - started) / runs).toFixed(0)} ms` +
      ` per export; peak RSS so far ${(peak / 1e6).toFixed(0)} MB`,
  );
}
clearInterval(sampler);
await emulator.close();
