import type { SchemaElement } from 'hyparquet';
/** The columns of a crawlstream Parquet file, in order. */
export declare const PARQUET_COLUMNS: readonly ['url', 'sourceURL', 'title', 'description', 'language', 'statusCode', 'error', 'markdown', 'html', 'rawHtml', 'links', 'screenshot', 'warning', 'changeStatus', 'previousScrapeAt', 'metadata', 'jobId'];
/**
 * The Parquet schema: every column optional (null when the document lacks the field) except `jobId`;
 * `links` is a standard three-level LIST of strings; `changeStatus` and `previousScrapeAt` are the
 * document's `changeTracking` fields (the timestamp as the service writes it, ISO 8601 text); `metadata` is
 * the JSON text of the whole object.
 */
export declare const PARQUET_SCHEMA: SchemaElement[];
/** A row of {@link PARQUET_COLUMNS}. */
export type Row = {
    url: string | null;
    sourceURL: string | null;
    title: string | null;
    description: string | null;
    language: string | null;
    statusCode: number | null;
    error: string | null;
    markdown: string | null;
    html: string | null;
    rawHtml: string | null;
    links: string[] | null;
    screenshot: string | null;
    warning: string | null;
    changeStatus: string | null;
    previousScrapeAt: string | null;
    metadata: string | null;
    jobId: string;
};
/** A field's value as column text: strings as they are, other values as JSON, null when absent. */
export declare function str(value: unknown): string | null;
/** `value` when it is an integer that fits the INT32 column, else null (the metadata column keeps it). */
export declare function int32(value: unknown): number | null;
/** The `links` values of a document: each link's text, or its `url` for a link object. */
export declare function linkTexts(links: readonly unknown[]): string[];
/** What a document says of itself beside its formats: the columns the Parquet and table sinks share. */
export type DocumentFacts = Pick<Row, 'url' | 'sourceURL' | 'title' | 'description' | 'language' | 'statusCode' | 'error' | 'warning' | 'changeStatus' | 'previousScrapeAt' | 'metadata'>;
/** The {@link DocumentFacts} of a parsed document's fields. */
export declare function documentFacts(d: Record<string, unknown>): DocumentFacts;
/**
 * One document (parsed JSON) as a row of {@link PARQUET_COLUMNS}: the definition of what each column
 * holds. The sink computes the same values from the document's bytes (`parquet-columns.ts`); tests hold it
 * to this.
 */
export declare function documentRow(doc: unknown, jobId: string): Row;
/** `value` when it is a JSON object (not an array), else `undefined`. */
export declare function objectField(value: unknown): Record<string, unknown> | undefined;
