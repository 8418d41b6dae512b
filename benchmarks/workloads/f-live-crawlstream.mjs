/**
 * Workload F: a live crawl that scrapes at a fixed rate, exported to JSONL with crawlstream
 * (`crawl(request).pipe(toJsonl(path))`, default poll options; `pageOptions` in the config, e.g.
 * `{ readAhead: 1 }`, for the latency suite). Measures the time from the last document
 * being scraped to the output file being final (renamed into place).
 */
import { lastValueFrom } from 'rxjs';
import { createClient } from '../../dist/index.js';
import { toJsonl } from '../../dist/sinks/index.js';
import { lastScrapedAt } from '../lib/live-crawl.mjs';
import { runWorkload } from '../lib/workload-runtime.mjs';

await runWorkload(async ({ url, apiKey, out, crawl, completionLagMs, pageOptions }) => {
  const client = createClient({ apiKey, apiUrl: url });
  let jobId;
  try {
    const summary = await lastValueFrom(
      client.crawl(crawl, { ...pageOptions, onStart: (job) => (jobId = job.id) }).pipe(toJsonl(out)),
    );
    const finalAt = Date.now();
    const lastDocAt = await lastScrapedAt({ url, apiKey, jobId, completionLagMs });
    return { records: summary.records, jsonBytes: summary.jsonBytes, latencyMs: finalAt - lastDocAt };
  } finally {
    await client.close();
  }
});
