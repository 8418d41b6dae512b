import { createHash } from 'node:crypto';

/** JSON with object keys sorted, so two equal documents serialize identically whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of a document's canonical JSON. */
export function documentHash(doc: unknown): string {
  return createHash('sha256').update(canonicalJson(doc)).digest('hex');
}

/** The URL a document was scraped from (`metadata.sourceURL`, else `metadata.url`). */
export function documentUrl(doc: unknown): string {
  const meta = (doc as { metadata?: { sourceURL?: unknown; url?: unknown } } | null)?.metadata;
  const url = meta?.sourceURL ?? meta?.url;
  if (typeof url !== 'string')
    throw new Error(`document without metadata.sourceURL: ${canonicalJson(doc).slice(0, 200)}`);
  return url;
}
