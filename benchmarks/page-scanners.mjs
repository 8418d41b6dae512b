/**
 * The scanners of a job's status page, side by side, on pages the emulator serves (documents of web text:
 * accents, CJK, emoji, quotes and line breaks that JSON escapes). Each splits one page into its envelope and
 * each document's JSON as the service sent it:
 *
 *   bytes   `parsePageBytes`: the scan over the UTF-8 body (escapes checked by the SIMD kernel), the path
 *           every page takes
 *   parse   `parsePage`: `JSON.parse` of the text and `JSON.stringify` of each document, where the byte
 *           scan hands a page it is unsure of
 *
 * and how many pages the byte scan handed on. A scan over the decoded text stood between the two until
 * 285a02f, where this benchmark shows it reading none of the pages handed on (they fail its rules too) at
 * 156–168 MB/s against the byte scan's 1,100–1,250: it was removed. The Parquet and table sinks' field scan (`scanFields`) works on
 * one document's fields, a different job, and is timed per document beside them.
 *
 *   node benchmarks/page-scanners.mjs [--quick]   (after `npm run build`)
 */
import { performance } from 'node:perf_hooks';
import { fieldSpans, scanFields } from '../dist/documents/json-fields.js';
import { startEmulator } from '../dist/emulator/index.js';
import { parsePage } from '../dist/paging/page-parser.js';
import { parsePageBytes } from '../dist/paging/page-parser-bytes.js';
import { median } from './lib/stats.mjs';

const quick = process.argv.includes('--quick');
const ROUNDS = quick ? 5 : 15;
const emulator = await startEmulator({ seed: 3 });
const pages = [];
try {
  for (const [sizes, text] of [
    [[2_000, 20_000, 200_000], 'web'],
    [[2_000, 20_000, 200_000], 'ascii'],
  ]) {
    const id = emulator.createCompletedCrawl({ pages: 300, sizes, text });
    for (let skip = 0; skip < 300; skip += 100) {
      const res = await fetch(`${emulator.url}/v2/crawl/${id}?skip=${skip}&limit=100`, {
        headers: { authorization: `Bearer ${emulator.apiKey}` },
      });
      pages.push({ text, body: Buffer.from(await res.arrayBuffer()) });
    }
  }
} finally {
  await emulator.close();
}

const bytes = pages.reduce((sum, p) => sum + p.body.length, 0);
let handedOn = 0;
const scanners = {
  bytes: (body) => {
    const page = parsePageBytes(body);
    if (!page.scanned) handedOn++;
    return page.rawBytes.length;
  },
  parse: (body) => parsePage(body.toString('utf8')).raw.length,
};

const results = {};
for (const [name, scan] of Object.entries(scanners)) {
  const times = [];
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    for (const page of pages) scan(page.body);
    times.push(performance.now() - start);
  }
  results[name] = median(times);
}
const documents = pages.flatMap((p) => parsePageBytes(p.body).rawBytes);
const spans = fieldSpans();
const fieldTimes = [];
for (let round = 0; round < ROUNDS; round++) {
  const start = performance.now();
  for (const doc of documents) scanFields(doc, spans);
  fieldTimes.push(performance.now() - start);
}

const mbps = (ms) => (bytes / 1e6 / (ms / 1000)).toFixed(0);
console.log(
  `${pages.length} status pages, ${(bytes / 1e6).toFixed(1)} MB, ${documents.length} documents; median of ${ROUNDS} rounds`,
);
console.log('| scanner | MB/s | ÷ bytes |');
console.log('|---|---|---|');
for (const [name, ms] of Object.entries(results)) {
  console.log(`| ${name} | ${mbps(ms)} | ${(results.bytes / ms).toFixed(2)}× |`);
}
console.log(`| field scan of each document (scanFields) | ${mbps(median(fieldTimes))} | |`);
console.log(`pages the byte scan handed on: ${handedOn / ROUNDS} of ${pages.length}`);
