import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { duckdbClient } from '../../sinks/table/optional-client.js';
import { info } from '../cli-context.js';
import { demoChanges, demoCrawl, demoPipeline, demoPolling } from '../demo-changes.js';
import { demoTable } from '../demo-table.js';
import { demoVectors } from '../demo-vectors.js';
import { ExitCode } from '../exit-codes.js';
import { runExport } from '../export-pages.js';
import { integerFlag } from '../flag-values.js';
import { outputTarget } from '../output-target.js';
import { readParquetBack } from '../parquet-read-back.js';
import { plural } from '../plural.js';
import { formatMegabytes } from '../progress-renderer.js';
import { string } from '../scrape-option-flags.js';
/** Page sizes of the demo site: mostly small pages with a tail of large ones, as a real crawl shows. */
const demoSizes = [
    { minBytes: 1_000, maxBytes: 8_000, weight: 60 },
    { minBytes: 8_000, maxBytes: 64_000, weight: 35 },
    { minBytes: 64_000, maxBytes: 256_000, weight: 5 },
];
/**
 * `crawlstream demo`: the whole pipeline offline. Starts the emulator in this process, crawls a synthetic
 * site with progress bars, writes JSONL, Parquet, a partitioned Parquet dataset and a DuckDB table, reads
 * the Parquet back with an independent reader, counts the dataset's documents per host and the table's rows
 * with DuckDB, and prints throughput and peak memory. Needs no key and no network.
 */
export const demoCommand = {
    name: 'demo',
    summary: 'crawl a synthetic site on the built-in emulator to JSONL, Parquet, a dataset and a DuckDB table, then again after it changed (no key, no network)',
    usage: ['crawlstream demo [--pages 3000] [--out out]'],
    flags: {
        pages: { type: 'string', value: 'N', description: 'pages of the synthetic site (default 3000)' },
        out: {
            type: 'string',
            value: 'DIR',
            description: 'folder for demo.jsonl, demo.parquet, demo-dataset/ and demo.duckdb (default out)',
        },
        seed: { type: 'string', value: 'N', description: 'seed of the synthetic site (default 1)' },
    },
    async run({ flags }, ctx) {
        const pages = integerFlag('pages', string(flags.pages), { min: 1, max: 1_000_000 }) ?? 3000;
        const seed = integerFlag('seed', string(flags.seed), { min: 0 }) ?? 1;
        const dir = string(flags.out) ?? 'out';
        await mkdir(dir, { recursive: true });
        const jsonlPath = join(dir, 'demo.jsonl');
        const parquetPath = join(dir, 'demo.parquet');
        const datasetPath = `${join(dir, 'demo-dataset')}/`;
        // The demo's own folder: a dataset left by an earlier demo run is replaced.
        await rm(datasetPath, { recursive: true, force: true });
        const { startEmulator } = await import('../../emulator/index.js');
        const { createClient } = await import('../../client.js');
        const emulator = await startEmulator({
            seed,
            site: { sites: 1, pagesPerSite: pages, sizes: demoSizes, failureRate: 0, brokenLinkRate: 0 },
            scrape: { pagesPerSecond: 10_000, concurrency: 100, completionLagMs: 200 },
        });
        const client = createClient({ apiUrl: emulator.url, apiKey: emulator.apiKey });
        try {
            const site = 'https://site-1.test/';
            const request = demoCrawl(site, pages);
            const pipeline = await demoPipeline(request, join(dir, 'demo.state'));
            info(ctx, `Emulator listening on ${emulator.url}; crawling ${site} (${pages} pages)`);
            const crawl = await runExport({
                kind: 'crawl',
                label: 'crawl → JSONL  ',
                output: outputTarget(jsonlPath),
                retries: () => 0,
                changes: pipeline,
                pages: (hooks) => client.crawl(request, { ...hooks, ...demoPolling(ctx) }),
            }, ctx);
            if (crawl.code !== ExitCode.ok || crawl.summary.jobId === undefined)
                return crawl.code;
            const jobId = crawl.summary.jobId;
            const parquet = await runExport({
                kind: 'crawl',
                label: 'job → Parquet  ',
                output: outputTarget(parquetPath),
                jobId,
                retries: () => 0,
                pages: (hooks) => client.crawlPages(jobId, hooks),
            }, ctx);
            if (parquet.code !== ExitCode.ok)
                return parquet.code;
            const dataset = await runExport({
                kind: 'crawl',
                label: 'job → dataset  ',
                output: outputTarget(datasetPath, { partitionBy: 'job_id,host' }),
                jobId,
                retries: () => 0,
                pages: (hooks) => client.crawlPages(jobId, hooks),
            }, ctx);
            if (dataset.code !== ExitCode.ok)
                return dataset.code;
            const table = await demoTable(client, jobId, join(dir, 'demo.duckdb'), ctx);
            if (typeof table === 'number')
                return table;
            const vectors = await demoVectors(client, `${emulator.url}/v1`, request, join(dir, 'demo-vectors.duckdb'), ctx);
            if (typeof vectors === 'number')
                return vectors;
            const day2 = join(dir, 'demo-day2.jsonl');
            const changes = await demoChanges(emulator, client, jobId, request, pipeline, day2, ctx);
            if (typeof changes === 'number')
                return changes;
            const perHost = await countPerHost(datasetPath);
            const readBack = await readParquetBack(parquetPath, jsonlPath);
            await printSummary(ctx, {
                jsonlPath,
                parquetPath,
                documents: crawl.summary.documents,
                bytes: crawl.summary.bytes,
                crawlSeconds: crawl.summary.seconds,
                parquetSeconds: parquet.summary.seconds,
                datasetPath,
                datasetSeconds: dataset.summary.seconds,
                perHost,
                table,
                vectors,
                changes,
                ...readBack,
            });
            return demoVerdict(crawl.summary.documents, { perHost, readBack, table, vectors, changes });
        }
        finally {
            await client.close();
            await emulator.close();
        }
    },
};
/**
 * Counts the dataset's documents per host with DuckDB, reading the Hive partitions. DuckDB is a development
 * dependency: where it is not installed the count is skipped.
 */
async function countPerHost(dataset) {
    let duckdb;
    try {
        duckdb = await duckdbClient();
    }
    catch {
        return undefined;
    }
    const instance = await duckdb.DuckDBInstance.create(':memory:');
    const conn = await instance.connect();
    try {
        const glob = join(dataset, '**', '*.parquet').replaceAll("'", "''");
        const reader = await conn.runAndReadAll(`select host, count(*)::INTEGER as documents from read_parquet('${glob}', hive_partitioning = true) group by host order by host`);
        return reader.getRowObjectsJson().map((r) => ({ host: String(r.host), documents: Number(r.documents) }));
    }
    finally {
        conn.closeSync();
        instance.closeSync();
    }
}
async function printSummary(ctx, f) {
    const jsonlSize = (await stat(f.jsonlPath)).size;
    const parquetSize = (await stat(f.parquetPath)).size;
    // maxRSS is in kilobytes (KiB on Linux and macOS).
    const peakMb = (process.resourceUsage().maxRSS * 1024) / 1e6;
    const rate = (seconds) => `${formatMegabytes(f.bytes / Math.max(seconds, 1e-3))}/s`;
    const summary = {
        documents: f.documents,
        megabytes: Math.round(f.bytes / 1e4) / 100,
        jsonl: { path: f.jsonlPath, bytes: jsonlSize, seconds: f.crawlSeconds },
        parquet: {
            path: f.parquetPath,
            bytes: parquetSize,
            seconds: f.parquetSeconds,
            rowsReadBack: f.rows,
            urlsMatch: f.urlsMatch,
        },
        dataset: { path: f.datasetPath, seconds: f.datasetSeconds, perHost: f.perHost ?? null },
        table: f.table === 'no-duckdb' ? null : f.table,
        vectors: f.vectors === 'no-duckdb' ? null : f.vectors,
        changes: {
            path: f.changes.path,
            state: f.changes.statePath,
            seconds: f.changes.seconds,
            web: f.changes.web,
            counts: f.changes.load.counts,
            written: f.changes.load.written,
            exact: f.changes.exact,
        },
        peakRssMegabytes: Math.round(peakMb),
    };
    if (ctx.global.json) {
        ctx.stdout.write(`${JSON.stringify(summary)}\n`);
        return;
    }
    ctx.stdout.write([
        '',
        'Demo summary',
        `  documents     ${f.documents} (${formatMegabytes(f.bytes)} of JSON from the emulator, no network)`,
        `  JSONL         ${f.jsonlPath}  ${formatMegabytes(jsonlSize)}  crawl + write in ${f.crawlSeconds.toFixed(1)} s  (${rate(f.crawlSeconds)})`,
        `  Parquet       ${f.parquetPath}  ${formatMegabytes(parquetSize)}  written in ${f.parquetSeconds.toFixed(1)} s  (${rate(f.parquetSeconds)})`,
        `  read back     ${f.rows} rows with hyparquet; URLs ${f.urlsMatch ? 'match the JSONL row for row' : 'DO NOT match the JSONL'}`,
        `  dataset       ${f.datasetPath}  Parquet parts by job_id and host, manifest last, written in ${f.datasetSeconds.toFixed(1)} s`,
        f.perHost
            ? `  per host      ${f.perHost.map((h) => `${h.host} ${h.documents}`).join(', ')} (DuckDB, hive_partitioning)`
            : '  per host      skipped: DuckDB (@duckdb/node-api) is not installed',
        f.table === 'no-duckdb'
            ? '  DuckDB table  skipped: DuckDB (@duckdb/node-api) is not installed'
            : `  DuckDB table  ${f.table.path}  table pages, written in ${f.table.seconds.toFixed(1)} s; DuckDB reads ${f.table.rows} rows, ${f.table.urls} distinct URLs, longest markdown ${f.table.longestMarkdown} characters`,
        f.vectors === 'no-duckdb'
            ? '  vector table  skipped: DuckDB (@duckdb/node-api) is not installed'
            : `  vector table  ${f.vectors.path}  ${f.vectors.pages} pages in ${f.vectors.chunks} chunks, embedded by the emulator's /v1/embeddings (${f.vectors.embedTokens} tokens) in ${f.vectors.seconds.toFixed(1)} s; crawlstream query "${f.vectors.question.slice(0, 48)}…" finds its page ${f.vectors.rank > 0 ? `at rank ${f.vectors.rank}` : 'NOT in the top 5'} (score ${f.vectors.topScore.toFixed(3)})`,
        `  day 2         the web changed: of the ${plural(f.changes.web.edited, 'page')} edited and ${f.changes.web.removed} removed, ${f.changes.web.editedFound} and ${f.changes.web.removedFound} are in the crawl's reach, and ${f.changes.web.added} were added; the same crawl with --changes wrote ${f.changes.load.written} of ${f.changes.load.documents} pages to ${f.changes.path}: ${f.changes.load.counts.changed} changed, ${f.changes.load.counts.new} new, ${f.changes.load.counts.removed} removed (${f.changes.exact ? 'exactly what changed' : 'NOT what changed'}), in ${f.changes.seconds.toFixed(1)} s`,
        `  peak memory   ${peakMb.toFixed(0)} MB (max RSS of this process, in-process emulator included)`,
        '',
    ].join('\n'));
}
/** The demo passes when every output holds the crawl's documents, the query finds its page, day 2 is exact. */
function demoVerdict(documents, f) {
    const datasetRows = f.perHost?.reduce((n, h) => n + h.documents, 0);
    const ok = f.readBack.urlsMatch &&
        f.readBack.rows === documents &&
        (datasetRows === undefined || datasetRows === documents) &&
        (f.table === 'no-duckdb' || f.table.rows === documents) &&
        (f.vectors === 'no-duckdb' || f.vectors.rank > 0) &&
        f.changes.exact;
    return ok ? ExitCode.ok : ExitCode.failed;
}
