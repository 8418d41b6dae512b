import { firstValueFrom, lastValueFrom, toArray } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { CrawlstreamError, JobCancelledError, ValidationError } from '../../src/errors/errors.js';
import type { BudgetStop } from '../../src/operations/job-budget.js';
import type { PageEvent } from '../../src/paging/page-event.js';
import { cleanup, eventually, failure, setupEmulator, sourceUrl } from './emulator-fixture.js';

afterEach(cleanup);

function urls(pages: readonly PageEvent[]): string[] {
  return pages.flatMap((page) => page.documents.map(sourceUrl));
}

describe('job budgets', () => {
  it('maxCredits lowers a new crawl to the pages it pays for: the service stops it, nothing is cancelled', async () => {
    const { client, emulator } = await setupEmulator({
      site: { sites: 1, pagesPerSite: 2000, failureRate: 0 },
      scrape: { pagesPerSecond: 1000, concurrency: 10 },
    });
    let stop: BudgetStop | undefined;
    let jobId = '';
    const pages = await lastValueFrom(
      client
        .crawl(
          { url: 'https://site-1.test', limit: 2000, scrapeOptions: { proxy: 'stealth' } },
          { maxCredits: 52, onBudgetStop: (s) => (stop = s), onStart: (start) => (jobId = start.id) },
        )
        .pipe(toArray()),
    );
    expect(stop).toBeUndefined();
    // 52 credits at 5 a page (the stealth proxy) pay for 10 pages: the crawl's limit.
    expect(emulator.jobs.sourceUrls(jobId)).toHaveLength(10);
    expect(urls(pages)).toEqual(emulator.jobs.sourceUrls(jobId));
    expect(pages.at(-1)?.creditsUsed).toBe(50);
    expect(emulator.requests.filter((r) => r.route === 'crawl.cancel')).toHaveLength(0);
    const none = await failure(
      client.crawl({ url: 'https://site-1.test', scrapeOptions: { proxy: 'stealth' } }, { maxCredits: 4 }),
    );
    expect(none).toBeInstanceOf(ValidationError);
    expect((none as Error).message).toContain('maxCredits: 4 credits pay for no page at 5 credits a page');
    expect(emulator.requests.filter((r) => r.route === 'crawl.create')).toHaveLength(1);
  });

  it('maxCredits cancels a job that keeps scraping, delivers every page it scraped, and completes', async () => {
    // 2,000 pages at 100 a second: the job is 20 s from done when the budget is reached after 0.3 s. It is
    // started without a budget and then read with one, so nothing lowered it (what the price cannot foresee).
    const { client, emulator } = await setupEmulator({
      site: { sites: 1, pagesPerSite: 2000, failureRate: 0 },
      scrape: { pagesPerSecond: 100, concurrency: 5 },
    });
    let stop: BudgetStop | undefined;
    const jobId = (await firstValueFrom(client.startCrawl({ url: 'https://site-1.test', limit: 2000 }))).id;
    const pages = await lastValueFrom(
      client
        .crawlPages(jobId, {
          maxCredits: 30,
          onBudgetStop: (s) => {
            stop = s;
          },
        })
        .pipe(toArray()),
    );
    expect(stop).toMatchObject({ reason: 'maxCredits', jobId, maxCredits: 30 });
    expect(stop!.creditsAtStop).toBeGreaterThanOrEqual(30);
    expect(stop!.creditsUsed).toBeGreaterThanOrEqual(stop!.creditsAtStop);
    // Every document the job holds was delivered, once, and each cost one credit.
    const truth = emulator.jobs.sourceUrls(jobId);
    expect(urls(pages)).toEqual(truth);
    expect(new Set(truth).size).toBe(truth.length);
    expect(stop!.creditsUsed).toBe(truth.length);
    expect(truth.length).toBeLessThan(2000);
    expect(emulator.requests.filter((r) => r.route === 'crawl.cancel')).toHaveLength(1);
    // The job is cancelled on the service (the last page delivered may predate the cancel: what decides is
    // whether documents arrived after it, which depends on timing).
    expect(await failure(client.crawlPages(jobId))).toBeInstanceOf(JobCancelledError);
  });

  it('a deadline cancels the job when it passes', async () => {
    const { client, emulator } = await setupEmulator({
      site: { sites: 1, pagesPerSite: 400, failureRate: 0 },
      scrape: { pagesPerSecond: 40, concurrency: 2 },
    });
    let stop: BudgetStop | undefined;
    const deadline = new Date(Date.now() + 300);
    const pages = await lastValueFrom(
      client
        .batchScrape(
          // 1,000 pages at 40 a second: 25 s of work, stopped after 0.3 s.
          { urls: Array.from({ length: 1000 }, (_, i) => `https://site-1.test/p/${i}`) },
          { deadline, onBudgetStop: (s) => (stop = s) },
        )
        .pipe(toArray()),
    );
    expect(stop).toMatchObject({ reason: 'deadline', deadline: deadline.toISOString() });
    const jobId = stop!.jobId;
    expect(urls(pages)).toEqual(emulator.jobs.sourceUrls(jobId));
    expect(urls(pages).length).toBeLessThan(1000);
  });

  it('a job that completed before the cancel is read to its end, with no budget stop', async () => {
    const { client, emulator } = await setupEmulator();
    const jobId = emulator.createCompletedCrawl({ pages: 12, sizes: 500 });
    let stopped = false;
    const pages = await lastValueFrom(
      client.crawlPages(jobId, { maxCredits: 5, onBudgetStop: () => (stopped = true) }).pipe(toArray()),
    );
    expect(stopped).toBe(false);
    expect(pages.reduce((n, p) => n + p.documents.length, 0)).toBe(12);
    // The cancel was sent and refused with 409: the job had completed. The stream does not wait for that
    // answer (nothing depends on it), so the test does.
    await eventually(
      () => emulator.requests.some((r) => r.route === 'crawl.cancel' && r.status !== 0),
      'the cancel answered',
    );
    expect(emulator.requests.find((r) => r.route === 'crawl.cancel')?.status).toBe(409);
  });

  it('a server that reports no credits fails maxCredits loudly and cancels the job', async () => {
    const { client, emulator } = await setupEmulator({
      profile: 'self-hosted-2025-fixed',
      site: { sites: 1, pagesPerSite: 400 },
      scrape: { pagesPerSecond: 50 },
    });
    const err = await lastValueFrom(
      client.crawl({ url: 'https://site-1.test', limit: 400 }, { maxCredits: 10 }),
    ).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(CrawlstreamError);
    expect((err as CrawlstreamError).code).toBe('CREDITS_NOT_REPORTED');
    await eventually(
      () => emulator.requests.some((r) => r.route === 'crawl.cancel' && r.status === 200),
      'the job was cancelled',
    );
  });
});
