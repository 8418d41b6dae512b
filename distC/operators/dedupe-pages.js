import { defer, map } from 'rxjs';
import { canonicalUrl } from '../documents/canonical-url.js';
import { hashSetStore } from './hash-set-store.js';
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
export function dedupePages(options = {}) {
    const key = options.key ?? ((document) => canonicalUrl(documentUrl(document)));
    return (source) => defer(() => {
        const store = options.store ?? hashSetStore();
        return source.pipe(map((page) => keepDocuments(page, (document) => store.add(key(document)))));
    });
}
/** The URL a document was scraped from: `metadata.sourceURL`, else `metadata.url`, else `url`. */
export function documentUrl(document) {
    const doc = document;
    const candidate = doc.metadata?.sourceURL ?? doc.metadata?.url ?? doc.url;
    return typeof candidate === 'string' ? candidate : '';
}
function keepDocuments(page, keep) {
    const indexes = [];
    page.documents.forEach((document, index) => {
        if (keep(document))
            indexes.push(index);
    });
    if (indexes.length === page.documents.length)
        return page;
    const pick = (items) => indexes.map((index) => items[index]);
    const raw = pick(page.raw);
    // Pages may also carry each document as UTF-8 bytes, which file sinks prefer: filter those alike.
    const rawBytes = page.rawBytes;
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
    };
}
