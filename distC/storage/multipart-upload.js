/**
 * Streams bytes into one object through a multipart upload: parts of `partSize` bytes (at least 5 MiB, the
 * store's minimum for every part but the last) uploaded while the next one fills, at most `partsInFlight`
 * at once, so memory stays at `partSize × (partsInFlight + 1)` whatever the object's size. Its `state`
 * (upload id, the parts uploaded and their ETags) is what a checkpoint records to continue after a crash.
 */
import { StorageError } from '../errors/errors.js';
/** The store's least part size (all parts but the last). */
export const MIN_PART_BYTES = 5 * 1024 * 1024;
/** Starts a new upload of `key`. */
export async function startUpload(client, bucket, key, options = {}) {
    const uploadId = await client.createMultipartUpload(bucket, key, options.contentType);
    return uploadWriter(client, { bucket, key, uploadId, parts: [] }, options);
}
/**
 * Continues the upload a checkpoint recorded. The store must still hold every recorded part with its ETag
 * (parts uploaded after the checkpoint are replaced); otherwise the upload cannot be trusted and this fails
 * with a `StorageError` naming the part.
 */
export async function resumeUpload(client, state, options = {}) {
    const stored = new Map((await client.listParts(state.bucket, state.key, state.uploadId)).map((p) => [p.partNumber, p]));
    for (const part of state.parts) {
        if (stored.get(part.partNumber)?.etag !== part.etag) {
            throw new StorageError(`s3://${state.bucket}/${state.key}: part ${part.partNumber} of upload ${state.uploadId} is not as the checkpoint recorded it; abort the upload and redo the file.`, { bucket: state.bucket, key: state.key, code: 'PART_MISMATCH' });
        }
    }
    return uploadWriter(client, { ...state, parts: [...state.parts] }, options);
}
function uploadWriter(client, state, options) {
    const partSize = Math.max(MIN_PART_BYTES, options.partSize ?? 8 * 1024 * 1024);
    const partsInFlight = Math.max(1, options.partsInFlight ?? 2);
    const { bucket, key, uploadId } = state;
    // Part buffers come back once their part is uploaded: `partsInFlight + 1` of them serve the whole upload.
    const spare = [];
    let buffer = Buffer.allocUnsafe(partSize);
    let filled = 0;
    let nextPart = (state.parts.at(-1)?.partNumber ?? 0) + 1;
    let uploadedBytes = state.parts.reduce((sum, p) => sum + p.size, 0);
    // Parts uploading now, by number; a finished part moves into `state.parts` only when every part before it
    // is there, so the recorded parts never have a gap.
    const uploading = new Map();
    const done = new Map();
    let failure;
    const settle = () => {
        for (let n = (state.parts.at(-1)?.partNumber ?? 0) + 1; done.has(n); n++) {
            const part = done.get(n);
            done.delete(n);
            state.parts.push(part);
            uploadedBytes += part.size;
        }
    };
    const ship = (bytes) => {
        const partNumber = nextPart++;
        const upload = client
            .uploadPart(bucket, key, uploadId, partNumber, bytes)
            .then((etag) => {
            done.set(partNumber, { partNumber, etag, size: bytes.length });
            settle();
            if (bytes.length === partSize)
                spare.push(bytes);
        })
            .catch((err) => {
            failure ??= err;
        })
            .finally(() => uploading.delete(partNumber));
        uploading.set(partNumber, upload);
    };
    const check = () => {
        if (failure !== undefined)
            throw failure;
    };
    const writer = {
        get state() {
            return { bucket, key, uploadId, parts: [...state.parts] };
        },
        get uploadedBytes() {
            return uploadedBytes;
        },
        async write(bytes) {
            let offset = 0;
            while (offset < bytes.length) {
                check();
                const n = Math.min(bytes.length - offset, partSize - filled);
                buffer.set(bytes.subarray(offset, offset + n), filled);
                filled += n;
                offset += n;
                if (filled === partSize) {
                    while (uploading.size >= partsInFlight)
                        await Promise.race(uploading.values());
                    check();
                    ship(buffer);
                    buffer = spare.pop() ?? Buffer.allocUnsafe(partSize);
                    filled = 0;
                }
            }
        },
        async flush() {
            await Promise.all(uploading.values());
            check();
        },
        async finish() {
            if (filled > 0 || state.parts.length + uploading.size === 0)
                ship(buffer.subarray(0, filled));
            await writer.flush();
            await client.completeMultipartUpload(bucket, key, uploadId, state.parts);
            return uploadedBytes;
        },
        async abort() {
            await Promise.allSettled(uploading.values());
            await client.abortMultipartUpload(bucket, key, uploadId);
        },
    };
    return writer;
}
