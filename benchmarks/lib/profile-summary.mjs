/**
 * Summarises a V8 `.cpuprofile` (from `node --cpu-prof`, e.g. `node benchmarks/run.mjs --cpu-prof=A`):
 * self time by function and by file, the heaviest first.
 *
 *   node benchmarks/lib/profile-summary.mjs <file.cpuprofile> [top=25]
 */
import { readFileSync } from 'node:fs';

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node benchmarks/lib/profile-summary.mjs <file.cpuprofile> [top]');
  process.exit(2);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map();
const { samples, timeDeltas } = profile;
for (let i = 0; i < samples.length; i++) {
  selfUs.set(samples[i], (selfUs.get(samples[i]) ?? 0) + (timeDeltas[i] ?? 0));
}
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
const byFunction = new Map();
const byFile = new Map();
for (const [id, us] of selfUs) {
  const { callFrame } = byId.get(id);
  const where = callFrame.url
    ? callFrame.url.replace(/^file:\/\//, '').replace(/^.*?\/(node_modules|dist|benchmarks)\//, '$1/')
    : '(native)';
  const fn = `${callFrame.functionName || '(anonymous)'}  ${where}:${callFrame.lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  byFile.set(where, (byFile.get(where) ?? 0) + us);
}
const print = (title, map) => {
  console.log(`\n${title} (total ${(total / 1000).toFixed(0)} ms sampled)`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(
      `${((100 * us) / total).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`,
    );
  }
};
print('Self time by function', byFunction);
print('Self time by file', byFile);
