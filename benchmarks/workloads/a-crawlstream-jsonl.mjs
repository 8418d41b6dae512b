/**
 * Workload A: export a completed crawl to JSONL with crawlstream (`crawlPages(id).pipe(toJsonl(path))`),
 * default options, as a user would write it. `pageOptions` and `sinkOptions` in the config (unset in the
 * suite) exist to test what a setting changes.
 */
import { lastValueFrom } from 'rxjs';
import { createClient } from '../../dist/index.js';
import { toJsonl } from '../../dist/sinks/index.js';
import { runWorkload } from '../lib/workload-runtime.mjs';

await runWorkload(async ({ url, apiKey, jobId, out, pageOptions, sinkOptions }) => {
  const client = createClient({ apiKey, apiUrl: url });
  try {
    const summary = await lastValueFrom(
      client.crawlPages(jobId, pageOptions).pipe(toJsonl(out, sinkOptions)),
    );
    return { records: summary.records, jsonBytes: summary.jsonBytes, fileBytes: summary.bytes };
  } finally {
    await client.close();
  }
});
