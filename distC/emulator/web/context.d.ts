import { type ChunkPool } from './content.js';
import type { ResolvedWebOptions } from './options.js';
import { type PageDraft, type WebModel } from './site-graph.js';
/** What every operation of the web reads: the options, the page graph and the text pool. */
export interface WebContext {
    readonly options: ResolvedWebOptions;
    readonly model: WebModel;
    readonly pool: ChunkPool;
    /** The page a URL names, in any duplicate spelling; an unknown query string falls back to the path's page. */
    lookup(url: string): PageDraft | undefined;
    /**
     * A link of a page split into canonical URL, host and path, memoised: a crawl meets the same link
     * strings again and again, and parsing URLs dominated frontier time. Use it for links the web itself
     * generated, not for caller input (the memo would grow without bound).
     */
    parseLink(raw: string): ParsedLink | undefined;
    /** {@link WebContext.lookup} for links the web generated, through the {@link WebContext.parseLink} memo. */
    lookupLink(raw: string): PageDraft | undefined;
}
/** A parsed link. */
export interface ParsedLink {
    canonical: string;
    host: string;
    /** Canonical pathname (no trailing slash except the root). */
    path: string;
}
/** Parses a URL into a {@link ParsedLink} without memoising it. */
export declare function parseLink(raw: string): ParsedLink | undefined;
/** Builds the context of a web. */
export declare function createWebContext(options: ResolvedWebOptions): WebContext;
