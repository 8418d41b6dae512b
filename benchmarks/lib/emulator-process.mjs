/**
 * The emulator, in a process of its own so its memory and CPU are never counted in a measured client.
 * Driven over IPC by `emulator-handle.mjs`: each message `{id, cmd, ...}` gets one reply `{id, ok, value|error}`.
 *
 * Commands:
 * - `start {name, options}`: starts an emulator, replies `{url, apiKey}`.
 * - `completedCrawl {name, targetBytes, seed, text}`: a completed crawl of mixed document sizes, pre-rendered,
 *   of ASCII or mixed-script (`text: 'web'`) text; with `uniform: {count, min, max}` instead of
 *   `targetBytes`, `count` documents of `min` to `max` characters of markdown;
 *   replies `{jobId, documents, jsonBytes, minDocBytes, maxDocBytes, statusPages}` (exact sizes of what is
 *   served; `statusPages`: the pages a reader following `next` without a `limit` needs, 100 documents each
 *   or fewer where the 10 MiB cut falls).
 * - `rss`: this process's resident set size in bytes; `cpu`: its `process.cpuUsage()`.
 * - `close`: closes every emulator and exits.
 */
import { renderCompletedCrawl } from '../../dist/emulator/completed-crawl.js';
import { startEmulator } from '../../dist/emulator/index.js';
import { selectPage } from '../../dist/emulator/status-page.js';
import { mixedDocSizes, uniformDocSizes } from './doc-sizes.mjs';

/** @type {Map<string, import('../../dist/emulator/index.js').Emulator>} */
const emulators = new Map();

function get(name) {
  const emulator = emulators.get(name);
  if (!emulator) throw new Error(`no emulator named ${name}`);
  return emulator;
}

/** Byte sizes of the documents of the longest job rendered so far, per seed and text. */
const bytesBySeed = new Map();

/**
 * The exact byte size of each document the emulator serves for these sizes. The emulator only returns the
 * job id, so the same documents are rendered again here (bodies are shared per size, so this is cheap).
 * A smaller job's size list is a prefix of a larger one's (same seed), so the largest rendering serves all.
 */
function renderedDocuments(sizes, seed, text) {
  const key = `${seed}:${text ?? 'ascii'}`;
  const known = bytesBySeed.get(key);
  if (known && known.sizes.length >= sizes.length && sizes.every((size, i) => known.sizes[i] === size)) {
    return known.docs.slice(0, sizes.length);
  }
  const docs = renderCompletedCrawl({ pages: sizes.length, sizes, seed, text }, seed).map((doc) => ({
    bytes: doc.bytes,
    chars: doc.chars,
  }));
  bytesBySeed.set(key, { sizes, docs });
  return docs;
}

/** Status pages of 100 documents (the service's default), cut at 10 MiB, that cover `docs`. */
function statusPageCount(docs) {
  let pages = 0;
  for (let skip = 0; skip < docs.length; pages++) skip += selectPage(docs, skip, 100);
  return pages;
}

const commands = {
  async start({ name, options }) {
    const emulator = await startEmulator(options ?? {});
    emulators.set(name, emulator);
    return { url: emulator.url, apiKey: emulator.apiKey };
  },
  completedCrawl({ name, targetBytes, uniform, seed, text }) {
    const emulator = get(name);
    const sizes = uniform ? uniformDocSizes(uniform, seed) : mixedDocSizes(targetBytes, seed);
    const options = { pages: sizes.length, sizes, seed, text };
    const jobId = emulator.createCompletedCrawl(options);
    const docs = renderedDocuments(sizes, seed, text);
    let jsonBytes = 0;
    let minDocBytes = Number.POSITIVE_INFINITY;
    let maxDocBytes = 0;
    for (const { bytes } of docs) {
      jsonBytes += bytes;
      minDocBytes = Math.min(minDocBytes, bytes);
      maxDocBytes = Math.max(maxDocBytes, bytes);
    }
    const statusPages = statusPageCount(docs);
    return { jobId, documents: sizes.length, jsonBytes, minDocBytes, maxDocBytes, statusPages };
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
