/**
 * Parent side of a measured workload: runs one workload file in a fresh Node process and returns its
 * report plus the process's wall time as seen from outside.
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { parseResult } from './workload-runtime.mjs';

/**
 * @param {string} file absolute path of the workload script
 * @param {Record<string, unknown>} config passed as JSON in argv[2]
 * @param {{ timeoutMs?: number, nodeArgs?: string[] }} [options]
 */
export function spawnWorkload(file, config, options = {}) {
  const { timeoutMs = 15 * 60_000, nodeArgs = [] } = options;
  return new Promise((resolve) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, [...nodeArgs, file, JSON.stringify(config)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (s) => {
      stdout += s;
    });
    child.stderr.setEncoding('utf8').on('data', (s) => {
      // Keep the tail only: a crashing process can print a lot.
      stderr = (stderr + s).slice(-8_000);
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const processMs = performance.now() - t0;
      let report;
      try {
        report = parseResult(stdout);
      } catch {
        report = undefined;
      }
      if (!report) {
        const why = timedOut
          ? `timed out after ${timeoutMs} ms`
          : `exited with ${signal ?? `code ${code}`} without a result`;
        report = { ok: false, error: `${why}; stderr: ${summariseStderr(stderr)}` };
      }
      resolve({ ...report, processMs, exitCode: code, signal });
    });
  });
}

/** The lines of a crash that say why (V8's heap messages, the error line), not the whole stack. */
function summariseStderr(stderr) {
  const lines = stderr
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const fatal = lines.filter((l) => /FATAL|heap|Error|error/.test(l) && !l.startsWith('at '));
  return (fatal.length ? fatal.slice(0, 4) : lines.slice(-4)).join(' | ').slice(0, 600);
}
