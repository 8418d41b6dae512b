/**
 * Workload A: export a completed crawl to JSONL with crawlstream (`crawlPages(id).pipe(toJsonl(path))`),
 * default options, as a user would write it.
 */
import { lastValueFrom } from 'rxjs';
import { createClient } from '../../dist/index.js';
import { toJsonl } from '../../dist/sinks/index.js';
import { runWorkload } from '../lib/workload-runtime.mjs';

await runWorkload(async ({ url, apiKey, jobId, out }) => {
  const client = createClient({ apiKey, apiUrl: url });
  try {
    const summary = await lastValueFrom(client.crawlPages(jobId).pipe(toJsonl(out)));
    return { records: summary.records, jsonBytes: summary.jsonBytes, fileBytes: summary.bytes };
  } finally {
    await client.close();
  }
});
