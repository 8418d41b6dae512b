import type { ExportKind } from '../paging/page-event.js';
export type { ExportKind };
/** The file formats a sink writes. */
export type SinkFormat = 'jsonl' | 'parquet';
/** What a sink writes: a file format, or rows of a database table (`toTable`). */
export type OutputFormat = SinkFormat | 'table';
/**
 * What a sink has durably written, kept in `<path>.checkpoint.json`. Written atomically (temporary file,
 * fsync, rename) and only after the data it describes was fsynced, so after a crash at any instant it
 * describes a prefix of the partial file that is really on disk.
 */
export interface Checkpoint {
    /** Layout version of this record. */
    version: 1;
    format: OutputFormat;
    /** The job the documents come from; `null` before the first page. */
    jobId: string | null;
    kind: ExportKind | null;
    /** Resume the job here: `crawlPages(jobId, { from: cursor })`. */
    cursor: {
        skip: number;
    };
    /** Documents durably written. */
    records: number;
    /** Bytes of the output file that hold them (the partial file is cut back to this on resume). */
    bytes: number;
    /** Characters of document JSON they came from. */
    jsonBytes: number;
    /** `true` once the file is finished (footer written) and renamed, or about to be renamed, into place. */
    complete: boolean;
    /** JSONL: whether the file is gzip (one gzip member per page, so it can be cut at a member boundary). */
    gzip?: boolean;
    /** Parquet: the row groups' footer entries, with BigInt and byte values tagged for JSON. */
    rowGroups?: unknown[];
    /** Datasets: the part files published, being published and being written (see `toDataset`). */
    dataset?: unknown;
    /**
     * An export appended to a finished file (`append`): what the file held before it, so that this export's
     * own documents are `records - appendedTo.records`.
     */
    appendedTo?: {
        records: number;
        jsonBytes: number;
    };
    /** When it was written (ISO 8601). */
    updatedAt: string;
}
/** `<path>.checkpoint.json`. */
export declare function checkpointPath(path: string): string;
/** `<path>.partial`: where a sink writes until it renames the finished file to `path`. */
export declare function partialPath(path: string): string;
/**
 * Reads the checkpoint of an export to `path` (the final output path), or `undefined` when there is none.
 *
 * @example
 * ```ts
 * const cp = await readCheckpoint('out.jsonl');
 * if (cp && !cp.complete && cp.jobId) {
 *   await lastValueFrom(client.crawlPages(cp.jobId, { from: cp.cursor }).pipe(toJsonl('out.jsonl', { resume: true })));
 * }
 * ```
 */
export declare function readCheckpoint(path: string): Promise<Checkpoint | undefined>;
/**
 * The checkpoint of an export at `path` that a resume would continue: one that names its job and is not
 * complete. A run that starts over must not throw it away unasked (the sinks' `overwrite`, the CLI's
 * `--force`). An unreadable checkpoint counts as none.
 */
export declare function unfinishedExport(path: string): Promise<Checkpoint | undefined>;
/**
 * Writes the checkpoint of `path` atomically: temporary file, fsync, rename, fsync of the folder.
 * `beforeRename`: a last check right before the rename (a fleet's fence), which may refuse it.
 */
export declare function writeCheckpoint(path: string, checkpoint: Checkpoint, beforeRename?: () => Promise<void>): Promise<void>;
/** Deletes the checkpoint of `path` if there is one. */
export declare function removeCheckpoint(path: string): Promise<void>;
