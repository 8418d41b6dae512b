/**
 * Where a dataset's finished part files and its manifest go: a local directory, or a prefix of an
 * S3-compatible bucket. Parts are written to a local staging folder first (with the file sinks' exact
 * resume), then published here: renamed into place, or streamed up by a multipart upload.
 */
import { link, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { CheckpointError } from '../../errors/errors.js';
import { syncDir, writeFileDurably } from '../../files/durable-file.js';
import { fileChunks } from '../../storage/file-chunks.js';
import { MIN_PART_BYTES, startUpload } from '../../storage/multipart-upload.js';
import { createS3Client } from '../../storage/s3-client.js';
import { parseS3Url } from '../../storage/s3-settings.js';
import { stagingFolder } from './staging.js';
export const MANIFEST = '_manifest.json';
/** Part files up to this size go up in one `PUT` (chosen by measurement: see `benchmarks/README.md`). */
const DEFAULT_SINGLE_PUT_BYTES = 64 * 1024 * 1024;
/** `s3://…` → an S3 target; anything else is a local directory. */
export function openTarget(target, options) {
    return target.startsWith('s3://') ? s3Target(target, options) : localTarget(target, options.stagingDir);
}
function localTarget(dir, stagingDir) {
    const staging = stagingFolder(dir, stagingDir);
    return {
        url: dir.endsWith('/') ? dir : `${dir}/`,
        staging,
        async publish(staged, key) {
            const path = join(dir, key);
            await mkdir(dirname(path), { recursive: true });
            await rm(path, { force: true });
            await link(staged, path);
            await syncDir(dirname(path));
        },
        async abandonPublishes() { },
        async writeManifest(text) {
            await this.putText(MANIFEST, text);
        },
        async readManifest() {
            return this.readText(MANIFEST);
        },
        async localCopy(key) {
            return join(dir, key);
        },
        async readText(key) {
            return readFile(join(dir, key), 'utf8').catch((err) => {
                if (err.code === 'ENOENT')
                    return undefined;
                throw err;
            });
        },
        async putText(key, text) {
            const path = join(dir, key);
            await mkdir(dirname(path), { recursive: true });
            await writeFileDurably(path, text);
        },
        async close() { },
    };
}
function s3Target(url, options) {
    const { bucket, prefix } = parseS3Url(url);
    const s3 = createS3Client(options.s3);
    const partSize = Math.max(MIN_PART_BYTES, options.uploadPartBytes ?? 8 * 1024 * 1024);
    const singlePutBytes = options.singlePutBytes ?? DEFAULT_SINGLE_PUT_BYTES;
    const staging = stagingFolder(url, options.stagingDir);
    let checked = false;
    const checkBucket = async () => {
        if (!checked)
            await s3.checkBucket(bucket);
        checked = true;
    };
    return {
        url: `s3://${bucket}/${prefix}`,
        staging,
        async publish(staged, key) {
            await checkBucket();
            const { size } = await stat(staged);
            if (size <= singlePutBytes) {
                // One request instead of at least four (start, parts, complete): on a store a few milliseconds
                // away per request, that is what a part file of a few dozen MB waits for.
                await s3.putFile(bucket, prefix + key, { path: staged, size });
            }
            else {
                const writer = await startUpload(s3, bucket, prefix + key, {
                    partSize,
                    partsInFlight: options.uploadsInFlight ?? 2,
                });
                try {
                    // The writer copies each chunk into its part buffer before it returns.
                    for await (const chunk of fileChunks(staged, size))
                        await writer.write(chunk);
                    await writer.finish();
                }
                catch (err) {
                    // Nothing half-uploaded stays behind; the staged file is still there for the next try.
                    await writer.abort().catch(() => undefined);
                    throw err;
                }
            }
        },
        async abandonPublishes(belongs) {
            for (const upload of await s3.listMultipartUploads(bucket, prefix)) {
                const name = upload.key.slice(upload.key.lastIndexOf('/') + 1);
                if (belongs(name))
                    await s3.abortMultipartUpload(bucket, upload.key, upload.uploadId);
            }
        },
        async writeManifest(text) {
            await s3.putObject(bucket, prefix + MANIFEST, text, 'application/json');
        },
        async readManifest() {
            // The GET answers for the bucket too (`NoSuchBucket`, or credentials it refuses), one request fewer.
            const text = await this.readText(MANIFEST);
            checked = true;
            return text;
        },
        async readText(key) {
            return (await s3.getObject(bucket, prefix + key))?.toString('utf8');
        },
        async localCopy(key, into) {
            const body = await s3.getObject(bucket, prefix + key);
            if (body === undefined)
                throw new CheckpointError(`s3://${bucket}/${prefix}${key} is listed in the manifest but missing`);
            const path = join(into, key.replace(/\//g, '_'));
            await mkdir(into, { recursive: true });
            await writeFile(path, body);
            return path;
        },
        async putText(key, text) {
            await checkBucket();
            await s3.putObject(bucket, prefix + key, text, key.endsWith('.json') ? 'application/json' : 'application/x-ndjson');
        },
        async close() {
            await s3.close();
        },
    };
}
/** A dataset that already holds a finished export is not written over, nor added to unless asked to. */
export function finishedExportError(url) {
    return new CheckpointError(`${url} already holds a finished export (${MANIFEST}); export to another prefix or directory, or add this export to it (append: true; --changes does)`, { code: 'DATASET_EXISTS' });
}
