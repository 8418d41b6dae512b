/**
 * Workload T (DuckDB's floor): DuckDB loads workload A's JSONL file into a new DuckDB file, into a table of
 * the shape `toTable` makes, with its own multi-threaded JSON reader (`read_ndjson`). No network: this is
 * what native code does with the same bytes.
 */
import { DuckDBInstance } from '@duckdb/node-api';
import { runWorkload } from '../lib/workload-runtime.mjs';

const quote = (s) => `'${s.replaceAll("'", "''")}'`;

await runWorkload(async ({ input, target, jobId }) => {
  const instance = await DuckDBInstance.create(target);
  const connection = await instance.connect();
  try {
    await connection.run(`CREATE TABLE floor (canonical_url VARCHAR NOT NULL, url VARCHAR, source_url VARCHAR,
      title VARCHAR, description VARCHAR, language VARCHAR, status_code INTEGER, error VARCHAR, warning VARCHAR,
      change_status VARCHAR, previous_scrape_at VARCHAR, metadata JSON, job_id VARCHAR NOT NULL,
      scraped_at TIMESTAMP WITH TIME ZONE NOT NULL, markdown VARCHAR)`);
    await connection.run(`INSERT INTO floor
      SELECT metadata->>'sourceURL', metadata->>'url', metadata->>'sourceURL', metadata->>'title',
        metadata->>'description', metadata->>'language', TRY_CAST(metadata->>'statusCode' AS INTEGER),
        metadata->>'error', warning, NULL, NULL, metadata, ${quote(jobId)}, now(), markdown
      FROM read_ndjson(${quote(input)}, columns = {markdown: 'VARCHAR', warning: 'VARCHAR', metadata: 'JSON'},
        maximum_object_size = 67108864)`);
    const reader = await connection.runAndReadAll('SELECT count(*)::BIGINT FROM floor');
    return { records: Number(reader.getRows()[0][0]) };
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
});
