/**
 * Peak RSS of a crawl export whose sink is much slower than the source: the credit window should keep the
 * client's memory flat (about `window` pages) however large the job is.
 *
 * Run: `npx tsx benchmarks/backpressure-rss.ts [--docs=20000] [--size=100000] [--slowdown=20] [--sinkMs=N]
 *       [--window=2] [--mode=hold|naive]`
 * - The emulator runs in a child process (its memory is not measured).
 * - The source's pace is calibrated first (the first 5 pages read with a no-op consumer); the sink then spends
 *   `slowdown ×` that time per page, writing each page's raw documents as JSONL to a temp file.
 * - `--mode=hold` (default): the sink takes `page.hold()` and releases after the write, as the library's sinks do.
 *   `--mode=naive`: the sink ignores `hold()` and queues writes behind an async chain (the pattern that buffers).
 * Output: one JSON line `{docs, sizeBytes, mode, window, pages, maxPagesInFlight, peakRssMB, maxRssMB, seconds}`;
 * `peakRssMB` is sampled every 20 ms, `maxRssMB` is the kernel's high-water mark (`process.resourceUsage`).
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { lastValueFrom, Observable, take, toArray } from 'rxjs';
import { createClient } from '../src/client.js';
import type { PageEvent } from '../src/paging/page-event.js';
import { createPagingStats, withPagingStats } from '../src/paging/paging-window.js';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const docs = Number(args.docs ?? 20_000);
const size = Number(args.size ?? 100_000);
const slowdown = Number(args.slowdown ?? 20);
const window = Number(args.window ?? 2);
const mode = (args.mode ?? 'hold') as 'hold' | 'naive';

const child = spawn(
  process.execPath,
  ['--import', 'tsx', join(import.meta.dirname, 'backpressure-emulator.ts'), String(docs), String(size)],
  {
    stdio: ['pipe', 'pipe', 'inherit'],
  },
);
const first = await new Promise<string>((resolve) =>
  createInterface({ input: child.stdout! }).once('line', resolve),
);
const { url, apiKey, jobId } = JSON.parse(first) as { url: string; apiKey: string; jobId: string };
const client = createClient({ apiKey, apiUrl: url });
const dir = await mkdtemp(join(tmpdir(), 'crawlstream-rss-'));

// Calibrate: time per page of the source with a consumer that does nothing.
const calStart = performance.now();
await lastValueFrom(client.crawlPages(jobId).pipe(take(5), toArray()));
const perPageMs = (performance.now() - calStart) / 5;
// `--sinkMs` fixes the sink's time per page instead (calibration is noisy on a loaded machine).
const sinkMs = args.sinkMs === undefined ? perPageMs * slowdown : Number(args.sinkMs);

let peakRss = process.memoryUsage.rss();
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 20);

function slowJsonlSink(path: string) {
  return (source: Observable<PageEvent>) =>
    new Observable<number>((subscriber) => {
      const out = createWriteStream(path);
      let chain = Promise.resolve();
      let written = 0;
      const write = async (page: PageEvent) => {
        const text = `${page.raw.join('\n')}\n`;
        if (!out.write(text)) await new Promise<void>((r) => out.once('drain', () => r()));
        await new Promise((r) => setTimeout(r, sinkMs));
        written += page.raw.length;
      };
      const sub = source.subscribe({
        next: (page) => {
          const done = mode === 'hold' ? page.hold() : () => {};
          chain = chain.then(() => write(page)).then(done);
        },
        error: (err: unknown) => subscriber.error(err),
        complete: () => {
          chain.then(() =>
            out.end(() => {
              subscriber.next(written);
              subscriber.complete();
            }),
          );
        },
      });
      return () => sub.unsubscribe();
    });
}

const stats = createPagingStats();
const started = performance.now();
const written = await lastValueFrom(
  client.crawlPages(jobId, withPagingStats({ window }, stats)).pipe(slowJsonlSink(join(dir, 'out.jsonl'))),
);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage.rss());

console.log(
  JSON.stringify({
    docs: written,
    sizeBytes: size,
    mode,
    window,
    sinkMsPerPage: Math.round(sinkMs),
    sourceMsPerPage: Math.round(perPageMs),
    pages: stats.pagesFetched,
    maxPagesInFlight: stats.maxPagesInFlight,
    peakRssMB: Math.round(peakRss / 1e6),
    maxRssMB: Math.round((process.resourceUsage().maxRSS * 1024) / 1e6),
    seconds: Math.round(seconds),
  }),
);
await client.close();
await rm(dir, { recursive: true, force: true });
child.stdin!.end();
