import { lastValueFrom, toArray } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { BadRequestError, JobCancelledError } from '../../src/errors/errors.js';
import type { JobStart } from '../../src/operations/start-job.js';
import { documents } from '../../src/operators/documents.js';
import type { PageEvent } from '../../src/paging/page-event.js';
import { cleanup, setupEmulator, sourceUrl, statusRequests } from './emulator-fixture.js';

afterEach(cleanup);

const poll = { pollIntervalMs: 10, maxPollIntervalMs: 40 };

describe('batchScrape', () => {
  it('surfaces invalidURLs in onStart and streams every document exactly once while running', async () => {
    const { emulator, client } = await setupEmulator({ scrape: { pagesPerSecond: 200, concurrency: 4 } });
    const links = emulator.web.map({ url: 'https://site-1.test', limit: 40 }).map((l) => l.url);
    let start: JobStart | undefined;
    const pages: PageEvent[] = await lastValueFrom(
      client
        .batchScrape(
          { urls: [...links, 'not a url', 'mailto:x@y.test'] },
          { ...poll, onStart: (s) => (start = s) },
        )
        .pipe(toArray()),
    );
    expect(start?.kind).toBe('batch');
    expect(start?.invalidURLs).toEqual(['not a url', 'mailto:x@y.test']);
    const jobId = start?.id ?? '';
    const truth = emulator.jobs.sourceUrls(jobId);
    expect(truth.length).toBeGreaterThan(20);
    const got = pages.flatMap((p) => p.documents.map(sourceUrl));
    expect(got).toEqual(truth);
    expect(pages.every((p) => p.kind === 'batch' && p.jobId === jobId)).toBe(true);
    expect(pages.some((p) => p.status === 'scraping')).toBe(true);
    const skips = statusRequests(emulator, jobId).map((r) => Number(r.query.skip));
    // Every skip sent is the count received so far (the last page may end the run without another request).
    const counts = new Set([0, ...pages.map((p) => p.nextCursor.skip)]);
    expect(skips.every((s) => counts.has(s))).toBe(true);
    expect(new Set(skips).size).toBeGreaterThanOrEqual(pages.length);
  });

  it('sends an idempotency key; the same key again is refused with 409', async () => {
    const { emulator, client } = await setupEmulator();
    const key = '0195f0c8-1111-7000-8000-000000000001';
    const request = { urls: ['https://site-1.test/'] };
    await lastValueFrom(
      client.batchScrapeDocuments(request, { ...poll, idempotencyKey: key }).pipe(toArray()),
    );
    const created = emulator.requests.filter((r) => r.method === 'POST' && r.path === '/v2/batch/scrape');
    expect(created[0]?.headers['x-idempotency-key']).toBe(key);
    const again = await lastValueFrom(client.batchScrape(request, { idempotencyKey: key })).catch(
      (e: unknown) => e,
    );
    expect((again as { status?: number }).status).toBe(409);
  });

  it('a batch with no valid URL fails with BadRequestError before any page', async () => {
    const { client } = await setupEmulator();
    const error = await lastValueFrom(client.batchScrape({ urls: ['nope'] })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
  });

  it('resumes an existing batch from a cursor, and cancel ends it with JobCancelledError', async () => {
    const { emulator, client } = await setupEmulator({ scrape: { pagesPerSecond: 400, concurrency: 8 } });
    const links = emulator.web.map({ url: 'https://site-2.test', limit: 30 }).map((l) => l.url);
    let jobId = '';
    const all = await lastValueFrom(
      client
        .batchScrape({ urls: links }, { ...poll, onStart: (s) => (jobId = s.id) })
        .pipe(documents(), toArray()),
    );
    const rest = await lastValueFrom(
      client.batchScrapePages(jobId, { from: { skip: 11 }, pageLimit: 7 }).pipe(documents(), toArray()),
    );
    expect(rest.map(sourceUrl)).toEqual(all.slice(11).map(sourceUrl));
    const errors = await lastValueFrom(client.batchScrapeErrors(jobId));
    expect(Array.isArray(errors.errors)).toBe(true);

    const slow = await setupEmulator({ scrape: { pagesPerSecond: 20, concurrency: 1 } });
    let slowId = '';
    const seen: string[] = [];
    const error = await new Promise<unknown>((resolve) =>
      slow.client.batchScrape({ urls: links }, { ...poll, onStart: (s) => (slowId = s.id) }).subscribe({
        next: (page) => {
          seen.push(...page.documents.map(sourceUrl));
          if (seen.length === page.raw.length) slow.client.cancelBatchScrape(slowId).subscribe();
        },
        error: resolve,
        complete: () => resolve(undefined),
      }),
    );
    expect(error).toBeInstanceOf(JobCancelledError);
    expect(seen).toEqual(slow.emulator.jobs.sourceUrls(slowId));
  });
});
