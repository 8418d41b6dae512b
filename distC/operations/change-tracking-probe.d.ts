/**
 * Whether a server can answer the `changeTracking` format, found with one page: a scrape of it with the
 * format, and, should that fail, the same scrape without it. A server without the database the comparison
 * reads (self-hosted builds) fails every page that asks for the format, so a crawl that asked would export
 * nothing: crawlstream asks only where the probe came back compared.
 *
 * The probe scrapes under its own tag (`crawlstream-probe`), so it never moves a pipeline's snapshots. It
 * costs one scrape (one credit where the server bills; a self-hosted server bills nothing), two when the
 * first fails.
 */
import { type Observable } from 'rxjs';
import type { Document, ScrapeRequest } from '../schemas/index.js';
/** What the probe found. */
export interface ChangeTrackingSupport {
    /** The server compared the page with its previous scrape. */
    supported: boolean;
    /**
     * The answer says something about the server (a compared page, a page without the comparison, or a page
     * that fails only with the format); `false` when the page could not be scraped at all.
     */
    conclusive: boolean;
    /** What the server did, in words. */
    found: string;
}
/** The tag of the probe's scrapes. */
export declare const PROBE_TAG = "crawlstream-probe";
/**
 * Probes `url` on the server behind `scrape` (the library's `client.scrape`, or `scrape` bound to a
 * transport). Never throws for what the server answers.
 */
export declare function probeChangeTracking(scrape: (request: ScrapeRequest) => Observable<Document>, url: string): Promise<ChangeTrackingSupport>;
