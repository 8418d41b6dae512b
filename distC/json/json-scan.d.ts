export declare const QUOTE = 34;
export declare const BACKSLASH = 92;
export declare const COMMA = 44;
export declare const COLON = 58;
export declare const LBRACE = 123;
export declare const RBRACE = 125;
export declare const LBRACKET = 91;
export declare const RBRACKET = 93;
/** Deeper nesting than this is left to `JSON.parse`, which bounds it itself. */
export declare const MAX_DEPTH = 256;
declare class Unsure {
}
/** Thrown inside a scanner to give up and use `JSON.parse`. */
export declare const UNSURE: Unsure;
/** The first index at or after `i` that is not JSON whitespace. */
export declare function skipWsBytes(buf: Buffer, i: number): number;
/** Index of the closing quote of the JSON string opening at `i` (a quote not escaped), or -1. */
export declare function closingQuote(buf: Buffer, i: number): number;
export {};
