/**
 * Child side of a measured workload. A workload file imports what it needs (before the clock starts),
 * then calls `runWorkload(fn)`; `fn(config)` does the work and returns what it wants reported. The process
 * prints one line `RESULT <json>` with the work time, the CPU time of the work, the process's peak RSS and
 * the main thread's garbage collections.
 */
import { once } from 'node:events';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { constants, PerformanceObserver, performance } from 'node:perf_hooks';

const RESULT_PREFIX = 'RESULT ';

/**
 * @template T
 * @param {(config: Record<string, any>) => Promise<T>} fn
 */
export async function runWorkload(fn) {
  const config = JSON.parse(process.argv[2] ?? '{}');
  const memory = sampleMemory();
  const gc = countCollections();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let report;
  try {
    const value = await fn(config);
    const workMs = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    report = { ok: true, workMs, workCpuMs: (cpu.user + cpu.system) / 1000, ...value };
  } catch (err) {
    report = { ok: false, error: describeError(err) };
    process.exitCode = 1;
  }
  report.memoryPeaks = memory.stop();
  report.gc = await gc.stop();
  const usage = process.resourceUsage();
  // maxRSS is in kilobytes (KiB) on Linux.
  report.maxRssBytes = usage.maxRSS * 1024;
  report.cpuMs = (usage.userCPUTime + usage.systemCPUTime) / 1000;
  process.stdout.write(`${RESULT_PREFIX}${JSON.stringify(report)}\n`);
}

/**
 * Samples the main thread's V8 heap and the process's external memory every 250 ms and keeps each
 * maximum: with the peak RSS it tells the JavaScript heap (its garbage included) from Buffers and from
 * memory outside the main isolate (worker threads, native libraries).
 *
 * With `MEMORY_TRACE=FILE` in the environment, each sample is also appended to FILE as a line, in MB, and
 * the process's `/proc/self/smaps` at its highest resident sample is kept in `FILE.smaps`: which mappings the
 * resident memory is in (`[heap]`: what glibc's malloc took by `brk`, Buffers among it; anonymous mappings:
 * V8's heap and the large Buffers glibc maps on their own; the `node` binary).
 */
function sampleMemory() {
  const peaks = { heapUsed: 0, heapTotal: 0, external: 0, arrayBuffers: 0, rss: 0 };
  const trace = process.env.MEMORY_TRACE;
  const take = () => {
    const m = process.memoryUsage();
    if (trace !== undefined) {
      if (m.rss >= peaks.rss) writeFileSync(`${trace}.smaps`, readFileSync('/proc/self/smaps'));
      appendFileSync(
        trace,
        `${Object.keys(peaks)
          .map((key) => `${key} ${(m[key] / 1e6).toFixed(0)}`)
          .join(' ')}\n`,
      );
    }
    for (const key of Object.keys(peaks)) peaks[key] = Math.max(peaks[key], m[key]);
  };
  const timer = setInterval(take, 250);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      take();
      return peaks;
    },
  };
}

/**
 * Counts the main thread's garbage collections and their pauses: full (mark-compact) and young
 * (scavenge). A full collection also marks on V8's helper threads, which its pause does not show.
 */
function countCollections() {
  const gc = { full: 0, fullPauseMs: 0, young: 0, youngPauseMs: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
        gc.full++;
        gc.fullPauseMs += entry.duration;
      } else if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) {
        gc.young++;
        gc.youngPauseMs += entry.duration;
      }
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    async stop() {
      // Entries reach the observer on a later turn of the event loop: after one turn, the last are counted.
      await new Promise((resolve) => setImmediate(resolve));
      observer.disconnect();
      return gc;
    },
  };
}

function describeError(err) {
  if (!(err instanceof Error)) return String(err);
  const parts = [`${err.name}: ${err.message}`];
  if ('code' in err && err.code !== undefined) parts.push(`code=${String(err.code)}`);
  if ('status' in err && err.status !== undefined) parts.push(`status=${String(err.status)}`);
  if (err.cause instanceof Error) parts.push(`cause: ${err.cause.name}: ${err.cause.message}`);
  return parts.join('; ');
}

/**
 * Writes a chunk to a stream, waiting for `drain` when its buffer is full, so a workload never queues
 * more than the stream's high-water mark in memory.
 * @param {import('node:stream').Writable} stream
 * @param {Buffer | string} chunk
 */
export async function writeWithBackpressure(stream, chunk) {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

/**
 * Ends a file stream and waits until the file is closed.
 * @param {import('node:fs').WriteStream} stream
 */
export async function closeFile(stream) {
  const closed = once(stream, 'close');
  stream.end();
  await closed;
}

/** Parses the `RESULT` line out of a workload's stdout. */
export function parseResult(stdout) {
  const lines = stdout.split('\n');
  for (let i = lines.length - 1; i >= 0; i--) {
    if (lines[i].startsWith(RESULT_PREFIX)) return JSON.parse(lines[i].slice(RESULT_PREFIX.length));
  }
  return undefined;
}
