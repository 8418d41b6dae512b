import type { Checkpoint } from '../checkpoint.js';
import type { DurableState, FormatWriter } from '../format-writer.js';
import type { SinkStore } from '../sink-run.js';
import { type TableBackend } from './table-backend.js';
import { type WriteMode } from './table-schema.js';
/** What one export writes: the table, how, and which job's export it continues when known. */
export interface TableExportSettings {
    table: string;
    write: WriteMode;
    /** The job whose export to continue or refuse; without it, the table's latest unfinished export. */
    jobId?: string | undefined;
    /** The fencing token of the run that writes it (`SinkOptions.fence`). */
    fence?: number | undefined;
}
export declare class TableExport implements SinkStore, FormatWriter {
    #private;
    readonly path: string;
    /**
     * @param database - the database as messages name it (no password).
     * @param connect - opens the connection, when the export opens.
     */
    constructor(database: string, connect: () => Promise<TableBackend>, settings: TableExportSettings);
    /** Rows inserted or changed by this export's commits. */
    get rowsChanged(): number;
    open(options: {
        resume?: boolean | undefined;
        overwrite?: boolean | undefined;
    }): Promise<Checkpoint | undefined>;
    /**
     * Commits the rows written so far with `checkpoint`. In the `background` (where the database allows it:
     * {@link TableBackend.heldWhileCommitting}), the commit runs while the next pages are turned into rows,
     * and the next step of the export waits for it and reports its failure: until then the database holds the
     * previous checkpoint, with its rows.
     */
    commit(checkpoint: Checkpoint, options?: {
        background?: boolean;
    }): Promise<void>;
    publish(): Promise<Checkpoint>;
    /** Nothing of a run that never received a page was committed. */
    discard(): Promise<void>;
    /** The rows of a finished export are where they belong; a table has no size of its own to report. */
    completeFinished(): Promise<number>;
    get writtenRecords(): number;
    append(docs: readonly Buffer[], jobId: string): Promise<void>;
    flush(): Promise<void>;
    sync(): Promise<DurableState>;
    finish(): Promise<DurableState>;
    /**
     * Closes the connection once a commit in the background has ended (its failure was reported by the step
     * that waited for it, or is the failure being reported); rows not committed are rolled back with it.
     */
    close(): Promise<void>;
}
