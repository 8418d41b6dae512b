/**
 * The statements that make a table ready for an export: the checkpoint table, the data table (created
 * when missing, checked when present) and, for `merge`, the staging table the rows go through.
 */
import { DatabaseError } from '../../errors/errors.js';
import { type TableBackend } from './table-backend.js';
import { type TableColumn } from './table-columns.js';
/** How an export writes its rows: keep every one (`append`) or one per canonical URL (`merge`). */
export type WriteMode = 'append' | 'merge';
/** What a table name may be, as messages state it. */
export declare const TABLE_NAME_RULE = "a plain SQL name (a letter or _, then letters, digits or _, at most 63)";
/** Whether `name` is a table name this sink writes (one it can quote the same in both databases). */
export declare function isTableName(name: string): boolean;
/** The table, in the same database, that holds each export's cursor: one row per table and job. */
export declare const EXPORTS_TABLE = "crawlstream_exports";
/** The temporary table of a `merge` export's rows before they are merged into the table. */
export declare const STAGING_TABLE = "crawlstream_staging";
/** The staging table's own column: the order rows arrived in, so the newest of one URL wins. */
export declare const SEQ_COLUMN: TableColumn;
/** Creates the checkpoint table when it is missing. */
export declare function ensureExportsTable(db: TableBackend): Promise<void>;
/**
 * Creates `table` with the base columns when it is missing; otherwise checks it has every base column
 * with its type, and, for `merge`, a key on `canonical_url`. Returns the table's columns and types.
 */
export declare function ensureDataTable(db: TableBackend, table: string, write: WriteMode): Promise<Map<string, string>>;
/** Creates this connection's staging table for `merge`: the base columns and the arrival order. */
export declare function createStagingTable(db: TableBackend): Promise<void>;
/** The error of a table whose shape the export cannot write. */
export declare function shapeError(db: Pick<TableBackend, 'database'>, table: string, what: string): DatabaseError;
