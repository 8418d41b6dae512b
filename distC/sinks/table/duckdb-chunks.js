import { duckdbClient } from './optional-client.js';
/** Rows of one data chunk: DuckDB's vector size. */
const ROWS_PER_CHUNK = 2048;
/** Appends `rows` (each a value for every column, in the table's order) to `table`, a temporary table. */
export async function appendByChunks(connection, table, rows) {
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
                const cell = cells[c];
                const numbers = floatItems(vector);
                const size = numbers === undefined ? -1 : numbers.length / some.length;
                for (let r = 0; r < some.length; r++) {
                    const value = some[r][c] ?? null;
                    if (value instanceof Float32Array && value.length === size)
                        numbers.set(value, size * r);
                    else
                        vector.setItem(r, cell(value));
                }
                vector.flush();
            }
            appender.appendDataChunk(chunk);
        }
        appender.flushSync();
    }
    finally {
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
function floatItems(vector) {
    const items = vector.childData?.items;
    return items instanceof Float32Array ? items : undefined;
}
/** How a cell becomes a value of a column of `type`. */
function cellOf(api, type) {
    if (type.typeId === api.DuckDBTypeId.ARRAY)
        return (value) => (value === null ? null : new api.DuckDBArrayValue(value));
    if (type.typeId === api.DuckDBTypeId.TIMESTAMP_TZ)
        return (value) => value === null ? null : new api.DuckDBTimestampTZValue(BigInt(Date.parse(value)) * 1000n);
    return (value) => value;
}
