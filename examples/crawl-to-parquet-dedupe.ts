/**
 * Crawl to Parquet, dropping pages whose canonical URL was already written (`/a/`, `/a#top` and `/A` are
 * one page). Dedupe happens inside each page event, so cursors, checkpoints and resume stay exact.
 * Run: npx tsx examples/crawl-to-parquet-dedupe.ts
 */
import { mkdir } from 'node:fs/promises';
import { lastValueFrom, type MonoTypeOperatorFunction, map } from 'rxjs';
import type { PageEvent } from '../src/index.js';
import { canonicalUrl, hashSetStore } from '../src/operators/index.js';
import { toParquet } from '../src/sinks/index.js';
import { connect } from './connect.js';

/** Keeps each page event, minus the documents whose canonical URL was seen before. */
function dedupeDocuments(): MonoTypeOperatorFunction<PageEvent> {
  const seen = hashSetStore(); // 64-bit hashes: bounded memory for millions of URLs
  return map((page) => {
    const keep = page.documents.map((doc) => seen.add(canonicalUrl(doc.metadata?.sourceURL ?? '')));
    const pick = <T>(items: readonly T[]) => items.filter((_, i) => keep[i]);
    const raw = pick(page.raw);
    const rawBytes = (page as { rawBytes?: readonly Buffer[] }).rawBytes; // UTF-8 copies, preferred by sinks
    // `nextCursor` still says where the page ended in the job, so the sink's checkpoint stays a job position.
    return {
      ...page,
      raw,
      ...(rawBytes ? { rawBytes: pick(rawBytes) } : {}),
      documents: pick(page.documents),
      bytes: raw.reduce((sum, text) => sum + text.length, 0),
      hold: () => page.hold(),
    } as PageEvent;
  });
}

const { client, site, close } = await connect();
try {
  await mkdir('out', { recursive: true });
  const summary = await lastValueFrom(
    client
      .crawl({ url: site, limit: 150, allowSubdomains: true })
      .pipe(dedupeDocuments(), toParquet('out/crawl.parquet', { rowGroupSize: 500 })),
  );
  console.log(`wrote ${summary.records} unique documents to ${summary.path} (${summary.bytes} bytes)`);
} finally {
  await close();
}
