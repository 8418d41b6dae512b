/**
 * Search, then scrape the web hits as one batch and keep their markdown.
 * Run: npx tsx examples/search-then-scrape.ts
 */
import { filter, lastValueFrom, map, toArray } from 'rxjs';
import { connect } from './connect.js';

const { client, local, close } = await connect();
try {
  const query = local ? 'site:site-1.test guide' : 'rxjs backpressure';
  const hits = await lastValueFrom(
    client
      .search(
        { query, limit: 5, sources: [{ type: 'web' }] },
        { onWarning: (w) => console.warn(`warning: ${w}`) },
      )
      .pipe(
        filter((hit) => hit.source === 'web'),
        map((hit) => hit.item.url),
        filter((url): url is string => typeof url === 'string'),
        toArray(),
      ),
  );
  console.log(`search "${query}": ${hits.length} web hits`);
  if (hits.length === 0) throw new Error('no hits');

  const pages = await lastValueFrom(
    client.batchScrapeDocuments({ urls: hits, formats: ['markdown'] }).pipe(toArray()),
  );
  for (const page of pages) {
    console.log(`${page.metadata?.sourceURL}: ${page.metadata?.title} (${page.markdown?.length ?? 0} chars)`);
  }
} finally {
  await close();
}
