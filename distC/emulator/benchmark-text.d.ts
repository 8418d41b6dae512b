/**
 * Seeded markdown-like text of exactly `size` characters (UTF-16 units), ASCII or web text: the heading, then
 * words each followed by a space or, one time in about twelve, the end of a paragraph.
 *
 * The words' code units are written into one array as they are drawn, and the array read as one string:
 * collecting the words as strings and joining them took 70 ns a character (0.3 s for a 4 MB document), this
 * 20–25. The text is the same.
 */
export declare function bodyText(size: number, seed: number, text: 'ascii' | 'web'): string;
