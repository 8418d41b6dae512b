/**
 * A `multipart/form-data` request body, read as the service's upload routes read it: text fields by name,
 * and files with their name, type and bytes. A body that is not well formed reads as no parts at all.
 */
export interface UploadedFile {
    field: string;
    filename: string;
    contentType: string;
    bytes: Buffer;
}
/** What a route sees of a multipart body. */
export interface MultipartBody {
    multipart: true;
    fields: Record<string, string>;
    files: UploadedFile[];
}
export declare function readMultipart(body: Buffer, boundary: string): MultipartBody;
