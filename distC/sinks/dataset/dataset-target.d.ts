import { CheckpointError } from '../../errors/errors.js';
import { type S3Options } from '../../storage/s3-settings.js';
export declare const MANIFEST = "_manifest.json";
export interface DatasetTarget {
    /** `s3://bucket/prefix/` or the directory, for messages and summaries. */
    readonly url: string;
    /** The local folder where parts grow and where the export's checkpoint lives. */
    readonly staging: string;
    /**
     * Puts a finished staged file at `key` (relative to the dataset), replacing what is there. The staged file
     * stays: it is deleted only once a checkpoint has recorded the part as published.
     */
    publish(staged: string, key: string): Promise<void>;
    /**
     * Aborts what publishes of an earlier, interrupted process left half done (open multipart uploads of the
     * parts whose file names `belongs` accepts). A resumed export calls it once, before it publishes anything.
     */
    abandonPublishes(belongs: (fileName: string) => boolean): Promise<void>;
    /** Writes the manifest, atomically; the last write of an export. */
    writeManifest(text: string): Promise<void>;
    /** The manifest's text, or `undefined` when the dataset has none. */
    readManifest(): Promise<string | undefined>;
    /** Writes a small text object at `key` (relative to the dataset), atomically. */
    putText(key: string, text: string): Promise<void>;
    /** The text object at `key` (relative to the dataset), or `undefined` when there is none. */
    readText(key: string): Promise<string | undefined>;
    /** A local file holding the object at `key`: the file itself, or a copy downloaded into `dir`. */
    localCopy(key: string, dir: string): Promise<string>;
    close(): Promise<void>;
}
/** Options of an S3 target: the store and how parts are uploaded. */
export interface S3TargetOptions {
    s3?: S3Options | undefined;
    /**
     * Part files up to this size are uploaded in one streamed `PUT`; larger ones by a multipart upload.
     * @default 64 MiB
     */
    singlePutBytes?: number | undefined;
    /** Multipart part size. @default 8 MiB */
    uploadPartBytes?: number | undefined;
    /** Parts of one file uploading at once (two files are published at once). @default 2 */
    uploadsInFlight?: number | undefined;
    /** Local folder for the part files being written and the checkpoint. @default a folder under the OS temp dir named after the bucket and prefix */
    stagingDir?: string | undefined;
}
/** `s3://…` → an S3 target; anything else is a local directory. */
export declare function openTarget(target: string, options: S3TargetOptions): DatasetTarget;
/** A dataset that already holds a finished export is not written over, nor added to unless asked to. */
export declare function finishedExportError(url: string): CheckpointError;
