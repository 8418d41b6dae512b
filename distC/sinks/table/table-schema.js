/**
 * The statements that make a table ready for an export: the checkpoint table, the data table (created
 * when missing, checked when present) and, for `merge`, the staging table the rows go through.
 */
import { DatabaseError } from '../../errors/errors.js';
import { quoted } from './table-backend.js';
import { BASE_COLUMNS } from './table-columns.js';
/** What a table name may be, as messages state it. */
export const TABLE_NAME_RULE = 'a plain SQL name (a letter or _, then letters, digits or _, at most 63)';
/** Whether `name` is a table name this sink writes (one it can quote the same in both databases). */
export function isTableName(name) {
    return /^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name);
}
/** The table, in the same database, that holds each export's cursor: one row per table and job. */
export const EXPORTS_TABLE = 'crawlstream_exports';
/** The temporary table of a `merge` export's rows before they are merged into the table. */
export const STAGING_TABLE = 'crawlstream_staging';
/** The staging table's own column: the order rows arrived in, so the newest of one URL wins. */
export const SEQ_COLUMN = { name: 'crawlstream_seq', type: 'integer' };
/** Creates the checkpoint table when it is missing. */
export async function ensureExportsTable(db) {
    const text = db.sqlType('text');
    await db.run(`CREATE TABLE IF NOT EXISTS ${EXPORTS_TABLE} (
      table_name ${text} NOT NULL,
      job_id ${text} NOT NULL,
      kind ${text} NOT NULL,
      cursor_skip BIGINT NOT NULL,
      records BIGINT NOT NULL,
      json_bytes BIGINT NOT NULL,
      write_mode ${text} NOT NULL,
      complete BOOLEAN NOT NULL,
      updated_at ${db.sqlType('timestamp')} NOT NULL,
      PRIMARY KEY (table_name, job_id)
    )`);
}
/**
 * Creates `table` with the base columns when it is missing; otherwise checks it has every base column
 * with its type, and, for `merge`, a key on `canonical_url`. Returns the table's columns and types.
 */
export async function ensureDataTable(db, table, write) {
    const existing = await db.columns(table);
    if (existing === undefined) {
        const columns = BASE_COLUMNS.map((c) => `${quoted(c.name)} ${db.sqlType(c.type)}${required(c.name)}`);
        if (write === 'merge')
            columns.push(`PRIMARY KEY (${quoted('canonical_url')})`);
        await db.run(`CREATE TABLE ${quoted(table)} (${columns.join(', ')})`);
        return new Map(BASE_COLUMNS.map((c) => [c.name, c.type]));
    }
    for (const column of BASE_COLUMNS) {
        const type = existing.get(column.name);
        if (type === undefined) {
            throw shapeError(db, table, `has no column ${column.name} (${db.sqlType(column.type)})`);
        }
        if (type !== column.type) {
            throw shapeError(db, table, `column ${column.name} is ${type}, where crawlstream writes ${db.sqlType(column.type)}`);
        }
    }
    const keyed = await db.hasUrlKey(table);
    if (write === 'merge' && !keyed) {
        throw shapeError(db, table, 'has no primary key or unique constraint on canonical_url, which --write merge needs (a table made by an append export has none)');
    }
    if (write === 'append' && keyed) {
        throw shapeError(db, table, 'keeps one row per canonical_url (a table made by a merge export), so --write append cannot add every document to it');
    }
    return existing;
}
/** Creates this connection's staging table for `merge`: the base columns and the arrival order. */
export async function createStagingTable(db) {
    const columns = [...BASE_COLUMNS, SEQ_COLUMN].map((c) => `${quoted(c.name)} ${db.stagingType(c.type)}`);
    await db.run(`CREATE TEMP TABLE IF NOT EXISTS ${STAGING_TABLE} (${columns.join(', ')})`);
}
/** The error of a table whose shape the export cannot write. */
export function shapeError(db, table, what) {
    return new DatabaseError(`Table ${table} in ${db.database} ${what}; write to another table (--table) or change this one`, { database: db.database, table, code: 'TABLE_SHAPE' });
}
function required(name) {
    return name === 'canonical_url' || name === 'job_id' || name === 'scraped_at' ? ' NOT NULL' : '';
}
