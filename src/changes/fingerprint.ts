/**
 * crawlstream's own change detection: a hash of what a document says (its formats and status code, not its
 * metadata, which carries per-scrape ids and timings), so that a server without change tracking can still
 * tell a changed page from the same one.
 */
import { createHash } from 'node:crypto';

/** The fields whose content counts. `screenshot` does not: its URL differs on every scrape. */
const CONTENT_FIELDS = ['markdown', 'html', 'rawHtml', 'summary', 'json', 'links', 'images', 'attributes'];

/** A document's content fingerprint (SHA-256, base64url). */
export function contentFingerprint(document: Record<string, unknown>): string {
  const hash = createHash('sha256');
  const metadata = document.metadata as { statusCode?: unknown } | undefined;
  hash.update(String(metadata?.statusCode ?? ''));
  for (const field of CONTENT_FIELDS) {
    const value = document[field];
    if (value === undefined || value === null) continue;
    hash.update(`\u0000${field}\u0000`);
    hash.update(typeof value === 'string' ? value : JSON.stringify(value));
  }
  return hash.digest('base64url');
}
