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
    if (keep.length === page.raw.length) return page;
    const raw = keep.map((index) => page.raw[index] as string);
    const rawBytes = keep.map((index) => page.rawBytes[index] as Buffer);
    const documents = keep.map((index) => page.documents[index] as PageEvent['documents'][number]);
    return {
      kind: page.kind,
      jobId: page.jobId,
      cursor: page.cursor,
      nextCursor: page.nextCursor,
      documents,
      rawBytes,
      raw,
      bytes: raw.reduce((sum, text) => sum + text.length, 0),
      status: page.status,
      completed: page.completed,
      total: page.total,
      creditsUsed: page.creditsUsed,
      ...(page.expiresAt !== undefined ? { expiresAt: page.expiresAt } : {}),
      hold: () => page.hold(),
    } satisfies PageEvent;
  });
}

/** The URL a document was scraped from: `metadata.sourceURL`, else `metadata.url`, else `url`. */
export function documentUrl(document: unknown): string {
  const doc = document as { url?: unknown; metadata?: { sourceURL?: unknown; url?: unknown } };
  const candidate = doc.metadata?.sourceURL ?? doc.metadata?.url ?? doc.url;
  return typeof candidate === 'string' ? candidate : '';
}
