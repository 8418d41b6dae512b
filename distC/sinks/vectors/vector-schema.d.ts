import { type TableBackend } from '../table/table-backend.js';
/** The columns, in the order rows are inserted. */
export declare const CHUNK_COLUMNS: readonly ['id', 'url', 'chunk_index', 'text', 'heading', 'title', 'embedding', 'model', 'tokens', 'scrape_id', 'change_status', 'job_id', 'embedded_at'];
/** What a chunk table holds: its vectors' length and model (the model of a row; none when empty). */
export interface ChunkTableShape {
    dimensions: number;
    model: string | undefined;
}
/** The type of a vector of `dimensions` numbers. */
export declare function vectorType(db: TableBackend, dimensions: number): string;
/** A vector as the SQL text both databases read (`[0.1,0.2]`), cast to the column's type. */
export declare function vectorParam(vector: Float32Array): string;
/**
 * A vector in pgvector's binary form (what its `vector_recv` reads): the dimensions and a reserved field as
 * 16-bit integers, then each number as a 32-bit float, all big-endian. node-postgres sends a `Buffer`
 * parameter in binary format: 6 KB for 1,536 numbers where their text took about 17 KB and its formatting.
 */
export declare function vectorBytes(vector: Float32Array): Buffer;
/**
 * Postgres: makes sure pgvector is installed in the database (`CREATE EXTENSION IF NOT EXISTS vector`);
 * without it, an error that says what to run. DuckDB needs nothing.
 */
export declare function requireVectors(db: TableBackend, table: string): Promise<void>;
/** The shape of `table`, or `undefined` when there is no such table. */
export declare function chunkTableShape(db: TableBackend, table: string): Promise<ChunkTableShape | undefined>;
/** Creates the chunk table for vectors of `dimensions` numbers, with its indexes. */
export declare function createChunkTable(db: TableBackend, table: string, dimensions: number): Promise<void>;
/** Checks that this run's vectors fit the table: the same model, the same length. */
export declare function checkShape(db: TableBackend, table: string, shape: ChunkTableShape, model: string, dimensions?: number): void;
