import { defer, map } from 'rxjs';
import { tokenCounter } from '../../chunks/token-counter.js';
import { EmbedStep } from '../../embeddings/embed-pages.js';
import { LanceExport } from '../lancedb/lance-export.js';
import { lanceDir } from '../lancedb/lance-target.js';
import { runStoreSink } from '../run-sink.js';
import { databaseError, withDatabaseErrors } from '../table/table-backend.js';
import { tableDatabase } from '../table/to-table.js';
import { ChunkExport } from './chunk-export.js';
/**
 * Writes the documents of a crawl or batch-scrape job into a vector table of a DuckDB file, a Postgres
 * database with pgvector, or a LanceDB folder (`lancedb:DIR`): each document's Markdown cut into chunks (`chunkMarkdown`), each chunk embedded
 * and written as a row (`vector-schema.ts`). A document scraped again replaces its chunks; one marked
 * `removed` (a change-aware pipeline's tombstone) deletes them. The chunks and the export's cursor commit
 * together after every page, so a crash repeats at most the embedding of the pages in flight.
 *
 * @example
 * ```ts
 * const embedder = embeddingsClient({
 *   url: 'https://api.openai.com/v1',
 *   model: 'text-embedding-3-small',
 *   apiKey: process.env.OPENAI_API_KEY,
 * });
 * await lastValueFrom(client.crawlPages(jobId).pipe(toVectorTable('vectors.duckdb', { embedder })));
 * ```
 */
export function toVectorTable(target, options) {
    const table = options.table ?? 'chunks';
    const { database, exportOf } = vectorStore(target, table, options);
    return (source) => defer(() => {
        // The tokenizer loads while the first pages are read and the database is opened.
        const counter = tokenCounter(options.tokenizer);
        counter.catch(() => undefined);
        const step = new EmbedStep({
            embedder: options.embedder,
            counter,
            chunking: options,
            concurrency: options.concurrency,
            maxTokens: options.maxEmbedTokens,
        });
        options.onUsage?.(step.usage);
        let current;
        const store = () => {
            current = exportOf(step);
            return current;
        };
        return source.pipe(step.operator(), runStoreSink(store, 'table', { ...options, defaultCheckpointIntervalMs: 0 }, async () => current), map((summary) => ({ ...summary, database, table, embedding: { ...step.usage } })));
    });
}
/** Where `target` keeps its chunks: a database's table (`ChunkExport`) or a LanceDB folder's (`LanceExport`). */
function vectorStore(target, table, options) {
    const dir = lanceDir(target);
    if (dir !== undefined) {
        return {
            database: target,
            exportOf: (step) => new LanceExport(dir, { table, jobId: options.jobId, step }),
        };
    }
    const { database, connect } = tableDatabase(target, options.env ?? process.env);
    const open = async () => {
        try {
            return withDatabaseErrors(await connect(), table);
        }
        catch (err) {
            throw databaseError(err, database, table);
        }
    };
    return {
        database,
        exportOf: (step) => new ChunkExport(database, open, { table, jobId: options.jobId, step, fence: options.fence }),
    };
}
