/**
 * A status page of several MB goes into a vector table in parts of about 1 MiB of documents, each committed
 * with its cursor: an export whose embedder fails late in the page keeps the parts before, at a cursor
 * inside the page, and its resume embeds exactly the chunks of the documents from that cursor on, ending
 * with the table of an uninterrupted run.
 */
import { join } from 'node:path';
import { lastValueFrom, toArray } from 'rxjs';
import { expect, it } from 'vitest';
import { createClient } from '../../../src/client.js';
import { canonicalUrl } from '../../../src/documents/canonical-url.js';
import { type Embedder, embeddingsClient } from '../../../src/embeddings/embeddings-client.js';
import { toVectorTable } from '../../../src/sinks/vectors/to-vector-table.js';
import { duckdbDatabase } from '../table/table-db.js';
import { vectorSite } from './vector-site.js';

const site = vectorSite('embed-parts-', 3);

/** An embedder that records the texts it embedded and fails its call number `failAt`. */
function recording(inner: Embedder, failAt = Number.POSITIVE_INFINITY) {
  const texts: string[] = [];
  let calls = 0;
  const embedder: Embedder = {
    model: inner.model,
    async embed(batch, signal) {
      calls += 1;
      if (calls === failAt) throw new Error('the embedder is down');
      const answer = await inner.embed(batch, signal);
      texts.push(...batch);
      return answer;
    },
  };
  return { embedder, texts, calls: () => calls };
}

it('commits a page of 5 MB in parts, and resumes inside the page embedding only what follows its cursor', async () => {
  const client = createClient({ apiUrl: site.emulator.url, apiKey: site.emulator.apiKey });
  const inner = embeddingsClient({ url: `${site.emulator.url}/v1`, model: 'crawlstream-hash' });
  try {
    const crawl = { id: site.emulator.createCompletedCrawl({ pages: 30, sizes: (i) => 150_000 + 997 * i }) };
    const pages = await lastValueFrom(client.crawlPages(crawl.id).pipe(toArray()));
    const withDocuments = pages.filter((p) => p.rawBytes.length > 0);
    expect(withDocuments.length).toBe(1);
    const urls = withDocuments.flatMap((p) =>
      p.documents.map((d) => canonicalUrl(String(d.metadata?.sourceURL))),
    );
    expect(urls.length).toBe(30);
    expect(withDocuments[0]?.rawBytes.reduce((n, b) => n + b.length, 0)).toBeGreaterThan(4_500_000);

    const reference = join(site.dir, 'reference.duckdb');
    const whole = recording(inner);
    await lastValueFrom(
      client.crawlPages(crawl.id).pipe(toVectorTable(reference, { embedder: whole.embedder })),
    );

    const target = join(site.dir, 'killed.duckdb');
    const first = recording(inner, Math.ceil(whole.calls() * 0.7));
    await expect(
      lastValueFrom(client.crawlPages(crawl.id).pipe(toVectorTable(target, { embedder: first.embedder }))),
    ).rejects.toThrow('the embedder is down');
    const db = duckdbDatabase(target);
    const [cursor] = await db.query('SELECT cursor_skip AS skip, complete FROM crawlstream_exports');
    const skip = Number(cursor?.skip);
    expect(cursor?.complete).toBe(false);
    expect(skip).toBeGreaterThan(0);
    expect(skip).toBeLessThan(30);
    const committed = await db.query('SELECT DISTINCT url FROM chunks');
    expect(committed.map((r) => r.url).sort()).toEqual(urls.slice(0, skip).sort());

    const second = recording(inner);
    await lastValueFrom(
      client
        .crawlPages(crawl.id, { from: { skip } })
        .pipe(toVectorTable(target, { embedder: second.embedder, resume: true, jobId: crawl.id })),
    );
    const rows = 'SELECT id, url, chunk_index, text FROM chunks ORDER BY id';
    expect(await db.query(rows)).toEqual(await duckdbDatabase(reference).query(rows));
    const after = new Set(urls.slice(skip));
    const textsAfter = (await db.query('SELECT url, text FROM chunks'))
      .filter((r) => after.has(String(r.url)))
      .map((r) => String(r.text));
    expect(second.texts.sort()).toEqual(textsAfter.sort());
  } finally {
    await inner.close?.();
    await client.close();
  }
}, 120_000);
