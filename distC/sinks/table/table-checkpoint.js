/**
 * The cursor of a table export, kept in the same database (`crawlstream_exports`: one row per table and
 * job), read back as the sink run's {@link Checkpoint}.
 */
import { CheckpointError } from '../../errors/errors.js';
import { EXPORTS_TABLE } from './table-schema.js';
/** The exports into `table` recorded in its database (`crawlstream_exports`). */
export function tableExports(db, table) {
    return { of: (jobId) => readExport(db, table, jobId), latestUnfinished: () => latestUnfinished(db, table) };
}
/**
 * The export an opening export of `jobId` continues (`resume`), after making sure a new one may start:
 * an unfinished export that is not resumed is refused unless `overwrite`, which returns it as `discard`.
 */
export async function exportToContinue(exports, where, options) {
    const { jobId } = where;
    const mine = jobId === undefined ? undefined : await exports.of(jobId);
    const unfinished = jobId === undefined ? await exports.latestUnfinished() : mine?.complete ? undefined : mine;
    if (options.resume)
        return { checkpoint: unfinished ?? (mine?.complete ? mine : undefined) };
    if (unfinished && !options.overwrite) {
        throw new CheckpointError(`${where.path} has an unfinished export of job ${unfinished.jobId} (${unfinished.records} documents); resume it (resume: true) or start over (overwrite: true)`, { code: 'UNFINISHED_EXPORT' });
    }
    return { discard: unfinished?.jobId ?? undefined };
}
/**
 * The export's row of `crawlstream_exports`, in the open transaction: updated, or inserted by the export's
 * first commit. Not an `INSERT … ON CONFLICT`: DuckDB took 10 ms of CPU time for one against 2 for the
 * update, a sixth of an export that commits after each page.
 */
export async function saveExport(db, table, write, checkpoint) {
    const values = [
        checkpoint.kind,
        checkpoint.cursor.skip,
        checkpoint.records,
        checkpoint.jsonBytes,
        write,
        checkpoint.complete,
        table,
        checkpoint.jobId,
    ];
    const updated = await db.run(`UPDATE ${EXPORTS_TABLE} SET kind = $1, cursor_skip = $2, records = $3, json_bytes = $4, write_mode = $5,
       complete = $6, updated_at = now() WHERE table_name = $7 AND job_id = $8`, values);
    if (updated === 0)
        await db.run(`INSERT INTO ${EXPORTS_TABLE} (kind, cursor_skip, records, json_bytes, write_mode, complete, table_name,
         job_id, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())`, values);
}
/** The export of `jobId` into `table`, or `undefined`. */
export async function readExport(db, table, jobId) {
    const [row] = await db.rows(`SELECT * FROM ${EXPORTS_TABLE} WHERE table_name = $1 AND job_id = $2`, [
        table,
        jobId,
    ]);
    return row ? exportCheckpoint(row) : undefined;
}
/** The export into `table` that was left unfinished last (with `finished`, the last one), or `undefined`. */
export async function latestUnfinished(db, table, finished = false) {
    const which = finished ? '' : ' AND NOT complete';
    const [row] = await db.rows(`SELECT * FROM ${EXPORTS_TABLE} WHERE table_name = $1${which} ORDER BY updated_at DESC LIMIT 1`, [table]);
    return row ? exportCheckpoint(row) : undefined;
}
/** Whether the database has the checkpoint table (a database no export wrote to has none). */
export async function hasExportsTable(db) {
    return (await db.columns(EXPORTS_TABLE)) !== undefined;
}
/** A row of `crawlstream_exports` (in a database, or a LanceDB folder) as the sink run's checkpoint. */
export function exportCheckpoint(row) {
    return {
        version: 1,
        format: 'table',
        jobId: String(row.job_id),
        kind: String(row.kind),
        cursor: { skip: Number(row.cursor_skip) },
        records: Number(row.records),
        bytes: 0,
        jsonBytes: Number(row.json_bytes),
        complete: row.complete === true,
        updatedAt: new Date(row.updated_at).toISOString(),
    };
}
