/**
 * A document of a job as the chunks a vector table holds of it: its Markdown cut by `chunkMarkdown`, each
 * chunk with a stable id (the URL, its place and a hash of its text), and what the table does with the
 * page's earlier chunks: replace them (a page scraped), delete them (a page removed), or leave them (a page
 * that failed to scrape says nothing of what it holds).
 */
import { createHash } from 'node:crypto';
import { chunkMarkdown } from '../chunks/chunk-markdown.js';
import { canonicalUrl } from '../documents/canonical-url.js';
import { documentUrl } from '../operators/dedupe-pages.js';
import { documentFacts, objectField } from '../sinks/parquet/schema.js';
import { documentFields } from '../sinks/table/document-fields.js';
/** The chunks of one document (its JSON as UTF-8 bytes). */
export function chunkDocument(bytes, counter, options) {
    const doc = documentFields(bytes);
    const facts = documentFacts(doc);
    const metadata = objectField(doc.metadata);
    const url = canonicalUrl(documentUrl(doc) || (facts.url ?? ''));
    const scrapeId = typeof metadata?.scrapeId === 'string' ? metadata.scrapeId : null;
    const base = { url, title: facts.title ?? null, scrapeId, changeStatus: facts.changeStatus ?? null };
    if (facts.changeStatus === 'removed')
        return { ...base, action: 'delete', chunks: [] };
    const markdown = doc.markdown === undefined || doc.markdown === null ? undefined : String(doc.markdown);
    const status = facts.statusCode ?? 200;
    if (markdown === undefined || (facts.error ?? null) !== null || status >= 400)
        return { ...base, action: 'keep', chunks: [] };
    const chunks = chunkMarkdown(markdown, counter, options).map((chunk) => ({
        ...chunk,
        id: chunkId(url, chunk.index, chunk.text),
    }));
    return { ...base, action: 'replace', chunks };
}
/** A chunk's id: the same URL, place and text always give the same id. */
export function chunkId(url, index, text) {
    const content = createHash('sha256').update(text).digest('hex');
    return createHash('sha256').update(`${url}\n${index}\n${content}`).digest('hex').slice(0, 32);
}
