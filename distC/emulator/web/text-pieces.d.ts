/**
 * Large texts as lists of pieces, so they can be written out as plain strings, as JSON string literals or
 * as UTF-8 bytes. Body blocks contain no character JSON escapes (no quote, backslash or control
 * character), so their JSON form is a join with an escaped separator: no per-character work, and no
 * JSON.stringify pass over megabytes of text.
 */
/** JSON-safe blocks joined by a separator, with their UTF-8 encodings on demand. */
export interface BlockRun {
    readonly blocks: readonly string[];
    readonly separator: string;
    /** One buffer per block, equal to `Buffer.from(blocks[i])`. */
    readonly encoded: () => readonly Buffer[];
}
/** A piece: a short string (escaped when written as JSON), or a run of JSON-safe blocks. */
export type Piece = string | BlockRun;
/** The text the pieces spell. */
export declare function piecesToString(pieces: readonly Piece[]): string;
/**
 * Appends the parts of the pieces' JSON string literal, quotes included, to `parts` (joined, they equal
 * `JSON.stringify(piecesToString(pieces))`): a text joined once from them is written in one pass, where
 * joining each run first copied a large page twice (and each copy of megabytes is fresh memory).
 */
export declare function pushJsonLiteral(pieces: readonly Piece[], parts: string[]): void;
/**
 * The JSON string literal of the pieces as UTF-8 buffers, with its length in characters (UTF-16 code
 * units, the unit `JSON.stringify(...).length` counts).
 */
export declare function piecesToJsonBytes(pieces: readonly Piece[]): {
    buffers: Buffer[];
    chars: number;
};
/** Whether a block may go into a {@link BlockRun} unescaped. */
export declare function isJsonSafe(text: string): boolean;
