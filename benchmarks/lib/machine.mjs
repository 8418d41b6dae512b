/** A description of the machine a benchmark ran on, for the results file and the README. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';

/** @returns {Record<string, unknown>} */
export function describeMachine() {
  let cpuModel = os.cpus()[0]?.model ?? 'unknown';
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'));
    if (line) cpuModel = line.split(':').slice(1).join(':').trim();
  } catch {
    // Not Linux: os.cpus() is the best there is.
  }
  return {
    nproc: os.availableParallelism?.() ?? os.cpus().length,
    cpuModel,
    ramBytes: os.totalmem(),
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    loadAvgAtStart: os.loadavg(),
    // A run from an exported snapshot has no .git: the caller names the commit.
    commit: process.env.CRAWLSTREAM_BENCH_COMMIT ?? git(['rev-parse', '--short', 'HEAD']),
  };
}

function git(args) {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}
