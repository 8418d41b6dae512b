import type { ResolvedWebOptions } from './options.js';
import type { WebChangeRates, WebVersionChanges } from './web-versions.js';
/**
 * Public types of the synthetic web: the options it is built from, the pages it holds and the inputs and
 * outputs of its crawl, render, map, search and extract operations. Input fields accept `undefined`
 * explicitly so a parsed request body can be handed over as it is.
 */
/** One bucket of the page-size distribution: a page falls in it with probability `weight / sum(weights)`. */
export interface SizeBucket {
    /** Smallest markdown size of a page in this bucket, in characters. */
    minBytes: number;
    /** Largest markdown size of a page in this bucket, in characters. */
    maxBytes: number;
    /** Relative weight of the bucket. */
    weight: number;
}
/** Options of `createSyntheticWeb`. */
export interface SyntheticWebOptions {
    /** Seed of every random decision; the same seed gives a byte-identical web. @default 1 */
    seed?: number | undefined;
    /** Number of sites (`site-1.test`, `site-2.test`, ...). @default 3 */
    sites?: number | undefined;
    /**
     * Canonical pages per site, spread over the main host and its `docs.` and `blog.` subdomains. Query-string
     * variants and not-found pages come on top. @default 40
     */
    pagesPerSite?: number | undefined;
    /** Distribution of markdown sizes. @default `DEFAULT_SIZE_BUCKETS` */
    sizes?: readonly SizeBucket[] | undefined;
    /**
     * Share of pages whose scrape fails, always the same pages for one seed (they render as a
     * {@link ScrapeFailure}). The root page of a host never fails, so a crawl can always start. @default 0.02
     */
    failureRate?: number | undefined;
    /** Share of pages that get a broken link to a page answering 404. @default 0.05 */
    brokenLinkRate?: number | undefined;
    /**
     * Where pages' paragraphs come from: `pooled`, a pool of paragraphs every page of a language shares
     * (fast: a page is a join of shared buffers); `distinct`, sentences of each page's own, so that a
     * sentence of a page is found on that page alone (retrieval checks). @default 'pooled'
     */
    bodyText?: 'pooled' | 'distinct' | undefined;
    /** Reference time of the web (page dates lie before it; `tbs` is relative to it). @default '2026-01-01T00:00:00.000Z' */
    now?: string | undefined;
    /**
     * The version the web starts at: each version after 0 edits, adds and removes a seeded share of the
     * pages (`changeRates`), as {@link SyntheticWeb.advance} does. @default 0
     */
    version?: number | undefined;
    /** Shares of the live pages each version edits, adds and removes. @default { edited: 0.01, added: 0.005, removed: 0.005 } */
    changeRates?: Partial<WebChangeRates> | undefined;
}
/** The role a host plays inside a site. */
export type HostKind = 'main' | 'docs' | 'blog';
/** Search categories the service knows. */
export type WebSearchCategory = 'github' | 'research' | 'pdf';
/** An image on a page. */
export interface SyntheticImage {
    url: string;
    alt: string;
    width: number;
    height: number;
}
/** One page of the synthetic web (ground truth). */
export interface SyntheticPage {
    /** Canonical URL (no fragment, no trailing slash except the root). */
    url: string;
    /** Site domain, e.g. `site-1.test`. */
    site: string;
    /** Host, e.g. `docs.site-1.test`. */
    host: string;
    hostKind: HostKind;
    /** Pathname, e.g. `/guides/install`. */
    path: string;
    /** Query string without `?`, empty for canonical pages. */
    query: string;
    /** Canonical URL of the page this one is a query-string variant of. */
    variantOf?: string;
    /** Position of the page in the generated tree (root of a host is 0). */
    treeDepth: number;
    title: string;
    description: string;
    language: string;
    keywords: readonly string[];
    /** HTTP status the page answers with (200, or 404 for the targets of broken links). */
    statusCode: number;
    /** When set, every scrape of this page fails with this code. */
    failure?: {
        code: string;
        error: string;
    };
    /** Outgoing links, absolute, in page order, with their duplicate spellings (trailing slash, fragment). */
    links: readonly string[];
    /** Whether the page is listed in its host's sitemap. */
    inSitemap: boolean;
    /** Whether no other page links to it (reachable through the sitemap only). */
    orphan: boolean;
    /** Markdown size the page renders to, in characters (at least its header). */
    size: number;
    category?: WebSearchCategory;
    /** ISO date-time the page was published. */
    publishedAt: string;
    author: string;
    images: readonly SyntheticImage[];
    /** Facts stated on the page, used by extract. */
    facts: Readonly<Record<string, string | number | boolean>>;
    /** Seed of the page's body text. */
    bodySeed: number;
}
/** A site: a domain with its hosts. */
export interface SyntheticSite {
    domain: string;
    hosts: readonly string[];
    language: string;
    name: string;
}
/** A format request: a name or an object with a `type`. */
export type FormatSpec = string | {
    type: string;
    [key: string]: unknown;
};
/**
 * The scrape options the renderer honours: `formats` and `onlyMainContent`. Others (`includeTags`,
 * `excludeTags`, `waitFor`, `actions`, `location`, ...) are accepted and do not change the page.
 */
export interface RenderOptions {
    /** @default ['markdown'] */
    formats?: readonly FormatSpec[] | undefined;
    /** Strip navigation and footer from markdown and html. @default true */
    onlyMainContent?: boolean | undefined;
    [key: string]: unknown;
}
/** Metadata of a rendered page. */
export interface PageMetadata {
    title: string;
    description: string;
    language: string;
    keywords: string;
    ogLocaleAlternate: string[];
    /** The URL as it was asked for. */
    sourceURL: string;
    /** The final (canonical) URL. */
    url: string;
    statusCode: number;
    contentType: string;
    [key: string]: unknown;
}
/** The page object the service returns for a scraped page. */
export interface SyntheticDocument {
    markdown?: string;
    html?: string;
    rawHtml?: string;
    links?: string[];
    images?: string[];
    screenshot?: string;
    summary?: string;
    json?: unknown;
    metadata: PageMetadata;
}
/** The JSON of a rendered page as bytes, or the failure record of a page that fails. */
export type DocumentJsonBytes = {
    ok: true;
    /** UTF-8 bytes of `JSON.stringify(renderDocument(url, options))`. */
    json: Buffer;
    /** Length of that JSON text in characters (UTF-16 code units). */
    chars: number;
} | {
    ok: false;
    failure: ScrapeFailure;
};
/** A page whose scrape failed. */
export interface ScrapeFailure {
    url: string;
    error: string;
    code: string;
}
/** Crawl options that shape the frontier (a whole crawl request body may be passed). */
export interface CrawlFrontierOptions {
    /** Pathname regexes (or full-URL regexes with `regexOnFullURL`); only matching URLs are crawled. */
    includePaths?: readonly string[] | undefined;
    /** Pathname regexes (or full-URL regexes with `regexOnFullURL`); matching URLs are skipped. */
    excludePaths?: readonly string[] | undefined;
    /** @default false */
    regexOnFullURL?: boolean | undefined;
    /** Deepest discovery depth followed; the start URL and sitemap URLs have depth 0. @default unlimited */
    maxDiscoveryDepth?: number | undefined;
    /** @default 10000 */
    limit?: number | undefined;
    /** false: only paths below the start URL's path on its host. @default false */
    crawlEntireDomain?: boolean | undefined;
    /** @default false */
    allowSubdomains?: boolean | undefined;
    /** @default false */
    allowExternalLinks?: boolean | undefined;
    /** @default 'include' */
    sitemap?: 'include' | 'skip' | 'only' | undefined;
    /** Treat URLs that differ only in their query string as one. @default false */
    ignoreQueryParameters?: boolean | undefined;
    [key: string]: unknown;
}
/** One entry of a crawl frontier. */
export interface FrontierEntry {
    url: string;
    /** Discovery depth: 0 for the start URL and sitemap URLs. */
    depth: number;
    via: 'start' | 'sitemap' | 'link';
}
/** Input of {@link SyntheticWeb.map}. */
export interface MapOptions {
    url: string;
    search?: string | undefined;
    /** @default 5000 */
    limit?: number | undefined;
    /** @default 'include' */
    sitemap?: 'include' | 'skip' | 'only' | undefined;
    /** @default true */
    includeSubdomains?: boolean | undefined;
    /** @default true */
    ignoreQueryParameters?: boolean | undefined;
    [key: string]: unknown;
}
/** One link returned by map. */
export interface SiteLink {
    url: string;
    title?: string;
    description?: string;
}
/** A search source: a name or an object with a `type`. */
export type SourceSpec = string | {
    type: string;
    [key: string]: unknown;
};
/** A search category: a name or an object with a `type`. */
export type CategorySpec = string | {
    type: string;
    [key: string]: unknown;
};
/** Input of {@link SyntheticWeb.search}. */
export interface SearchOptions {
    query: string;
    /** Results per source. @default 10 */
    limit?: number | undefined;
    /** @default ['web'] */
    sources?: readonly SourceSpec[] | undefined;
    categories?: readonly CategorySpec[] | undefined;
    scrapeOptions?: RenderOptions | undefined;
    tbs?: string | undefined;
    location?: string | undefined;
    /** @default 'US' */
    country?: string | undefined;
    [key: string]: unknown;
}
/** A web search result. */
export interface SearchWebItem {
    url: string;
    title: string;
    description: string;
    position: number;
    category?: WebSearchCategory;
    markdown?: string;
    html?: string;
    rawHtml?: string;
    links?: string[];
    screenshot?: string;
    summary?: string;
    metadata?: Record<string, unknown>;
}
/** An image search result. */
export interface SearchImageItem {
    title: string;
    imageUrl: string;
    imageWidth: number;
    imageHeight: number;
    url: string;
    position: number;
}
/** A news search result. */
export interface SearchNewsItem {
    title: string;
    snippet: string;
    url: string;
    date: string;
    imageUrl?: string;
    position: number;
    category?: WebSearchCategory;
    markdown?: string;
    html?: string;
    rawHtml?: string;
    links?: string[];
    screenshot?: string;
    summary?: string;
    metadata?: Record<string, unknown>;
}
/** Output of {@link SyntheticWeb.search}: only the requested sources appear. */
export interface SearchResult {
    web?: SearchWebItem[];
    images?: SearchImageItem[];
    news?: SearchNewsItem[];
}
/** A JSON Schema (the subset extract understands: type, properties, required, items, enum, const, ...). */
export type JsonSchema = {
    [key: string]: unknown;
} | boolean;
/** Input of {@link SyntheticWeb.extract}. */
export interface SiteExtractRequest {
    /** URLs or globs such as `https://site-1.test/*`. */
    urls?: readonly string[] | undefined;
    prompt?: string | undefined;
    schema?: JsonSchema | undefined;
    /** @default false */
    showSources?: boolean | undefined;
    /** @default false */
    enableWebSearch?: boolean | undefined;
    /** @default true */
    ignoreInvalidURLs?: boolean | undefined;
    /** @default true */
    includeSubdomains?: boolean | undefined;
    /** @default false */
    ignoreSitemap?: boolean | undefined;
    [key: string]: unknown;
}
/** Output of {@link SyntheticWeb.extract}. */
export interface SiteExtractResult {
    data: unknown;
    /** Present when `showSources`: for each top-level field (or `*` without a schema), the URLs it came from. */
    sources?: Record<string, string[]>;
    /** Present when `ignoreInvalidURLs` is true (the default). */
    invalidURLs?: string[];
}
/** A deterministic synthetic web. */
export interface SyntheticWeb {
    /** The options after defaults. */
    readonly options: ResolvedWebOptions;
    /** The version the web is at (see {@link SyntheticWebOptions.version}). */
    readonly version: number;
    /**
     * Moves the web to its next version: a seeded share of the pages is edited (new body), added (listed in
     * a sitemap) and removed (404, out of the sitemap). Returns what changed. The same seed and version give
     * the same web, however it got there.
     */
    advance(): WebVersionChanges;
    readonly sites: readonly SyntheticSite[];
    /** Every page (canonical pages, query variants and not-found targets) in generation order. */
    pages(): readonly SyntheticPage[];
    /** Looks a URL up, tolerating duplicate spellings (trailing slash, fragment, host case). */
    page(url: string): SyntheticPage | undefined;
    /** Sitemap URLs of a host (each host of a site has its own sitemap), in sitemap order. */
    sitemap(host: string): readonly string[];
    /** The sitemap.xml text of a host. */
    sitemapXml(host: string): string;
    /** URLs a crawl from `startUrl` scrapes, in order. */
    crawlFrontier(startUrl: string, options?: CrawlFrontierOptions): string[];
    /** As {@link SyntheticWeb.crawlFrontier}, with depth and how each URL was found. */
    crawlFrontierEntries(startUrl: string, options?: CrawlFrontierOptions): FrontierEntry[];
    /** The page object for a URL, or the failure record of a page that fails to scrape. */
    renderDocument(url: string, options?: RenderOptions): SyntheticDocument | ScrapeFailure;
    /**
     * Exactly `JSON.stringify(renderDocument(url, options))`, several times faster for large pages: the big
     * text fields are joined from pre-escaped blocks. Use it to pre-render status pages.
     */
    renderDocumentJson(url: string, options?: RenderOptions): string;
    /**
     * Clears a page's failure when it is transient (`SCRAPE_TIMEOUT`): a page that timed out loads when it is
     * scraped again, as on the real web. The emulator calls it once it served the timeout; other failures
     * stay. Returns whether the page recovered.
     */
    recover(url: string): boolean;
    /**
     * The same JSON as UTF-8 bytes with its character count, built from pre-encoded paragraphs: the fastest
     * way to pre-render a large job for serving.
     */
    renderDocumentBytes(url: string, options?: RenderOptions): DocumentJsonBytes;
    map(options: MapOptions): SiteLink[];
    search(options: SearchOptions): SearchResult;
    extract(options: SiteExtractRequest): SiteExtractResult;
}
