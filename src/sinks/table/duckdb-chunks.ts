/**
 * Rows appended to a DuckDB table by data chunks of the table's own column types (as its appender reads
 * them), {@link ROWS_PER_CHUNK} rows a chunk. A `FLOAT[n]` cell is a `Float32Array` whose numbers go into
 * the chunk's vector as they are: a vector of 1,536 numbers sent as its text and cast took 1.9 ms, this
 * 0.07 (`benchmarks/vectors.mjs`, "floor").
 */
import type { DuckDBConnection, DuckDBType, DuckDBValue } from '@duckdb/node-api';
import { duckdbClient } from './optional-client.js';

/** A cell of such a row: text, a number, a vector, a time as ISO 8601 text, or null. */
export type ChunkCell = string | number | Float32Array | null;

/** Rows of one data chunk: DuckDB's vector size. */
const ROWS_PER_CHUNK = 2048;

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
        for (let r = 0; r < some.length; r++) vector.setItem(r, cell((some[r] as ChunkCell[])[c] ?? null));
        vector.flush();
      }
      appender.appendDataChunk(chunk);
    }
    appender.flushSync();
  } finally {
    appender.closeSync();
  }
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
