/**
 * A pipeline's state as one versioned document: where its export stands (the job, the cursor, what the
 * destination holds) and, for a change-aware pipeline, what it remembers (the URLs and which are gone), the
 * run in progress and the loads log. Every destination keeps the parts by its own means (a checkpoint file
 * and a state file beside a file, rows of its database beside a table, objects of a dataset); this reads
 * them through the destination into the one shape, so that a person, a script or a scheduler asks every
 * pipeline the same question. Reading writes nothing (but that the state an earlier release's `monitor export`
 * kept beside a JSONL file is taken over first).
 */
import type { LoadRecord } from '../changes/change-types.js';
import type { ExportKind } from '../paging/page-event.js';
import type { Destination } from './destination.js';
/** The version of {@link PipelineState}'s shape. */
export declare const PIPELINE_STATE_VERSION = 1;
/** Where a pipeline's export stands: its destination's checkpoint. */
export interface ExportState {
    jobId: string;
    kind: ExportKind | null;
    /** The job's position the export continues from. */
    cursor: number;
    /** Documents the destination holds of the export (for a file that grows, of every export it holds). */
    records: number;
    /** Characters of their JSON. */
    jsonBytes: number;
    /** Nothing is left to write. */
    complete: boolean;
    updatedAt: string;
}
/** What a change-aware pipeline remembers, and what its runs did. */
export interface ChangeState {
    /** Where the destination keeps it. */
    store: string;
    /** URLs the pipeline remembers, gone ones included. */
    urls: number;
    /** Of them, the ones gone (removed, or never seen alive). */
    removed: number;
    /** The run journaled and not committed yet: after a crash, what a resume continues. */
    run: {
        jobId: string;
        kind: ExportKind;
        startedAt: string;
        /** Verdicts journaled. */
        verdicts: number;
        /** The job's position after the last journaled page, and its status there. */
        next?: number;
        status?: string;
    } | null;
    /** The loads log, oldest first: one record per job or monitor check. */
    loads: LoadRecord[];
}
/** A pipeline's state (see the module). */
export interface PipelineState {
    version: typeof PIPELINE_STATE_VERSION;
    destination: {
        kind: string;
        name: string;
    };
    /** `null`: the destination holds no export, or keeps no checkpoint (stdout). */
    export: ExportState | null;
    /** `null`: the destination keeps no pipeline state, or this pipeline has none. */
    changes: ChangeState | null;
}
/**
 * Reads the state of the pipeline that writes to `destination`. `state`: the file a file output's
 * pipeline keeps its state in, when not beside it (`--state`); `jobId`: the export of that job, where the
 * destination keeps one per job (a table), instead of its latest one.
 */
export declare function readPipelineState(destination: Destination, options?: {
    state?: string | undefined;
    jobId?: string | undefined;
}): Promise<PipelineState>;
