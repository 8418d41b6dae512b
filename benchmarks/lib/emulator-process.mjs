/**
 * The emulator, in a process of its own so its memory and CPU are never counted in a measured client.
 * Driven over IPC by `emulator-handle.mjs`: each message `{id, cmd, ...}` gets one reply `{id, ok, value|error}`.
 *
 * Commands:
 * - `start {name, options}`: starts an emulator, replies `{url, apiKey}`.
 * - `completedCrawl {name, targetBytes, seed}`: a completed crawl of mixed document sizes, pre-rendered;
 *   replies `{jobId, documents, jsonBytes, minDocBytes, maxDocBytes}` (exact sizes of what is served).
 * - `rss`: this process's resident set size in bytes; `cpu`: its `process.cpuUsage()`.
 * - `close`: closes every emulator and exits.
 */
import { renderCompletedCrawl } from '../../dist/emulator/completed-crawl.js';
import { startEmulator } from '../../dist/emulator/index.js';
import { mixedDocSizes } from './doc-sizes.mjs';

/** @type {Map<string, import('../../dist/emulator/index.js').Emulator>} */
const emulators = new Map();

function get(name) {
  const emulator = emulators.get(name);
  if (!emulator) throw new Error(`no emulator named ${name}`);
  return emulator;
}

const commands = {
  async start({ name, options }) {
    const emulator = await startEmulator(options ?? {});
    emulators.set(name, emulator);
    return { url: emulator.url, apiKey: emulator.apiKey };
  },
  completedCrawl({ name, targetBytes, seed }) {
    const emulator = get(name);
    const sizes = mixedDocSizes(targetBytes, seed);
    const options = { pages: sizes.length, sizes, seed };
    const jobId = emulator.createCompletedCrawl(options);
    // The emulator only returns the id; rendering the same documents again (bodies are shared per size,
    // so this is cheap) gives the exact byte count every workload's throughput is divided by.
    let jsonBytes = 0;
    let minDocBytes = Number.POSITIVE_INFINITY;
    let maxDocBytes = 0;
    for (const doc of renderCompletedCrawl(options, seed)) {
      jsonBytes += doc.bytes;
      minDocBytes = Math.min(minDocBytes, doc.bytes);
      maxDocBytes = Math.max(maxDocBytes, doc.bytes);
    }
    return { jobId, documents: sizes.length, jsonBytes, minDocBytes, maxDocBytes };
  },
  rss() {
    return process.memoryUsage().rss;
  },
  cpu() {
    return process.cpuUsage();
  },
  async close() {
    await Promise.all([...emulators.values()].map((emulator) => emulator.close()));
    emulators.clear();
    setImmediate(() => process.exit(0));
    return true;
  },
};

process.on('message', async (message) => {
  const { id, cmd, ...args } = message;
  try {
    const run = commands[cmd];
    if (!run) throw new Error(`unknown command ${cmd}`);
    const value = await run(args);
    process.send({ id, ok: true, value });
  } catch (err) {
    process.send({ id, ok: false, error: err instanceof Error ? err.stack : String(err) });
  }
});
// The parent died: do not linger.
process.on('disconnect', () => process.exit(0));
process.send({ id: 0, ok: true, value: 'ready' });
