import type { TokenCounter } from './token-counter.js';
/** How Markdown is cut. */
export interface ChunkingOptions {
    /** The most tokens of a chunk. @default 512 */
    maxTokens?: number;
    /** The most tokens a chunk repeats of the one before it, in whole sentences. @default 64 */
    overlapTokens?: number;
}
/** One chunk of a page's Markdown. */
export interface MarkdownChunk {
    /** Its place among the page's chunks, from 0. */
    index: number;
    text: string;
    /** The headings it is under, outermost first, joined by ` > ` (`''` before the first heading). */
    heading: string;
    /** Its tokens, counted by the counter's encoding. */
    tokens: number;
}
export declare const DEFAULT_CHUNK_TOKENS = 512;
export declare const DEFAULT_CHUNK_OVERLAP = 64;
/** `markdown` in chunks (none for empty or blank text). */
export declare function chunkMarkdown(markdown: string, counter: TokenCounter, options?: ChunkingOptions): MarkdownChunk[];
