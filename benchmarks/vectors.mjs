/**
 * Vector tables (`-o DB --embed MODEL`), measured:
 *   chunking   Markdown cut into 512-token chunks (o200k_base), MB of Markdown a second on one core, for
 *              ASCII and for mixed-script web text, in several fresh processes (workload K);
 *   floor      a completed crawl of `--floor-pages` pages (1,500; 300 with --quick) of 4 to 40 KB exported
 *              into a DuckDB vector table, embedded by a server (`floorServer`) whose every answer takes
 *              `--latency` ms (default 300) and nothing else: the export's time against the embedder's own
 *              floor, the requests it sent × the latency ÷ the requests in flight (4), for vectors of 256
 *              and of 1,536 numbers;
 *   day 2      a change-aware pipeline's second day after 2% of the web changed, with the program itself:
 *              its embedding tokens against the first day's;
 *   memory     a completed crawl of `--gb` GB (default 1; 0.1 with --quick) of JSON into a DuckDB vector
 *              table, embedded by the emulator: the export's peak RSS; and of each size of `--pg-gb`
 *              (0.05 and 0.2; 0.01 with --quick; `--pg-gb=1` for a GB, about 8 minutes) into Postgres with
 *              pgvector (PGlite in a process of its own, so the memory measured is all the export's), in a
 *              table without its HNSW index unless `--pg-index=1` (PGlite builds it at about 75 chunks a
 *              second); as the program runs an export that embeds (`src/cli/heap-growth.ts`), or under
 *              V8's own heap growth with `--heap=v8`.
 *
 *   npm run build && node benchmarks/vectors.mjs [--quick] [--latency=300] [--gb=1] [--pg-gb=0.05,0.2]
 *     [--pg-index=1] [--heap=v8] [--no-chunking] [--no-floor] [--no-days] [--no-memory] [--floor-pages=1500]
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EmulatorHandle } from './lib/emulator-handle.mjs';
import { spawnWorkload } from './lib/spawn-workload.mjs';
import { median } from './lib/stats.mjs';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const CLI = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const arg = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const quick = process.argv.includes('--quick');
const latency = arg('latency', 300);
const gb = arg('gb', quick ? 0.1 : 1);
const floorPages = arg('floor-pages', quick ? 300 : 1500);
/** Sizes of the exports into Postgres measured for memory, in GB. */
const pgGb = (
  process.argv.find((a) => a.startsWith('--pg-gb='))?.split('=')[1] ?? (quick ? '0.01' : '0.05,0.2')
)
  .split(',')
  .map(Number);
/**
 * `--pg-index=1`: measure the exports into Postgres into a table with its HNSW index, which PGlite builds at
 * about 75 chunks a second; by default the table has none (`withoutIndex`).
 */
const pgIndex = arg('pg-index', 0) !== 0;
/**
 * `--heap=v8`: the memory exports under V8's own heap growth; by default as the program runs them, with the
 * heap's growth held to 1.5× (`src/cli/heap-growth.ts`).
 */
const programHeap = process.argv.find((a) => a.startsWith('--heap='))?.split('=')[1] !== 'v8';
const MB = 1e6;
/** Distinct vectors the floor's embedder answers with. */
const FLOOR_VECTORS = 1024;
const CHUNKING_PROCESSES = quick ? 3 : 5;

/**
 * Chunking, in `CHUNKING_PROCESSES` fresh processes of one thread each for ASCII and for web text (the
 * speed of this machine's cores varies by two from one process to the next, so one process tells little):
 * each process's median pass, and the median and best of those; with each pass the time of a fixed loop
 * of arithmetic (`referenceMs`), the core's own speed then.
 */
async function chunking() {
  for (const text of ['ascii', 'web']) {
    const medians = [];
    const charMedians = [];
    const references = [];
    let report;
    for (let p = 0; p < CHUNKING_PROCESSES; p++) {
      report = await spawnWorkload(join(HERE, 'workloads', 'k-chunking.mjs'), {
        text,
        pages: quick ? 1000 : 4000,
        runs: 3,
      });
      if (!report.ok) throw new Error(`chunking failed: ${report.error}`);
      medians.push(median(report.passes.map((pass) => pass.mbPerSecond)));
      charMedians.push(median(report.passes.map((pass) => pass.mCharsPerSecond)));
      references.push(median(report.passes.map((pass) => pass.referenceMs)));
    }
    console.log(
      `chunking ${text}: ${(report.bytes / MB).toFixed(0)} MB of Markdown (UTF-8; ${(report.chars / MB).toFixed(0)} million characters), ${report.chunks} chunks, one core: median ${median(medians).toFixed(1)} MB/s (${median(charMedians).toFixed(1)} million characters/s), best ${Math.max(...medians).toFixed(1)} MB/s over ${CHUNKING_PROCESSES} processes (each the median of 3 passes: ${medians.map((m) => m.toFixed(1)).join(', ')}; the reference loop took ${references.map((r) => r.toFixed(0)).join(', ')} ms)`,
    );
  }
}

/**
 * An OpenAI-compatible embeddings server whose own work is nothing: every answer waits `latencyMs`, then
 * gives each input one of {@link FLOOR_VECTORS} seeded random unit vectors of `dimensions` numbers
 * (pre-serialised, as numbers or, when asked as OpenAI is, `encoding_format: 'base64'`, as float32 bytes).
 * What the export takes beyond `requests × latency ÷ in flight` is crawlstream's. The numbers are as
 * random as a model's: the same vector in every row compressed so well that DuckDB's last checkpoint took
 * 0.3–0.5 s of what random numbers take 1.1.
 */
async function floorServer(latencyMs, dimensions) {
  let seed = 12345;
  const random = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32 - 0.5;
  };
  const pool = Array.from({ length: FLOOR_VECTORS }, () => {
    const vector = Float32Array.from({ length: dimensions }, random);
    const norm = Math.hypot(...vector);
    for (let i = 0; i < dimensions; i++) vector[i] /= norm;
    return {
      numbers: `[${Array.from(vector).join(',')}]`,
      base64: `"${Buffer.from(vector.buffer).toString('base64')}"`,
    };
  });
  let requests = 0;
  /** When each request arrived and was answered (`Date.now()`). */
  const spans = [];
  const server = createServer((req, res) => {
    const parts = [];
    const arrived = performance.now();
    const span = { from: Date.now(), to: 0 };
    spans.push(span);
    res.on('finish', () => {
      span.to = Date.now();
    });
    req.on('data', (part) => parts.push(part));
    req.on('end', () => {
      requests += 1;
      const { input, encoding_format: format } = JSON.parse(Buffer.concat(parts).toString('utf8'));
      const tokens = input.reduce((n, t) => n + Math.ceil(t.length / 4), 0);
      const data = input
        .map((_, i) => {
          const vector = pool[(requests * 97 + i) % FLOOR_VECTORS];
          return `{"object":"embedding","index":${i},"embedding":${format === 'base64' ? vector.base64 : vector.numbers}}`;
        })
        .join(',');
      const body = `{"object":"list","data":[${data}],"usage":{"prompt_tokens":${tokens},"total_tokens":${tokens}}}`;
      // Its own reading and writing are part of its latency: the answer leaves `latencyMs` after the request came.
      setTimeout(
        () => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(body);
        },
        Math.max(0, latencyMs - (performance.now() - arrived)),
      );
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/v1`,
    requests: () => requests,
    spans,
    close: () => server.close(),
  };
}

async function floor(emulator, work, dimensions) {
  const service = await emulator.call('start', { name: `floor-${dimensions}`, options: { seed: 1 } });
  const job = await emulator.call('completedCrawl', {
    name: `floor-${dimensions}`,
    uniform: { count: floorPages, min: 4_000, max: 40_000 },
    seed: 3,
    text: 'ascii',
  });
  const embeddings = await floorServer(latency, dimensions);
  try {
    const run = await spawnWorkload(join(HERE, 'workloads', 'v-crawlstream-vectors.mjs'), {
      url: service.url,
      apiKey: service.apiKey,
      embeddingsUrl: embeddings.url,
      jobId: job.jobId,
      target: join(work, `floor-${dimensions}.duckdb`),
      table: 'chunks',
      concurrency: 4,
    });
    if (!run.ok) throw new Error(`vector export failed: ${run.error}`);
    const floorSeconds = (run.calls * latency) / 1000 / 4;
    const seconds = run.workMs / 1000;
    console.log(
      `floor ${dimensions} dimensions: ${job.documents} documents (${(job.jsonBytes / MB).toFixed(0)} MB), ${run.chunks} chunks in ${run.calls} requests at ${latency} ms, 4 in flight: ${seconds.toFixed(1)} s against a floor of ${floorSeconds.toFixed(1)} s = ${(seconds / floorSeconds).toFixed(3)}x; peak RSS ${(run.maxRssBytes / MB).toFixed(0)} MB`,
    );
    console.log(`  where the time beyond the floor went: ${timeline(embeddings.spans, run)}`);
  } finally {
    embeddings.close();
  }
}

/**
 * Where an export's time beyond the embedder's floor went, from when each request arrived and was answered:
 * before the first request, with fewer than 4 requests in flight between the first and the last answer,
 * and after the last answer (the export's `endedAt` less its `workMs` is when it started).
 */
function timeline(spans, run) {
  const start = run.endedAt - run.workMs;
  const first = Math.min(...spans.map((s) => s.from));
  const last = Math.max(...spans.map((s) => s.to));
  const edges = spans.flatMap((s) => [
    [s.from, 1],
    [s.to, -1],
  ]);
  edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const lastSent = Math.max(...spans.map((s) => s.from));
  let inFlight = 0;
  let at = first;
  let full;
  // Time with fewer than 4 in flight: before 4 first were, between, and once the last request was sent.
  const short = { ramp: 0, between: 0, tail: 0 };
  for (const [time, step] of edges) {
    if (inFlight < 4) short[full === undefined ? 'ramp' : at >= lastSent ? 'tail' : 'between'] += time - at;
    inFlight += step;
    if (inFlight >= 4 && full === undefined) full = time;
    at = time;
  }
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const fewer = short.ramp + short.between + short.tail;
  return `${s(first - start)} before the first request, ${s(fewer)} with fewer than 4 in flight (${s(short.ramp)} until 4 first were, ${s(short.between)} between, ${s(short.tail)} after the last request was sent), ${s(run.endedAt - last)} after the last answer`;
}

async function memory(emulator, work, into, bytes) {
  const name = `memory-${into}-${bytes}`;
  const service = await emulator.call('start', { name, options: { seed: 1 } });
  const job = await emulator.call('completedCrawl', { name, targetBytes: bytes, seed: 7, text: 'web' });
  const database = into === 'postgres' ? await pgvectorServer(join(work, name)) : undefined;
  const exportInto = (jobId) =>
    spawnWorkload(join(HERE, 'workloads', 'v-crawlstream-vectors.mjs'), {
      url: service.url,
      apiKey: service.apiKey,
      jobId,
      target: database?.url ?? join(work, `${name}.duckdb`),
      table: 'chunks',
      concurrency: 4,
      programHeap,
    });
  try {
    if (database && !pgIndex)
      await withoutIndex(database.url, async () => exportInto(await warmUpJob(emulator, name)));
    const run = await exportInto(job.jobId);
    if (!run.ok) throw new Error(`vector export failed: ${run.error}`);
    const table = into === 'postgres' && !pgIndex ? ', a table without its HNSW index' : '';
    const where = `${into} (${programHeap ? "the program's heap growth" : "V8's heap growth"}${table})`;
    console.log(
      `memory into ${where}: ${(job.jsonBytes / MB).toFixed(0)} MB of JSON, ${run.chunks} chunks, ${run.embedTokens} tokens in ${(run.workMs / 1000).toFixed(0)} s: peak RSS ${(run.maxRssBytes / MB).toFixed(0)} MB (peaks: JavaScript heap ${(run.memoryPeaks.heapUsed / MB).toFixed(0)} MB, buffers ${(run.memoryPeaks.arrayBuffers / MB).toFixed(0)} MB)`,
    );
  } finally {
    await database?.stop();
  }
}

/** A job of a few small documents, whose export makes the table. */
async function warmUpJob(emulator, name) {
  return (await emulator.call('completedCrawl', { name, targetBytes: 50_000, seed: 3, text: 'web' })).jobId;
}

/**
 * Makes the table by a first export (`warmUp`) and drops its HNSW index: PGlite (WebAssembly) then takes
 * rows as fast as the export sends them, so that a GB is measured in minutes, not hours. The export's own
 * steps are the same with or without the index; only the server's pace differs.
 */
async function withoutIndex(url, warmUp) {
  const run = await warmUp();
  if (!run.ok) throw new Error(`warm-up export failed: ${run.error}`);
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP INDEX chunks_embedding');
  } finally {
    await client.end();
  }
}

/** A Postgres with pgvector (PGlite) in a process of its own (`lib/pgvector-server.mjs`): its memory is not the export's. */
async function pgvectorServer(dataDir) {
  const child = spawn(process.execPath, [join(HERE, 'lib', 'pgvector-server.mjs'), dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const url = await new Promise((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (s) => {
      out += s;
      const line = out.split('\n').find((l) => l.startsWith('URL '));
      if (line) resolve(line.slice(4).trim());
    });
    child.on('exit', (code) => reject(new Error(`the pgvector server exited ${code}`)));
  });
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      return once(child, 'exit');
    },
  };
}

/**
 * Day 1 and day 2 of a change-aware pipeline into a DuckDB vector table, with the program itself: a site of
 * `--day-pages` pages (2,000; 500 with --quick) whose web changes 2% between the days (1% edited, 0.5%
 * added, 0.5% removed): the second day's embedding tokens against the first's.
 */
async function days(emulator, work) {
  const pages = arg('day-pages', quick ? 500 : 2000);
  const service = await emulator.call('start', {
    name: 'days',
    options: {
      seed: 5,
      site: {
        sites: 1,
        pagesPerSite: pages,
        failureRate: 0,
        sizes: [{ minBytes: 2_000, maxBytes: 12_000, weight: 1 }],
      },
      scrape: { pagesPerSecond: 4000, concurrency: 100, completionLagMs: 20 },
    },
  });
  const target = join(work, 'days.duckdb');
  const day = () =>
    program(service, [
      'crawl',
      'https://site-1.test/',
      '--allow-subdomains',
      '--crawl-entire-domain',
      '--limit',
      String(pages * 2),
      '-o',
      target,
      '--embed',
      'text-embedding-3-small',
      '--embed-url',
      `${service.url}/v1`,
      '--changes',
      '--json',
    ]);
  const first = await day();
  const web = await fetch(`${service.url}/_emulator/web/advance`, {
    method: 'POST',
    headers: { authorization: `Bearer ${service.apiKey}` },
  }).then((r) => r.json());
  const second = await day();
  const c = second.changes.counts;
  console.log(
    `day 2: the web changed ${web.edited.length + web.added.length + web.removed.length} of ${pages} pages; day 1 embedded ${first.embeddedChunks} chunks (${first.embedTokens} tokens) of ${first.documents} pages, day 2 ${second.embeddedChunks} chunks (${second.embedTokens} tokens: ${((100 * second.embedTokens) / first.embedTokens).toFixed(1)}% of day 1) for ${c.new} new, ${c.changed} changed and ${c.removed} removed pages`,
  );
}

/** Runs the built program against `service`; resolves to its `--json` summary. */
function program(service, args) {
  const run = spawnSync(process.execPath, [CLI, ...args], {
    env: { ...process.env, CRAWLSTREAM_API_URL: service.url, CRAWLSTREAM_API_KEY: service.apiKey },
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  if (run.status !== 0)
    throw new Error(`crawlstream ${args[0]} exited ${run.status}: ${run.stderr.slice(-2000)}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1));
}

const work = mkdtempSync(join(tmpdir(), 'vectors-bench-'));
const emulator = new EmulatorHandle();
try {
  if (!process.argv.includes('--no-chunking')) await chunking();
  await emulator.ready();
  if (!process.argv.includes('--no-floor'))
    for (const dimensions of [256, 1536]) await floor(emulator, work, dimensions);
  if (!process.argv.includes('--no-days')) await days(emulator, work);
  if (!process.argv.includes('--no-memory')) {
    if (gb > 0) await memory(emulator, work, 'duckdb', gb * 1e9);
    for (const size of pgGb) await memory(emulator, work, 'postgres', size * 1e9);
  }
} finally {
  await emulator.close();
  rmSync(work, { recursive: true, force: true });
}
