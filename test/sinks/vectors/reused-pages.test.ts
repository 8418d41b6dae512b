/**
 * A vector table's export piped straight onto a client's page stream is its only reader: it takes the
 * stream's owned variant (`PageStream.ownedBy`), whose page bodies are read into buffers reused from pages
 * it released. What it keeps of a page (chunk texts, URLs, titles) is copied before the release, so its rows
 * are those of an export whose pages are all fresh.
 */
import { join } from 'node:path';
import { lastValueFrom, map, type Observable, tap } from 'rxjs';
import { expect, it } from 'vitest';
import { createClient } from '../../../src/client.js';
import { embeddingsClient } from '../../../src/embeddings/embeddings-client.js';
import type { PageStream } from '../../../src/paging/owned-pages.js';
import type { PageEvent } from '../../../src/paging/page-event.js';
import { toVectorTable } from '../../../src/sinks/vectors/to-vector-table.js';
import { duckdbDatabase } from '../table/table-db.js';
import { vectorSite } from './vector-site.js';

const site = vectorSite('reused-pages-', 5);

it('reads its pages into reused buffers and writes the rows of an export whose pages are fresh', async () => {
  const client = createClient({ apiUrl: site.emulator.url, apiKey: site.emulator.apiKey });
  const embedder = embeddingsClient({ url: `${site.emulator.url}/v1`, model: 'crawlstream-hash' });
  try {
    const jobId = site.emulator.createCompletedCrawl({ pages: 120, sizes: [3_000, 20_000, 45_000] });
    const options = { pageLimit: 5, window: 2 };

    // Through an operator, the stream is a plain Observable: every page in a buffer of its own.
    const fresh = join(site.dir, 'fresh.duckdb');
    await lastValueFrom(
      client
        .crawlPages(jobId, options)
        .pipe(map((page) => page))
        .pipe(toVectorTable(fresh, { embedder })),
    );

    // The client's own stream, with the buffers of the pages the owned variant reads recorded.
    const buffers: ArrayBufferLike[] = [];
    const stream = client.crawlPages(jobId, options);
    const owned = stream.ownedBy;
    const recorded: PageStream = Object.assign(stream as Observable<PageEvent>, {
      ownedBy: (owner?: Parameters<PageStream['ownedBy']>[0]) =>
        owned(owner).pipe(
          tap((page) => {
            if (page.rawBytes[0] !== undefined) buffers.push(page.rawBytes[0].buffer);
          }),
        ),
    });
    const reused = join(site.dir, 'reused.duckdb');
    await lastValueFrom(recorded.pipe(toVectorTable(reused, { embedder })));

    expect(buffers.length).toBe(24);
    // A window of 2: a handful of buffers serve all 24 pages.
    expect(new Set(buffers).size).toBeLessThanOrEqual(4);
    const rows =
      'SELECT id, url, chunk_index, text, heading, title, embedding, tokens FROM chunks ORDER BY id';
    const want = await duckdbDatabase(fresh).query(rows);
    expect(want.length).toBeGreaterThan(120);
    expect(await duckdbDatabase(reused).query(rows)).toEqual(want);
  } finally {
    await embedder.close?.();
    await client.close();
  }
}, 120_000);
