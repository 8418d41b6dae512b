/**
 * Page parser throughput: the quote-jumping scan against `JSON.parse` of the whole body (plus re-serialising each
 * document, which is what an export would otherwise need to get each document's text).
 *
 * Run: `npx tsx benchmarks/page-parser.bench.ts [docs per page] [KB per doc] [pages]`
 * Output: one line per variant with documents/s and MB/s (MB = 1e6 characters of response text). The `bytes:`
 * lines start from the UTF-8 body (what a socket delivers): the byte scan against decoding first.
 */
import { parsePage } from '../src/paging/page-parser.js';
import { parsePageBytes } from '../src/paging/page-parser-bytes.js';

const docsPerPage = Number(process.argv[2] ?? 100);
const kbPerDoc = Number(process.argv[3] ?? 100);
const pages = Number(process.argv[4] ?? 20);

function makeDoc(i: number): object {
  const words = [
    'crawl',
    'stream',
    'page',
    'markdown',
    'résumé',
    'naïve',
    '"quoted"',
    'back\\slash',
    'tab\t',
  ];
  let markdown = `# Page ${i}\n\n`;
  let k = 0;
  while (markdown.length < kbPerDoc * 1000 * 0.8) {
    markdown += `${words[k % words.length]} ${k} `;
    if (k % 17 === 0) markdown += '\n\n';
    k++;
  }
  return {
    markdown,
    links: Array.from({ length: 20 }, (_, j) => `https://example.test/p/${i}/${j}`),
    metadata: {
      title: `Page ${i}`,
      sourceURL: `https://example.test/p/${i}`,
      statusCode: 200,
      language: 'en',
    },
  };
}

const bodies = Array.from({ length: pages }, (_, p) =>
  JSON.stringify({
    success: true,
    status: 'scraping',
    completed: (p + 1) * docsPerPage,
    total: pages * docsPerPage,
    creditsUsed: (p + 1) * docsPerPage,
    expiresAt: '2026-11-23T19:00:00.000Z',
    next: `http://127.0.0.1:1/v2/crawl/x?skip=${(p + 1) * docsPerPage}`,
    data: Array.from({ length: docsPerPage }, (_, d) => makeDoc(p * docsPerPage + d)),
  }),
);
const chars = bodies.reduce((n, b) => n + b.length, 0);
const buffers = bodies.map((b) => Buffer.from(b, 'utf8'));
const byIndex = new Map(bodies.map((b, i) => [b, buffers[i]!]));

function run(name: string, fn: (body: string) => number): void {
  // Warm up, then take the best of five rounds (the least disturbed by GC and other processes).
  for (const body of bodies.slice(0, 3)) fn(body);
  let best = Number.POSITIVE_INFINITY;
  let docs = 0;
  for (let round = 0; round < 5; round++) {
    docs = 0;
    const start = process.hrtime.bigint();
    for (const body of bodies) docs += fn(body);
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e9);
  }
  const line = `${name.padEnd(34)} ${(docs / best).toFixed(0).padStart(8)} docs/s ${(chars / 1e6 / best).toFixed(0).padStart(6)} MB/s`;
  console.log(line);
}

console.log(
  `${pages} pages × ${docsPerPage} docs × ~${kbPerDoc} KB = ${(chars / 1e6).toFixed(1)} MB of text`,
);
run('scan (raw texts, envelope)', (body) => parsePage(body).raw.length);
run('JSON.parse + stringify each doc', (body) => {
  const parsed = JSON.parse(body) as { data: unknown[] };
  let n = 0;
  for (const doc of parsed.data) n += JSON.stringify(doc).length > 0 ? 1 : 0;
  return n;
});
run('JSON.parse only', (body) => (JSON.parse(body) as { data: unknown[] }).data.length);
run('bytes: scan (raw byte views)', (body) => parsePageBytes(byIndex.get(body)!).rawBytes.length);
run('bytes: decode + text scan', (body) => parsePage(byIndex.get(body)!.toString('utf8')).raw.length);
run('scan + parse every document', (body) => {
  const { raw } = parsePage(body);
  for (const r of raw) JSON.parse(r);
  return raw.length;
});
