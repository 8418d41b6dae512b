/** What signs a request. The secret never leaves this module's functions. */
export interface SigningKey {
    accessKeyId: string;
    secretAccessKey: string;
    sessionToken?: string | undefined;
    region: string;
}
export interface SignedRequest {
    method: string;
    /** The encoded path, e.g. `/bucket/dir/part-0.parquet`. */
    path: string;
    /** Query parameters; a value of `''` is sent as `name=`. */
    query: Record<string, string>;
    /** `host` and any `x-amz-*` or content headers to sign (lower-case names). */
    headers: Record<string, string>;
}
export declare const UNSIGNED_PAYLOAD = "UNSIGNED-PAYLOAD";
/** RFC 3986 encoding as SigV4 wants it: everything but `A-Za-z0-9-_.~` escaped. */
export declare function uriEncode(text: string): string;
/** An object key as a path: each segment encoded, the slashes kept. */
export declare function encodeKey(key: string): string;
/** The query string, names sorted, as sent and as signed. */
export declare function canonicalQuery(query: Record<string, string>): string;
/**
 * Adds `x-amz-date`, `x-amz-content-sha256`, the session token if any, and `authorization` to
 * `request.headers`, signed at `now`.
 */
export declare function signRequest(request: SignedRequest, key: SigningKey, now?: Date): void;
