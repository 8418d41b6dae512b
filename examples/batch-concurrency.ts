/**
 * Batch scrape a list of URLs with the service scraping at most 4 at once (`maxConcurrency`), then post-process
 * each document with at most 3 calls in flight on this side (`mapConcurrent`).
 * Run: npx tsx examples/batch-concurrency.ts
 */
import { lastValueFrom, map, take, toArray } from 'rxjs';
import type { Document } from '../src/index.js';
import { mapConcurrent } from '../src/operators/index.js';
import { connect } from './connect.js';

const { client, site, close } = await connect();
try {
  const urls = await lastValueFrom(
    client.map({ url: site, limit: 20 }).pipe(
      map((link) => link.url),
      toArray(),
    ),
  );

  let inFlight = 0;
  let peak = 0;
  const summarize = async (doc: Document) => {
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 20)); // e.g. an embedding or a database write
    inFlight -= 1;
    return { url: doc.metadata?.sourceURL, words: doc.markdown?.split(/\s+/).length ?? 0 };
  };

  const rows = await lastValueFrom(
    client
      .batchScrapeDocuments(
        { urls, formats: ['markdown'], maxConcurrency: 4 },
        { onStart: (job) => console.log(`batch ${job.id}; invalid URLs: ${job.invalidURLs.length}`) },
      )
      .pipe(mapConcurrent(summarize, { concurrency: 3 }), take(urls.length), toArray()),
  );
  for (const row of rows.slice(0, 5)) console.log(row);
  console.log(`${rows.length} documents; at most ${peak} summaries ran at once`);
  if (peak > 3) throw new Error('concurrency limit exceeded');
} finally {
  await close();
}
