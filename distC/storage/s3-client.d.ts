/**
 * A small S3 client over undici: the object and multipart-upload calls an export needs, signed with SigV4
 * (`sigv4.ts`), retried on 5xx, 429 and broken connections with the client's retry policy. Credentials stay
 * in this module's closure; errors name the bucket, the object and the store's code, never a key.
 */
import type { Dispatcher } from 'undici';
import { type S3Options } from './s3-settings.js';
/** A part of a multipart upload as the store knows it. */
export interface UploadedPart {
    partNumber: number;
    etag: string;
    size: number;
}
/** An object under a prefix. */
export interface StoredObject {
    key: string;
    size: number;
}
/** A multipart upload that was started and neither completed nor aborted. */
export interface OpenUpload {
    key: string;
    uploadId: string;
    initiated: string;
}
export interface S3Client {
    /** `protocol://host[:port]` of the store (never a credential). */
    readonly origin: string;
    putObject(bucket: string, key: string, body: Buffer | string, contentType?: string): Promise<void>;
    /**
     * `PUT` of a file's `size` bytes in one request, streamed from disk (each attempt reads the file afresh,
     * so a retry sends it whole again).
     */
    putFile(bucket: string, key: string, file: FileBody, contentType?: string): Promise<void>;
    /** The object's bytes, or `undefined` when it does not exist. */
    getObject(bucket: string, key: string): Promise<Buffer | undefined>;
    deleteObject(bucket: string, key: string): Promise<void>;
    listObjects(bucket: string, prefix: string): Promise<StoredObject[]>;
    /** Fails with `NoSuchBucket` when the bucket does not exist. */
    checkBucket(bucket: string): Promise<void>;
    /** Creates a bucket (tests and tooling; an export never creates one). */
    createBucket(bucket: string): Promise<void>;
    createMultipartUpload(bucket: string, key: string, contentType?: string): Promise<string>;
    /** Uploads one part (1–10000); a retry of the same number replaces it. Returns its ETag. */
    uploadPart(bucket: string, key: string, uploadId: string, partNumber: number, body: Buffer): Promise<string>;
    completeMultipartUpload(bucket: string, key: string, uploadId: string, parts: readonly UploadedPart[]): Promise<void>;
    abortMultipartUpload(bucket: string, key: string, uploadId: string): Promise<void>;
    listParts(bucket: string, key: string, uploadId: string): Promise<UploadedPart[]>;
    listMultipartUploads(bucket: string, prefix: string): Promise<OpenUpload[]>;
    close(): Promise<void>;
}
/** A file sent as a request body: its path and its length in bytes. */
export interface FileBody {
    path: string;
    size: number;
}
export declare function createS3Client(options?: S3Options, dispatcher?: Dispatcher): S3Client;
