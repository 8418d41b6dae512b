/**
 * Crawl to Parquet, dropping pages whose canonical URL was already written (`/a/`, `/a#top` and `/A` are
 * one page). Dedupe happens inside each page event, so cursors, checkpoints and resume stay exact.
 * Run: npx tsx examples/crawl-to-parquet-dedupe.ts
 */
import { mkdir } from 'node:fs/promises';
import { lastValueFrom } from 'rxjs';
import { dedupePages } from '../src/operators/index.js';
import { toParquet } from '../src/sinks/index.js';
import { connect } from './connect.js';

const { client, site, close } = await connect();
try {
  await mkdir('out', { recursive: true });
  const summary = await lastValueFrom(
    client
      .crawl({ url: site, limit: 150, allowSubdomains: true })
      .pipe(dedupePages(), toParquet('out/crawl.parquet', { rowGroupSize: 500 })),
  );
  console.log(`wrote ${summary.records} unique documents to ${summary.path} (${summary.bytes} bytes)`);
} finally {
  await close();
}
