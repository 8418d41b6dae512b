/**
 * Workload K: cut `pages` seeded pages of `text` ('ascii' or 'web') into 512-token chunks (o200k_base) with
 * `chunkMarkdown`, on this process's one thread: `runs` timed passes after one that warms the code, each
 * pass's MB of Markdown a second (MB of its UTF-8 bytes, as a page's Markdown is stored and sent; web text
 * has 1.13 bytes a character), and its million characters a second; and the time of a fixed loop of integer arithmetic before each pass,
 * which tells how fast the core was then (this machine's cores run at different speeds from one moment
 * to the next).
 */
import { chunkMarkdown } from '../../dist/chunks/chunk-markdown.js';
import { tokenCounter } from '../../dist/chunks/token-counter.js';
import { bodyText } from '../../dist/emulator/benchmark-text.js';
import { runWorkload } from '../lib/workload-runtime.mjs';

/** Milliseconds of 100 million additions: the core's speed, with nothing of crawlstream in it. */
function referenceMs() {
  const started = performance.now();
  let x = 0;
  for (let i = 0; i < 1e8; i++) x = (x + i * 7) | 0;
  if (x === 1) throw new Error('unreachable');
  return performance.now() - started;
}

await runWorkload(async ({ text, pages: count, runs }) => {
  const counter = await tokenCounter('o200k_base');
  const pages = Array.from({ length: count }, (_, i) => bodyText(10_000 + (i % 7) * 1000, i, text));
  const chars = pages.reduce((sum, p) => sum + p.length, 0);
  const bytes = pages.reduce((sum, p) => sum + Buffer.byteLength(p), 0);
  const passes = [];
  let chunks = 0;
  for (let run = 0; run <= runs; run++) {
    const reference = referenceMs();
    const started = performance.now();
    chunks = 0;
    for (const page of pages) chunks += chunkMarkdown(page, counter).length;
    const seconds = (performance.now() - started) / 1000;
    if (run > 0)
      passes.push({
        mbPerSecond: bytes / 1e6 / seconds,
        mCharsPerSecond: chars / 1e6 / seconds,
        referenceMs: reference,
      });
  }
  return { bytes, chars, chunks, passes };
});
