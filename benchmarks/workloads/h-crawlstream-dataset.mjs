/**
 * Workload H: export a completed crawl as a Parquet dataset with crawlstream (`toDataset(target)`, default
 * options), to a local directory or to `s3://…` (`s3` in the config: endpoint and credentials).
 */
import { lastValueFrom } from 'rxjs';
import { createClient } from '../../dist/index.js';
import { toDataset } from '../../dist/sinks/index.js';
import { runWorkload } from '../lib/workload-runtime.mjs';

await runWorkload(async ({ url, apiKey, jobId, target, s3, stagingDir, datasetOptions }) => {
  const client = createClient({ apiKey, apiUrl: url });
  try {
    const summary = await lastValueFrom(
      client.crawlPages(jobId).pipe(
        toDataset(target, {
          ...(s3 ? { s3 } : {}),
          ...(stagingDir ? { stagingDir } : {}),
          ...datasetOptions,
        }),
      ),
    );
    return {
      records: summary.records,
      jsonBytes: summary.jsonBytes,
      fileBytes: summary.bytes,
      parts: summary.parts.length,
    };
  } finally {
    await client.close();
  }
});
