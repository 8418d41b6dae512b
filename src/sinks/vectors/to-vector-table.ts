import { defer, map, type OperatorFunction } from 'rxjs';
import type { ChunkingOptions } from '../../chunks/chunk-markdown.js';
import { type Encoding, tokenCounter } from '../../chunks/token-counter.js';
import { type EmbeddingUsage, EmbedStep } from '../../embeddings/embed-pages.js';
import type { Embedder } from '../../embeddings/embeddings-client.js';
import { VECTOR_PAGE_OWNER } from '../../embeddings/page-parts.js';
import { asOwnedBy } from '../../paging/owned-pages.js';
import type { FormatWriter } from '../format-writer.js';
import { LanceExport } from '../lancedb/lance-export.js';
import { lanceDir } from '../lancedb/lance-target.js';
import { runStoreSink, type SinkOptions, type SinkPage } from '../run-sink.js';
import type { SinkStore } from '../sink-run.js';
import type { SinkSummary } from '../sink-summary.js';
import { databaseError, withDatabaseErrors } from '../table/table-backend.js';
import { tableDatabase } from '../table/to-table.js';
import { ChunkExport } from './chunk-export.js';

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
export function toVectorTable(
  target: string,
  options: ToVectorTableOptions,
): OperatorFunction<SinkPage, VectorTableSummary> {
  const table = options.table ?? 'chunks';
  const { database, exportOf } = vectorStore(target, table, options);
  return (source) =>
    defer(() => {
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
      let current: (SinkStore & FormatWriter) | undefined;
      const store = () => {
        current = exportOf(step);
        return current;
      };
      // Piped straight onto a client's stream, the export is its only reader: page buffers are reused.
      return asOwnedBy(source, VECTOR_PAGE_OWNER).pipe(
        step.operator(),
        runStoreSink(
          store,
          'table',
          { ...options, defaultCheckpointIntervalMs: 0 },
          async () => current as SinkStore & FormatWriter,
        ),
        map((summary) => ({ ...summary, database, table, embedding: { ...step.usage } })),
      );
    });
}

/** Where `target` keeps its chunks: a database's table (`ChunkExport`) or a LanceDB folder's (`LanceExport`). */
function vectorStore(
  target: string,
  table: string,
  options: ToVectorTableOptions,
): { database: string; exportOf: (step: EmbedStep) => SinkStore & FormatWriter } {
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
    } catch (err) {
      throw databaseError(err, database, table);
    }
  };
  return {
    database,
    exportOf: (step) =>
      new ChunkExport(database, open, { table, jobId: options.jobId, step, fence: options.fence }),
  };
}
