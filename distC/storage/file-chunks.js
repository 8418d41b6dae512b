/**
 * A file sent as a request body, read into a few buffers of its own that are reused in turn. A part file of
 * a dataset is tens of megabytes: read into a fresh buffer per chunk, each upload handed the garbage collector
 * that much memory outside the heap to reclaim (a full collection every few megabytes, measured in
 * `benchmarks/README.md`, "Datasets"); reused buffers cost 4 MiB per attempt, whatever the file's size.
 */
import { open } from 'node:fs/promises';
/** Bytes of one read. */
const CHUNK_BYTES = 1024 * 1024;
/**
 * Buffers read into in turn. undici asks for the next chunk only once the socket has taken the previous one
 * (a chunk above the socket's high-water mark makes it wait for `drain`), so two would do; four leave room.
 */
const BUFFERS = 4;
/**
 * The first `size` bytes of the file at `path`, in chunks that stay valid until three more were taken (a
 * consumer that keeps chunks longer must copy them). Fails if the file holds fewer bytes.
 */
export async function* fileChunks(path, size) {
    const buffers = Array.from({ length: BUFFERS }, () => Buffer.allocUnsafeSlow(CHUNK_BYTES));
    const file = await open(path, 'r');
    try {
        for (let position = 0, turn = 0; position < size; turn++) {
            const buffer = buffers[turn % BUFFERS];
            const { bytesRead } = await file.read(buffer, 0, Math.min(CHUNK_BYTES, size - position), position);
            if (bytesRead === 0)
                throw new Error(`${path} ended after ${position} of ${size} bytes`);
            position += bytesRead;
            yield buffer.subarray(0, bytesRead);
        }
    }
    finally {
        await file.close();
    }
}
