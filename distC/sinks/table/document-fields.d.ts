/** A string value as UTF-8 bytes. */
export declare class Utf8Text {
    readonly bytes: Buffer;
    constructor(bytes: Buffer);
    toString(): string;
}
/**
 * The document in `bytes` as an object of its fields: `markdown`, `html` and `rawHtml` as {@link Utf8Text}
 * when they are strings, everything else as `JSON.parse` gives it.
 */
export declare function documentFields(bytes: Buffer): Record<string, unknown>;
