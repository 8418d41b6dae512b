import { type Readable } from 'node:stream';
/** Content codings the transport asks for; status pages shrink several times under either. */
export declare const ACCEPT_ENCODING = "gzip, br";
/** What {@link readBodyText} needs to know about the response. */
export interface BodyInfo {
    method: string;
    path: string;
    status: number;
    contentLength?: string | undefined;
    contentEncoding?: string | undefined;
}
/**
 * Reads a response body as UTF-8 text, decompressing gzip or brotli on the way and decoding each
 * chunk as it arrives, so the bytes are decoded exactly once and never concatenated into one buffer.
 *
 * Stops and discards the rest as soon as more than `maxBytes` (counted after decompression, so a
 * small compressed bomb is caught too) arrived, or `Content-Length` announces more.
 *
 * @throws ResponseTooLargeError when the body exceeds `maxBytes`.
 * @throws ResponseDecodeError when the coding is unknown or the compressed data is corrupt.
 */
export declare function readBodyText(body: Readable, maxBytes: number, info: BodyInfo): Promise<string>;
/**
 * Reads a response body as bytes (decompressed, not decoded), with the same guard as
 * {@link readBodyText}; for callers that parse UTF-8 themselves.
 */
export declare function readBodyBytes(body: Readable, maxBytes: number, info: BodyInfo, allocate?: (size: number) => Buffer | undefined): Promise<Buffer>;
