import { defer, type MonoTypeOperatorFunction, map } from 'rxjs';
import { canonicalUrl } from '../documents/canonical-url.js';
import type { PageEvent } from '../paging/page-event.js';
import { type DedupeStore, hashSetStore } from './hash-set-store.js';

/** Options of {@link dedupePages}. */
export interface DedupePagesOptions {
  /**
   * Where seen keys are kept. Pass a store seeded from an earlier run's output to dedupe across a resume.
   * @default a fresh hashSetStore() per subscription (64-bit hashes, bounded memory)
   */
  store?: DedupeStore;
  /**
   * The deduplication key of a document.
   * @default the canonical form of the document's URL (see {@link documentUrl} and {@link canonicalUrl})
   */
  key?: (document: PageEvent['documents'][number]) => string;
}

/**
 * Drops the documents of each page event whose key was seen before, keeping the page event itself: its
 * cursors, job counters and credit hold travel to the sink unchanged. This is the dedupe to use in front of
 * a file sink, because the sink's checkpoint stays a position in the job (documents read from the service,
 * not documents written), so resume stays exact. {@link dedupeBy} is the one for plain document streams.
 *
 * @example
 * ```ts
 * client.crawl({ url, allowSubdomains: true }).pipe(dedupePages(), toParquet('site.parquet'))
 * // 'https://a.com/x#top' after 'https://A.com/x/' is not written twice
 * ```
 */
export function dedupePages(options: DedupePagesOptions = {}): MonoTypeOperatorFunction<PageEvent> {
  const key = options.key ?? ((document) => canonicalUrl(documentUrl(document)));
  return (source) =>
    defer(() => {
      const store = options.store ?? hashSetStore();
      return source.pipe(map((page) => keepDocuments(page, (document) => store.add(key(document)))));
    });
}

/** The URL a document was scraped from: `metadata.sourceURL`, else `metadata.url`, else `url`. */
export function documentUrl(document: unknown): string {
  const doc = document as { url?: unknown; metadata?: { sourceURL?: unknown; url?: unknown } };
  const candidate = doc.metadata?.sourceURL ?? doc.metadata?.url ?? doc.url;
  return typeof candidate === 'string' ? candidate : '';
}

function keepDocuments(
  page: PageEvent,
  keep: (document: PageEvent['documents'][number]) => boolean,
): PageEvent {
  const indexes: number[] = [];
  page.documents.forEach((document, index) => {
    if (keep(document)) indexes.push(index);
  });
  if (indexes.length === page.documents.length) return page;
  const pick = <T>(items: readonly T[]): T[] => indexes.map((index) => items[index] as T);
  const raw = pick(page.raw);
  // Pages may also carry each document as UTF-8 bytes, which file sinks prefer: filter those alike.
  const rawBytes = (page as { rawBytes?: readonly Buffer[] }).rawBytes;
  return {
    kind: page.kind,
    jobId: page.jobId,
    cursor: page.cursor,
    nextCursor: page.nextCursor,
    documents: pick(page.documents),
    raw,
    ...(rawBytes !== undefined ? { rawBytes: pick(rawBytes) } : {}),
    bytes: raw.reduce((sum, text) => sum + text.length, 0),
    status: page.status,
    completed: page.completed,
    total: page.total,
    creditsUsed: page.creditsUsed,
    ...(page.expiresAt !== undefined ? { expiresAt: page.expiresAt } : {}),
    hold: () => page.hold(),
  } as PageEvent;
}
