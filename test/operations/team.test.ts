import { lastValueFrom, toArray } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  NotFoundError,
  PaymentRequiredError,
  ServerError,
  ValidationError,
} from '../../src/errors/errors.js';
import { cleanup, eventually, failure, setupEmulator } from './emulator-fixture.js';

afterEach(cleanup);

describe('team usage', () => {
  it('answers credits from the ledger that scraped pages draw on, by the billing rules', async () => {
    const { client, emulator } = await setupEmulator({ credits: 1000 });
    const before = await lastValueFrom(client.team.creditUsage());
    expect(before.remainingCredits).toBe(1000);
    expect(before.planCredits).toBe(1000);
    expect(Date.parse(before.billingPeriodEnd ?? '')).toBeGreaterThan(
      Date.parse(before.billingPeriodStart ?? ''),
    );

    await lastValueFrom(client.scrape({ url: 'https://site-1.test/' }));
    await lastValueFrom(
      client.scrape({ url: 'https://site-1.test/', formats: [{ type: 'json', prompt: 'title' }] }),
    );
    await lastValueFrom(client.scrape({ url: 'https://site-1.test/', proxy: 'stealth' }));
    // 1 + 5 (json) + 5 (stealth: 1 + 4)
    expect((await lastValueFrom(client.team.creditUsage())).remainingCredits).toBe(1000 - 11);
    expect(emulator.credits()).toBe(989);

    const periods = await lastValueFrom(client.team.creditUsageHistory().pipe(toArray()));
    expect(periods).toHaveLength(1);
    expect(periods[0]?.used).toBe(11);
    const days = await lastValueFrom(client.team.creditUsageHistory({ timeRange: 'day' }).pipe(toArray()));
    expect(days.at(-1)?.used).toBe(11);
    const byKey = await lastValueFrom(client.team.creditUsageHistory({ byApiKey: true }).pipe(toArray()));
    expect(byKey[0]?.apiKey).toBe('Default');
  });

  it('a crawl job reports creditsUsed as its pages are billed, and the balance follows', async () => {
    const { client, emulator } = await setupEmulator({ credits: 10_000, scrape: { pagesPerSecond: 2000 } });
    const pages = await lastValueFrom(
      client.crawl({ url: 'https://site-1.test', limit: 20 }).pipe(toArray()),
    );
    const documents = pages.reduce((sum, page) => sum + page.documents.length, 0);
    const last = pages.at(-1)!;
    expect(last.creditsUsed).toBe(documents);
    expect(emulator.credits()).toBe(10_000 - documents);
  });

  it('refuses a bad history query before sending, naming the field', async () => {
    const { client, emulator } = await setupEmulator();
    const err = await failure(client.team.creditUsageHistory({ byApiKey: true, timeRange: 'week' }));
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as ValidationError).issues[0]?.path).toBe('timeRange');
    const bad = await failure(client.team.activity({ limit: 101 }));
    expect((bad as ValidationError).issues[0]?.path).toBe('limit');
    expect(emulator.requests).toHaveLength(0);
  });

  it('reads the queue and the concurrency while a crawl runs', async () => {
    // 30 pages at 4 a second: the job runs for 7 s, far longer than the reads below take.
    const { client, emulator } = await setupEmulator({ scrape: { pagesPerSecond: 4, concurrency: 4 } });
    const sub = client.crawl({ url: 'https://site-1.test', limit: 30 }).subscribe();
    try {
      await eventually(
        () => emulator.requests.some((r) => r.route === 'crawl.create' && r.status === 200),
        'the crawl started',
      );
      const queue = await lastValueFrom(client.team.queueStatus());
      expect(queue.maxConcurrency).toBe(4);
      expect(queue.activeJobsInQueue).toBeGreaterThan(0);
      expect(queue.activeJobsInQueue).toBeLessThanOrEqual(4);
      const now = await lastValueFrom(client.team.concurrency());
      expect(now.maxConcurrency).toBe(4);
      expect(now.concurrency).toBeLessThanOrEqual(4);
    } finally {
      sub.unsubscribe();
    }
  });

  it('pages the activity log by its cursor, newest first', async () => {
    const { client, emulator } = await setupEmulator();
    for (let i = 0; i < 7; i++) await lastValueFrom(client.map({ url: `https://site-1.test/?n=${i}` }));
    await lastValueFrom(client.scrape({ url: 'https://site-2.test/' }));
    const all = await lastValueFrom(client.team.activity({ limit: 3 }).pipe(toArray()));
    expect(all.map((entry) => entry.endpoint)).toEqual(['scrape', ...Array(7).fill('map')]);
    expect(all[1]?.target).toBe('https://site-1.test/?n=6');
    const reads = emulator.requests.filter((r) => r.path === '/v2/team/activity');
    expect(reads).toHaveLength(3);
    expect(reads[1]?.query.cursor).toBe(all[2]?.id);
    const maps = await lastValueFrom(client.team.activity({ endpoint: 'map' }).pipe(toArray()));
    expect(maps).toHaveLength(7);
  });

  it('an empty balance answers 402 to every paid call', async () => {
    const { client, emulator } = await setupEmulator({ credits: 0 });
    expect(await failure(client.scrape({ url: 'https://site-1.test/' }))).toBeInstanceOf(
      PaymentRequiredError,
    );
    expect(await failure(client.crawl({ url: 'https://site-1.test' }))).toBeInstanceOf(PaymentRequiredError);
    expect(await failure(client.batchScrape({ urls: ['https://site-1.test/'] }))).toBeInstanceOf(
      PaymentRequiredError,
    );
    expect(await failure(client.map({ url: 'https://site-1.test' }))).toBeInstanceOf(PaymentRequiredError);
    // A 402 is final: sent once, never retried.
    expect(emulator.requests.filter((r) => r.route === 'scrape')).toHaveLength(1);
  });

  it('lowers a crawl limit the credits cannot pay, with a warning, and fails pages past the balance', async () => {
    const { client, emulator } = await setupEmulator({ credits: 12, scrape: { pagesPerSecond: 2000 } });
    let warning: unknown;
    const pages = await lastValueFrom(
      client
        .crawl(
          { url: 'https://site-1.test', limit: 40 },
          {
            onStart: (start) => {
              warning = start.response.warning;
            },
          },
        )
        .pipe(toArray()),
    );
    expect(String(warning)).toMatch(/lowered from 40 to 12/);
    const documents = pages.reduce((sum, page) => sum + page.documents.length, 0);
    expect(documents).toBeLessThanOrEqual(12);
    expect(pages.at(-1)?.creditsUsed).toBe(documents);
    expect(emulator.credits()).toBe(12 - documents);
  });

  it('says a self-hosted server does not offer the routes it lacks, and answers its mock balance', async () => {
    const { client } = await setupEmulator({ profile: 'self-hosted-2025' });
    const balance = await lastValueFrom(client.team.creditUsage());
    expect(balance.remainingCredits).toBe(99_999_999);
    expect(balance.planCredits).toBeUndefined();
    const err = await failure(client.team.queueStatus());
    expect(err).toBeInstanceOf(NotFoundError);
    expect((err as NotFoundError).code).toBe('ROUTE_NOT_FOUND');
    expect((err as Error).message).toMatch(/does not offer this route/);
    // The 2025 build fails its concurrency route: it reads a team record that is not there.
    const { client: once } = await setupEmulator({ profile: 'self-hosted-2025' });
    const concurrency = await failure(once.team.concurrency());
    expect((concurrency as ServerError).status).toBe(500);
  });

  it('activity on a server without an analytics store is a 501 that says so, not retried', async () => {
    const { client, emulator } = await setupEmulator({ analytics: false });
    const err = await failure(client.team.activity());
    expect(err).toBeInstanceOf(ServerError);
    expect((err as ServerError).status).toBe(501);
    expect((err as Error).message).toMatch(/does not offer this call/);
    expect(emulator.requests.filter((r) => r.route === 'team.activity')).toHaveLength(1);
  });
});
