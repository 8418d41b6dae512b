/**
 * What a scrape job needs from the synthetic web: an ordered frontier of URLs and a renderer. Keeping
 * the job engine behind this seam means it never knows how sites are generated.
 */
export interface JobPageSource {
    /** The next URL to scrape, or `undefined` once the frontier is exhausted. */
    nextUrl(): string | undefined;
    /** Renders the document of one URL with the job's formats. */
    render(url: string): RenderedPage;
    /** URLs the frontier refused because robots.txt blocks them (shown by `/errors`). */
    robotsBlocked?(): readonly string[];
}
/** The outcome of scraping one page: the document's JSON text, or why it failed. */
export type RenderedPage = {
    ok: true;
    json: string;
} | {
    ok: false;
    error: string;
    code?: string;
};
/** A frontier over a fixed list of URLs (batch scrape jobs). */
export declare function listFrontier(urls: readonly string[]): () => string | undefined;
