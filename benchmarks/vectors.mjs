/**
 * Vector tables (`-o DB --embed MODEL`), measured:
 *   chunking   Markdown cut into 512-token chunks (o200k_base), MB of Markdown a second on one core, for
 *              ASCII and for mixed-script web text;
 *   floor      a completed crawl exported into a DuckDB vector table while every embeddings request takes
 *              `--latency` ms (default 300): the export's time against the embedder's own floor, the
 *              requests it sent × the latency ÷ the requests in flight (4);
 *   memory     a completed crawl of `--gb` GB (default 1; 0.1 with --quick) of JSON into a pgvector table
 *              of Postgres... is left to the pgvector server the tests start; here into DuckDB: peak RSS.
 *
 *   npm run build && node benchmarks/vectors.mjs [--quick] [--latency=300] [--gb=1]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chunkMarkdown } from '../dist/chunks/chunk-markdown.js';
import { tokenCounter } from '../dist/chunks/token-counter.js';
import { bodyText } from '../dist/emulator/benchmark-text.js';
import { EmulatorHandle } from './lib/emulator-handle.mjs';
import { spawnWorkload } from './lib/spawn-workload.mjs';
import { median } from './lib/stats.mjs';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const arg = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const quick = process.argv.includes('--quick');
const latency = arg('latency', 300);
const gb = arg('gb', quick ? 0.1 : 1);
const floorMb = arg('floor-mb', quick ? 5 : 20);
const MB = 1e6;

async function chunking() {
  const counter = await tokenCounter('o200k_base');
  for (const text of ['ascii', 'web']) {
    const pages = Array.from({ length: quick ? 1000 : 4000 }, (_, i) =>
      bodyText(10_000 + (i % 7) * 1000, i, text),
    );
    const chars = pages.reduce((sum, p) => sum + p.length, 0);
    const rates = [];
    for (let run = 0; run < 4; run++) {
      const started = performance.now();
      let chunks = 0;
      for (const page of pages) chunks += chunkMarkdown(page, counter).length;
      // The first run warms the code; it is not counted.
      if (run > 0) rates.push(chars / MB / ((performance.now() - started) / 1000));
      if (run === 0)
        console.log(`chunking ${text}: ${(chars / MB).toFixed(0)} MB of Markdown, ${chunks} chunks`);
    }
    console.log(`chunking ${text}: ${median(rates).toFixed(1)} MB/s on one core (median of ${rates.length})`);
  }
}

async function floor(emulator, work) {
  const service = await emulator.call('start', {
    name: 'floor',
    options: { seed: 1, faults: { routes: { embeddings: { latency: 1 } }, latencyMs: latency } },
  });
  const job = await emulator.call('completedCrawl', {
    name: 'floor',
    targetBytes: floorMb * MB,
    seed: 3,
    text: 'ascii',
  });
  const target = join(work, 'floor.duckdb');
  const run = await spawnWorkload(join(HERE, 'workloads', 'v-crawlstream-vectors.mjs'), {
    url: service.url,
    apiKey: service.apiKey,
    jobId: job.jobId,
    target,
    table: 'chunks',
    concurrency: 4,
  });
  if (!run.ok) throw new Error(`vector export failed: ${run.error}`);
  const r = run;
  const floorSeconds = (r.calls * latency) / 1000 / 4;
  const seconds = run.workMs / 1000;
  console.log(
    `floor: ${job.documents} documents, ${r.chunks} chunks in ${r.calls} requests at ${latency} ms, 4 in flight: ${seconds.toFixed(1)} s against a floor of ${floorSeconds.toFixed(1)} s = ${(seconds / floorSeconds).toFixed(3)}x; peak RSS ${(run.maxRssBytes / MB).toFixed(0)} MB`,
  );
}

async function memory(emulator, work) {
  const service = await emulator.call('start', { name: 'memory', options: { seed: 1 } });
  const job = await emulator.call('completedCrawl', {
    name: 'memory',
    targetBytes: gb * 1e9,
    seed: 7,
    text: 'web',
  });
  const run = await spawnWorkload(join(HERE, 'workloads', 'v-crawlstream-vectors.mjs'), {
    url: service.url,
    apiKey: service.apiKey,
    jobId: job.jobId,
    target: join(work, 'memory.duckdb'),
    table: 'chunks',
    concurrency: 4,
  });
  if (!run.ok) throw new Error(`vector export failed: ${run.error}`);
  const r = run;
  console.log(
    `memory: ${(job.jsonBytes / MB).toFixed(0)} MB of JSON, ${r.chunks} chunks, ${r.embedTokens} tokens in ${(run.workMs / 1000).toFixed(0)} s: peak RSS ${(run.maxRssBytes / MB).toFixed(0)} MB`,
  );
}

const work = mkdtempSync(join(tmpdir(), 'vectors-bench-'));
const emulator = new EmulatorHandle();
try {
  await chunking();
  await emulator.ready();
  await floor(emulator, work);
  if (!process.argv.includes('--no-memory')) await memory(emulator, work);
} finally {
  await emulator.close();
  rmSync(work, { recursive: true, force: true });
}
