/**
 * Workload V: export a completed crawl into a vector table with crawlstream
 * (`crawlPages(id).pipe(toVectorTable(target, { embedder }))`), embedded by `embeddingsUrl` (default the
 * emulator's embeddings server); with `programHeap`, under the V8 setting the program makes for a run that
 * embeds.
 */
import { lastValueFrom } from 'rxjs';
import { embeddingsClient } from '../../dist/embeddings/embeddings-client.js';
import { createClient } from '../../dist/index.js';
import { toVectorTable } from '../../dist/sinks/vectors/to-vector-table.js';
import { runWorkload } from '../lib/workload-runtime.mjs';

await runWorkload(async ({ url, apiKey, embeddingsUrl, jobId, target, table, concurrency, programHeap }) => {
  // As `crawlstream … --embed` runs it: the heap's growth held to 1.5× (`src/cli/heap-growth.ts`), and
  // the read-ahead of a vector table (`VectorDestination.pageWindow`).
  if (programHeap) (await import('../../dist/cli/heap-growth.js')).holdHeapGrowth();
  const client = createClient({ apiKey, apiUrl: url });
  const embedder = embeddingsClient({ url: embeddingsUrl ?? `${url}/v1`, model: 'text-embedding-3-small' });
  try {
    const summary = await lastValueFrom(
      client.crawlPages(jobId, { window: 2 }).pipe(toVectorTable(target, { embedder, table, concurrency })),
    );
    return {
      records: summary.records,
      jsonBytes: summary.jsonBytes,
      ...summary.embedding,
      endedAt: Date.now(),
    };
  } finally {
    await embedder.close();
    await client.close();
  }
});
