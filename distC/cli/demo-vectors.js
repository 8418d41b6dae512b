/**
 * The demo's vector step: a crawl of 100 pages cut into chunks, embedded by the emulator's embeddings server
 * into a DuckDB vector table, then asked a sentence of one of its pages (`queryVectors`). Skipped, and said
 * so, without DuckDB.
 */
import { rm } from 'node:fs/promises';
import { duckdbClient } from '../sinks/table/optional-client.js';
import { ExitCode } from './exit-codes.js';
import { runExport } from './export-pages.js';
import { outputTarget } from './output-target.js';
const MODEL = 'text-embedding-3-small';
export async function demoVectors(client, embeddingsUrl, request, path, ctx) {
    try {
        await duckdbClient();
    }
    catch {
        return 'no-duckdb';
    }
    await rm(path, { force: true });
    await rm(`${path}.wal`, { force: true });
    const crawl = { ...request, limit: 100 };
    const run = await runExport({
        kind: 'crawl',
        label: 'crawl → vectors',
        output: outputTarget(path, { embed: MODEL, embedUrl: embeddingsUrl }),
        retries: () => 0,
        pages: (hooks) => client.crawl(crawl, hooks),
    }, ctx);
    if (run.code !== ExitCode.ok)
        return run.code;
    const { queryVectors } = await import('../sinks/vectors/query-vectors.js');
    const { embeddingsClient } = await import('../embeddings/embeddings-client.js');
    const { tableDatabase } = await import('../sinks/table/to-table.js');
    const db = await tableDatabase(path, {}).connect();
    let sample;
    try {
        [sample] = await db.rows('SELECT url, text FROM chunks WHERE length(text) > 200 ORDER BY id LIMIT 1');
    }
    finally {
        await db.close();
    }
    // The page's title and the line under it: the demo site's paragraphs are shared by its pages, its heads
    // are each page's own.
    const lines = String(sample?.text ?? '')
        .split('\n')
        .filter((line) => line.trim() !== '');
    const question = lines
        .slice(0, 2)
        .join(' ')
        .replace(/^#+\s*/, '')
        .trim();
    const hits = await queryVectors(path, question, {
        k: 5,
        embedder: (model) => embeddingsClient({ url: embeddingsUrl, model }),
    });
    const askedUrl = String(sample?.url);
    return {
        path,
        pages: run.summary.documents,
        chunks: run.summary.chunks ?? 0,
        embedTokens: run.summary.embedTokens ?? 0,
        seconds: run.summary.seconds,
        question,
        askedUrl,
        rank: hits.findIndex((h) => h.url === askedUrl) + 1,
        topScore: hits[0]?.score ?? 0,
    };
}
