/**
 * Splits a job status response body, still in UTF-8 bytes, into its envelope and each document: finds each
 * document's byte range with
 * `Buffer.indexOf` (memchr) and returns zero-copy views, so an export can write the service's bytes to disk
 * without decoding them to a string and encoding them again.
 *
 * Why bytes: decoding a 10 MiB page to a JS string runs at a few hundred MB/s, slower than reading it from the
 * socket or writing it to disk; the structure of JSON (quotes, backslashes, brackets) is ASCII and never occurs
 * inside a multi-byte UTF-8 sequence, so it can be found in the bytes directly.
 *
 * Checks: structure, literals, numbers and escapes (unless `checkEscapes: false`; long strings' escapes by a
 * WebAssembly SIMD kernel) as `JSON.parse` does;
 * inside strings, raw line breaks (`\n`, `\r`) are rejected (they would break a JSONL line). Other raw control
 * bytes inside strings are not looked for (the service's `JSON.stringify` never emits them); such a document
 * fails when it is parsed. When unsure, the body is decoded and parsed whole ({@link parsePage}).
 */
import { type PageEnvelope } from './page-parser.js';
/** The result of {@link parsePageBytes}. */
export interface ParsedPageBytes {
    envelope: PageEnvelope;
    /** Each element of `data` as UTF-8 bytes (views into the body when `scanned`). */
    rawBytes: Buffer[];
    /** Whether the byte scan succeeded (false: the body was decoded and parsed as text). */
    scanned: boolean;
    /** Whether the body had a `data` array (a `data` of another type stays in `envelope.fields`). */
    hasData: boolean;
}
/** Options of {@link parsePageBytes}. */
export interface ParsePageBytesOptions {
    /**
     * `false` skips checking that each backslash in a string starts a valid escape, for a caller that decodes
     * every string it keeps and fails on a bad escape itself (the Parquet writer): the check visits each
     * escape, and markdown has one every few dozen bytes. Keys of the envelope are still parsed, and
     * structure, numbers, literals and raw line breaks still checked.
     * @default true
     */
    checkEscapes?: boolean | undefined;
}
/**
 * Parses a job status response body given as UTF-8 bytes.
 *
 * @example
 * ```ts
 * const { envelope, rawBytes } = parsePageBytes(Buffer.from('{"status":"completed","data":[{"a":1}]}'));
 * // envelope.status === 'completed'; rawBytes[0].toString() === '{"a":1}'
 * ```
 * @throws SyntaxError when the body is not a JSON object.
 */
export declare function parsePageBytes(body: Uint8Array, options?: ParsePageBytesOptions): ParsedPageBytes;
