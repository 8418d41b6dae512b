import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { gunzipSync } from 'node:zlib';
import { documentUrl } from '../operators/dedupe-pages.js';
/**
 * Reads a Parquet file back with hyparquet, an independent reader (it shares no code with the writer), and
 * compares its `url` column with the documents of a JSONL file. hyparquet is a development dependency, so
 * it is loaded on demand and a missing install gets a clear message instead of a crash at start-up.
 */
export async function readParquetBack(parquetPath, jsonlPath) {
    let hyparquet;
    try {
        hyparquet = await import('hyparquet');
    }
    catch {
        throw new Error('Reading Parquet back needs the dev dependency hyparquet: run `npm install` in the crawlstream folder');
    }
    const file = await hyparquet.asyncBufferFromFile(parquetPath);
    const metadata = await hyparquet.parquetMetadataAsync(file);
    const rows = await hyparquet.parquetReadObjects({
        file,
        metadata,
        columns: ['url'],
        // hyparquet decodes snappy itself; gzip column chunks are inflated with node:zlib.
        compressors: { GZIP: (input) => new Uint8Array(gunzipSync(input)) },
    });
    let index = 0;
    let urlsMatch = true;
    const lines = createInterface({ input: createReadStream(jsonlPath), crlfDelay: Number.POSITIVE_INFINITY });
    for await (const line of lines) {
        if (line.length === 0)
            continue;
        const expected = documentUrl(JSON.parse(line));
        if (rows[index]?.url !== expected)
            urlsMatch = false;
        index += 1;
    }
    return { rows: Number(metadata.num_rows), urlsMatch: urlsMatch && index === rows.length };
}
