/**
 * Rows appended to a DuckDB table by data chunks of the table's own column types (as its appender reads
 * them), {@link ROWS_PER_CHUNK} rows a chunk. A `FLOAT[n]` cell is a `Float32Array` whose numbers go into
 * the chunk's vector as they are: a vector of 1,536 numbers sent as its text and cast took 1.9 ms, this
 * 0.07 (`benchmarks/vectors.mjs`, "floor").
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DuckDBConnection, DuckDBType, DuckDBValue, DuckDBVector } from '@duckdb/node-api';
import { duckdbClient } from './optional-client.js';

/** A cell of such a row: text, a number, a vector, a time as ISO 8601 text, or null. */
export type ChunkCell = string | number | Float32Array | null;

/**
 * Rows of one data chunk, each flushed on its own. The appender's flush runs on the thread that reads the
 * embedder's answers and sends its requests: 1,536 rows of 1,536 numbers held it 135-160 ms, 256 rows
 * 21-28 ms in the same total, and the thread turns to its sockets between two chunks.
 */
const ROWS_PER_CHUNK = 256;

/** Appends `rows` (each a value for every column, in the table's order) to `table`, a temporary table. */
export async function appendByChunks(
  connection: DuckDBConnection,
  table: string,
  rows: readonly (readonly ChunkCell[])[],
): Promise<void> {
  const api = await duckdbClient();
  const appender = await connection.createAppender(table, 'main', 'temp');
  try {
    const types = Array.from({ length: appender.columnCount }, (_, c) => appender.columnType(c));
    const cells = types.map((type) => cellOf(api, type));
    for (let from = 0; from < rows.length; from += ROWS_PER_CHUNK) {
      const some = rows.slice(from, from + ROWS_PER_CHUNK);
      const chunk = api.DuckDBDataChunk.create(types, some.length);
      for (let c = 0; c < types.length; c++) {
        const vector = chunk.getColumnVector(c);
        const cell = cells[c] as (value: ChunkCell) => DuckDBValue;
        const numbers = floatItems(vector);
        const size = numbers === undefined ? -1 : numbers.length / some.length;
        for (let r = 0; r < some.length; r++) {
          const value = (some[r] as ChunkCell[])[c] ?? null;
          if (value instanceof Float32Array && value.length === size)
            (numbers as Float32Array).set(value, size * r);
          else vector.setItem(r, cell(value));
        }
        vector.flush();
      }
      appender.appendDataChunk(chunk);
      appender.flushSync();
      if (from + ROWS_PER_CHUNK < rows.length) await nextTurn();
    }
  } finally {
    appender.closeSync();
  }
}

/**
 * The numbers of a `FLOAT[n]` column's vector as the chunk holds them before its `flush`, where the
 * installed `@duckdb/node-api` keeps them as a `Float32Array` (1.5): a vector's numbers then go in by one
 * copy. Its `setItem` writes each number and its validity one by one: 0.03 ms for 1,536 numbers once
 * compiled (0.07 before), the copy and the chunk's flush 0.015 (2,000 vectors), on the thread that also
 * reads the embedder's answers. A row's vector is valid unless set otherwise, as a new
 * chunk's are. `undefined` where the package keeps them otherwise: each goes through `setItem`.
 */
function floatItems(vector: DuckDBVector): Float32Array | undefined {
  const items = (vector as unknown as { childData?: { items?: unknown } }).childData?.items;
  return items instanceof Float32Array ? items : undefined;
}

/** How a cell becomes a value of a column of `type`. */
function cellOf(api: typeof import('@duckdb/node-api'), type: DuckDBType): (value: ChunkCell) => DuckDBValue {
  if (type.typeId === api.DuckDBTypeId.ARRAY)
    return (value) => (value === null ? null : new api.DuckDBArrayValue(value as unknown as number[]));
  if (type.typeId === api.DuckDBTypeId.TIMESTAMP_TZ)
    return (value) =>
      value === null ? null : new api.DuckDBTimestampTZValue(BigInt(Date.parse(value as string)) * 1000n);
  return (value) => value as DuckDBValue;
}
