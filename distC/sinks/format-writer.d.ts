import type { Checkpoint } from './checkpoint.js';
/** What a format has durably written: the checkpoint fields it owns. */
export interface DurableState {
    records: number;
    bytes: number;
    jsonBytes: number;
    /** Format-specific checkpoint fields (e.g. Parquet row groups). */
    extra?: Partial<Checkpoint>;
}
/**
 * One output format behind the common sink loop. Calls never overlap: the loop awaits each one.
 */
export interface FormatWriter {
    /** Documents handed to the operating system so far (the durable state can reach this after a sync). */
    readonly writtenRecords: number;
    /**
     * Appends documents (each one's JSON as UTF-8 bytes, possibly views into a page's body); resolves when the
     * page's memory may be released, so a writer that keeps documents longer must copy them.
     */
    append(docs: readonly Buffer[], jobId: string): Promise<void>;
    /**
     * Told the job of every page, written documents or not: a writer that names its export's job (a
     * dataset's manifest) names it even when a filter left nothing to write.
     */
    sawJob?(jobId: string): void;
    /** Writes anything buffered (a partial Parquet row group) so a checkpoint can cover it. */
    flush(): Promise<void>;
    /** fsyncs the data written so far and describes it. */
    sync(): Promise<DurableState>;
    /** Writes everything including any footer and fsyncs; the file is complete afterwards. */
    finish(): Promise<DurableState>;
    /** Releases file handles and workers; safe to call more than once. */
    close(): Promise<void>;
}
/** What a format is opened with. */
export interface OpenContext {
    /** The partial file to write. */
    partial: string;
    /** The checkpoint to continue from; the partial file is cut back to `checkpoint.bytes`. */
    checkpoint?: Checkpoint;
}
