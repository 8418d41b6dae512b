/**
 * One export into a vector table, as the sink run's store and writer at once: each document's earlier
 * chunks go and its new ones come (its chunks and vectors from the embedding step), in a transaction that
 * {@link ChunkExport.commit} ends with the export's cursor (a row of `crawlstream_exports`), as the table
 * sink does. A crash at any instant leaves the chunks and the cursor of the last commit, never one without
 * the other.
 */
import type { EmbedStep } from '../../embeddings/embed-pages.js';
import type { Checkpoint } from '../checkpoint.js';
import type { DurableState, FormatWriter } from '../format-writer.js';
import type { SinkStore } from '../sink-run.js';
import { type TableBackend } from '../table/table-backend.js';
export declare class ChunkExport implements SinkStore, FormatWriter {
    #private;
    readonly path: string;
    constructor(database: string, connect: () => Promise<TableBackend>, settings: {
        table: string;
        jobId?: string | undefined;
        step: EmbedStep;
        fence?: number | undefined;
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
    /**
     * Writes the chunks of a page's documents: the earlier chunks of their URLs go, then the new rows come in
     * one bulk load (`COPY`, DuckDB's appender) through a staging table. Of a URL the page holds twice, the
     * last document wins.
     */
    append(docs: readonly Buffer[], jobId: string): Promise<void>;
    flush(): Promise<void>;
    sync(): Promise<DurableState>;
    finish(): Promise<DurableState>;
    close(): Promise<void>;
}
