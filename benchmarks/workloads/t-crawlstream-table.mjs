/**
 * Workload T: export a completed crawl into a database table with crawlstream
 * (`crawlPages(id).pipe(toTable(target, { table, write }))`), default options otherwise.
 */
import { lastValueFrom } from 'rxjs';
import { createClient } from '../../dist/index.js';
import { toTable } from '../../dist/sinks/index.js';
import { runWorkload } from '../lib/workload-runtime.mjs';

await runWorkload(async ({ url, apiKey, jobId, target, table, write }) => {
  const client = createClient({ apiKey, apiUrl: url });
  try {
    const summary = await lastValueFrom(client.crawlPages(jobId).pipe(toTable(target, { table, write })));
    return { records: summary.records, jsonBytes: summary.jsonBytes, rowsChanged: summary.rowsChanged };
  } finally {
    await client.close();
  }
});
