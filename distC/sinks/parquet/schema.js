/** The columns of a crawlstream Parquet file, in order. */
export const PARQUET_COLUMNS = [
    'url',
    'sourceURL',
    'title',
    'description',
    'language',
    'statusCode',
    'error',
    'markdown',
    'html',
    'rawHtml',
    'links',
    'screenshot',
    'warning',
    'changeStatus',
    'previousScrapeAt',
    'metadata',
    'jobId',
];
const text = (name, required = false) => ({
    name,
    type: 'BYTE_ARRAY',
    converted_type: 'UTF8',
    repetition_type: required ? 'REQUIRED' : 'OPTIONAL',
});
/**
 * The Parquet schema: every column optional (null when the document lacks the field) except `jobId`;
 * `links` is a standard three-level LIST of strings; `changeStatus` and `previousScrapeAt` are the
 * document's `changeTracking` fields (the timestamp as the service writes it, ISO 8601 text); `metadata` is
 * the JSON text of the whole object.
 */
export const PARQUET_SCHEMA = [
    { name: 'root', num_children: PARQUET_COLUMNS.length },
    text('url'),
    text('sourceURL'),
    text('title'),
    text('description'),
    text('language'),
    { name: 'statusCode', type: 'INT32', repetition_type: 'OPTIONAL' },
    text('error'),
    text('markdown'),
    text('html'),
    text('rawHtml'),
    { name: 'links', repetition_type: 'OPTIONAL', converted_type: 'LIST', num_children: 1 },
    { name: 'list', repetition_type: 'REPEATED', num_children: 1 },
    text('element', true),
    text('screenshot'),
    text('warning'),
    text('changeStatus'),
    text('previousScrapeAt'),
    // Plain UTF8, not the JSON annotation: writers and readers of that annotation (de)serialise values,
    // while this column is the JSON text itself.
    text('metadata'),
    text('jobId', true),
];
/** A field's value as column text: strings as they are, other values as JSON, null when absent. */
export function str(value) {
    if (typeof value === 'string')
        return value;
    if (value === undefined || value === null)
        return null;
    return JSON.stringify(value);
}
/** `value` when it is an integer that fits the INT32 column, else null (the metadata column keeps it). */
export function int32(value) {
    return typeof value === 'number' && Number.isInteger(value) && value >= -(2 ** 31) && value < 2 ** 31
        ? value
        : null;
}
/** The `links` values of a document: each link's text, or its `url` for a link object. */
export function linkTexts(links) {
    return links.map((l) => typeof l === 'string' ? l : (str(l?.url) ?? JSON.stringify(l)));
}
/** The {@link DocumentFacts} of a parsed document's fields. */
export function documentFacts(d) {
    const m = objectField(d.metadata);
    const change = objectField(d.changeTracking);
    return {
        url: str(d.url) ?? str(m?.url),
        sourceURL: str(m?.sourceURL),
        title: str(m?.title),
        description: str(m?.description),
        language: str(m?.language),
        statusCode: int32(m?.statusCode),
        error: str(m?.error) ?? str(d.error),
        warning: str(d.warning),
        changeStatus: str(change?.changeStatus),
        previousScrapeAt: str(change?.previousScrapeAt),
        metadata: m === undefined ? null : JSON.stringify(m),
    };
}
/**
 * One document (parsed JSON) as a row of {@link PARQUET_COLUMNS}: the definition of what each column
 * holds. The sink computes the same values from the document's bytes (`parquet-columns.ts`); tests hold it
 * to this.
 */
export function documentRow(doc, jobId) {
    const d = objectField(doc) ?? {};
    return {
        ...documentFacts(d),
        markdown: str(d.markdown),
        html: str(d.html),
        rawHtml: str(d.rawHtml),
        links: Array.isArray(d.links) ? linkTexts(d.links) : null,
        screenshot: str(d.screenshot),
        jobId,
    };
}
/** `value` when it is a JSON object (not an array), else `undefined`. */
export function objectField(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value)
        ? value
        : undefined;
}
