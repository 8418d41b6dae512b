/**
 * What the change tracker reads of a document, from its JSON bytes: its URL, status code, the service's
 * `changeTracking` and the fingerprint of its content, and how to write it back marked with a verdict.
 * The large fields are never decoded: the fingerprint hashes their JSON text as the service sent it, and a
 * marked document is the same bytes with its `changeTracking` replaced (or added). A document the byte scan
 * does not handle (fields beyond the scanned ones) is parsed whole, and its fields hashed as the JSON text
 * `JSON.stringify` gives, which is the text the service sends.
 */
import { createHash } from 'node:crypto';
import { Field, fieldSpans, scanFields } from '../documents/json-fields.js';
/** The fields whose content counts, in hash order. `screenshot` does not: its URL differs on every scrape. */
const CONTENT_FIELDS = ['markdown', 'html', 'rawHtml', 'links', 'summary', 'json', 'images', 'attributes'];
const SCANNED = {
    markdown: Field.Markdown,
    html: Field.Html,
    rawHtml: Field.RawHtml,
    links: Field.Links,
};
const spans = fieldSpans();
export function readTrackedDocument(bytes) {
    if (!scanFields(bytes, spans) || spans.others > 0)
        return parsedDocument(bytes);
    const metadata = spanJson(bytes, Field.Metadata);
    const tracking = spanJson(bytes, Field.ChangeTracking);
    const hash = createHash('sha256').update(String(metadata?.statusCode ?? ''));
    for (const field of CONTENT_FIELDS) {
        const index = SCANNED[field];
        if (index === undefined || spans.start[index] < 0)
            continue;
        hash.update(`\u0000${field}\u0000`);
        hash.update(bytes.subarray(spans.start[index], spans.end[index]));
    }
    const hasFields = spans.start.some((at) => at >= 0);
    const trackingAt = spans.start[Field.ChangeTracking];
    const trackingEnd = spans.end[Field.ChangeTracking];
    const url = spanJson(bytes, Field.Url);
    return {
        url: urlOf(metadata, typeof url === 'string' ? url : undefined),
        statusCode: typeof metadata?.statusCode === 'number' ? metadata.statusCode : undefined,
        tracking,
        fingerprint: hash.digest('base64url'),
        marked(marks) {
            const value = Buffer.from(JSON.stringify({ ...tracking, ...marks }));
            if (trackingAt >= 0)
                return Buffer.concat([bytes.subarray(0, trackingAt), value, bytes.subarray(trackingEnd)]);
            const open = bytes.indexOf(0x7b);
            const key = Buffer.from(`"changeTracking":`);
            const tail = hasFields
                ? Buffer.concat([Buffer.from(','), bytes.subarray(open + 1)])
                : bytes.subarray(open + 1);
            return Buffer.concat([bytes.subarray(0, open + 1), key, value, tail]);
        },
    };
}
function parsedDocument(bytes) {
    const doc = JSON.parse(bytes.toString('utf8'));
    const metadata = doc.metadata;
    const hash = createHash('sha256').update(String(metadata?.statusCode ?? ''));
    for (const field of CONTENT_FIELDS) {
        const value = doc[field];
        if (value === undefined)
            continue;
        hash.update(`\u0000${field}\u0000`);
        hash.update(JSON.stringify(value));
    }
    const tracking = doc.changeTracking;
    return {
        url: urlOf(metadata, typeof doc.url === 'string' ? doc.url : undefined),
        statusCode: typeof metadata?.statusCode === 'number' ? metadata.statusCode : undefined,
        tracking,
        fingerprint: hash.digest('base64url'),
        marked: (marks) => Buffer.from(JSON.stringify({ ...doc, changeTracking: { ...tracking, ...marks } })),
    };
}
function urlOf(metadata, url) {
    const candidate = metadata?.sourceURL ?? metadata?.url ?? url;
    return typeof candidate === 'string' ? candidate : '';
}
function spanJson(bytes, field) {
    const start = spans.start[field];
    return start < 0 ? undefined : JSON.parse(bytes.toString('utf8', start, spans.end[field]));
}
