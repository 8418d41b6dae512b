/**
 * The pre-tokenizer of OpenAI's `o200k_base` encoding: where its regular expression cuts a text into the
 * pieces that byte-pair encoding then encodes one by one. A piece's tokens never depend on its neighbours,
 * so the tokens of a text are the sum of its pieces' tokens, and those of a stretch that starts and ends
 * at piece boundaries are the sum of the stretch's pieces.
 *
 * The regular expression (`o200k_base`'s `pat_str`) runs at about 17 MB/s; {@link nextPieceEnd} decides
 * the pieces by hand, as the expression would, at several times that speed: each character of the Basic
 * Multilingual Plane has its classes in a table made from the expression's own classes, and a piece whose
 * end depends on a character outside that plane (a surrogate pair: an emoji, a rare ideograph) is left to
 * the expression. `test/chunks/pre-tokenizer.test.ts` compares the two on generated and real text and on
 * every character of the plane.
 */
/** `o200k_base`'s pattern, as js-tiktoken's rank file gives it (`pat_str`). */
export declare const O200K_PATTERN = "[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]*[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]+('s|'S|'t|'T|'re|'rE|'Re|'RE|'ve|'vE|'Ve|'VE|'m|'M|'ll|'lL|'Ll|'LL|'d|'D)?|[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]+[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]*('s|'S|'t|'T|'re|'rE|'Re|'RE|'ve|'vE|'Ve|'VE|'m|'M|'ll|'lL|'Ll|'LL|'d|'D)?|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n/]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+";
/** Whether the code unit `c` is a space as `\s` sees one (`false` for `NaN`, past a text's end). */
export declare function isWhiteSpace(c: number): boolean;
/**
 * The piece {@link nextPieceEnd} found last as one exact number, when it is an ASCII word of at most 7
 * characters (most pieces are): its 7-bit characters behind a leading 1, as `token-counter.ts` keys a short
 * piece; 0 for any other piece. Made while the word is scanned, so that its characters are read once.
 */
export declare const lastPiece: {
    asciiKey: number;
};
/** Where the piece that starts at `start` ends, as `o200k_base`'s pattern cuts `text`. */
export declare function nextPieceEnd(text: string, start: number): number;
