import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { lastValueFrom, tap, toArray } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import { ConflictError, CursorError, NotFoundError, ValidationError } from '../../src/errors/errors.js';
import type { MonitorCheckPage } from '../../src/schemas/monitor.js';
import { cleanup, failure, setupEmulator } from './emulator-fixture.js';

afterEach(cleanup);

/**
 * An emulator whose clock the test moves, on a site of 500 pages: a crawl target's check scrapes the 278
 * its crawl reaches, three status pages of 100 (of 2,000 pages it reached 1,063, and this file took 5.1 s
 * instead of 1.4 s).
 */
async function monitorEmulator(options: Parameters<typeof setupEmulator>[0] = {}) {
  const clock = { t: Date.parse('2026-03-02T08:00:00Z') };
  const fixture = await setupEmulator({
    site: { sites: 1, pagesPerSite: 500 },
    now: () => clock.t,
    ...options,
  });
  return { ...fixture, clock };
}

const site = 'https://site-1.test/';

async function allPages(
  client: Awaited<ReturnType<typeof monitorEmulator>>['client'],
  monitorId: string,
  checkId: string,
  options: Parameters<typeof client.monitors.checkPages>[2] = {},
): Promise<MonitorCheckPage[]> {
  const answers = await lastValueFrom(
    client.monitors.checkPages(monitorId, checkId, options).pipe(toArray()),
  );
  return answers.flatMap((a) => [...a.pages]);
}

describe('monitors', () => {
  it('create, get, list, update, delete: the monitor as the service describes it', async () => {
    const { client, clock } = await monitorEmulator();
    const created = await lastValueFrom(
      client.monitors.create({
        name: 'Docs',
        schedule: { text: 'daily at 9am', timezone: 'Europe/Paris' },
        targets: [{ type: 'scrape', urls: [site] }],
      }),
    );
    expect(created).toMatchObject({ name: 'Docs', status: 'active', schedule: { cron: '0 9 * * *' } });
    // 08:00 UTC is 09:00 in Paris on 2 March (UTC+1): the next 9am there is the next day's, 08:00 UTC.
    expect(created.nextRunAt).toBe('2026-03-03T08:00:00.000Z');
    expect(created.targets?.[0]).toMatchObject({ type: 'scrape', id: expect.any(String) });
    const second = await lastValueFrom(
      client.monitors.create({
        name: 'Blog',
        schedule: { cron: '*/30 * * * *' },
        targets: [{ type: 'crawl', url: site, crawlOptions: { limit: 5 } }],
      }),
    );
    expect(second.nextRunAt).toBe('2026-03-02T08:30:00.000Z');
    // Paged by offset, one monitor per request.
    const listed = await lastValueFrom(client.monitors.list({ limit: 1 }).pipe(toArray()));
    expect(listed.map((m) => m.name)).toEqual(['Docs', 'Blog']);
    clock.t += 1000;
    const paused = await lastValueFrom(client.monitors.update(second.id, { status: 'paused' }));
    expect(paused).toMatchObject({ status: 'paused', nextRunAt: null });
    expect((await lastValueFrom(client.monitors.get(second.id))).status).toBe('paused');
    await lastValueFrom(client.monitors.delete(second.id));
    expect(await failure(client.monitors.get(second.id))).toBeInstanceOf(NotFoundError);
  });

  it('refuses what the service refuses, naming the field, before sending', async () => {
    const { client, emulator } = await monitorEmulator();
    const cases: [unknown, string][] = [
      [
        { name: 'x', schedule: { cron: '*/5 * * * *' }, targets: [{ type: 'scrape', urls: [site] }] },
        'schedule.cron',
      ],
      [
        { name: 'x', schedule: { cron: '0 9 * *' }, targets: [{ type: 'scrape', urls: [site] }] },
        'schedule.cron',
      ],
      [{ name: 'x', schedule: {}, targets: [{ type: 'scrape', urls: [site] }] }, 'schedule.cron'],
      [
        {
          name: 'x',
          schedule: { text: 'hourly', timezone: 'Mars/Olympus' },
          targets: [{ type: 'scrape', urls: [site] }],
        },
        'schedule.timezone',
      ],
      [{ name: 'x', schedule: { text: 'hourly' }, targets: [] }, 'targets'],
      [
        {
          name: 'x',
          schedule: { text: 'hourly' },
          targets: [{ type: 'scrape', urls: [site] }],
          retentionDays: 400,
        },
        'retentionDays',
      ],
    ];
    for (const [request, path] of cases) {
      const err = await failure(client.monitors.create(request as never));
      expect(err, path).toBeInstanceOf(ValidationError);
      expect((err as ValidationError).issues[0]?.path).toBe(path);
    }
    expect(await failure(client.monitors.update('1b9f0d6e-4a57-4d3b-8a35-0b6c3a1e2f10', {}))).toBeInstanceOf(
      ValidationError,
    );
    expect(await failure(client.monitors.get('not-an-id'))).toBeInstanceOf(ValidationError);
    expect(emulator.requests).toHaveLength(0);
  });

  it('a check pages its results like a job: statuses against the previous check, diffs, exact resume', async () => {
    const { client, emulator, clock } = await monitorEmulator();
    const monitor = await lastValueFrom(
      client.monitors.create({
        name: 'Site',
        schedule: { text: 'hourly' },
        targets: [{ type: 'crawl', url: site, crawlOptions: { limit: 10_000 } }],
      }),
    );
    const first = await lastValueFrom(client.monitors.run(monitor.id));
    expect(first.status).toBe('queued');
    expect(await failure(client.monitors.run(monitor.id))).toBeInstanceOf(ConflictError);
    clock.t += 5_000;
    const day1 = await allPages(client, monitor.id, first.id, { pageLimit: 100 });
    expect(day1.length).toBeGreaterThan(200);
    // Pages that fail to scrape are `error` (with why), the targets of broken links (404) removed, every
    // other page new.
    for (const p of day1) {
      const expected = p.error ? 'error' : p.statusCode === 404 ? 'removed' : 'new';
      expect(p.status, p.url).toBe(expected);
    }
    for (const p of day1.filter((p) => p.status === 'error')) expect(p.error).toBeTruthy();
    expect(new Set(day1.map((p) => p.id)).size).toBe(day1.length);

    const { edited, added, removed } = emulator.advanceWeb();
    clock.t += 5_000;
    const second = await lastValueFrom(client.monitors.run(monitor.id));
    clock.t += 5_000;
    const day2 = await allPages(client, monitor.id, second.id, { pageLimit: 7 });
    const urls = (status: string) =>
      day2
        .filter((p) => p.status === status)
        .map((p) => p.url)
        .sort();
    const day1Urls = new Set(day1.filter((p) => p.status === 'new').map((p) => p.url));
    const seen = (list: readonly string[]) => list.filter((u) => day1Urls.has(u)).sort();
    // Every page removed from the web is removed (as is a page that answers 404, as on the service); every
    // edited page is changed (so is a page whose links to added or removed pages changed its markdown);
    // every page added is new.
    expect(urls('removed')).toEqual(expect.arrayContaining(seen(removed)));
    for (const p of day2.filter((p) => p.status === 'removed')) {
      expect(removed.includes(p.url) || p.statusCode === 404, p.url).toBe(true);
    }
    expect(urls('changed')).toEqual(expect.arrayContaining(seen(edited)));
    expect(urls('new')).toEqual(expect.arrayContaining(added.filter((u) => day2.some((p) => p.url === u))));
    expect(seen(edited).length).toBeGreaterThan(0);
    expect(urls('new').length).toBeGreaterThan(0);
    const changed = day2.find((p) => p.status === 'changed');
    expect(changed?.diff?.text).toMatch(/^@@ /);
    expect(changed?.previousScrapeId).toBe(day1.find((p) => p.url === changed?.url)?.currentScrapeId);

    // Filtered by status, and resumed from a cursor: the same pages, once each.
    const onlyChanged = await allPages(client, monitor.id, second.id, { status: 'changed', pageLimit: 2 });
    expect(onlyChanged.map((p) => p.id)).toEqual(day2.filter((p) => p.status === 'changed').map((p) => p.id));
    const rest = await allPages(client, monitor.id, second.id, { from: { skip: 10 }, pageLimit: 7 });
    expect(rest.map((p) => p.id)).toEqual(day2.slice(10).map((p) => p.id));

    const checks = await lastValueFrom(client.monitors.checks(monitor.id).pipe(toArray()));
    expect(checks.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(checks[0]).toMatchObject({
      status: 'completed',
      trigger: 'manual',
      summary: { totalPages: day2.length },
    });
    // A page that failed to scrape costs nothing.
    expect(checks[1]?.actualCredits).toBe(day1.filter((p) => p.status !== 'error').length);
  });

  it('runs scheduled checks as the clock passes nextRunAt; one that comes while a check runs is skipped', async () => {
    const { client, clock, emulator } = await monitorEmulator();
    const [a, b] = emulator.web.pages().filter((p) => p.statusCode === 200 && !p.failure && !p.query);
    const monitor = await lastValueFrom(
      client.monitors.create({
        name: 'Every 15',
        schedule: { cron: '*/15 * * * *' },
        targets: [{ type: 'scrape', urls: [a!.url, b!.url] }],
      }),
    );
    // A manual check 5 ms before the 08:15 run is still running then: that run is skipped.
    clock.t = Date.parse('2026-03-02T08:15:00Z') - 5;
    const manual = await lastValueFrom(client.monitors.run(monitor.id));
    clock.t += 46 * 60_000;
    const checks = await lastValueFrom(client.monitors.checks(monitor.id).pipe(toArray()));
    expect(checks.map((c) => [c.trigger, c.scheduledFor, c.status])).toEqual([
      ['scheduled', '2026-03-02T09:00:00.000Z', 'completed'],
      ['scheduled', '2026-03-02T08:45:00.000Z', 'completed'],
      ['scheduled', '2026-03-02T08:30:00.000Z', 'completed'],
      ['scheduled', '2026-03-02T08:15:00.000Z', 'skipped_overlap'],
      ['manual', null, 'completed'],
    ]);
    expect(checks.at(-1)?.id).toBe(manual.id);
    const skipped = await lastValueFrom(
      client.monitors.checks(monitor.id, { status: 'skipped_overlap' }).pipe(toArray()),
    );
    expect(skipped).toHaveLength(1);
    const last = checks[0]!;
    expect((await allPages(client, monitor.id, last.id)).map((p) => p.status)).toEqual(['same', 'same']);
    const now = await lastValueFrom(client.monitors.get(monitor.id));
    expect(now.nextRunAt).toBe('2026-03-02T09:15:00.000Z');
    expect(now.lastCheckSummary).toMatchObject({ totalPages: 2, same: 2 });
  });

  it('a server that ignores skip gets a loud error, never a duplicate page', async () => {
    const monitorId = '0190f1d2-0000-7000-8000-000000000001';
    const checkId = '0190f1d2-0000-7000-8000-000000000002';
    const all = Array.from({ length: 25 }, (_, i) => ({ id: `p${i}`, url: `${site}${i}`, status: 'new' }));
    // Answers every read from the first page, whatever skip says.
    const server = createServer((req, res) => {
      const limit = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('limit'));
      const check = { id: checkId, monitorId, status: 'completed', summary: { totalPages: 25 } };
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: true, data: { ...check, pages: all.slice(0, limit) } }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const client = createClient({ apiKey: 'k', apiUrl: `http://127.0.0.1:${port}` });
    try {
      const got: string[] = [];
      const err = await failure(
        client.monitors
          .checkPages(monitorId, checkId, { pageLimit: 10 })
          .pipe(tap((answer) => got.push(...answer.pages.map((p) => p.id ?? '')))),
      );
      expect(err).toBeInstanceOf(CursorError);
      expect((err as CursorError).code).toBe('SKIP_IGNORED');
      expect(got).toEqual(all.slice(0, 10).map((p) => p.id));
    } finally {
      await client.close();
      server.close();
    }
  });

  it('a search target checks the pages its queries find, within its domains', async () => {
    const { client, clock } = await monitorEmulator();
    const monitor = await lastValueFrom(
      client.monitors.create({
        name: 'Mentions',
        schedule: { text: 'hourly' },
        targets: [
          {
            type: 'search',
            queries: ['install guide', 'pricing'],
            maxResults: 5,
            includeDomains: ['site-1.test'],
          },
        ],
      }),
    );
    const check = await lastValueFrom(client.monitors.run(monitor.id));
    clock.t += 5_000;
    const pages = await allPages(client, monitor.id, check.id);
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.length).toBeLessThanOrEqual(10);
    for (const page of pages) expect(new URL(page.url).hostname.endsWith('site-1.test')).toBe(true);
    expect(new Set(pages.map((p) => p.url)).size).toBe(pages.length);
  });

  it('self-hosted servers have no monitors', async () => {
    const { client } = await setupEmulator({ profile: 'self-hosted-2025' });
    expect(await failure(client.monitors.list())).toBeInstanceOf(NotFoundError);
  });
});
