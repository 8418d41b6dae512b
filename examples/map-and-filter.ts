/**
 * Map a site's URLs, ranked by a search term, and keep only the ones on the docs host under /guides.
 * Run: npx tsx examples/map-and-filter.ts
 */
import { filter, lastValueFrom, toArray } from 'rxjs';
import { connect } from './connect.js';

const { client, site, close } = await connect();
try {
  const links = await lastValueFrom(
    client.map({ url: site, search: 'guide', limit: 500, includeSubdomains: true }).pipe(
      filter((link) => {
        const url = new URL(link.url);
        return url.hostname.startsWith('docs.') && url.pathname.startsWith('/guides');
      }),
      toArray(),
    ),
  );
  console.log(`${links.length} guide URLs on the docs host of ${site}`);
  for (const link of links.slice(0, 10)) console.log(`${link.url}  ${link.title ?? ''}`);
} finally {
  await close();
}
