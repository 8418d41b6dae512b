/**
 * Rows appended to a DuckDB table by data chunks of the table's own column types (as its appender reads
 * them), {@link ROWS_PER_CHUNK} rows a chunk. A `FLOAT[n]` cell is a `Float32Array` whose numbers go into
 * the chunk's vector as they are: a vector of 1,536 numbers sent as its text and cast took 1.9 ms, this
 * 0.07 (`benchmarks/vectors.mjs`, "floor").
 */
import type { DuckDBConnection } from '@duckdb/node-api';
/** A cell of such a row: text, a number, a vector, a time as ISO 8601 text, or null. */
export type ChunkCell = string | number | Float32Array | null;
/** Appends `rows` (each a value for every column, in the table's order) to `table`, a temporary table. */
export declare function appendByChunks(connection: DuckDBConnection, table: string, rows: readonly (readonly ChunkCell[])[]): Promise<void>;
