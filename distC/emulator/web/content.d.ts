import type { SyntheticPage } from './types.js';
/**
 * Paragraphs of body text per language, generated once per web and shared by every page, with their
 * UTF-8 encodings (as markdown and as an html `<p>`), so the byte form of a page is a concat of buffers.
 */
export interface ChunkPool {
    readonly text: ReadonlyMap<string, readonly string[]>;
    readonly markdownBytes: ReadonlyMap<string, readonly Buffer[]>;
    readonly htmlBytes: ReadonlyMap<string, readonly Buffer[]>;
}
/**
 * Generates the paragraph pool. Page bodies are sequences of these paragraphs, so a multi-megabyte page
 * costs a join of existing strings (or buffers), never a character loop.
 */
export declare function buildChunkPool(seed: number): ChunkPool;
/** A page body in both markups. */
export interface Body {
    /** Markdown blocks, to be joined with a blank line. */
    markdown: string[];
    /** HTML blocks, to be joined with a newline. */
    html: string[];
    /** UTF-8 encodings of the markdown blocks (whole paragraphs share the pool's buffers). */
    markdownBytes(): Buffer[];
    /** UTF-8 encodings of the html blocks. */
    htmlBytes(): Buffer[];
}
/**
 * The body of a page: paragraphs from the pool (or, `distinct`, of the page's own) with a heading every few
 * blocks, cut so that the markdown blocks joined with `\n\n` have exactly `chars` characters (none for
 * `chars` ≤ 0).
 */
export declare function buildBody(page: SyntheticPage, pool: ChunkPool, chars: number, distinct?: boolean): Body;
