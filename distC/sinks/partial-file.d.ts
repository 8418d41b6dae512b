/**
 * The file an export grows under `<path>.partial`, shared by both file sinks: opened fresh, or opened again
 * from a checkpoint and cut back to exactly the bytes the checkpoint covers; and writes that never count a
 * short write as complete.
 */
import { type FileHandle } from 'node:fs/promises';
import type { OpenContext } from './format-writer.js';
/**
 * Opens the partial file of `ctx`: with a checkpoint, the existing file cut back to `checkpoint.bytes`
 * (bytes after it may hold documents the resumed stream sends again); without, a new file starting with
 * `header`. A partial file that is missing, shorter than its checkpoint, or does not start with `header`
 * is a `CheckpointError`.
 *
 * @returns the open file and the offset the next write goes to.
 */
export declare function openPartialFile(ctx: OpenContext, header?: Uint8Array): Promise<{
    fh: FileHandle;
    offset: number;
}>;
/**
 * Writes all of `bytes` at `position`. A write may be short (a file size limit or a nearly full disk stops
 * it part-way without an error); counting the whole buffer as written would let a checkpoint cover bytes
 * that are not in the file. The next write then reports the cause (EFBIG, ENOSPC).
 */
export declare function writeFully(fh: FileHandle, bytes: Uint8Array, position: number): Promise<void>;
/** {@link writeFully} for several buffers in one `writev`; returns the bytes written. */
export declare function writevFully(fh: FileHandle, parts: Buffer[], position: number): Promise<number>;
