/**
 * Finds the top-level fields of one document's JSON in its UTF-8 bytes and copies string values into a
 * byte buffer, unescaping as it goes, without decoding the document to a JS string or encoding the values
 * back to UTF-8. The Parquet sink's string columns are mostly large string values (markdown, html,
 * rawHtml); this turns each into one scan for its closing quote and one copy per run between escapes.
 *
 * The structure of JSON (quotes, backslashes, brackets) is ASCII and never occurs inside a multi-byte UTF-8
 * sequence, so it can be found in the bytes directly. Documents reach the sink already checked by the page
 * parser; the scan checks only what it walks through, and answers `false` (the caller then parses the
 * document with `JSON.parse`) for anything it does not handle: a document that is not an object, a key with
 * escapes, malformed structure.
 */
/** The top-level fields the Parquet columns read, as indexes into {@link FieldSpans}. */
export declare const Field: {
    readonly Url: 0;
    readonly Error: 1;
    readonly Markdown: 2;
    readonly Html: 3;
    readonly RawHtml: 4;
    readonly Screenshot: 5;
    readonly Links: 6;
    readonly Metadata: 7;
    readonly Warning: 8;
    readonly ChangeTracking: 9;
};
export declare const FIELD_COUNT = 10;
/**
 * Where each field's value is: `start[f]` is the first byte of the value (the opening quote of a string),
 * `end[f]` one past its last byte; `start[f] < 0` when the document has no such key. With a repeated key
 * the last one wins, as in `JSON.parse`.
 */
export interface FieldSpans {
    start: Int32Array;
    end: Int32Array;
    /** Whether a string value holds a backslash (then it needs unescaping). */
    escaped: Uint8Array;
    /** Keys the document has beyond these fields. */
    others: number;
}
export declare function fieldSpans(): FieldSpans;
/**
 * Fills `spans` with the fields of the JSON object in `buf`. Returns false when the document is not a JSON
 * object this scan handles; the caller then falls back to `JSON.parse`.
 */
export declare function scanFields(buf: Buffer, spans: FieldSpans): boolean;
/**
 * Copies the contents of the JSON string whose quotes are at `open` and `close` into `dst` at `at`,
 * unescaped, as UTF-8: what `Buffer.from(JSON.parse(string))` would give (a lone surrogate escape becomes
 * U+FFFD, as UTF-8 encoding of a JS string does). `dst` must have room for `close - open - 1` bytes (the
 * unescaped form is never longer). Returns the end of the written bytes.
 *
 * Long escaped strings go to the WebAssembly SIMD kernel (json-string-simd.ts) where it loads. Otherwise
 * the escaped form is copied whole first (one native copy), then compacted in place: each run between
 * escapes moves left with `copyWithin`, which unlike `Buffer#copy` allocates nothing per call. Markdown
 * has an escape (`\n`) every few dozen bytes, so the cost per run is what counts.
 */
export declare function unescapeString(src: Buffer, open: number, close: number, escaped: boolean, dst: Buffer, at: number): number;
