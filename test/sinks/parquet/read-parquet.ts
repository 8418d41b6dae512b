import { gunzipSync } from 'node:zlib';
import { asyncBufferFromFile, parquetMetadataAsync, parquetReadObjects } from 'hyparquet';

/** Reads a Parquet file with hyparquet (an independent reader), gzip pages through Node's zlib. */
export async function readParquetRows(path: string): Promise<Record<string, unknown>[]> {
  const file = await asyncBufferFromFile(path);
  const rows = await parquetReadObjects({
    file,
    compressors: { GZIP: (input: Uint8Array) => new Uint8Array(gunzipSync(input)) },
  });
  // hyparquet gives a null LIST as undefined; every other null as null.
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === undefined ? null : v])),
  );
}

/** Row-group count and row counts from the footer. */
export async function parquetRowGroups(path: string): Promise<number[]> {
  const meta = await parquetMetadataAsync(await asyncBufferFromFile(path));
  return meta.row_groups.map((g) => Number(g.num_rows));
}
