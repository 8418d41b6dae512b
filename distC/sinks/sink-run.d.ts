import type { Checkpoint, OutputFormat } from './checkpoint.js';
import type { FormatWriter } from './format-writer.js';
import type { SinkPage } from './run-sink.js';
import type { SinkSummary } from './sink-summary.js';
/**
 * Where a sink keeps its output and its checkpoint: files ({@link FileStore}) or a database table, whose
 * rows and checkpoint commit in one transaction (`TableExport`).
 */
export interface SinkStore {
    /** The output's name in summaries and messages (a path, or a database and table without a password). */
    readonly path: string;
    /**
     * The checkpoint to continue from, or none after making sure a new export may start here (an unfinished
     * export is refused unless `overwrite`).
     */
    open(options: {
        resume?: boolean | undefined;
        overwrite?: boolean | undefined;
        append?: boolean | undefined;
    }): Promise<Checkpoint | undefined>;
    /**
     * Records durably what the writer has written up to `checkpoint`. In the `background` (a checkpoint on the
     * way), a store may return before the commit has ended, if its next step waits for it and reports its
     * failure (a table's commit runs while the next pages are read).
     */
    commit(checkpoint: Checkpoint, options?: {
        background?: boolean;
    }): Promise<void>;
    /** Puts the finished output in place and returns its final checkpoint. */
    publish(): Promise<Checkpoint>;
    /** Removes what a run that never received a page left. */
    discard(): Promise<void>;
    /** For an export its checkpoint says is complete: finishes putting it in place, returns its size in bytes. */
    completeFinished(): Promise<number>;
    /** Releases what the store holds open (a database connection); safe to call more than once. */
    close(): Promise<void>;
}
/** The run of a sink whose checkpoint and output live in a {@link SinkStore}. */
export declare class SinkRun {
    #private;
    constructor(store: SinkStore, format: OutputFormat, intervalMs: number);
    /**
     * Step 1: opens the output, fresh or from its checkpoint. An export the checkpoint says is complete needs
     * nothing more: its summary comes back instead of a writer.
     */
    open(options: {
        resume?: boolean | undefined;
        overwrite?: boolean | undefined;
        append?: boolean | undefined;
    }, openWriter: (checkpoint: Checkpoint | undefined) => Promise<FormatWriter>): Promise<{
        writer: FormatWriter;
    } | {
        done: SinkSummary;
    }>;
    /**
     * Step 2: writes the documents of `page` the output does not hold yet. A page of another job, or one that
     * starts after the next expected document, is a `CheckpointError`: never a gap, never a duplicate.
     */
    writePage(page: SinkPage, writer: FormatWriter): Promise<void>;
    /** Step 3: commits what the writer holds once the checkpoint interval has passed. */
    checkpointIfDue(writer: FormatWriter): Promise<void>;
    /** Step 4: the stream completed: finishes the output, commits it complete and moves it into place. */
    finish(writer: FormatWriter): Promise<SinkSummary>;
    /**
     * Step 5: the stream failed: keeps everything written so far resumable. A run that never received a page
     * (the job never started, or could not be read) leaves nothing behind.
     */
    fail(writer: FormatWriter): Promise<void>;
    /** The consumer left: makes what was written resumable. Best effort, nobody is listening. */
    leaveResumable(writer: FormatWriter): Promise<void>;
}
