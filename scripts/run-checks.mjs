/**
 * What `npm test` runs before vitest, side by side where nothing orders them: the comparison packages'
 * install, the build, the lint and the import-cycle check start at once; the type check (sources and tests)
 * once the comparison packages are installed (a test compiles against the official SDK's types), and the
 * API report check once the build has written its declarations. Each step's output is printed whole when
 * it ends; a step that fails ends the run with its exit code once the steps under way have ended, and the
 * steps that wait for it do not start.
 *
 * Why: one after another they took about 40 s on two cores, most of it two `tsc` runs and an `npm ci`
 * that each keep one core busy.
 *
 *   node scripts/run-checks.mjs
 */
import { spawn } from 'node:child_process';

/** `npm run` scripts of package.json with their arguments, and the steps each waits for. */
const STEPS = {
  'comparison-packages': { run: ['comparison-packages'], after: [] },
  build: { run: ['build'], after: [] },
  lint: { run: ['lint'], after: [] },
  cycles: { run: ['cycles'], after: [] },
  typecheck: { run: ['typecheck'], after: ['comparison-packages'] },
  'api-report': { run: ['api-report', '--', '--check'], after: ['build'] },
};

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm run <script> [args]`, resolving to its exit code once its output was printed. */
function run([script, ...args]) {
  const started = performance.now();
  const child = spawn(npm, ['run', '--silent', script, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    shell: process.platform === 'win32',
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
    });
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const status = code === 0 ? 'ok' : `failed (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n> ${[script, ...args].join(' ')}: ${status} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

/** Each step's run, started once the steps it waits for succeeded; resolves to its exit code. */
const runs = new Map();
function start(name) {
  if (!runs.has(name)) {
    const { run: command, after } = STEPS[name];
    runs.set(
      name,
      Promise.all(after.map(start)).then((codes) => codes.find((code) => code !== 0) ?? run(command)),
    );
  }
  return runs.get(name);
}

const codes = await Promise.all(Object.keys(STEPS).map(start));
const failed = codes.find((code) => code !== 0);
if (failed !== undefined) process.exit(failed);
