/**
 * `node benchmarks/program-start.mjs [--runs=N] [--quick]` (after `npm run build`): how long the
 * `crawlstream` program takes to start and answer, the one-file program (`dist/cli/main.js`, bundled by
 * `scripts/bundle-cli.mjs`) against the same program run from the modules `tsc` wrote (`dist/cli/run-cli.js`
 * and the ~640 modules it imports), in the same run. Each start answers `--version`, or refuses a bad flag
 * before sending anything (`crawl https://example.com --limit=0`): the whole cost is the start. Reports the
 * median and p90 wall time per start, and the CPU time of all starts (user + system, from the kernel's
 * account of finished child processes; Linux only, else left out). Then what loading DuckDB's client
 * costs a process, with `import()` and with `require` (the program's way). Last, a short export
 * (`crawlstream pages` of a 50-document job of the built-in emulator) with V8's own WebAssembly tiering
 * budget and with the program's (`src/cli/wasm-tiering.ts`).
 */
import { execFile, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const args = process.argv.slice(2);
const runs = Number(
  args.find((a) => a.startsWith('--runs='))?.slice(7) ?? (args.includes('--quick') ? 10 : 30),
);
const root = fileURLToPath(new URL('..', import.meta.url));
const bundled = join(root, 'dist/cli/main.js');
// The same program from its modules: what `dist/cli/main.js` was before it was bundled.
const fromModules = join(tmpdir(), `crawlstream-start-${process.pid}.mjs`);
writeFileSync(
  fromModules,
  `import { runCli } from ${JSON.stringify(join(root, 'dist/cli/run-cli.js'))};\n` +
    'const code = await runCli(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env });\n' +
    "process.stdout.write('', () => process.exit(code));\n",
);

/** CPU seconds of this process's finished children (fields 16 and 17 of /proc/self/stat), or undefined. */
function childrenCpu() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

function measure(program, argv, expectedStatus) {
  const wall = [];
  const cpuBefore = childrenCpu();
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    const run = spawnSync(process.execPath, [program, ...argv], { encoding: 'utf8' });
    wall.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (run.status !== expectedStatus)
      throw new Error(`${program} ${argv.join(' ')}: exit ${run.status}\n${run.stderr}`);
  }
  const cpuAfter = childrenCpu();
  wall.sort((a, b) => a - b);
  return {
    median: wall[Math.floor(runs / 2)],
    p90: wall[Math.min(runs - 1, Math.floor(runs * 0.9))],
    cpu: cpuBefore === undefined ? undefined : (cpuAfter - cpuBefore) / runs,
  };
}

process.on('exit', () => rmSync(fromModules, { force: true }));
const ms = (n) => `${n.toFixed(0)} ms`;
console.log(`Program start, ${runs} starts each, Node ${process.version}:`);
for (const [label, argv, status] of [
  ['--version', ['--version'], 0],
  ['refused flag', ['crawl', 'https://example.com', '--limit=0'], 2],
]) {
  const modules = measure(fromModules, argv, status);
  const one = measure(bundled, argv, status);
  const cpu = (r) => (r.cpu === undefined ? '' : `, CPU ${ms(r.cpu * 1000)}`);
  console.log(
    `  ${label.padEnd(13)} modules: median ${ms(modules.median)}, p90 ${ms(modules.p90)}${cpu(modules)}` +
      ` | one file: median ${ms(one.median)}, p90 ${ms(one.p90)}${cpu(one)}` +
      ` | ratio ${(one.median / modules.median).toFixed(2)}`,
  );
}

// A table export into DuckDB loads DuckDB's client when it starts. The client is CommonJS whose index
// re-exports ~120 files: `import()` has Node scan each one for its export names before running it, which
// `require` (what the program uses, `src/sinks/table/optional-client.ts`) skips.
let duckdbEntry;
try {
  duckdbEntry = createRequire(join(root, 'package.json')).resolve('@duckdb/node-api');
} catch {
  console.log('  DuckDB client: @duckdb/node-api is not installed, skipped');
}
if (duckdbEntry) {
  const importer = join(tmpdir(), `crawlstream-duckdb-import-${process.pid}.mjs`);
  const requirer = join(tmpdir(), `crawlstream-duckdb-require-${process.pid}.cjs`);
  writeFileSync(importer, `await import(${JSON.stringify(pathToFileURL(duckdbEntry).href)});\n`);
  writeFileSync(requirer, `require(${JSON.stringify(duckdbEntry)});\n`);
  process.on('exit', () => {
    rmSync(importer, { force: true });
    rmSync(requirer, { force: true });
  });
  const imported = measure(importer, [], 0);
  const required = measure(requirer, [], 0);
  const cpu = (r) => (r.cpu === undefined ? '' : `, CPU ${ms(r.cpu * 1000)}`);
  console.log(
    `  DuckDB client import(): median ${ms(imported.median)}, p90 ${ms(imported.p90)}${cpu(imported)}` +
      ` | require: median ${ms(required.median)}, p90 ${ms(required.p90)}${cpu(required)}` +
      ` | ratio ${(required.median / imported.median).toFixed(2)}`,
  );
}

// A short export: the program's whole run, requests included. V8 optimizes undici's HTTP parser
// (WebAssembly) once its tiering budget is spent: with V8's default budget that was after the first
// response, with the program's own only in a long run. The program keeps a budget given on Node's command
// line, so the first row runs it with V8's default.
const { startEmulator } = await import(pathToFileURL(join(root, 'dist/emulator/index.js')).href);
const emulator = await startEmulator({ seed: 7 });
const job = emulator.createCompletedCrawl({ pages: 50, sizes: [300, 5000, 40_000] });
const exportFile = join(tmpdir(), `crawlstream-start-export-${process.pid}.jsonl`);
process.on('exit', () => rmSync(exportFile, { force: true }));
const exportRuns = Math.max(3, Math.floor(runs / 2));
async function exportCpu(nodeArgs) {
  const before = childrenCpu();
  for (let i = 0; i < exportRuns; i++) {
    rmSync(exportFile, { force: true });
    await promisify(execFile)(process.execPath, [...nodeArgs, bundled, 'pages', job, '-o', exportFile], {
      env: { ...process.env, CRAWLSTREAM_API_URL: emulator.url, CRAWLSTREAM_API_KEY: emulator.apiKey },
    });
  }
  return before === undefined ? undefined : (childrenCpu() - before) / exportRuns;
}
const v8Budget = await exportCpu(['--wasm-tiering-budget=1800000']);
const programBudget = await exportCpu([]);
await emulator.close();
if (v8Budget !== undefined)
  console.log(
    `  short export (50 documents, ${exportRuns} runs each): V8's tiering budget CPU ${ms(v8Budget * 1000)}` +
      ` | the program's CPU ${ms(programBudget * 1000)} | ratio ${(programBudget / v8Budget).toFixed(2)}`,
  );
