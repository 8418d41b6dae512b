/**
 * `createClient(options)`: every operation of the service, bound to one transport, each a cold Observable.
 */
import type { Observable } from 'rxjs';
import type * as z from 'zod';
import { type ClientOptions } from './http/transport.js';
import { type AgentOptions } from './operations/agent.js';
import { type AgentOperations } from './operations/agent-operations.js';
import { type BrowserOperations } from './operations/browser-operations.js';
import { type ExtractInput, type ExtractOptions, type ExtractResult } from './operations/extract.js';
import type { JobBudgetOptions } from './operations/job-budget.js';
import { type ActiveCrawl } from './operations/jobs.js';
import { type MonitorOperations } from './operations/monitor-operations.js';
import { type ParseInput } from './operations/parse.js';
import { type ResearchOperations } from './operations/research-operations.js';
import { type SearchCallOptions, type SearchItem } from './operations/search.js';
import type { JobStart, StartJobOptions, StartOnlyOptions } from './operations/start-job.js';
import { type TeamOperations } from './operations/team-operations.js';
import { type ToolOperations } from './operations/tool-operations.js';
import type { WarningOptions } from './operations/warning.js';
import type { PageStream } from './paging/owned-pages.js';
import type { JobPagesOptions } from './paging/paging-options.js';
import type { AgentRequest, AgentStatus } from './schemas/agent.js';
import type { BatchScrapeRequest, BrowserDeleteResponse, BrowserExecuteResult, CancelResponse, CrawlErrorsResponse, CrawlParamsPreviewRequest, CrawlRequest, Document, MapLink, MapRequest, ScrapeRequest, SearchRequest } from './schemas/index.js';
import type { ParseOptions } from './schemas/parse.js';
import type { DeveloperSearchOptions, DeveloperSearchResponse } from './schemas/research.js';
import type { FeedbackRequest, FeedbackResponse, InteractRequest, SearchFeedbackRequest } from './schemas/scrape-job.js';
export type { AgentOperations, BrowserOperations, MonitorOperations, ResearchOperations, TeamOperations, ToolOperations, };
/** The operations of the service. Nothing is sent until an Observable is subscribed. */
export interface Client {
    /** Starts a crawl and emits its pages while it runs. */
    crawl(request: CrawlRequest, options?: StartJobOptions): PageStream;
    /** Starts a crawl and emits its documents. */
    crawlDocuments(request: CrawlRequest, options?: StartJobOptions): Observable<Document>;
    /** Starts a crawl and emits its id, without reading its pages (`crawlPages` reads them). */
    startCrawl(request: CrawlRequest, options?: StartOnlyOptions): Observable<JobStart>;
    /** Emits the pages of an existing crawl from `options.from` (resume). */
    crawlPages(jobId: string, options?: JobPagesOptions & JobBudgetOptions): PageStream;
    /** Starts a batch scrape and emits its pages while it runs; `invalidURLs` arrive in `onStart`. */
    batchScrape(request: BatchScrapeRequest, options?: StartJobOptions): PageStream;
    /** Starts a batch scrape and emits its documents. */
    batchScrapeDocuments(request: BatchScrapeRequest, options?: StartJobOptions): Observable<Document>;
    /** Starts a batch scrape and emits its id and `invalidURLs`, without reading its pages. */
    startBatchScrape(request: BatchScrapeRequest, options?: StartOnlyOptions): Observable<JobStart>;
    /** Emits the pages of an existing batch scrape from `options.from` (resume). */
    batchScrapePages(jobId: string, options?: JobPagesOptions & JobBudgetOptions): PageStream;
    /** `DELETE /v2/crawl/{id}`. */
    cancelCrawl(jobId: string): Observable<CancelResponse>;
    /** `DELETE /v2/batch/scrape/{id}`. */
    cancelBatchScrape(jobId: string): Observable<CancelResponse>;
    /** `GET /v2/crawl/{id}/errors`. */
    crawlErrors(jobId: string): Observable<CrawlErrorsResponse>;
    /** `GET /v2/batch/scrape/{id}/errors`. */
    batchScrapeErrors(jobId: string): Observable<CrawlErrorsResponse>;
    /** `GET /v2/crawl/active`: emits each running crawl. */
    activeCrawls(): Observable<ActiveCrawl>;
    /** `POST /v2/crawl/params-preview`: the crawler options a prompt would give a crawl of `url`. */
    crawlParamsPreview(request: CrawlParamsPreviewRequest): Observable<Record<string, unknown>>;
    /** `POST /v2/scrape`: emits the document. */
    scrape(request: ScrapeRequest, options?: WarningOptions): Observable<Document>;
    /** `POST /v2/parse`: uploads a file (streamed from disk) and emits the document made of it. */
    parse(file: ParseInput, options?: ParseOptions): Observable<Document>;
    /** `GET /v2/scrape/{id}`: a scrape's document again, by its `metadata.scrapeId`. */
    scrapeStatus(scrapeId: string): Observable<Document>;
    /** `POST /v2/scrape/{id}/interact`: runs code (or a task) in the browser the scrape ran in. */
    interact(scrapeId: string, request: InteractRequest): Observable<BrowserExecuteResult>;
    /** `DELETE /v2/scrape/{id}/interact`: closes that browser. */
    stopInteraction(scrapeId: string): Observable<BrowserDeleteResponse>;
    /** `POST /v2/search`: emits each result tagged with its source; `onSearch` gets the search's id. */
    search(request: SearchRequest, options?: SearchCallOptions): Observable<SearchItem>;
    /** `POST /v2/search/{id}/feedback`: rates a search's results. */
    searchFeedback(searchId: string, request: SearchFeedbackRequest): Observable<FeedbackResponse>;
    /** `POST /v2/feedback`: rates the results of a search, scrape, map or parse by its id. */
    feedback(request: FeedbackRequest): Observable<FeedbackResponse>;
    /** `POST /v2/search/developer`: GitHub issues, pull requests, readmes and developer docs, as passages. */
    developerSearch(query: string, options?: DeveloperSearchOptions): Observable<DeveloperSearchResponse>;
    /** The research paper index. */
    research: ResearchOperations;
    /** `POST /v2/map`: emits each link. */
    map(request: MapRequest, options?: WarningOptions): Observable<MapLink>;
    /** Starts an extract job, polls it to `completed` and emits the result, typed by a zod `schema`. */
    extract<S extends z.ZodType>(request: ExtractInput<S>, options?: ExtractOptions): Observable<ExtractResult<z.output<S>>>;
    extract(request: ExtractInput, options?: ExtractOptions): Observable<ExtractResult<unknown>>;
    /**
     * Starts an agent job and emits its status until it ends (the last one `completed`, with the data);
     * `failed` and `cancelled` are errors.
     */
    agent(request: AgentRequest, options?: AgentOptions): Observable<AgentStatus>;
    /** Agent jobs: start, status, list, cancel, trace, snapshots, threads. */
    agents: AgentOperations;
    /** Browser sessions. */
    browser: BrowserOperations;
    /** Credits, tokens, queue, concurrency and activity of the team. */
    team: TeamOperations;
    /** Scheduled checks of pages and crawls. */
    monitors: MonitorOperations;
    /** The service's tool catalogue: find tools, and execute them. */
    tools: ToolOperations;
    /** Closes the connection pool; subscriptions still running fail. Idempotent. */
    close(): Promise<void>;
}
/**
 * Creates a client. The API key comes from `options.apiKey`, else `CRAWLSTREAM_API_KEY`, else
 * `FIRECRAWL_API_KEY`; the service address from `options.apiUrl` (or the matching variables).
 *
 * @example
 * ```ts
 * const client = createClient({ apiKey: process.env.FIRECRAWL_API_KEY });
 * client.crawlDocuments({ url: 'https://example.com', limit: 50 })
 *   .subscribe((doc) => console.log(doc.metadata?.sourceURL));
 * ```
 */
export declare function createClient(options?: ClientOptions): Client;
