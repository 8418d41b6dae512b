/**
 * Crawl a site and stream every page into a JSONL file while the crawl runs.
 * Run: npx tsx examples/crawl-to-jsonl.ts   (in your project, import from 'crawlstream' and 'crawlstream/sinks')
 */
import { mkdir } from 'node:fs/promises';
import { lastValueFrom } from 'rxjs';
import { toJsonl } from '../src/sinks/index.js';
import { connect } from './connect.js';

const { client, site, close } = await connect();
try {
  await mkdir('out', { recursive: true });
  const summary = await lastValueFrom(
    client
      .crawl(
        { url: site, limit: 100, scrapeOptions: { formats: ['markdown', 'links'] } },
        {
          onStart: (job) => console.log(`crawl ${job.id} started`),
          onProgress: (p) =>
            console.log(`${p.documents} documents, job ${p.jobCompleted}/${p.jobTotal} ${p.status}`),
        },
      )
      // The sink asks for the next status page only once the previous one is on disk (bounded memory).
      .pipe(toJsonl('out/crawl.jsonl')),
  );
  console.log(`wrote ${summary.records} documents (${summary.bytes} bytes) to ${summary.path}`);
} finally {
  await close();
}
