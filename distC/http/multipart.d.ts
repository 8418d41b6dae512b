import type { Upload } from './request-spec.js';
/** The file part: its name and type, its length, and how to read it (again, for a retry). */
export interface FilePart {
    field: string;
    filename: string;
    contentType: string;
    length: number;
    open(): AsyncIterable<Uint8Array>;
}
/** The upload of `fields` (JSON text each, `application/json`) and `file`. */
export declare function multipartUpload(fields: Readonly<Record<string, string>>, file: FilePart): Upload;
