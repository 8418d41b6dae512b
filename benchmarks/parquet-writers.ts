/**
 * Two measurements, each run in fresh processes so peak RSS is their own.
 *
 * 1. Parquet libraries on crawlstream's rows (the 14 columns of `toParquet`), rows built in memory:
 *      npx tsx benchmarks/parquet-writers.ts writers [rows=40000] [docKB=5] [rowGroup=2000]
 * 2. The sinks end to end: a completed crawl served by the emulator (this process), exported by a child
 *    process running the build with `crawlPages(...).pipe(toJsonl | toParquet)`; MB/s of document JSON
 *    received and peak RSS of the child:
 *      npm run build && npx tsx benchmarks/parquet-writers.ts sinks [docs=50000] [docChars=20000]
 *    (`SINKS=jsonl,parquet` picks sinks; the others are parquet-worker and jsonl-gzip)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const WRITERS = ['jsonl', 'hyparquet-writer', 'parquet-wasm', 'parquetjs-lite'] as const;
type WriterName = (typeof WRITERS)[number];

interface Row {
  url: string;
  sourceURL: string;
  title: string;
  description: string;
  language: string;
  statusCode: number;
  error: string | null;
  markdown: string;
  html: string;
  rawHtml: string | null;
  links: string[];
  screenshot: string | null;
  metadata: string;
  jobId: string;
}

const WORDS =
  'the crawl stream page content of a site with links and words about many things ünïcödé 日本語 text'.split(
    ' ',
  );

/** A deterministic document of about `kb` KB of JSON, shaped like a service page. */
export function syntheticDocument(i: number, kb: number): Record<string, unknown> {
  let seed = (i * 2654435761) >>> 0;
  const rnd = () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  const text = (chars: number) => {
    const out: string[] = [];
    let n = 0;
    while (n < chars) {
      const w = WORDS[Math.floor(rnd() * WORDS.length)]!;
      out.push(w);
      n += w.length + 1;
    }
    return out.join(' ');
  };
  const url = `https://example.com/section-${i % 97}/page-${i}`;
  const body = Math.max(200, kb * 1024 - 1500);
  return {
    markdown: `# Page ${i}\n\n${text(body * 0.45)}`,
    html: `<h1>Page ${i}</h1><p>${text(body * 0.45)}</p>`,
    links: Array.from(
      { length: 12 },
      (_, k) => `https://example.com/section-${(i + k) % 97}/page-${i + k + 1}`,
    ),
    metadata: {
      title: `Page ${i} of the example site`,
      description: text(120),
      language: 'en',
      sourceURL: url,
      url,
      statusCode: 200,
      keywords: 'crawl, stream',
      ogLocaleAlternate: ['de', 'fr'],
    },
  };
}

function toRow(doc: Record<string, unknown>, jobId: string): Row {
  const m = (doc.metadata ?? {}) as Record<string, unknown>;
  const s = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    url: s(m.url) ?? '',
    sourceURL: s(m.sourceURL) ?? '',
    title: s(m.title) ?? '',
    description: s(m.description) ?? '',
    language: s(m.language) ?? '',
    statusCode: typeof m.statusCode === 'number' ? m.statusCode : 0,
    error: s(m.error),
    markdown: s(doc.markdown) ?? '',
    html: s(doc.html) ?? '',
    rawHtml: s(doc.rawHtml),
    links: Array.isArray(doc.links) ? (doc.links as string[]) : [],
    screenshot: s(doc.screenshot),
    metadata: JSON.stringify(m),
    jobId,
  };
}

const COLS = Object.keys(toRow(syntheticDocument(0, 1), 'x')) as (keyof Row)[];

async function runOne(writer: WriterName, rows: number, kb: number, group: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'pqbench-'));
  const file = join(dir, `out.${writer === 'jsonl' ? 'jsonl' : 'parquet'}`);
  const jobId = '0190c0de-0000-7000-8000-000000000000';
  let jsonBytes = 0;
  const encodeGroup = await makeWriter(writer, file);
  // Documents are generated before the clock starts: the benchmark measures writing, not the generator.
  const pool = Array.from({ length: Math.min(group, rows) }, (_, i) =>
    JSON.stringify(syntheticDocument(i, kb)),
  );
  const t0 = performance.now();
  for (let start = 0; start < rows; start += group) {
    const n = Math.min(group, rows - start);
    const raws = n === pool.length ? pool : pool.slice(0, n);
    for (const r of raws) jsonBytes += r.length;
    await encodeGroup.write(raws, jobId);
  }
  await encodeGroup.close();
  const secs = (performance.now() - t0) / 1000;
  const size = statSync(file).size;
  rmSync(dir, { recursive: true, force: true });
  const out = {
    writer,
    rows,
    jsonMB: +(jsonBytes / 1e6).toFixed(1),
    seconds: +secs.toFixed(2),
    mbPerSec: +(jsonBytes / 1e6 / secs).toFixed(1),
    peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
    fileMB: +(size / 1e6).toFixed(1),
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

interface GroupWriter {
  write(raws: string[], jobId: string): Promise<void>;
  close(): Promise<void>;
}

async function makeWriter(writer: WriterName, file: string): Promise<GroupWriter> {
  const { open } = await import('node:fs/promises');
  if (writer === 'jsonl') {
    const fh = await open(file, 'w');
    return {
      async write(raws) {
        await fh.write(`${raws.join('\n')}\n`);
      },
      close: () => fh.close(),
    };
  }
  if (writer === 'hyparquet-writer') {
    const { ParquetWriter, ByteWriter } = await import('hyparquet-writer');
    const fh = await open(file, 'w');
    const bw = new ByteWriter(1 << 20);
    const schema = parquetSchema();
    const codec = (process.env.PQ_CODEC ?? 'SNAPPY') as 'SNAPPY';
    const zlib = await import('node:zlib');
    const compressors = { GZIP: (b: Uint8Array) => new Uint8Array(zlib.gzipSync(b, { level: 1 })) };
    const w = new ParquetWriter({ writer: bw, schema, codec, compressors, statistics: false });
    const flush = async () => {
      await fh.write(new Uint8Array(bw.buffer, 0, bw.index));
      bw.index = 0;
    };
    return {
      async write(raws, jobId) {
        const rowsOut = raws.map((r) => toRow(JSON.parse(r), jobId));
        const columnData = COLS.map((name) => ({
          name,
          data: rowsOut.map((r) => r[name]),
          encoding: ['markdown', 'html', 'rawHtml', 'metadata', 'screenshot'].includes(name)
            ? ('PLAIN' as const)
            : undefined,
          offsetIndex: false,
        }));
        // biome-ignore lint/suspicious/noExplicitAny: benchmark
        w.write({ columnData: columnData as any, rowGroupSize: raws.length });
        await flush();
      },
      async close() {
        w.finish();
        await flush();
        await fh.close();
      },
    };
  }
  if (writer === 'parquet-wasm') {
    const pw = await import('parquet-wasm');
    const arrow = await import('apache-arrow');
    const fh = await open(file, 'w');
    const codec = process.env.PQ_CODEC === 'ZSTD' ? pw.Compression.ZSTD : pw.Compression.SNAPPY;
    // A real sink would splice row groups into one file; here each group is its own file appended, which
    // costs the same encoding work and is enough to measure throughput.
    return {
      async write(raws, jobId) {
        const rowsOut = raws.map((r) => toRow(JSON.parse(r), jobId));
        const cols: Record<string, unknown> = {};
        for (const name of COLS) {
          const type =
            name === 'statusCode'
              ? new arrow.Int32()
              : name === 'links'
                ? new arrow.List(new arrow.Field('element', new arrow.Utf8(), true))
                : new arrow.Utf8();
          cols[name] = arrow.vectorFromArray(
            rowsOut.map((r) => r[name]),
            type,
          );
        }
        // biome-ignore lint/suspicious/noExplicitAny: benchmark
        const table = new arrow.Table(cols as any);
        const ipc = arrow.tableToIPC(table, 'stream');
        const wasmTable = pw.Table.fromIPCStream(ipc);
        // Properties are consumed by each write: build them per row group.
        const props = new pw.WriterPropertiesBuilder().setCompression(codec).build();
        const bytes = pw.writeParquet(wasmTable, props);
        await fh.write(bytes);
      },
      close: () => fh.close(),
    };
  }
  // No type declarations ship with parquetjs-lite.
  const lib: string = 'parquetjs-lite';
  const parquet = (await import(lib)).default;
  const schema = new parquet.ParquetSchema({
    url: { type: 'UTF8' },
    sourceURL: { type: 'UTF8' },
    title: { type: 'UTF8' },
    description: { type: 'UTF8' },
    language: { type: 'UTF8' },
    statusCode: { type: 'INT32' },
    error: { type: 'UTF8', optional: true },
    markdown: { type: 'UTF8', compression: 'SNAPPY' },
    html: { type: 'UTF8', compression: 'SNAPPY' },
    rawHtml: { type: 'UTF8', optional: true, compression: 'SNAPPY' },
    links: { type: 'UTF8', repeated: true },
    screenshot: { type: 'UTF8', optional: true },
    metadata: { type: 'UTF8', compression: 'SNAPPY' },
    jobId: { type: 'UTF8' },
  });
  const w = await parquet.ParquetWriter.openFile(schema, file, { rowGroupSize: 2000 });
  return {
    async write(raws, jobId) {
      for (const r of raws) {
        const row = toRow(JSON.parse(r), jobId) as unknown as Record<string, unknown>;
        for (const k of Object.keys(row)) if (row[k] === null) delete row[k];
        await w.appendRow(row);
      }
    },
    close: () => w.close(),
  };
}

function parquetSchema() {
  const str = (name: string, optional = false) => ({
    name,
    type: 'BYTE_ARRAY' as const,
    converted_type: 'UTF8' as const,
    repetition_type: optional ? ('OPTIONAL' as const) : ('REQUIRED' as const),
  });
  return [
    { name: 'root', num_children: 14 },
    str('url'),
    str('sourceURL'),
    str('title'),
    str('description'),
    str('language'),
    { name: 'statusCode', type: 'INT32' as const, repetition_type: 'REQUIRED' as const },
    str('error', true),
    str('markdown'),
    str('html'),
    str('rawHtml', true),
    {
      name: 'links',
      repetition_type: 'REQUIRED' as const,
      converted_type: 'LIST' as const,
      num_children: 1,
    },
    { name: 'list', repetition_type: 'REPEATED' as const, num_children: 1 },
    { ...str('element'), repetition_type: 'REQUIRED' as const },
    str('screenshot', true),
    str('metadata'),
    str('jobId'),
  ];
}

const args = process.argv.slice(2);
if (args[0] === 'sinks') {
  const [, docs = '50000', chars = '20000'] = args;
  const { startEmulator } = await import('../src/emulator/index.js');
  const emulator = await startEmulator({ seed: 1 });
  const dir = mkdtempSync(join(tmpdir(), 'sinkbench-'));
  try {
    const sinks = process.env.SINKS?.split(',') ?? ['jsonl', 'parquet', 'parquet-worker', 'jsonl-gzip'];
    for (const sink of sinks) {
      const jobId = emulator.createCompletedCrawl({ pages: Number(docs), sizes: Number(chars) });
      const out = join(dir, `out-${sink}`);
      const child = await import('node:child_process');
      const r = await new Promise<string>((resolve, reject) => {
        const p = child.spawn(
          process.execPath,
          [
            join(import.meta.dirname, 'parquet-writers.child.mjs'),
            sink,
            emulator.url,
            emulator.apiKey,
            jobId,
            out,
          ],
          { stdio: ['ignore', 'pipe', 'inherit'] },
        );
        let text = '';
        p.stdout.on('data', (c: Buffer) => {
          text += c.toString();
        });
        p.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`${sink} exited ${code}`))));
      });
      process.stdout.write(r);
      rmSync(out, { force: true });
    }
  } finally {
    await emulator.close();
    rmSync(dir, { recursive: true, force: true });
  }
} else if (args[0] === '--writer') {
  const [, w, rows = '40000', kb = '5', group = '2000'] = args;
  await runOne(w as WriterName, Number(rows), Number(kb), Number(group));
} else {
  const [, rows = '40000', kb = '5', group = '2000'] = args;
  const results: unknown[] = [];
  for (const w of WRITERS) {
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', import.meta.filename, '--writer', w, rows, kb, group],
      { encoding: 'utf8' },
    );
    if (r.status !== 0) {
      process.stderr.write(r.stderr);
      continue;
    }
    process.stdout.write(r.stdout);
    results.push(JSON.parse(r.stdout));
  }
  if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, JSON.stringify(results, null, 2));
}
