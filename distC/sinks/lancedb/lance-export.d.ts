import type { Connection } from '@lancedb/lancedb';
import type { EmbedStep } from '../../embeddings/embed-pages.js';
import type { Checkpoint } from '../checkpoint.js';
import type { DurableState, FormatWriter } from '../format-writer.js';
import type { SinkStore } from '../sink-run.js';
export declare class LanceExport implements SinkStore, FormatWriter {
    #private;
    readonly path: string;
    constructor(dir: string, settings: {
        table: string;
        jobId?: string | undefined;
        step: EmbedStep;
    });
    open(options: {
        resume?: boolean | undefined;
        overwrite?: boolean | undefined;
    }): Promise<Checkpoint | undefined>;
    commit(checkpoint: Checkpoint): Promise<void>;
    publish(): Promise<Checkpoint>;
    discard(): Promise<void>;
    completeFinished(): Promise<number>;
    get writtenRecords(): number;
    /** The chunks of the page's documents: those of their URLs deleted, then theirs added. */
    append(docs: readonly Buffer[], jobId: string): Promise<void>;
    flush(): Promise<void>;
    sync(): Promise<DurableState>;
    finish(): Promise<DurableState>;
    close(): Promise<void>;
    /** The length of the vectors written (for messages). */
    get dimensions(): number | undefined;
}
/** The exports into `table` recorded in the folder, latest first. */
export declare function readLanceExports(db: Connection, table: string, dir: string): Promise<Checkpoint[]>;
