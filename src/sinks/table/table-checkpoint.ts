/**
 * The cursor of a table export, kept in the same database (`crawlstream_exports`: one row per table and
 * job), read back as the sink run's {@link Checkpoint}.
 */
import type { Checkpoint, ExportKind } from '../checkpoint.js';
import type { TableBackend } from './table-backend.js';
import { EXPORTS_TABLE } from './table-schema.js';

/** The export of `jobId` into `table`, or `undefined`. */
export async function readExport(
  db: TableBackend,
  table: string,
  jobId: string,
): Promise<Checkpoint | undefined> {
  const [row] = await db.rows(`SELECT * FROM ${EXPORTS_TABLE} WHERE table_name = $1 AND job_id = $2`, [
    table,
    jobId,
  ]);
  return row ? exportCheckpoint(row) : undefined;
}

/** The export into `table` that was left unfinished last (with `finished`, the last one), or `undefined`. */
export async function latestUnfinished(
  db: TableBackend,
  table: string,
  finished = false,
): Promise<Checkpoint | undefined> {
  const which = finished ? '' : ' AND NOT complete';
  const [row] = await db.rows(
    `SELECT * FROM ${EXPORTS_TABLE} WHERE table_name = $1${which} ORDER BY updated_at DESC LIMIT 1`,
    [table],
  );
  return row ? exportCheckpoint(row) : undefined;
}

/** Whether the database has the checkpoint table (a database no export wrote to has none). */
export async function hasExportsTable(db: TableBackend): Promise<boolean> {
  return (await db.columns(EXPORTS_TABLE)) !== undefined;
}

/** A row of `crawlstream_exports` as the sink run's checkpoint. */
function exportCheckpoint(row: Record<string, unknown>): Checkpoint {
  return {
    version: 1,
    format: 'table',
    jobId: String(row.job_id),
    kind: String(row.kind) as ExportKind,
    cursor: { skip: Number(row.cursor_skip) },
    records: Number(row.records),
    bytes: 0,
    jsonBytes: Number(row.json_bytes),
    complete: row.complete === true,
    updatedAt: new Date(row.updated_at as string).toISOString(),
  };
}
