import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lastValueFrom, of, tap } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeTracker } from '../../src/changes/change-tracker.js';
import { crawlScope } from '../../src/changes/crawl-scope.js';
import { fileChangeStore } from '../../src/changes/text-change-store.js';
import { createClient } from '../../src/client.js';
import { type Emulator, startEmulator } from '../../src/emulator/index.js';
import type { StartJobOptions } from '../../src/operations/start-job.js';
import type { PageEvent } from '../../src/paging/page-event.js';
import type { CrawlRequest } from '../../src/schemas/crawl.js';
import { toJsonl } from '../../src/sinks/index.js';
import { QUICK_POLL_MS } from '../helpers/quick-poll.js';
import { eventually } from '../operations/emulator-fixture.js';
import { SMALL_PAGES } from '../small-pages.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'changes-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

interface Row {
  metadata: { sourceURL: string; statusCode?: number };
  changeTracking: { changeStatus: string; previousScrapeAt: string | null; source: string };
}

/**
 * One daily run: crawl site 1 into `name.jsonl` with its state in `name.state`, then commit the state.
 * `paging` goes to the crawl; `seen` gets each page the crawl delivered, before the tracker.
 */
async function run(
  emulator: Emulator,
  name: string,
  day: number,
  request: Partial<CrawlRequest> = {},
  { paging, seen }: { paging?: StartJobOptions; seen?: (page: PageEvent) => void } = {},
) {
  const client = createClient({ apiKey: emulator.apiKey, apiUrl: emulator.url });
  try {
    const store = fileChangeStore(join(dir, `${name}.state`));
    const crawl: CrawlRequest = {
      url: 'https://site-1.test',
      allowSubdomains: true,
      crawlEntireDomain: true,
      ...request,
    };
    const tracker = new ChangeTracker({
      store,
      scope: crawlScope(crawl),
      failedUrls: async (jobId) => {
        const errors = await lastValueFrom(client.crawlErrors(jobId));
        return errors.errors.map((e) => e.url);
      },
    });
    const out = join(dir, `${name}-${day}.jsonl`);
    const summary = await lastValueFrom(
      client.crawl(crawl, { pollIntervalMs: QUICK_POLL_MS, ...paging }).pipe(
        tap((page) => seen?.(page)),
        tracker.track(),
        toJsonl(out),
      ),
    );
    const load = await tracker.commit({
      jobId: summary.jobId as string,
      outcome: 'completed',
      bytes: summary.jsonBytes,
    });
    const text = await readFile(out, 'utf8');
    const rows =
      text === ''
        ? []
        : text
            .trimEnd()
            .split('\n')
            .map((l) => JSON.parse(l) as Row);
    return { rows, load, loads: await store.readLoads(), summary };
  } finally {
    await client.close();
  }
}

const byStatus = (rows: readonly Row[], status: string) =>
  rows
    .filter((r) => r.changeTracking.changeStatus === status)
    .map((r) => r.metadata.sourceURL)
    .sort();

describe.each([
  ['fingerprint', {}],
  ['service', { scrapeOptions: { formats: ['markdown', { type: 'changeTracking', tag: 'daily' }] } }],
] as const)('a daily re-crawl, told apart by the %s', (source, request) => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator({
      site: { sites: 1, pagesPerSite: 600, failureRate: 0, sizes: SMALL_PAGES },
      scrape: { pagesPerSecond: 5000, concurrency: 50 },
    });
  });
  afterAll(async () => {
    await emulator?.close();
  });

  it('writes every page as new on the first run, then exactly what the web changed, then nothing', async () => {
    const first = await run(emulator, source, 1, request as Partial<CrawlRequest>);
    const found = first.rows.map((r) => r.metadata.sourceURL);
    expect(first.rows.length).toBeGreaterThan(500);
    const gone404 = first.rows.filter((r) => r.metadata.statusCode === 404).map((r) => r.metadata.sourceURL);
    expect(byStatus(first.rows, 'new')).toHaveLength(found.length - gone404.length);
    expect(byStatus(first.rows, 'removed')).toEqual(gone404.sort());
    expect(first.load).toMatchObject({ outcome: 'completed', tombstones: 'written', written: found.length });
    expect(first.load?.counts.new).toBe(found.length - gone404.length);

    const changes = emulator.advanceWeb();
    const second = await run(emulator, source, 2, request as Partial<CrawlRequest>);
    const inCrawl = new Set(found);
    const editedFound = changes.edited.filter((u) => inCrawl.has(u)).sort();
    const removedFound = changes.removed.filter((u) => inCrawl.has(u)).sort();
    expect(byStatus(second.rows, 'changed')).toEqual(editedFound);
    expect(byStatus(second.rows, 'new')).toEqual(changes.added.slice().sort());
    expect(byStatus(second.rows, 'removed')).toEqual(removedFound);
    expect(second.rows).toHaveLength(editedFound.length + changes.added.length + removedFound.length);
    expect(second.load?.counts).toMatchObject({
      changed: editedFound.length,
      new: changes.added.length,
      removed: removedFound.length,
    });
    for (const row of byStatus(second.rows, 'changed')) expect(row).toMatch(/^https:\/\//);
    for (const row of second.rows.filter((r) => r.changeTracking.changeStatus === 'changed')) {
      expect(Date.parse(row.changeTracking.previousScrapeAt as string)).not.toBeNaN();
    }
    if (source === 'service') expect(second.load?.sources.service).toBeGreaterThan(0);
    else expect(second.load?.sources.service).toBe(0);

    const third = await run(emulator, source, 3, request as Partial<CrawlRequest>);
    expect(third.rows).toEqual([]);
    expect(third.load?.written).toBe(0);
    expect(third.loads.map((l) => l.jobId)).toEqual([
      first.load?.jobId,
      second.load?.jobId,
      third.load?.jobId,
    ]);
  });
});

describe('a re-crawl whose last documents come before the job says completed', () => {
  // The emulator's clock moves only when the test says so: every document is read while the job still says
  // `scraping`, as on the real service, whose status lags its last document.
  let clock = Date.now();
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator({
      site: {
        sites: 1,
        pagesPerSite: 120,
        failureRate: 0,
        sizes: SMALL_PAGES,
        changeRates: { removed: 0.05 },
      },
      scrape: { pagesPerSecond: 5000, concurrency: 50, completionLagMs: 60_000 },
      now: () => clock,
    });
  });
  afterAll(async () => {
    await emulator?.close();
  });

  async function lagged(day: number) {
    let jobId = '';
    const pages: { status: string; documents: number }[] = [];
    const result = run(
      emulator,
      'lagged',
      day,
      {},
      {
        paging: { pollIntervalMs: 2, maxPollIntervalMs: 16, onStart: (job) => (jobId = job.id) },
        seen: (page) => pages.push({ status: page.status, documents: page.rawBytes.length }),
      },
    );
    await eventually(() => jobId !== '', 'the crawl started');
    clock += 5_000; // every page is scraped; `completed` is a minute away
    const read = () => pages.reduce((sum, p) => sum + p.documents, 0);
    await eventually(
      () => read() > 0 && read() === emulator.jobs.sourceUrls(jobId).length,
      'every document read while the job says scraping',
    );
    clock += 60_000;
    return { ...(await result), pages };
  }

  it("still writes tombstones: the stream ends with the job's completed page", async () => {
    const first = await lagged(1);
    expect(first.pages.slice(0, -1).every((p) => p.status === 'scraping' && p.documents > 0)).toBe(true);
    expect(first.pages.at(-1)).toEqual({ status: 'completed', documents: 0 });
    expect(first.load).toMatchObject({ outcome: 'completed', tombstones: 'written' });

    const changes = emulator.advanceWeb();
    const found = new Set(first.rows.map((r) => r.metadata.sourceURL));
    const removedFound = changes.removed.filter((u) => found.has(u)).sort();
    expect(removedFound.length).toBeGreaterThan(0);
    const second = await lagged(2);
    expect(second.pages.at(-1)).toEqual({ status: 'completed', documents: 0 });
    expect(second.load).toMatchObject({ outcome: 'completed', tombstones: 'written' });
    expect(byStatus(second.rows, 'removed')).toEqual(removedFound);
    expect(second.load?.counts.removed).toBe(removedFound.length);
  });
});

describe('a crawl that found nothing', () => {
  it('writes no tombstones: an empty crawl says nothing of the pages it did not reach', async () => {
    const stateFile = join(dir, 'empty.state');
    const known = { fingerprint: 'f1', scrapedAt: '2026-11-01T00:00:00.000Z', removed: false };
    await writeFile(stateFile, `${JSON.stringify({ url: 'https://site-1.test/a', ...known })}\n`);
    const store = fileChangeStore(stateFile);
    const tracker = new ChangeTracker({ store, scope: crawlScope({ url: 'https://site-1.test' }) });
    // The client's stream of a crawl that completed without a document: its completed page alone.
    const end: PageEvent = {
      kind: 'crawl',
      jobId: 'job-empty',
      cursor: { skip: 0 },
      nextCursor: { skip: 0 },
      documents: [],
      rawBytes: [],
      raw: [],
      bytes: 0,
      status: 'completed',
      completed: 0,
      total: 0,
      creditsUsed: 1,
      hold: () => () => undefined,
    };
    const out = join(dir, 'empty.jsonl');
    await lastValueFrom(of(end).pipe(tracker.track(), toJsonl(out)));
    const load = await tracker.commit({ jobId: 'job-empty', outcome: 'completed' });
    expect(load).toMatchObject({ tombstones: 'nothing-found', written: 0, documents: 0 });
    expect(await readFile(out, 'utf8')).toBe('');
    expect((await store.readState()).get('https://site-1.test/a')).toEqual(known);
  });
});
