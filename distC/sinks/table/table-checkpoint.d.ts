import type { Checkpoint } from '../checkpoint.js';
import type { TableBackend } from './table-backend.js';
import { type WriteMode } from './table-schema.js';
/** Where an opening export finds the exports recorded before it: a database's, or a LanceDB folder's. */
export interface RecordedExports {
    /** The export of `jobId`, finished or not. */
    of(jobId: string): Promise<Checkpoint | undefined>;
    /** The latest export left unfinished. */
    latestUnfinished(): Promise<Checkpoint | undefined>;
}
/** The exports into `table` recorded in its database (`crawlstream_exports`). */
export declare function tableExports(db: TableBackend, table: string): RecordedExports;
/**
 * The export an opening export of `jobId` continues (`resume`), after making sure a new one may start:
 * an unfinished export that is not resumed is refused unless `overwrite`, which returns it as `discard`.
 */
export declare function exportToContinue(exports: RecordedExports, where: {
    jobId: string | undefined;
    path: string;
}, options: {
    resume?: boolean | undefined;
    overwrite?: boolean | undefined;
}): Promise<{
    checkpoint?: Checkpoint | undefined;
    discard?: string | undefined;
}>;
/**
 * The export's row of `crawlstream_exports`, in the open transaction: updated, or inserted by the export's
 * first commit. Not an `INSERT … ON CONFLICT`: DuckDB took 10 ms of CPU time for one against 2 for the
 * update, a sixth of an export that commits after each page.
 */
export declare function saveExport(db: TableBackend, table: string, write: WriteMode | 'chunks', checkpoint: Checkpoint & {
    jobId: string;
}): Promise<void>;
/** The export of `jobId` into `table`, or `undefined`. */
export declare function readExport(db: TableBackend, table: string, jobId: string): Promise<Checkpoint | undefined>;
/** The export into `table` that was left unfinished last (with `finished`, the last one), or `undefined`. */
export declare function latestUnfinished(db: TableBackend, table: string, finished?: boolean): Promise<Checkpoint | undefined>;
/** Whether the database has the checkpoint table (a database no export wrote to has none). */
export declare function hasExportsTable(db: TableBackend): Promise<boolean>;
/** A row of `crawlstream_exports` (in a database, or a LanceDB folder) as the sink run's checkpoint. */
export declare function exportCheckpoint(row: Record<string, unknown>): Checkpoint;
