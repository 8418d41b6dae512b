/**
 * The file an export grows under `<path>.partial`, shared by both file sinks: opened fresh, or opened again
 * from a checkpoint and cut back to exactly the bytes the checkpoint covers; and writes that never count a
 * short write as complete.
 */
import { open } from 'node:fs/promises';
import { CheckpointError } from '../errors/errors.js';
/**
 * Opens the partial file of `ctx`: with a checkpoint, the existing file cut back to `checkpoint.bytes`
 * (bytes after it may hold documents the resumed stream sends again); without, a new file starting with
 * `header`. A partial file that is missing, shorter than its checkpoint, or does not start with `header`
 * is a `CheckpointError`.
 *
 * @returns the open file and the offset the next write goes to.
 */
export async function openPartialFile(ctx, header = new Uint8Array(0)) {
    const { checkpoint } = ctx;
    if (!checkpoint) {
        const fh = await open(ctx.partial, 'w');
        if (header.length > 0)
            await writeFully(fh, header, 0);
        return { fh, offset: header.length };
    }
    const fh = await open(ctx.partial, 'r+').catch((cause) => {
        throw new CheckpointError(`The partial file ${ctx.partial} of the checkpoint is missing; start over`, {
            cause,
        });
    });
    const { size } = await fh.stat();
    const head = Buffer.alloc(header.length);
    if (header.length > 0)
        await fh.read(head, 0, header.length, 0);
    if (size < checkpoint.bytes || checkpoint.bytes < header.length || !head.equals(header)) {
        await fh.close();
        throw new CheckpointError(`The partial file ${ctx.partial} holds ${size} bytes, ${size < checkpoint.bytes ? `less than the ${checkpoint.bytes} its checkpoint covers` : 'not the start its format needs'}; start over`);
    }
    await fh.truncate(checkpoint.bytes);
    return { fh, offset: checkpoint.bytes };
}
/**
 * Writes all of `bytes` at `position`. A write may be short (a file size limit or a nearly full disk stops
 * it part-way without an error); counting the whole buffer as written would let a checkpoint cover bytes
 * that are not in the file. The next write then reports the cause (EFBIG, ENOSPC).
 */
export async function writeFully(fh, bytes, position) {
    let done = 0;
    while (done < bytes.length) {
        const { bytesWritten } = await fh.write(bytes, done, bytes.length - done, position + done);
        if (bytesWritten === 0)
            throw new Error(`write wrote nothing at offset ${position + done}`);
        done += bytesWritten;
    }
}
/** {@link writeFully} for several buffers in one `writev`; returns the bytes written. */
export async function writevFully(fh, parts, position) {
    let total = 0;
    for (const part of parts)
        total += part.length;
    let done = 0;
    let rest = parts;
    while (done < total) {
        const { bytesWritten } = await fh.writev(rest, position + done);
        if (bytesWritten === 0)
            throw new Error(`writev wrote nothing at offset ${position + done}`);
        done += bytesWritten;
        if (done < total)
            rest = remaining(parts, done);
    }
    return total;
}
/** The parts after the first `skip` bytes. */
function remaining(parts, skip) {
    const out = [];
    for (const part of parts) {
        if (skip >= part.length)
            skip -= part.length;
        else {
            out.push(skip > 0 ? part.subarray(skip) : part);
            skip = 0;
        }
    }
    return out;
}
