/**
 * Workload F for the official SDK: `crawl(url, options)` waits for the job (polling with its default
 * interval), then the documents are written as JSONL. Same measure as `f-live-crawlstream.mjs`.
 */
import { createWriteStream } from 'node:fs';
import Firecrawl from '@mendable/firecrawl-js';
import { lastScrapedAt } from '../lib/live-crawl.mjs';
import { closeFile, runWorkload, writeWithBackpressure } from '../lib/workload-runtime.mjs';

await runWorkload(async ({ url, apiKey, out, crawl, completionLagMs }) => {
  const app = new Firecrawl({ apiKey, apiUrl: url });
  // The SDK adds `origin: "js-sdk@<version>"` to every POST body. The service accepts it, but the
  // emulator's strict request schemas reject unknown keys with 400, so it is removed before sending.
  app.http.instance.interceptors.request.use((request) => {
    if (request.data && typeof request.data === 'object') delete request.data.origin;
    return request;
  });
  const { url: start, ...options } = crawl;
  const job = await app.crawl(start, options);
  const file = createWriteStream(out);
  let jsonBytes = 0;
  for (const doc of job.data) {
    const line = JSON.stringify(doc);
    jsonBytes += line.length;
    await writeWithBackpressure(file, `${line}\n`);
  }
  await closeFile(file);
  const finalAt = Date.now();
  const lastDocAt = await lastScrapedAt({ url, apiKey, jobId: job.id, completionLagMs });
  return { records: job.data.length, jsonBytes, latencyMs: finalAt - lastDocAt };
});
