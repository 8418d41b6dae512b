import type { WebContext } from './context.js';
import type { PageDraft } from './site-graph.js';
import type { Piece } from './text-pieces.js';
/** The markup of one page, built lazily: the body is generated once, on first use. */
export interface PageMarkup {
    /** One sentence about the page (used by `summary`). */
    abstract: string;
    /** Markdown; `full` adds navigation and footer. Main-content markdown has `page.size` characters. */
    markdown(full: boolean): Piece[];
    /** Cleaned HTML; `full` adds navigation and footer. */
    html(full: boolean): Piece[];
    /** The page as served, with head and scripts. */
    rawHtml(): Piece[];
}
/** Lays out a page: a head (title, description, facts, images, abstract, links) then the body text. */
export declare function pageMarkup(ctx: WebContext, page: PageDraft): PageMarkup;
