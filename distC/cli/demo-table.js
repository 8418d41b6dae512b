/**
 * The demo's table step: the job exported into a DuckDB file's `pages` table (merge), then queried back with
 * DuckDB. DuckDB (`@duckdb/node-api`) is an optional dependency: without it the step is skipped and says so.
 */
import { rm } from 'node:fs/promises';
import { duckdbClient } from '../sinks/table/optional-client.js';
import { ExitCode } from './exit-codes.js';
import { runExport } from './export-pages.js';
import { outputTarget } from './output-target.js';
/** Exports job `jobId` into `path` (replacing an earlier demo's file) and counts its rows with DuckDB. */
export async function demoTable(client, jobId, path, ctx) {
    let duckdb;
    try {
        duckdb = await duckdbClient();
    }
    catch {
        return 'no-duckdb';
    }
    await rm(path, { force: true });
    await rm(`${path}.wal`, { force: true });
    const table = await runExport({
        kind: 'crawl',
        label: 'job → DuckDB   ',
        output: outputTarget(path),
        jobId,
        retries: () => 0,
        pages: (hooks) => client.crawlPages(jobId, hooks),
    }, ctx);
    if (table.code !== ExitCode.ok)
        return table.code;
    const instance = await duckdb.DuckDBInstance.create(path);
    const conn = await instance.connect();
    try {
        const reader = await conn.runAndReadAll('SELECT count(*)::INTEGER AS n, count(DISTINCT canonical_url)::INTEGER AS urls, max(length(markdown))::INTEGER AS longest FROM pages');
        const [row] = reader.getRowObjectsJson();
        return {
            path,
            seconds: table.summary.seconds,
            rows: Number(row?.n),
            urls: Number(row?.urls),
            longestMarkdown: Number(row?.longest),
        };
    }
    finally {
        conn.closeSync();
        instance.closeSync();
    }
}
