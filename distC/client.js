import { createTransport } from './http/transport.js';
import { agent } from './operations/agent.js';
import { agentOperations } from './operations/agent-operations.js';
import { batchScrape, batchScrapeDocuments, batchScrapePages, startBatchScrape, } from './operations/batch-scrape.js';
import { browserOperations } from './operations/browser-operations.js';
import { crawl, crawlDocuments, crawlPages, startCrawl } from './operations/crawl.js';
import { extract } from './operations/extract.js';
import { activeCrawls, cancelJob, crawlParamsPreview, jobErrors, } from './operations/jobs.js';
import { map } from './operations/map.js';
import { monitorOperations } from './operations/monitor-operations.js';
import { parse } from './operations/parse.js';
import { developerSearch } from './operations/research.js';
import { researchOperations } from './operations/research-operations.js';
import { scrape } from './operations/scrape.js';
import { feedback, interact, scrapeStatus, searchFeedback, stopInteraction, } from './operations/scrape-job.js';
import { search } from './operations/search.js';
import { withTeamLimits } from './operations/team-limits.js';
import { teamOperations } from './operations/team-operations.js';
import { toolOperations } from './operations/tool-operations.js';
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
export function createClient(options = {}) {
    const transport = createTransport(options);
    // The team's limits, as its usage answers tell them: paging reads within them.
    const limits = {};
    const paging = (opts) => withTeamLimits(opts, limits);
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
        research: researchOperations(transport),
        map: (request, opts) => map(transport, request, opts),
        extract: ((request, opts) => extract(transport, request, opts)),
        agent: (request, opts) => agent(transport, request, opts),
        agents: agentOperations(transport),
        browser: browserOperations(transport),
        team: teamOperations(transport, limits),
        monitors: monitorOperations(transport),
        tools: toolOperations(transport),
        close: () => transport.close(),
    };
}
