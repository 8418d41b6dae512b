import type { SinkFormat } from '../checkpoint.js';
import type { DurableState, FormatWriter, OpenContext } from '../format-writer.js';
import type { DatasetTarget } from './dataset-target.js';
import { type PartitionColumn } from './partitions.js';
/** One part file of the dataset. */
export interface PartRecord {
    /** Path relative to the dataset, e.g. `job_id=…/date=…/part-00000-a1b2c3.parquet`. */
    key: string;
    partition: Partial<Record<PartitionColumn, string>>;
    records: number;
    /** Bytes of the part file. */
    bytes: number;
    /** Characters of document JSON in it. */
    jsonBytes: number;
}
/** A part still being written: its record so far, its staged file and the part writer's durable state. */
interface OpenPartRecord extends PartRecord {
    staged: string;
    durable: DurableState;
}
/** What a dataset's checkpoint records (`checkpoint.dataset`). */
export interface DatasetState {
    run: string;
    nextPart: number;
    published: PartRecord[];
    /** Finished parts whose publish may not have completed: published again on resume. */
    publishing: (PartRecord & {
        staged: string;
    })[];
    /** Staged files of published parts, deleted once a checkpoint has recorded them as published. */
    stagedPublished: string[];
    open: OpenPartRecord[];
}
export interface DatasetWriterOptions {
    target: DatasetTarget;
    format: SinkFormat;
    partitionBy: readonly PartitionColumn[];
    /** Roll a part once it holds this many bytes of document JSON. */
    partBytes: number;
    /** Most parts open at once (partitioned by host); the least recently written is finished first. */
    maxOpenParts: number;
    /** Opens one part file with the format's writer. */
    openPart: (ctx: OpenContext) => Promise<FormatWriter>;
    /** The day documents are filed under (`date`), `YYYY-MM-DD`. */
    today: () => string;
    /** Add this export to the dataset's manifest instead of making it the only one. */
    append?: boolean | undefined;
    /** Other objects of the dataset the manifest lists (the pipeline's state). */
    files?: readonly string[] | undefined;
}
export declare function openDatasetWriter(ctx: OpenContext, options: DatasetWriterOptions): Promise<FormatWriter>;
export {};
