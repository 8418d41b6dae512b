import { type ChunkingOptions, type MarkdownChunk } from '../chunks/chunk-markdown.js';
import type { TokenCounter } from '../chunks/token-counter.js';
/** What a vector table does with a page's earlier chunks. */
export type ChunkAction = 'replace' | 'delete' | 'keep';
export interface ChunkedDocument {
    /** The page's canonical URL: the key its chunks are found by. */
    url: string;
    title: string | null;
    scrapeId: string | null;
    changeStatus: string | null;
    action: ChunkAction;
    /** The chunks, each with its id (none unless `replace`). */
    chunks: (MarkdownChunk & {
        id: string;
    })[];
}
/** The chunks of one document (its JSON as UTF-8 bytes). */
export declare function chunkDocument(bytes: Buffer, counter: TokenCounter, options: ChunkingOptions): ChunkedDocument;
/** A chunk's id: the same URL, place and text always give the same id. */
export declare function chunkId(url: string, index: number, text: string): string;
