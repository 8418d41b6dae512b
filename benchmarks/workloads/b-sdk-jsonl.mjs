/**
 * Workload B: the same export with the official SDK: `getCrawlStatus(id)` (auto-pagination collects every
 * document in memory), then one `JSON.stringify` per document into a JSONL file.
 */
import { createWriteStream } from 'node:fs';
import Firecrawl from '@mendable/firecrawl-js';
import { closeFile, runWorkload, writeWithBackpressure } from '../lib/workload-runtime.mjs';

await runWorkload(async ({ url, apiKey, jobId, out, expectedDocuments }) => {
  const app = new Firecrawl({ apiKey, apiUrl: url });
  const job = await app.getCrawlStatus(jobId);
  // The SDK's paginator stops silently on a failed page; a short result is reported, not hidden.
  if (expectedDocuments !== undefined && job.data.length !== expectedDocuments) {
    throw new Error(
      `SDK returned ${job.data.length} of ${expectedDocuments} documents (status ${job.status})`,
    );
  }
  const file = createWriteStream(out);
  let jsonBytes = 0;
  for (const doc of job.data) {
    const line = JSON.stringify(doc);
    jsonBytes += line.length;
    await writeWithBackpressure(file, `${line}\n`);
  }
  await closeFile(file);
  return { records: job.data.length, jsonBytes };
});
