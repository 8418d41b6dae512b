/**
 * Workload D (native ceiling): DuckDB converts workload A's JSONL file into Parquet with the same columns as
 * crawlstream's `toParquet`, with DuckDB's own default codec (snappy; `compression` in the config changes
 * it). No network: this is what native code does with the same bytes.
 */
import { statSync } from 'node:fs';
import { DuckDBInstance } from '@duckdb/node-api';
import { runWorkload } from '../lib/workload-runtime.mjs';

const quote = (s) => `'${s.replaceAll("'", "''")}'`;

await runWorkload(async ({ input, out, jobId, compression = 'snappy' }) => {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    const columns = `{markdown: 'VARCHAR', html: 'VARCHAR', rawHtml: 'VARCHAR', links: 'VARCHAR[]',
      screenshot: 'VARCHAR', metadata: 'JSON'}`;
    await connection.run(`COPY (
      SELECT metadata->>'url' AS url, metadata->>'sourceURL' AS sourceURL, metadata->>'title' AS title,
        metadata->>'description' AS description, metadata->>'language' AS language,
        TRY_CAST(metadata->>'statusCode' AS INTEGER) AS statusCode, metadata->>'error' AS error,
        markdown, html, rawHtml, links, screenshot, CAST(metadata AS VARCHAR) AS metadata, ${quote(jobId)} AS jobId
      FROM read_ndjson(${quote(input)}, columns = ${columns}, maximum_object_size = 67108864)
    ) TO ${quote(out)} (FORMAT parquet, COMPRESSION ${compression})`);
    const reader = await connection.runAndReadAll(
      `SELECT count(*)::BIGINT AS n FROM read_parquet(${quote(out)})`,
    );
    const records = Number(reader.getRows()[0][0]);
    return { records, inputBytes: statSync(input).size, fileBytes: statSync(out).size };
  } finally {
    connection.closeSync?.();
  }
});
