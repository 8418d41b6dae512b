/**
 * Asks a vector table what it holds: the question embedded with the model the table records, then the
 * chunks nearest to it by cosine similarity (`array_cosine_similarity` in DuckDB; pgvector's `<=>`, which
 * its HNSW index serves, in Postgres).
 */
import type { Embedder } from '../../embeddings/embeddings-client.js';
/** One chunk found. */
export interface VectorHit {
    /** Cosine similarity to the question, from -1 to 1. */
    score: number;
    url: string;
    heading: string | null;
    title: string | null;
    chunkIndex: number;
    text: string;
}
/** Options of {@link queryVectors}. */
export interface QueryVectorsOptions {
    /** The table. @default 'chunks' */
    table?: string;
    /** How many chunks. @default 5 */
    k?: number;
    /** Embeds the question; given the model the table records. */
    embedder: (model: string) => Embedder;
    /** Where `PG*` variables are read. @default process.env */
    env?: NodeJS.ProcessEnv;
}
/** The `k` chunks of the vector table at `target` nearest to `question`, best first. */
export declare function queryVectors(target: string, question: string, options: QueryVectorsOptions): Promise<VectorHit[]>;
