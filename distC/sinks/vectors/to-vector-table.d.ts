import { type OperatorFunction } from 'rxjs';
import type { ChunkingOptions } from '../../chunks/chunk-markdown.js';
import { type Encoding } from '../../chunks/token-counter.js';
import { type EmbeddingUsage } from '../../embeddings/embed-pages.js';
import type { Embedder } from '../../embeddings/embeddings-client.js';
import { type SinkOptions, type SinkPage } from '../run-sink.js';
import type { SinkSummary } from '../sink-summary.js';
/** Options of {@link toVectorTable}. */
export interface ToVectorTableOptions extends SinkOptions, ChunkingOptions {
    /** What embeds the chunks: an embeddings server's client (`embeddingsClient`) or your own. */
    embedder: Embedder;
    /** The table: one row per chunk. @default 'chunks' */
    table?: string;
    /** The tokenizer chunks are measured with. @default 'o200k_base' */
    tokenizer?: Encoding;
    /** Embedding requests in flight. @default 4 */
    concurrency?: number;
    /** The most tokens the export may embed; past it, the export stops (`EmbeddingError`, `EMBED_BUDGET`). */
    maxEmbedTokens?: number;
    /** The job whose export to continue (`resume`) or refuse to overwrite. */
    jobId?: string;
    /** Where `PG*` variables are read. @default process.env */
    env?: NodeJS.ProcessEnv;
    /** Called with the embedding step's running figures, when the export opens. */
    onUsage?: (usage: EmbeddingUsage) => void;
}
/** What {@link toVectorTable} emits once the last chunks and the cursor are committed. */
export interface VectorTableSummary extends SinkSummary {
    database: string;
    table: string;
    embedding: EmbeddingUsage;
}
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
export declare function toVectorTable(target: string, options: ToVectorTableOptions): OperatorFunction<SinkPage, VectorTableSummary>;
