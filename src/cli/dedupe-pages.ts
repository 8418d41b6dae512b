import { type MonoTypeOperatorFunction, map } from 'rxjs';
import type { PageEvent } from '../core/page-event.js';
import { canonicalUrl, type DedupeStore, hashSetStore } from '../operators/index.js';

/**
 * `--dedupe`: drops documents whose canonical URL (see `canonicalUrl`) was already exported, inside the page
 * events, so the page's cursor, job counters and credit hold still travel to the sink unchanged. Dropping
 * whole documents from a page keeps the resume cursor right: the cursor counts documents read from the
 * service, not documents written.
 *
 * @param store - seen keys; pass one seeded from an earlier run's output to dedupe across a resume.
 */
export function dedupePages(store: DedupeStore = hashSetStore()): MonoTypeOperatorFunction<PageEvent> {
  return map((page) => {
    const keep: number[] = [];
    page.documents.forEach((document, index) => {
      if (store.add(canonicalUrl(documentUrl(document)))) keep.push(index);
    });
    if (keep.length === page.documents.length) return page;
    const pick = <T>(items: readonly T[]): T[] => keep.map((index) => items[index] as T);
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
  });
}

/** The URL a document was scraped from: `metadata.sourceURL`, else `metadata.url`, else `url`. */
export function documentUrl(document: unknown): string {
  const doc = document as { url?: unknown; metadata?: { sourceURL?: unknown; url?: unknown } };
  const candidate = doc.metadata?.sourceURL ?? doc.metadata?.url ?? doc.url;
  return typeof candidate === 'string' ? candidate : '';
}
