/**
 * `createClient(options)`: every operation of the service, bound to one transport, each a cold Observable.
 */
import type { Observable } from 'rxjs';
import type * as z from 'zod';
import { type ClientOptions, createTransport } from './http/transport.js';
import {
  type AgentOptions,
  agent,
  agentSnapshot,
  agentStatus,
  agentThread,
  agentTrace,
  cancelAgent,
  listAgents,
  startAgent,
} from './operations/agent.js';
import {
  batchScrape,
  batchScrapeDocuments,
  batchScrapePages,
  startBatchScrape,
} from './operations/batch-scrape.js';
import {
  type BrowserDeleteOptions,
  browserCreate,
  browserDelete,
  browserExecute,
  browserList,
} from './operations/browser.js';
import { crawl, crawlDocuments, crawlPages, startCrawl } from './operations/crawl.js';
import { type ExtractInput, type ExtractOptions, type ExtractResult, extract } from './operations/extract.js';
import type { JobBudgetOptions } from './operations/job-budget.js';
import {
  type ActiveCrawl,
  activeCrawls,
  cancelJob,
  crawlParamsPreview,
  jobErrors,
} from './operations/jobs.js';
import { map } from './operations/map.js';
import {
  type MonitorCheckPagesOptions,
  type MonitorPagesPage,
  monitorCheckPages,
} from './operations/monitor-check-pages.js';
import {
  createMonitor,
  deleteMonitor,
  getMonitor,
  listMonitorChecks,
  listMonitors,
  runMonitor,
  updateMonitor,
} from './operations/monitors.js';
import { type ParseInput, parse } from './operations/parse.js';
import { developerSearch, getPaper, searchPapers, similarPapers } from './operations/research.js';
import { scrape } from './operations/scrape.js';
import {
  feedback,
  interact,
  scrapeStatus,
  searchFeedback,
  stopInteraction,
} from './operations/scrape-job.js';
import { type SearchCallOptions, type SearchItem, search } from './operations/search.js';
import type { JobStart, StartJobOptions, StartOnlyOptions } from './operations/start-job.js';
import {
  activity,
  concurrency,
  creditUsage,
  queueStatus,
  tokenUsage,
  type UsagePeriod,
  usageHistory,
} from './operations/team.js';
import { learnTeamLimits, withTeamLimits } from './operations/team-limits.js';
import { callTools, findTools } from './operations/tools.js';
import type { WarningOptions } from './operations/warning.js';
import type { PageStream } from './paging/owned-pages.js';
import type { JobPagesOptions, TeamLimits } from './paging/paging-options.js';
import type {
  AgentListItem,
  AgentRequest,
  AgentSnapshot,
  AgentStartResponse,
  AgentStatus,
  AgentThread,
  AgentTraceResponse,
} from './schemas/agent.js';
import type {
  ActivityEntry,
  ActivityRequest,
  BatchScrapeRequest,
  BrowserCreateRequest,
  BrowserDeleteResponse,
  BrowserExecuteRequest,
  BrowserExecuteResult,
  BrowserListRequest,
  BrowserSession,
  CancelResponse,
  ConcurrencyResponse,
  CrawlErrorsResponse,
  CrawlParamsPreviewRequest,
  CrawlRequest,
  CreditUsage,
  Document,
  MapLink,
  MapRequest,
  Monitor,
  MonitorCheck,
  MonitorChecksRequest,
  MonitorCreateRequest,
  MonitorListRequest,
  MonitorUpdateRequest,
  QueueStatusResponse,
  ScrapeRequest,
  SearchRequest,
  TokenUsage,
  UsageHistoryRequest,
} from './schemas/index.js';
import type { ParseOptions } from './schemas/parse.js';
import type {
  DeveloperSearchOptions,
  DeveloperSearchResponse,
  PaperReadOptions,
  PaperReadResponse,
  PaperResult,
  PaperSearchOptions,
  SimilarPapersOptions,
  SimilarPapersResponse,
} from './schemas/research.js';
import type {
  FeedbackRequest,
  FeedbackResponse,
  InteractRequest,
  SearchFeedbackRequest,
} from './schemas/scrape-job.js';
import type {
  FindToolsOptions,
  ToolCall,
  ToolCallOptions,
  ToolCallResult,
  ToolItem,
} from './schemas/tools.js';

/** Browser session operations of a {@link Client}. */
export interface BrowserOperations {
  /** `POST /v2/browser`: emits the new session. */
  create(request?: BrowserCreateRequest): Observable<BrowserSession>;
  /** `GET /v2/browser`: emits each session. */
  list(request?: BrowserListRequest): Observable<BrowserSession>;
  /** `POST /v2/browser/{id}/execute`: emits the result; a failed run is a `BrowserExecutionError`. */
  execute(sessionId: string, request: BrowserExecuteRequest): Observable<BrowserExecuteResult>;
  /** `DELETE /v2/browser/{id}` (or `DELETE /v2/browser` with `{id}` via `form: 'body'`). */
  delete(sessionId: string, options?: BrowserDeleteOptions): Observable<BrowserDeleteResponse>;
}

/**
 * The team's usage of the service. Self-hosted servers lack some of these routes; a call to one fails with
 * `NotFoundError` (code `ROUTE_NOT_FOUND`) or a 501 `ServerError` that says the server does not offer it.
 */
export interface TeamOperations {
  /** `GET /v2/team/credit-usage`: `{ remainingCredits, planCredits, billingPeriodStart, billingPeriodEnd }`. */
  creditUsage(): Observable<CreditUsage>;
  /** `GET /v2/team/credit-usage/historical`: emits each period's credits, per API key or time range. */
  creditUsageHistory(request?: UsageHistoryRequest): Observable<UsagePeriod>;
  /** `GET /v2/team/token-usage`: extract tokens left and the plan's. */
  tokenUsage(): Observable<TokenUsage>;
  /** `GET /v2/team/token-usage/historical`: emits each period's tokens. */
  tokenUsageHistory(request?: UsageHistoryRequest): Observable<UsagePeriod>;
  /** `GET /v2/team/queue-status`: pages waiting and running, and the team's `maxConcurrency`. */
  queueStatus(): Observable<QueueStatusResponse>;
  /** `GET /v2/concurrency-check`: pages being scraped now, and the most the team may. */
  concurrency(): Observable<ConcurrencyResponse>;
  /** `GET /v2/team/activity`: emits the team's calls of the last 24 h, newest first, paging by cursor. */
  activity(request?: ActivityRequest): Observable<ActivityEntry>;
}

/**
 * Monitors: checks the service runs on a schedule, each comparing its pages with the previous check's. The
 * cloud service has them; self-hosted servers answer `NotFoundError`.
 */
export interface MonitorOperations {
  /** `POST /v2/monitor`: emits the new monitor. */
  create(request: MonitorCreateRequest): Observable<Monitor>;
  /** `GET /v2/monitor`: emits every monitor, paging by offset. */
  list(request?: MonitorListRequest): Observable<Monitor>;
  /** `GET /v2/monitor/{id}`. */
  get(monitorId: string): Observable<Monitor>;
  /** `PATCH /v2/monitor/{id}`: changes the given fields (`status: 'paused'` pauses it). */
  update(monitorId: string, request: MonitorUpdateRequest): Observable<Monitor>;
  /** `DELETE /v2/monitor/{id}`. */
  delete(monitorId: string): Observable<true>;
  /** `POST /v2/monitor/{id}/run`: starts a check now; emits it (queued). */
  run(monitorId: string): Observable<MonitorCheck>;
  /** `GET /v2/monitor/{id}/checks`: emits the monitor's checks, newest first. */
  checks(monitorId: string, request?: MonitorChecksRequest): Observable<MonitorCheck>;
  /**
   * `GET /v2/monitor/{id}/checks/{checkId}`: emits a check's pages once it is final, an answer at a time,
   * paged by `skip` with the same cursor checks as a job's pages; resume with `from`.
   */
  checkPages(
    monitorId: string,
    checkId: string,
    options?: MonitorCheckPagesOptions,
  ): Observable<MonitorPagesPage>;
}

/**
 * The service's tool catalogue ("Alexandria"). The cloud service has it; self-hosted servers answer an
 * execution as a scrape without a URL (a `BadRequestError`) or with a 404: not offered.
 */
export interface ToolOperations {
  /** Emits the catalogue's items (providers, groups or tools), following each answer's `next` call. */
  find(options?: FindToolsOptions): Observable<ToolItem>;
  /**
   * `POST /v2/scrape` with `alexandria` calls (1 to 10): emits each call's result in order (a failed call
   * carries its `error` in its place), the total `creditsCost`, and the request id, which a retry repeats so
   * the execution is paid once.
   */
  call(calls: readonly ToolCall[], options?: ToolCallOptions): Observable<ToolCallResult>;
}

/** Agent jobs besides {@link Client.agent}: start, read, list and cancel them, and read what they did. */
export interface AgentOperations {
  /** `POST /v2/agent`: starts a job; emits its id (and thread). */
  start(request: AgentRequest): Observable<AgentStartResponse>;
  /** `GET /v2/agent/{id}`. */
  status(jobId: string): Observable<AgentStatus>;
  /** `GET /v2/agent`: emits the team's jobs, newest first, following the pages (`before` in epoch ms). */
  list(request?: { before?: number }): Observable<AgentListItem>;
  /** `DELETE /v2/agent/{id}`. */
  cancel(jobId: string): Observable<true>;
  /** `GET /v2/agent/{id}/trace`: the job's events so far. */
  trace(jobId: string, options?: { liveView?: boolean }): Observable<AgentTraceResponse>;
  /** `GET /v2/agent/{id}/snapshots/{snapshotId}`: an artifact's content. */
  snapshot(jobId: string, snapshotId: string): Observable<AgentSnapshot>;
  /** `GET /v2/agent/threads/{threadId}`: a conversation's runs. */
  thread(threadId: string, options?: { includeData?: boolean }): Observable<AgentThread>;
}

/** The operations of the service. Nothing is sent until an Observable is subscribed. */
/** The research paper index (`client.research`). */
export interface ResearchOperations {
  /** `GET /v2/search/research/papers`: emits each paper whose abstract answers `query`. */
  searchPapers(query: string, options?: PaperSearchOptions): Observable<PaperResult>;
  /** `GET /v2/search/research/papers/{id}`: the paper; with `query`, the passages that answer it. */
  getPaper(paperId: string, options?: PaperReadOptions): Observable<PaperReadResponse>;
  /** `GET /v2/search/research/papers/{id}/similar`: papers related through the citation graph. */
  similarPapers(paperId: string, options: SimilarPapersOptions): Observable<SimilarPapersResponse>;
}

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
  extract<S extends z.ZodType>(
    request: ExtractInput<S>,
    options?: ExtractOptions,
  ): Observable<ExtractResult<z.output<S>>>;
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
export function createClient(options: ClientOptions = {}): Client {
  const transport = createTransport(options);
  // The team's limits, as its usage answers tell them: paging reads within them.
  const limits: TeamLimits = {};
  const paging = <T extends object>(opts: T | undefined) => withTeamLimits(opts, limits);
  return {
    crawl: (request, opts) => crawl(transport, request, paging(opts)),
    crawlDocuments: (request, opts) => crawlDocuments(transport, request, paging(opts)),
    crawlPages: (jobId, opts) => crawlPages(transport, jobId, paging(opts)),
    startCrawl: (request, opts) => startCrawl(transport, request, opts),
    batchScrape: (request, opts) => batchScrape(transport, request, paging(opts)),
    batchScrapeDocuments: (request, opts) => batchScrapeDocuments(transport, request, paging(opts)),
    batchScrapePages: (jobId, opts) => batchScrapePages(transport, jobId, paging(opts)),
    startBatchScrape: (request, opts) => startBatchScrape(transport, request, opts),
    cancelCrawl: (jobId) => cancelJob(transport, 'crawl', jobId),
    cancelBatchScrape: (jobId) => cancelJob(transport, 'batch', jobId),
    crawlErrors: (jobId) => jobErrors(transport, 'crawl', jobId),
    batchScrapeErrors: (jobId) => jobErrors(transport, 'batch', jobId),
    activeCrawls: () => activeCrawls(transport),
    crawlParamsPreview: (request) => crawlParamsPreview(transport, request),
    scrape: (request, opts) => scrape(transport, request, opts),
    parse: (file, opts) => parse(transport, file, opts),
    scrapeStatus: (scrapeId) => scrapeStatus(transport, scrapeId),
    interact: (scrapeId, request) => interact(transport, scrapeId, request),
    stopInteraction: (scrapeId) => stopInteraction(transport, scrapeId),
    search: (request, opts) => search(transport, request, opts),
    searchFeedback: (searchId, request) => searchFeedback(transport, searchId, request),
    feedback: (request) => feedback(transport, request),
    developerSearch: (query, opts) => developerSearch(transport, query, opts),
    research: {
      searchPapers: (query, opts) => searchPapers(transport, query, opts),
      getPaper: (paperId, opts) => getPaper(transport, paperId, opts),
      similarPapers: (paperId, opts) => similarPapers(transport, paperId, opts),
    },
    map: (request, opts) => map(transport, request, opts),
    extract: ((request: ExtractInput<unknown>, opts?: ExtractOptions) =>
      extract(transport, request as ExtractInput, opts)) as Client['extract'],
    agent: (request, opts) => agent(transport, request, opts),
    agents: {
      start: (request) => startAgent(transport, request),
      status: (jobId) => agentStatus(transport, jobId),
      list: (request) => listAgents(transport, request),
      cancel: (jobId) => cancelAgent(transport, jobId),
      trace: (jobId, opts) => agentTrace(transport, jobId, opts),
      snapshot: (jobId, snapshotId) => agentSnapshot(transport, jobId, snapshotId),
      thread: (threadId, opts) => agentThread(transport, threadId, opts),
    },
    browser: {
      create: (request) => browserCreate(transport, request),
      list: (request) => browserList(transport, request),
      execute: (sessionId, request) => browserExecute(transport, sessionId, request),
      delete: (sessionId, opts) => browserDelete(transport, sessionId, opts),
    },
    team: {
      creditUsage: () => creditUsage(transport),
      creditUsageHistory: (request) => usageHistory(transport, 'credits', request),
      tokenUsage: () => tokenUsage(transport),
      tokenUsageHistory: (request) => usageHistory(transport, 'tokens', request),
      queueStatus: () => queueStatus(transport).pipe(learnTeamLimits(limits)),
      concurrency: () => concurrency(transport).pipe(learnTeamLimits(limits)),
      activity: (request) => activity(transport, request),
    },
    monitors: {
      create: (request) => createMonitor(transport, request),
      list: (request) => listMonitors(transport, request),
      get: (monitorId) => getMonitor(transport, monitorId),
      update: (monitorId, request) => updateMonitor(transport, monitorId, request),
      delete: (monitorId) => deleteMonitor(transport, monitorId),
      run: (monitorId) => runMonitor(transport, monitorId),
      checks: (monitorId, request) => listMonitorChecks(transport, monitorId, request),
      checkPages: (monitorId, checkId, opts) => monitorCheckPages(transport, monitorId, checkId, opts),
    },
    tools: {
      find: (opts) => findTools(transport, opts),
      call: (calls, opts) => callTools(transport, calls, opts),
    },
    close: () => transport.close(),
  };
}
