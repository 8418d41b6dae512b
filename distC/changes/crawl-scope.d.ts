/**
 * Which URLs a crawl could have found: tombstones are written only for those. A URL the pipeline knows
 * from an earlier run but that lies outside this crawl's start URL, its path filters or its host rules is
 * not gone, just not looked at.
 */
/** The parts of a crawl request that bound what it finds. */
export interface CrawlScope {
    url: string;
    includePaths?: readonly string[] | undefined;
    excludePaths?: readonly string[] | undefined;
    regexOnFullURL?: boolean | undefined;
    crawlEntireDomain?: boolean | undefined;
    allowSubdomains?: boolean | undefined;
    allowExternalLinks?: boolean | undefined;
    /** The crawl's page limit: a crawl that reached it did not look at everything. */
    limit?: number | undefined;
    maxDiscoveryDepth?: number | undefined;
}
/** The scope fields of a crawl request. */
export declare function crawlScope(request: CrawlScope): CrawlScope;
/** Whether a crawl of `scope` could have found a URL: the start URL parsed and the patterns compiled once. */
export declare function scopeFilter(scope: CrawlScope): (url: string) => boolean;
