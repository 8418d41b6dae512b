import { Utf8Text } from './document-fields.js';
/** The column types a table sink writes, named once for both databases (see `sqlType` in each backend). */
export type ColumnType = 'text' | 'integer' | 'json' | 'timestamp';
/** A column: its SQL name and type. */
export interface TableColumn {
    readonly name: string;
    readonly type: ColumnType;
}
/** The columns every table has, in order. `canonical_url` is the key a `merge` table keeps one row per. */
export declare const BASE_COLUMNS: readonly TableColumn[];
/** `rawHtml` → `raw_html`: a document field's column name. */
export declare function columnName(field: string): string;
/** A value of a row: text (JSON columns hold JSON text), as a string or as UTF-8 bytes, an integer, or null. */
export type CellValue = string | Utf8Text | number | null;
/** One document as a row: the base columns' values, then its format fields by column name. */
export interface DocumentRow {
    /** Values of {@link BASE_COLUMNS}, in order. */
    readonly base: CellValue[];
    /** The document's other fields (its formats), by column name, as parsed. */
    readonly formats: Map<string, unknown>;
}
/**
 * The row of one parsed document (its large text formats may be {@link Utf8Text}: `documentFields`). `scrapedAt` is the time crawlstream received it (ISO 8601): the service
 * does not say when it scraped a page.
 */
export declare function documentRow(doc: unknown, jobId: string, scrapedAt: string): DocumentRow;
/** The type of a new format column: the known formats' own, else text for a string and JSON for the rest. */
export declare function formatColumnType(name: string, value: unknown): ColumnType;
/** A format field's value in a column of `type`: a string as it is in a text column, JSON text otherwise. */
export declare function formatCell(type: ColumnType, value: unknown): string | Utf8Text;
