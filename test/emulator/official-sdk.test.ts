/**
 * The official JS SDK (`@mendable/firecrawl-js`), unmodified and through its public API, against the
 * emulator: every v2 flow the emulator serves works as it does against the service, including browser
 * sessions and the crawl watcher over a real WebSocket.
 */
import type { FirecrawlClient } from '@mendable/firecrawl-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../src/emulator/index.js';
import { comparisonPackagesInstalled } from '../helpers/comparison-packages.js';
import { pdfOf } from '../helpers/pdf-file.js';

let emulator: Emulator;
let sdk: FirecrawlClient;
// Jobs that a test must find still running (active list, cancel) run here: at 2 pages a second they are,
// however long the machine takes between two requests.
let slowEmulator: Emulator;
let slowSdk: FirecrawlClient;

beforeAll(async () => {
  await comparisonPackagesInstalled();
  const { FirecrawlClient } = await import('@mendable/firecrawl-js');
  emulator = await startEmulator({
    seed: 11,
    site: { sites: 2, pagesPerSite: 30 },
    scrape: { pagesPerSecond: 200, concurrency: 5, completionLagMs: 20, extractMs: 50 },
  });
  sdk = new FirecrawlClient({ apiKey: emulator.apiKey, apiUrl: emulator.url });
  slowEmulator = await startEmulator({
    seed: 12,
    site: { sites: 2, pagesPerSite: 30 },
    // Agent jobs run for ten minutes here: a test cancels one however long the machine takes.
    scrape: { pagesPerSecond: 2, concurrency: 1, extractMs: 600_000 },
  });
  slowSdk = new FirecrawlClient({ apiKey: slowEmulator.apiKey, apiUrl: slowEmulator.url });
});

afterAll(async () => {
  await emulator?.close();
  await slowEmulator?.close();
});

const site = 'https://site-1.test/';

describe('the official SDK against the emulator', () => {
  it('scrape: every format the SDK types and the results of actions', async () => {
    const doc = await sdk.scrape(site, {
      formats: [
        'markdown',
        'html',
        'links',
        'images',
        'summary',
        'branding',
        'audio',
        'video',
        'screenshot',
        {
          type: 'json',
          prompt: 'the title',
          schema: { type: 'object', properties: { title: { type: 'string' } } },
        },
        { type: 'attributes', selectors: [{ selector: 'a', attribute: 'href' }] },
        { type: 'question', question: 'what is sold here?' },
        { type: 'highlights', query: 'pricing' },
      ] as never,
      actions: [
        { type: 'wait', milliseconds: 10 },
        { type: 'screenshot' },
        { type: 'scrape' },
        { type: 'executeJavascript', script: 'document.title' },
      ],
    });
    expect(typeof doc.markdown).toBe('string');
    expect(typeof doc.html).toBe('string');
    expect(doc.links?.length).toBeGreaterThan(0);
    expect(typeof doc.screenshot).toBe('string');
    expect(doc.json).toEqual({ title: expect.any(String) });
    expect(doc.attributes).toEqual([{ selector: 'a', attribute: 'href', values: expect.any(Array) }]);
    expect(doc.attributes?.[0]?.values.length).toBeGreaterThan(0);
    expect(typeof doc.answer).toBe('string');
    expect(typeof doc.highlights).toBe('string');
    expect(doc.branding).toMatchObject({ brandName: 'site-1.test' });
    expect(doc.audio).toMatch(/^https:\/\//);
    expect(doc.video).toMatch(/^https:\/\//);
    expect(doc.actions).toEqual({
      screenshots: [expect.any(String)],
      scrapes: [{ url: expect.any(String), html: expect.any(String) }],
      javascriptReturns: [expect.any(Object)],
      pdfs: [],
    });
    expect(doc.metadata?.sourceURL).toBe(site);
  });

  it('search and map', async () => {
    const results = await sdk.search('crawler', { limit: 3 });
    expect(results.web?.length).toBeGreaterThan(0);
    const map = await sdk.map(site, { limit: 5 });
    expect(map.links.length).toBe(5);
    expect(map.links[0]).toMatchObject({ url: expect.stringMatching(/^https:\/\/site-1\.test/) });
  });

  it('crawl: start, status, errors, active, params preview, wait, cancel', async () => {
    const started = await slowSdk.startCrawl(site, { limit: 10 });
    expect(started.id).toMatch(/^[0-9a-f-]{36}$/);
    const active = await slowSdk.getActiveCrawls();
    expect(active.crawls.map((c) => c.id)).toContain(started.id);
    const cancelled = await slowSdk.cancelCrawl(started.id);
    expect(cancelled).toBe(true);
    const status = await slowSdk.getCrawlStatus(started.id);
    expect(status.status).toBe('cancelled');
    const errors = await slowSdk.getCrawlErrors(started.id);
    expect(Array.isArray(errors.errors)).toBe(true);
    const preview = await sdk.crawlParamsPreview(site, 'only the products pages, 20 pages');
    expect(preview).toMatchObject({
      url: site,
      limit: 20,
      includePaths: [expect.stringContaining('products')],
    });
    const job = await sdk.crawl(site, { limit: 12, pollInterval: 1 });
    expect(job.status).toBe('completed');
    expect(job.data.map((d) => d.metadata?.sourceURL)).toEqual(emulator.jobs.sourceUrls(job.id ?? ''));
  });

  it('batch scrape: start, status, errors, wait, cancel', async () => {
    const urls = ['https://site-1.test/', 'https://site-2.test/', 'https://site-1.test/products'];
    const started = await sdk.startBatchScrape(urls, { options: { formats: ['markdown'] } });
    expect(started.id).toMatch(/^[0-9a-f-]{36}$/);
    const errors = await sdk.getBatchScrapeErrors(started.id);
    expect(Array.isArray(errors.errors)).toBe(true);
    const job = await sdk.batchScrape(urls, { pollInterval: 1 });
    expect(job.status).toBe('completed');
    expect(new Set(job.data.map((d) => d.metadata?.sourceURL))).toEqual(new Set(urls));
    const other = await sdk.startBatchScrape(urls.slice(0, 1));
    const status = await sdk.getBatchScrapeStatus(other.id);
    expect(['scraping', 'completed']).toContain(status.status);
    const slow = await slowSdk.startBatchScrape(
      Array.from({ length: 30 }, (_, i) => `https://site-2.test/?page=${i}`),
      { options: { formats: ['markdown'] } },
    );
    expect(await slowSdk.cancelBatchScrape(slow.id)).toBe(true);
    expect((await slowSdk.getBatchScrapeStatus(slow.id)).status).toBe('cancelled');
  });

  it('extract: start, status and the waiting form', async () => {
    const started = await sdk.startExtract({ urls: [site], prompt: 'the title' });
    expect(started.id).toBeTruthy();
    const status = await sdk.getExtractStatus(started.id ?? '');
    expect(['processing', 'completed']).toContain(status.status);
    const done = await sdk.extract({ urls: [site], prompt: 'the title', pollInterval: 1 } as never);
    expect(done.status).toBe('completed');
    expect(done.data).toBeTruthy();
  });

  it('browser sessions: create, execute, list, delete', async () => {
    const session = await sdk.browser({ ttl: 60 });
    expect(session.success).toBe(true);
    expect(session.id).toBeTruthy();
    const run = await sdk.browserExecute(session.id ?? '', { code: 'console.log("hi")', language: 'node' });
    expect(run.success).toBe(true);
    const listed = await sdk.listBrowsers();
    expect(listed.sessions?.map((s) => s.id)).toContain(session.id);
    const deleted = await sdk.deleteBrowser(session.id ?? '');
    expect(deleted.success).toBe(true);
  });

  it('the crawl watcher follows a running crawl over a WebSocket to the end', async () => {
    const job = await sdk.startCrawl(site, { limit: 15 });
    const watcher = sdk.watcher(job.id, { kind: 'crawl', pollInterval: 1 });
    const seen: string[] = [];
    watcher.on('document', (doc: { metadata?: { sourceURL?: string } }) =>
      seen.push(String(doc.metadata?.sourceURL)),
    );
    const done = new Promise<{ status: string }>((resolve) => watcher.on('done', resolve));
    await watcher.start();
    expect((await done).status).toBe('completed');
    const truth = emulator.jobs.sourceUrls(job.id);
    expect(new Set(seen)).toEqual(new Set(truth));
    // A WebSocket carried them: the upgrade was accepted. The SDK reads the status itself only when the socket
    // closes before it has handled the service's {"type":"done"}, which depends on timing: at most that one
    // read follows the upgrade.
    const reads = emulator.requests.filter((r) => r.path === `/v2/crawl/${job.id}`).map((r) => r.status);
    expect(reads[0]).toBe(101);
    expect(reads.slice(1).every((status) => status === 200)).toBe(true);
    expect(reads.length).toBeLessThanOrEqual(2);
    // The key travelled as the WebSocket protocol; the log keeps no trace of it.
    expect(JSON.stringify(emulator.requests)).not.toContain(emulator.apiKey);
  });

  it('monitors: create, list, get, update, run, checks, a check with its pages, delete', async () => {
    const monitor = await sdk.createMonitor({
      name: 'docs',
      schedule: { text: 'every 30 minutes' },
      targets: [{ type: 'crawl', url: site, crawlOptions: { limit: 20 } }],
      webhook: { url: 'https://hooks.example.com/m' },
    });
    expect(monitor.schedule.cron).toBe('0-59/30 * * * *');
    expect((await sdk.listMonitors()).map((m) => m.id)).toContain(monitor.id);
    expect((await sdk.getMonitor(monitor.id)).name).toBe('docs');
    const paused = await sdk.updateMonitor(monitor.id, { status: 'paused', webhook: null });
    expect(paused.status).toBe('paused');
    expect(paused.webhook ?? null).toBeNull();
    const check = await sdk.runMonitor(monitor.id);
    expect(check.status).toBe('queued');
    let detail = await sdk.getMonitorCheck(monitor.id, check.id, { limit: 5 });
    while (detail.status !== 'completed') {
      await new Promise((r) => setTimeout(r, 20));
      detail = await sdk.getMonitorCheck(monitor.id, check.id, { limit: 5 });
    }
    // The SDK follows `next` to the end by itself.
    expect(detail.pages.length).toBe(detail.summary.totalPages);
    expect(new Set(detail.pages.map((p) => p.id)).size).toBe(detail.pages.length);
    expect(detail.billingStatus).toBe('confirmed');
    const checks = await sdk.listMonitorChecks(monitor.id, { limit: 10 });
    expect(checks.map((c) => c.id)).toEqual([check.id]);
    expect(await sdk.deleteMonitor(monitor.id)).toBe(true);
    await expect(sdk.getMonitor(monitor.id)).rejects.toThrow();
  });

  it('agent: start, status, wait, list, trace, thread, cancel', async () => {
    const started = await sdk.startAgent({ prompt: 'The title of site-1', urls: [site] });
    expect(started.success).toBe(true);
    const done = await sdk.agent({
      prompt: 'The title of site-1',
      urls: [site],
      pollInterval: 0.01,
    } as never);
    expect((done as { status: string }).status).toBe('completed');
    const status = await sdk.getAgentStatus(started.id);
    expect(['processing', 'completed']).toContain(status.status);
    const listed = await sdk.listAgents();
    expect(listed.agents?.map((a) => a.id)).toContain(started.id);
    const thread = await sdk.getAgentThread(started.threadId ?? '');
    expect(thread.thread?.runs.map((r) => r.id)).toEqual([started.id]);
    const trace = await sdk.getAgentTrace(started.id);
    expect(trace.events?.[0]?.type).toBe('run.started');
    const slow = await slowSdk.startAgent({ prompt: 'a long task' });
    expect(await slowSdk.cancelAgent(slow.id)).toBe(true);
    expect((await slowSdk.getAgentStatus(slow.id)).status).toBe('cancelled');
  });

  it("interact with a scrape's browser, stop it, and rate a search", async () => {
    const doc = await sdk.scrape(site);
    const scrapeId = String(doc.metadata?.scrapeId);
    const ran = await sdk.interact(scrapeId, { code: 'console.log(1)' });
    expect(ran.success).toBe(true);
    const stopped = await sdk.stopInteraction(scrapeId);
    expect(stopped.success).toBe(true);
    // The SDK's search drops the search id: it is read from the answer here, as a user of the REST API would.
    const res = await fetch(`${emulator.url}/v2/search`, {
      method: 'POST',
      headers: { authorization: `Bearer ${emulator.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'install guide' }),
    });
    const { id } = (await res.json()) as { id: string };
    const rated = await sdk.searchFeedback(id, { rating: 'good', valuableSources: [{ url: site }] });
    expect(rated.success).toBe(true);
    expect(rated.feedbackId).toBeTruthy();
  });

  it('developer search, research papers, and feedback on any call', async () => {
    const dev = await sdk.developerSearch('connection reset', {
      k: 3,
      types: ['issue'],
      repos: ['nodejs/undici'],
      minStars: 5,
    });
    expect(dev.results).toHaveLength(3);
    expect(dev.repos?.[0]).toMatchObject({ repo: 'nodejs/undici', indexed: true });
    const papers = await sdk.research.searchPapers('web crawling at scale', { k: 2, categories: ['cs.IR'] });
    expect(papers.results).toHaveLength(2);
    const id = String(papers.results[0]?.paperId);
    const paper = await sdk.research.getPaper(id);
    expect(paper.paper.paperId).toBe(id);
    const read = await sdk.research.getPaper(id, { query: 'what throughput?', k: 2 });
    expect(read.passages).toHaveLength(2);
    const similar = await sdk.research.similarPapers(id, { intent: 'follow-ups', mode: 'citers', k: 3 });
    expect(similar.results).toHaveLength(3);
    // The GitHub slice stopped answering on 2026-11-03 (the SDK says so); the emulator has no such route.
    await expect(sdk.research.searchGithub('undici')).rejects.toThrow();
    const doc = await sdk.scrape(site);
    const rated = await sdk.feedback({
      endpoint: 'scrape',
      jobId: String(doc.metadata?.scrapeId),
      rating: 'partial',
      issues: ['missing table'],
    });
    expect(rated).toMatchObject({ success: true, creditsRefunded: 0 });
  });

  it('parse: an uploaded HTML file and a PDF', async () => {
    const html = await sdk.parse({
      filename: 'page.html',
      data: '<h1>Title</h1><p>Body</p>',
      contentType: 'text/html',
    });
    expect(html.markdown).toBe('# Title\n\nBody');
    const pdf = await sdk.parse({
      filename: 'a.pdf',
      data: pdfOf([['Hello PDF']]),
      contentType: 'application/pdf',
    });
    expect(pdf.markdown).toBe('Hello PDF');
  });

  it('the tool catalogue: findTools, an alexandria scrape, a domainTools scrape and the alexandria search source', async () => {
    const found = await sdk.findTools({ level: 'tools', providers: ['github'] });
    expect(found.items.map((i) => i.id)).toEqual(['github.repo-info', 'github.search-issues']);
    expect(found.next).toBeNull();
    const executed = await sdk.scrape({
      alexandria: [
        { provider: 'npm', capability: 'package-info', options: { name: 'rxjs' } },
        { provider: 'nowhere', capability: 'nothing' },
      ],
      requestId: 'sdk-run-1',
    });
    expect(executed.requestId).toBe('sdk-run-1');
    expect(executed.alexandria[0]).toMatchObject({ provider: 'npm', data: { name: 'rxjs' } });
    expect(executed.alexandria[1]).toMatchObject({ error: { code: 'TOOL_NOT_FOUND' } });
    expect(executed.creditsCost).toBe((executed.alexandria[0] as { creditsCost: number }).creditsCost);
    const page = await sdk.scrape(site, { formats: ['markdown'], domainTools: true, toolDetail: 'full' });
    expect(page.tools?.map((t) => t.capability)).toEqual(['search-pages']);
    const search = await sdk.search('weather forecast', { sources: ['alexandria'] });
    expect(search.tools?.[0]).toMatchObject({ provider: 'weather', capability: 'daily-forecast' });
  });
});
