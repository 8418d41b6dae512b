/**
 * Parquet encoding of a filled {@link RowGroupBuilder}: one DATA_PAGE_V2 page per column chunk, PLAIN
 * values (the builder's buffers already are that encoding), RLE/bit-packed levels, compressed values, and
 * the row group's footer entry with absolute file offsets. Thrift page headers, level encoding and the
 * footer come from hyparquet-writer; values are never turned into JS objects on the way.
 */
import type { RowGroup } from 'hyparquet';
import type { PageCodec } from './codecs.js';
import type { RowGroupBuilder } from './columns.js';
export type { ParquetCompression } from './codecs.js';
/** A row group encoded for a given file offset. */
export interface EncodedRowGroup {
    /** The column chunks, to be written at the offset they were encoded for. */
    bytes: Uint8Array;
    /** The footer entry of the row group, with absolute file offsets. */
    rowGroup: RowGroup;
}
/**
 * Encodes the rows of `builder` as one row group whose chunks start at `offset` in the file: per column, its
 * levels encoded, then one DATA_PAGE_V2 page compressed with `codec`. The bytes are assembled at the start
 * of `into` when it is large enough, else at the start of a buffer of their own with room for a larger group
 * (either way transferable to another thread, and reusable as a later call's `into`).
 */
export declare function encodeRowGroup(builder: RowGroupBuilder, jobId: string, offset: number, codec: PageCodec, into?: Uint8Array): EncodedRowGroup;
/**
 * `group` (a footer entry encoded for offset `from`) moved to offset `to`: its column chunks' offsets
 * shifted, the bytes themselves being position-independent (page headers hold no offsets).
 */
export declare function relocateRowGroup(group: RowGroup, from: number, to: number): RowGroup;
/**
 * The end of a Parquet file whose row groups end at `offset`: the metadata listing `rowGroups`, its length
 * and the closing magic bytes.
 */
export declare function encodeFooter(rowGroups: RowGroup[], offset: number): Uint8Array;
