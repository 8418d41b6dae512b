/**
 * `npm test`: the checks and the test suite, side by side where nothing orders them. The comparison
 * packages' install, the build, the lint and the import-cycle check start at once; vitest once the build
 * (the program the tests run) is in place (the one test file that imports the official SDK of the comparison
 * packages waits for their install, see `COMPARISON_STATUS`); the type check (sources and tests: a test
 * compiles against the official SDK's types), once the comparison packages are installed too, runs beside
 * vitest, at the lowest priority. The API report check (`npm run api-report -- --check`) is a test of the
 * suite (`test/scripts/api-report.test.ts`, "passes on this package as committed"): run here as well, it
 * cost the run 5 s of CPU to say the same. A check's output is printed whole when it ends; vitest prints as
 * it goes. A step that fails makes the run fail with its exit code once every step under way has ended, and
 * the steps that wait for it do not start.
 *
 * Why: run one after another the checks took ~33 s on two cores before vitest started, most of it two
 * `tsc` runs that each keep one core busy; vitest leaves the cores idle ~80 s of its run (files that wait on
 * servers), which the two checks fill.
 *
 * First of all, `scripts/system-packages.mjs` installs the Debian servers the suite starts when they are
 * missing (as root), or stops with the command that installs them.
 *
 *   node scripts/npm-test.mjs [vitest arguments]   (`npm test [-- vitest arguments]`)
 */
import { spawn, spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the comparison packages' install writes its exit code when it ends, for the one test file that
 * imports them (`test/helpers/comparison-packages.ts`, told by `CRAWLSTREAM_COMPARISON_PACKAGES`): vitest
 * starts once the build is done, and that file (which runs late) waits for the install if it is still going.
 */
const COMPARISON_STATUS = join(tmpdir(), `crawlstream-comparison-packages-${process.pid}`);

/** vitest's program, run by this Node; arguments after `npm test --` are vitest's. */
const VITEST = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));

/**
 * Commands with their arguments, the steps each waits for, whether the output is printed live, whether the
 * step runs at the lowest priority (on what vitest leaves idle), and what it adds to the environment.
 */
const STEPS = {
  'comparison-packages': { run: ['npm', 'comparison-packages'], after: [] },
  build: { run: ['npm', 'build'], after: [] },
  lint: { run: ['npm', 'lint'], after: [] },
  cycles: { run: ['npm', 'cycles'], after: [] },
  'function-length': { run: ['npm', 'function-length'], after: [] },
  vitest: {
    run: ['node', VITEST, 'run', ...process.argv.slice(2)],
    after: ['build'],
    live: true,
    env: { CRAWLSTREAM_COMPARISON_PACKAGES: COMPARISON_STATUS },
  },
  typecheck: { run: ['npm', 'typecheck'], after: ['build', 'comparison-packages'], idle: true },
};

const windows = process.platform === 'win32';

/**
 * A Node program that lowers its own priority to the lowest, then runs the command of its arguments (which
 * inherits that priority) and exits with its code. A check beside vitest then takes only the CPU time the
 * tests leave idle: at the priority of the tests, the type check slowed the kill series beside it, whose
 * waits and polls then cost more (a full `npm test`: 821 s of CPU time and 440 s, against 741 s and 398 s
 * at the lowest priority).
 */
const AT_LOWEST_PRIORITY = `
  const { setPriority, constants } = require('node:os');
  setPriority(constants.priority.PRIORITY_LOW);
  const [program, ...args] = process.argv.slice(1);
  const ran = require('node:child_process').spawnSync(program, args, { stdio: 'inherit', shell: ${windows} });
  process.exit(ran.status ?? 1);
`;

/** `npm run --silent <script> [args]`, or a script run by this Node, as `spawn` takes them. */
function command([tool, ...args], idle) {
  const [program, programArgs] =
    tool === 'node' ? [process.execPath, args] : [windows ? 'npm.cmd' : 'npm', ['run', '--silent', ...args]];
  return idle
    ? [process.execPath, ['-e', AT_LOWEST_PRIORITY, program, ...programArgs]]
    : [program, programArgs];
}

/** Runs a step's command, resolving to its exit code once its output was printed. */
function run(name, { run: argv, live, idle, env }) {
  const started = performance.now();
  const [program, args] = command(argv, idle);
  const child = spawn(program, args, {
    env: { ...process.env, ...env },
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    // npm is a script on Windows (`npm.cmd`), which only a shell runs; Node is a program.
    shell: windows && program !== process.execPath,
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
    });
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const status = code === 0 ? 'ok' : `failed (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n> ${name}: ${status} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

/** Each step's run, started once the steps it waits for succeeded; resolves to its exit code. */
const runs = new Map();
function start(name) {
  if (!runs.has(name)) {
    const step = STEPS[name];
    runs.set(
      name,
      Promise.all(step.after.map(start)).then((codes) => codes.find((code) => code !== 0) ?? run(name, step)),
    );
  }
  return runs.get(name);
}

// The Debian servers the suite starts, installed (as root) or named before anything else runs.
const system = spawnSync(
  process.execPath,
  [fileURLToPath(new URL('./system-packages.mjs', import.meta.url))],
  {
    stdio: 'inherit',
  },
);
if (system.status !== 0) process.exit(system.status ?? 1);

start('comparison-packages').then((code) => writeFileSync(COMPARISON_STATUS, String(code)));
const codes = await Promise.all(Object.keys(STEPS).map(start)).finally(() =>
  rmSync(COMPARISON_STATUS, { force: true }),
);
const failed = codes.find((code) => code !== 0);
if (failed !== undefined) process.exit(failed);
