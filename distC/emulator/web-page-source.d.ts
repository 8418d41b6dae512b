import type { ChangeTracker } from './change-tracker.js';
import type { JobPageSource, RenderedPage } from './page-source.js';
import { type CatalogueTool } from './tools/catalogue.js';
import type { RenderOptions, SyntheticWeb } from './web/types.js';
/** What renders a page: the web, the team's change-tracking snapshots, and the tool catalogue. */
export interface PageRenderer {
    readonly web: SyntheticWeb;
    readonly changes: ChangeTracker;
    readonly tools: {
        readonly catalogue: readonly CatalogueTool[];
    };
}
/**
 * Renders one URL of the synthetic web as a scrape outcome, straight to JSON text (several times
 * faster than building the object and stringifying it). A page object always has a structural
 * `"metadata":{` (inside strings a quote is escaped, so it cannot occur there); a failure record
 * never has one. A timeout is served once: the page loads when scraped again (a retry of failed pages
 * recovers it, other failures stay). The `changeTracking` format is answered from the team's snapshots, or
 * fails the page on a server that cannot compare.
 */
export declare function renderPage({ web, changes, tools }: PageRenderer, url: string, options: RenderOptions): RenderedPage;
/** Whether the URL's host belongs to the synthetic web (other hosts do not resolve). */
export declare function isKnownHost(web: SyntheticWeb, url: string): boolean;
/** A job source over a list of URLs that can grow, rendered with the given scrape options. */
export interface UrlListSource extends JobPageSource {
    /** Appends URLs to the end of the frontier. */
    add(urls: readonly string[]): void;
}
/** A job source over a list of URLs (a crawl frontier or a batch), rendered with the given scrape options. */
export declare function urlListSource(renderer: PageRenderer, urls: readonly string[], options: RenderOptions): UrlListSource;
