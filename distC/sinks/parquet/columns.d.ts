/** A growable byte buffer. */
export declare class ByteBuffer {
    buf: Buffer;
    len: number;
    constructor(capacity?: number);
    /** Makes room for `n` more bytes. */
    reserve(n: number): void;
    /** Empties the buffer; gives back memory a large document grew it to beyond `keep` bytes. */
    reset(keep: number): void;
    /** The bytes written (a view). */
    bytes(): Buffer;
}
/** A growable list of small integers (definition and repetition levels). */
export declare class Levels {
    data: Uint8Array<ArrayBuffer>;
    len: number;
    push(v: number): void;
    values(): Uint8Array;
    reset(): void;
}
/** An optional (or, with `required`, required) BYTE_ARRAY column: PLAIN values and definition levels. */
export declare class StringColumn {
    readonly values: ByteBuffer;
    readonly defs: Levels;
    nonNull: number;
    putNull(): void;
    putString(s: string): void;
    /** The JSON string with quotes at `open` and `close` in `src`, unescaped. */
    putJsonString(src: Buffer, open: number, close: number, escaped: boolean): void;
    /** `s`, or null when `s` is null. */
    put(s: string | null): void;
    reset(keep: number): void;
}
/** The `links` column: a LIST of required strings; levels per element as Parquet's record shredding has them. */
export declare class ListColumn extends StringColumn {
    readonly reps: Levels;
    putList(items: readonly string[] | null): void;
    reset(keep: number): void;
}
/** The optional INT32 `statusCode` column. */
export declare class Int32Column {
    values: Int32Array<ArrayBuffer>;
    readonly defs: Levels;
    nonNull: number;
    put(v: number | null): void;
    reset(): void;
}
/**
 * The columns of a row group being filled, in schema order (`jobId` is the same for every row and is
 * written at encoding time).
 */
export declare class RowGroupBuilder {
    readonly url: StringColumn;
    readonly sourceURL: StringColumn;
    readonly title: StringColumn;
    readonly description: StringColumn;
    readonly language: StringColumn;
    readonly statusCode: Int32Column;
    readonly error: StringColumn;
    readonly markdown: StringColumn;
    readonly html: StringColumn;
    readonly rawHtml: StringColumn;
    readonly links: ListColumn;
    readonly screenshot: StringColumn;
    readonly warning: StringColumn;
    readonly changeStatus: StringColumn;
    readonly previousScrapeAt: StringColumn;
    readonly metadata: StringColumn;
    rows: number;
    /** Bytes of document JSON added. */
    bytes: number;
    private readonly spans;
    /**
     * Adds one document (its JSON as UTF-8). Values are copied; `doc` may be reused once this returns.
     * Malformed JSON throws, as `JSON.parse` does.
     */
    add(doc: Buffer): void;
    /** The value of field `f` as `JSON.parse` would give it (only for non-string values). */
    private parsed;
    /**
     * Writes field `f` of the document to `col` when it is a string or a non-null value; returns false (and
     * writes nothing) when the document has no such field or it is null.
     */
    private putField;
    /** Same row as `documentRow(JSON.parse(doc))`, from the scanned spans. */
    private addScanned;
    /** A row computed from the parsed document (documents the byte scan leaves to `JSON.parse`). */
    private addRow;
    /** Empties the columns for the next row group, keeping buffers up to `keep` bytes each. */
    reset(keep: number): void;
}
