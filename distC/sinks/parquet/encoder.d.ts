import type { RowGroup } from 'hyparquet';
import { type ParquetCompression } from './codecs.js';
import { type EncodedRowGroup } from './row-group.js';
/** A request to the encoder worker: one row group's documents, to fill columns from, compress and assemble. */
export interface EncodeRequest {
    id: number;
    /**
     * The documents' JSON (UTF-8) from offset 0, in shared memory: handed back with the answer for the next
     * row group. Each document starts at `starts[i]` and ends at `ends[i]`; the gaps between them align each
     * document in `buffer` as its source was aligned (see {@link workerEncoder}).
     */
    buffer: Uint8Array;
    starts: number[];
    ends: number[];
    jobId: string;
    offset: number;
    compression: ParquetCompression;
    rowGroupBytes: number;
    /** A buffer to assemble the encoded row group in when it fits (an earlier group's, written); transferred. */
    out?: Uint8Array;
}
/** The worker's answer; `buffer` is the request's buffer, handed back for the next row group. */
export type EncodeResponse = {
    id: number;
    bytes: Uint8Array;
    rowGroup: RowGroup;
    buffer: Uint8Array;
} | {
    id: number;
    error: string;
    buffer: Uint8Array;
};
/**
 * Fills and encodes row groups; compression in the calling thread or in a worker. Documents are copied by
 * {@link RowGroupEncoder.add}; nothing refers to the caller's buffers afterwards.
 */
export interface RowGroupEncoder {
    /** Adds a document (its JSON as UTF-8) to the row group being filled. */
    add(doc: Buffer): void;
    /** Documents in the row group being filled. */
    readonly rows: number;
    /** Bytes of document JSON in the row group being filled. */
    readonly bytes: number;
    /**
     * Encodes the row group being filled for file offset `offset` and starts an empty one. Encodings settle
     * in the order they were asked for.
     */
    encode(jobId: string, offset: number): Promise<EncodedRowGroup>;
    /**
     * Hands back the bytes of an encoded row group once they are written, for a later group to be assembled
     * in: a buffer per row group would otherwise be left to the garbage collector.
     */
    release(bytes: Uint8Array): void;
    close(): Promise<void>;
}
/**
 * Encodes in the calling thread: each document's fields are copied into column buffers as it is added; a
 * full row group is compressed and encoded at once. The column buffers are reused from group to group.
 */
export declare function inlineEncoder(compression: ParquetCompression, rowGroupBytes: number): Promise<RowGroupEncoder>;
/**
 * What a builder's buffers keep between row groups: room for a full group's worth of one column after
 * growing by doubling, so buffers are not reallocated group after group; a larger document's are given
 * back.
 */
export declare function keepBytes(rowGroupBytes: number): number;
/**
 * The encoder worker's side: copies each document's fields into column buffers, then compresses and
 * assembles the row group, as {@link inlineEncoder} does in the calling thread.
 */
export declare class RequestEncoder {
    private readonly codecs;
    private readonly builder;
    /** The document being added, copied out of shared memory; kept for the next ones. */
    private local;
    encode(req: EncodeRequest): Promise<EncodedRowGroup>;
}
/**
 * Where a run from the TypeScript sources finds the worker's entry already compiled into one JavaScript
 * file: the test suite bundles it once (`test/source-workers.ts`) instead of each worker registering tsx
 * (~0.65 s of CPU a worker). Read only from the sources: the build runs its own compiled entry.
 */
export declare const SOURCE_WORKER_ENV = "CRAWLSTREAM_SOURCE_ENCODER_WORKER";
/**
 * Encodes row groups in a worker thread: the calling thread only copies each document's JSON into one
 * buffer, which is handed over with the row group and handed back with the answer; the worker copies the
 * fields into columns, compresses and assembles while the calling thread fetches and fills the next row
 * group. Copying the fields out of the JSON (unescaping text) is the larger part of the work, so it is the
 * part that leaves the thread that also reads the pages.
 *
 * The documents' buffers are shared memory. A transferred buffer counts, each time it arrives, as memory
 * allocated outside the heap, which V8 weighs against the heap's limit: a few megabytes per row group made
 * the calling thread run a full collection every few row groups once that limit was tight (benchmarks/
 * README.md, "Datasets"). Shared memory is not counted. V8 copies into it byte by byte unless source and
 * target are aligned alike, so each document starts at the alignment its source has.
 */
export declare function workerEncoder(compression: ParquetCompression, rowGroupBytes: number): Promise<RowGroupEncoder>;
