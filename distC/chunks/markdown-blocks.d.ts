/**
 * The blocks of a Markdown text, as a chunker cuts it: headings (`#` to `######`), fenced code
 * (```` ``` ```` or `~~~`, to its closing fence), tables (lines starting with `|`), list items, and
 * paragraphs (lines up to a blank one). A block is a stretch of the text from the first character of its
 * first line to the end of its last line.
 */
export type BlockKind = 'heading' | 'code' | 'table' | 'text';
export interface MarkdownBlock {
    readonly kind: BlockKind;
    readonly start: number;
    readonly end: number;
    /** A heading's level (1 for `#`). */
    readonly level?: number;
}
/** The blocks of `markdown`, in order. */
export declare function markdownBlocks(markdown: string): MarkdownBlock[];
/** A heading block's text without its `#`s. */
export declare function headingText(markdown: string, block: MarkdownBlock): string;
