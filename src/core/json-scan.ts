/*
 * What the two status-page scanners (text and bytes) share: the JSON structural characters and the marker
 * they throw to give up and fall back to `JSON.parse`. The marker never escapes the scanners.
 */

export const QUOTE = 34;
export const BACKSLASH = 92;
export const COMMA = 44;
export const COLON = 58;
export const LBRACE = 123;
export const RBRACE = 125;
export const LBRACKET = 91;
export const RBRACKET = 93;
/** Deeper nesting than this is left to `JSON.parse`, which bounds it itself. */
export const MAX_DEPTH = 256;

class Unsure {}
/** Thrown inside a scanner to give up and use `JSON.parse`. */
export const UNSURE = new Unsure();
