import type { S3Client, UploadedPart } from './s3-client.js';
/** The store's least part size (all parts but the last). */
export declare const MIN_PART_BYTES: number;
/** A multipart upload as a checkpoint keeps it. */
export interface UploadState {
    bucket: string;
    key: string;
    uploadId: string;
    /** Parts uploaded, in order, without gaps. */
    parts: UploadedPart[];
}
export interface MultipartWriter {
    /** Adds bytes; resolves once they are buffered, waiting while `partsInFlight` parts are uploading. */
    write(bytes: Uint8Array): Promise<void>;
    /** Waits for every part started so far: afterwards `state` covers every byte written but the buffer. */
    flush(): Promise<void>;
    /** The upload's durable parts: a checkpoint's record. */
    readonly state: UploadState;
    /** Bytes in the durable parts. */
    readonly uploadedBytes: number;
    /** Uploads what is buffered as the last part and completes the object; returns its size. */
    finish(): Promise<number>;
    /** Aborts the upload: the store drops its parts. */
    abort(): Promise<void>;
}
export interface MultipartOptions {
    /** @default 8 MiB (never below 5 MiB) */
    partSize?: number | undefined;
    /** @default 2 */
    partsInFlight?: number | undefined;
    contentType?: string | undefined;
}
/** Starts a new upload of `key`. */
export declare function startUpload(client: S3Client, bucket: string, key: string, options?: MultipartOptions): Promise<MultipartWriter>;
/**
 * Continues the upload a checkpoint recorded. The store must still hold every recorded part with its ETag
 * (parts uploaded after the checkpoint are replaced); otherwise the upload cannot be trusted and this fails
 * with a `StorageError` naming the part.
 */
export declare function resumeUpload(client: S3Client, state: UploadState, options?: MultipartOptions): Promise<MultipartWriter>;
