/**
 * Retrieval is checked, not assumed: a site of 500 pages whose paragraphs are each page's own, crawled and
 * embedded by the emulator's embeddings server into a DuckDB vector table, into pgvector (PGlite over the
 * wire protocol) and into a LanceDB folder; a sentence taken from each of 100 seeded pages, asked as the question, finds its page in
 * the top 5 for at least 95 of them, through each destination, and all three return the same pages.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstValueFrom, lastValueFrom } from 'rxjs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createClient } from '../../../src/client.js';
import { embeddingsClient } from '../../../src/embeddings/embeddings-client.js';
import { type Emulator, startEmulator } from '../../../src/emulator/index.js';
import { Prng } from '../../../src/emulator/web/prng.js';
import { queryVectors, type VectorHit } from '../../../src/sinks/vectors/query-vectors.js';
import { toVectorTable } from '../../../src/sinks/vectors/to-vector-table.js';
import { type PgvectorServer, startPgvector } from '../../helpers/pgvector-server.js';

let emulator: Emulator;
let pgvector: PgvectorServer;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'retrieval-'));
  pgvector = await startPgvector();
  emulator = await startEmulator({
    seed: 11,
    site: {
      sites: 1,
      pagesPerSite: 500,
      bodyText: 'distinct',
      failureRate: 0,
      brokenLinkRate: 0,
      sizes: [{ minBytes: 1_500, maxBytes: 6_000, weight: 1 }],
    },
    scrape: { pagesPerSecond: 5000, concurrency: 100, completionLagMs: 20 },
  });
}, 60_000);
afterAll(async () => {
  await emulator?.close();
  await pgvector?.stop();
  await rm(dir, { recursive: true, force: true });
});

const MODEL = 'text-embedding-3-small';

it('finds the page of a sentence in the top 5 for 95 of 100 pages, the same through DuckDB, pgvector and LanceDB', async () => {
  const client = createClient({ apiUrl: emulator.url, apiKey: emulator.apiKey });
  const embedder = () => embeddingsClient({ url: `${emulator.url}/v1`, model: MODEL });
  const duckdb = join(dir, 'vectors.duckdb');
  const lance = `lancedb:${join(dir, 'lance')}`;
  try {
    const crawl = await firstValueFrom(
      client.startCrawl({
        url: 'https://site-1.test/',
        limit: 2000,
        crawlEntireDomain: true,
        allowSubdomains: true,
        ignoreQueryParameters: true,
      }),
    );
    for (const target of [duckdb, pgvector.url, lance]) {
      const e = embedder();
      await lastValueFrom(client.crawlPages(crawl.id).pipe(toVectorTable(target, { embedder: e })));
      await e.close?.();
    }
    const { DuckDBInstance } = await import('@duckdb/node-api');
    const instance = await DuckDBInstance.create(duckdb);
    const connection = await instance.connect();
    const rows = (
      await connection.runAndReadAll('SELECT url, text FROM chunks ORDER BY url, chunk_index')
    ).getRowObjectsJS() as { url: string; text: string }[];
    connection.closeSync();
    instance.closeSync();
    const byPage = new Map<string, string[]>();
    for (const r of rows) byPage.set(r.url, [...(byPage.get(r.url) ?? []), r.text]);
    expect(byPage.size).toBeGreaterThanOrEqual(480);
    // 100 seeded pages, and of each a sentence of its own paragraphs.
    const random = new Prng(42);
    const pages = [...byPage.keys()];
    const asked: { url: string; question: string }[] = [];
    while (asked.length < 100) {
      const url = pages.splice(random.int(0, pages.length - 1), 1)[0] as string;
      // Of the page's paragraphs, not of its links, lists or headings (which pages share).
      const paragraphs = (byPage.get(url) ?? [])
        .flatMap((text) => text.split('\n'))
        .filter((line) => /^[A-Z]/.test(line) && !line.includes(']('));
      const sentences = paragraphs.join(' ').match(/[A-Z][^.:]{30,}\./g) ?? [];
      if (sentences.length > 0)
        asked.push({ url, question: sentences[random.int(0, sentences.length - 1)] as string });
    }
    const answers: VectorHit[][][] = [];
    for (const target of [duckdb, pgvector.url, lance]) {
      const found: VectorHit[][] = [];
      for (const { question } of asked) found.push(await queryVectors(target, question, { k: 5, embedder }));
      answers.push(found);
    }
    for (const found of answers) {
      const hits = asked.filter((a, i) => found[i]?.some((h) => h.url === a.url)).length;
      console.log(`retrieval: ${hits} of 100 pages in the top 5 (${byPage.size} pages)`);
      expect(hits).toBeGreaterThanOrEqual(95);
    }
    // All return the same pages, where no tie makes the order a matter of chance.
    for (let i = 0; i < asked.length; i++)
      for (const other of [1, 2]) {
        const [a, b] = [answers[0]?.[i] ?? [], answers[other]?.[i] ?? []];
        for (let k = 0; k < 5; k++) {
          const tied =
            Math.abs((a[k]?.score ?? 0) - (a[k + 1]?.score ?? -1)) < 1e-4 ||
            (k > 0 && Math.abs((a[k]?.score ?? 0) - (a[k - 1]?.score ?? 0)) < 1e-4);
          if (!tied) expect(b[k]?.url).toBe(a[k]?.url);
          expect(b[k]?.score).toBeCloseTo(a[k]?.score ?? 0, 4);
        }
      }
  } finally {
    await client.close();
  }
}, 180_000);
