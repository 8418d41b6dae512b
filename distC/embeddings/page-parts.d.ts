/**
 * A status page's documents in parts of about {@link PART_BYTES}, each handed on as a page of its own with
 * its cursor, and the page's credit held until its last part is handed on (`EmbedStep`).
 */
import type { SinkPage } from '../sinks/run-sink.js';
/**
 * Documents' JSON in one part of a page: a status page of up to 10 MiB is written in parts of about this
 * size, each committed with its cursor, so that the chunks and vectors of one part, not of a page, are held
 * at once. About 300 chunks of 512 tokens.
 */
export declare const PART_BYTES: number;
/** A run of a page's documents that the step embeds and hands on as a page of its own. */
export interface Part {
    held: HeldPage;
    bytes: readonly Buffer[];
    page: SinkPage;
    ready: Promise<SinkPage>;
    /** Chunks cut of it. */
    chunks: number;
    /** Holds of its page not yet released (the sink's). */
    holds: number;
    written: boolean;
}
/**
 * A page's documents in parts of about {@link PART_BYTES}. A page whose documents are not a contiguous run
 * of the job (some were left out upstream: `nextCursor` says where it ends) is one part: a cursor inside it
 * would not be a position in the job.
 */
export declare function partsOf(page: SinkPage, held: HeldPage, hold: (part: Part) => () => void): Part[];
/** A page the step holds until its last part is handed on. */
export declare class HeldPage {
    #private;
    /** Parts not yet handed on. */
    parts: number;
    readonly page: SinkPage;
    constructor(page: SinkPage);
    /** A part was handed on; after the last, the credit goes back. */
    partDone(): void;
}
