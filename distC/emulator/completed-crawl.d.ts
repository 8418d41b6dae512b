import type { StoredDocument } from './stored-document.js';
/** Options of {@link Emulator.createCompletedCrawl}. */
export interface CompletedCrawlOptions {
    /** Number of documents. */
    pages: number;
    /**
     * Markdown size of each document in characters: one number for all, a list used round-robin, or a
     * function of the page index. @default 10000
     */
    sizes?: number | readonly number[] | ((index: number) => number);
    /** Start URL the documents hang under. @default 'https://site-1.test' */
    url?: string;
    /** Seed of the text. @default the emulator's seed */
    seed?: number;
    /**
     * `ascii`: English words only. `web`: text as the web writes it, mostly ASCII with Latin accents, curly
     * quotes and dashes, CJK, emoji, and quotes and line breaks that JSON escapes (see `WEB_PIECES`).
     * @default 'ascii'
     */
    text?: 'ascii' | 'web';
}
/**
 * Pre-renders the documents of an already finished crawl for benchmarks. Pages of one size share one
 * encoded body buffer; each document only adds its own small metadata part, so a gigabyte job costs
 * little memory and serving it is a matter of writing buffers.
 */
export declare function renderCompletedCrawl(options: CompletedCrawlOptions, defaultSeed: number): StoredDocument[];
