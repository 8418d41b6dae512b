/**
 * The columns of a crawlstream table and how one document fills them: the Parquet sink's columns in SQL's
 * snake_case, plus the key (`canonical_url`) and the load's own facts (`job_id`, `scraped_at`). The base
 * columns are in every table; a document's formats (`markdown`, `html`, `links`, `json`, ...) are columns
 * too, added to the table the first time an export brings one.
 */
import { canonicalUrl } from '../../documents/canonical-url.js';
import { documentUrl } from '../../operators/dedupe-pages.js';
import { documentFacts, objectField } from '../parquet/schema.js';
import { Utf8Text } from './document-fields.js';
/** The columns every table has, in order. `canonical_url` is the key a `merge` table keeps one row per. */
export const BASE_COLUMNS = [
    { name: 'canonical_url', type: 'text' },
    { name: 'url', type: 'text' },
    { name: 'source_url', type: 'text' },
    { name: 'title', type: 'text' },
    { name: 'description', type: 'text' },
    { name: 'language', type: 'text' },
    { name: 'status_code', type: 'integer' },
    { name: 'error', type: 'text' },
    { name: 'warning', type: 'text' },
    { name: 'change_status', type: 'text' },
    { name: 'previous_scrape_at', type: 'text' },
    { name: 'metadata', type: 'json' },
    { name: 'job_id', type: 'text' },
    { name: 'scraped_at', type: 'timestamp' },
];
/** Document fields the base columns already hold (they never become format columns of their own). */
const BASE_FIELDS = new Set(['url', 'metadata', 'warning', 'error', 'changeTracking']);
/** The formats whose type is known before a document shows one; any other field is text when a string. */
const FORMAT_TYPES = {
    markdown: 'text',
    summary: 'text',
    html: 'text',
    raw_html: 'text',
    screenshot: 'text',
    links: 'json',
    images: 'json',
    json: 'json',
    actions: 'json',
    attributes: 'json',
    branding: 'json',
};
const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_]*$/;
/** `rawHtml` → `raw_html`: a document field's column name. */
export function columnName(field) {
    return field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
/**
 * The row of one parsed document (its large text formats may be {@link Utf8Text}: `documentFields`). `scrapedAt` is the time crawlstream received it (ISO 8601): the service
 * does not say when it scraped a page.
 */
export function documentRow(doc, jobId, scrapedAt) {
    const d = objectField(doc) ?? {};
    const facts = documentFacts(d);
    const base = [
        canonicalUrl(documentUrl(d) || (facts.url ?? '')),
        facts.url,
        facts.sourceURL,
        facts.title,
        facts.description,
        facts.language,
        facts.statusCode,
        facts.error,
        facts.warning,
        facts.changeStatus,
        facts.previousScrapeAt,
        facts.metadata,
        jobId,
        scrapedAt,
    ];
    const formats = new Map();
    for (const [field, value] of Object.entries(d)) {
        if (BASE_FIELDS.has(field) || value === null || value === undefined || !IDENTIFIER.test(field))
            continue;
        formats.set(columnName(field), value);
    }
    return { base, formats };
}
/** The type of a new format column: the known formats' own, else text for a string and JSON for the rest. */
export function formatColumnType(name, value) {
    return FORMAT_TYPES[name] ?? (typeof value === 'string' || value instanceof Utf8Text ? 'text' : 'json');
}
/** A format field's value in a column of `type`: a string as it is in a text column, JSON text otherwise. */
export function formatCell(type, value) {
    if (value instanceof Utf8Text)
        return type === 'text' ? value : JSON.stringify(value.toString());
    return type === 'text' && typeof value === 'string' ? value : JSON.stringify(value);
}
