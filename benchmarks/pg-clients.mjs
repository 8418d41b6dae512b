/**
 * Which Postgres client `toTable` uses, measured: the same rows (CSV, `--mb` MB, default 300, documents of
 * 2-200 KB like a crawl's) sent with `COPY … FROM STDIN` into the same empty table through
 *   pg   `pg` 8 with `pg-copy-streams` 7 (what toTable uses),
 *   pjs  `postgres` (postgres.js) 3 with its `.writable()` COPY stream,
 * each in this process, interleaved, `--runs` times (default 5), chunks of one "page" (~10 MB) written with
 * backpressure as the sink writes them. Reports MB/s (median) and this process's CPU seconds per GB.
 *
 *   node benchmarks/pg-clients.mjs [--mb=300] [--runs=5]
 */
import { once } from 'node:events';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import postgres from 'postgres';
import { startPostgres } from '../scripts/postgres-server.mjs';

const arg = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const mb = arg('mb', 300);
const runs = arg('runs', 5);

// Rows of the table shape toTable writes for a markdown crawl, as CSV, in chunks of about 10 MB.
const chunks = [];
let total = 0;
let row = 0;
while (total < mb * 1e6) {
  let chunk = '';
  while (chunk.length < 10e6) {
    const size = 2000 + ((row * 7919) % 200_000);
    const text = `# Page ${row}\n\n${'Some "quoted" words, and more. '.repeat(Math.ceil(size / 31))}`.slice(
      0,
      size,
    );
    const url = `https://example.com/page-${row}`;
    chunk += `"${url}","${url}","${url}","Page ${row}",,,200,,,,,"{""url"":""${url}""}","job",2026-11-25T00:00:00Z,"${text.replace(/"/g, '""')}"\n`;
    row++;
  }
  chunks.push(chunk);
  total += Buffer.byteLength(chunk);
}
const COLUMNS =
  'canonical_url, url, source_url, title, description, language, status_code, error, warning, change_status, previous_scrape_at, metadata, job_id, scraped_at, markdown';
const TABLE = `(canonical_url text NOT NULL, url text, source_url text, title text, description text, language text,
  status_code integer, error text, warning text, change_status text, previous_scrape_at text, metadata jsonb,
  job_id text NOT NULL, scraped_at timestamptz NOT NULL, markdown text)`;

async function viaPg(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP TABLE IF EXISTS c; CREATE TABLE c ${TABLE}`);
  const t0 = performance.now();
  await client.query('BEGIN');
  const stream = client.query(copyFrom(`COPY c (${COLUMNS}) FROM STDIN (FORMAT csv)`));
  for (const chunk of chunks) if (!stream.write(chunk)) await once(stream, 'drain');
  stream.end();
  await once(stream, 'finish');
  await client.query('COMMIT');
  const ms = performance.now() - t0;
  await client.end();
  return ms;
}

async function viaPostgresJs(url) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  await sql.unsafe(`DROP TABLE IF EXISTS c; CREATE TABLE c ${TABLE}`).simple();
  const t0 = performance.now();
  await sql.begin(async (tx) => {
    const stream = await tx.unsafe(`COPY c (${COLUMNS}) FROM STDIN (FORMAT csv)`).writable();
    for (const chunk of chunks) if (!stream.write(chunk)) await once(stream, 'drain');
    stream.end();
    await once(stream, 'finish');
  });
  const ms = performance.now() - t0;
  await sql.end();
  return ms;
}

const server = await startPostgres({ durable: true });
try {
  const results = { pg: [], pjs: [] };
  for (let r = 0; r < runs; r++) {
    for (const [id, run] of [
      ['pg', viaPg],
      ['pjs', viaPostgresJs],
    ]) {
      const cpu0 = process.cpuUsage();
      const ms = await run(server.url());
      const cpu = process.cpuUsage(cpu0);
      const [{ n }] = await server.query('SELECT count(*)::int AS n FROM c');
      if (n !== row) throw new Error(`${id}: ${n} rows of ${row}`);
      results[id].push({ ms, cpuS: (cpu.user + cpu.system) / 1e6 });
      console.log(
        `${id} run ${r + 1}: ${(total / 1e6 / (ms / 1000)).toFixed(0)} MB/s, ${((cpu.user + cpu.system) / 1e6).toFixed(2)} CPU-s`,
      );
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(
    `\n${(total / 1e6).toFixed(0)} MB of CSV, ${row} rows\n| Client | MB/s (median of ${runs}) | client CPU-s per GB |\n|---|---|---|`,
  );
  for (const id of ['pg', 'pjs']) {
    const ms = median(results[id].map((x) => x.ms));
    const cpu = median(results[id].map((x) => x.cpuS));
    console.log(
      `| ${id} | ${(total / 1e6 / (ms / 1000)).toFixed(0)} | ${(cpu / (total / 1e9)).toFixed(2)} |`,
    );
  }
} finally {
  await server.stop();
}
