/**
 * Workload D: export a completed crawl to Parquet with crawlstream (`toParquet(path)`, default options).
 * `sinkOptions` in the config (unset in the suite) exists to test what a setting changes.
 */
import { lastValueFrom } from 'rxjs';
import { createClient } from '../../dist/index.js';
import { toParquet } from '../../dist/sinks/index.js';
import { runWorkload } from '../lib/workload-runtime.mjs';

await runWorkload(async ({ url, apiKey, jobId, out, sinkOptions }) => {
  const client = createClient({ apiKey, apiUrl: url });
  try {
    const summary = await lastValueFrom(client.crawlPages(jobId).pipe(toParquet(out, sinkOptions)));
    return { records: summary.records, jsonBytes: summary.jsonBytes, fileBytes: summary.bytes };
  } finally {
    await client.close();
  }
});
