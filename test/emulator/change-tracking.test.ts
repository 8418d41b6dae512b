import { afterEach, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../src/emulator/index.js';
import { createSyntheticWeb } from '../../src/emulator/web/index.js';
import { api } from './emulator-api.js';

let emulator: Emulator | undefined;
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

const tracked = (tag: string | undefined, modes?: string[]) => ({
  type: 'changeTracking',
  ...(tag === undefined ? {} : { tag }),
  ...(modes ? { modes } : {}),
});

async function scrape(e: Emulator, url: string, format: unknown) {
  const reply = await api(e, 'POST', '/v2/scrape', { body: { url, formats: ['markdown', format] } });
  expect(reply.status).toBe(200);
  return reply.json.data;
}

describe('changeTracking against the changing web', () => {
  it('says new, then same; a removed page is removed; snapshots are per tag and outlive an advance', async () => {
    emulator = await startEmulator({ site: { sites: 1, pagesPerSite: 2000 } });
    const changes = await api(emulator, 'POST', '/_emulator/web/advance');
    expect(changes.status).toBe(200);
    expect(changes.json).toMatchObject({ success: true, version: 1 });
    const page = 'https://site-1.test/';
    const first = await scrape(emulator, page, tracked('daily'));
    expect(first.changeTracking).toEqual({
      previousScrapeAt: null,
      changeStatus: 'new',
      visibility: 'visible',
    });
    const again = await scrape(emulator, page, tracked('daily'));
    expect(again.changeTracking).toMatchObject({ changeStatus: 'same', visibility: 'visible' });
    expect(Date.parse(again.changeTracking.previousScrapeAt)).not.toBeNaN();
    expect((await scrape(emulator, page, tracked('weekly'))).changeTracking.changeStatus).toBe('new');
    expect((await scrape(emulator, page, tracked(undefined))).changeTracking.changeStatus).toBe('new');
    // The root page is never edited: after an advance it is still the same under its tag.
    emulator.advanceWeb();
    expect((await scrape(emulator, page, tracked('daily'))).changeTracking.changeStatus).toBe('same');
    const gone = await scrape(emulator, changes.json.removed[0], tracked('daily'));
    expect(gone.metadata.statusCode).toBe(404);
    expect(gone.changeTracking.changeStatus).toBe('removed');
  });

  it('reports changed with the diff of the markdown for a page edited between two scrapes', async () => {
    emulator = await startEmulator({ site: { sites: 1, pagesPerSite: 2000 } });
    // A web of the same options tells what the emulator's next version changes.
    const { edited, removed } = createSyntheticWeb(emulator.web.options).advance();
    const unchanged = emulator.web
      .pages()
      .find(
        (p) => p.treeDepth > 0 && p.statusCode === 200 && !edited.includes(p.url) && !removed.includes(p.url),
      );
    const watched = [...edited.slice(0, 3), ...removed.slice(0, 2), unchanged?.url as string];
    const before = new Map<string, string>();
    for (const url of watched)
      before.set(url, (await scrape(emulator, url, tracked('t', ['git-diff']))).markdown);
    emulator.advanceWeb();
    for (const url of watched) {
      const doc = await scrape(emulator, url, tracked('t', ['git-diff']));
      if (edited.includes(url)) {
        expect(doc.changeTracking.changeStatus).toBe('changed');
        const { text, json } = doc.changeTracking.diff;
        expect(text).toMatch(/^@@ -\d+,\d+ \+\d+,\d+ @@\n/);
        const lines = json.files[0].chunks[0].changes as { type: string; content: string }[];
        expect(lines.filter((l) => l.type === 'del').map((l) => l.content.slice(1))).toEqual(
          expect.arrayContaining([expect.any(String)]),
        );
        // Applying the hunk to the old text gives the new one.
        const old = (before.get(url) as string).split('\n');
        const header = /^@@ -(\d+),(\d+)/.exec(text) as RegExpExecArray;
        const start = Number(header[1]) - 1;
        const kept = lines.filter((l) => l.type !== 'del').map((l) => l.content.slice(1));
        const rebuilt = [...old.slice(0, start), ...kept, ...old.slice(start + Number(header[2]))];
        expect(rebuilt.join('\n')).toBe(doc.markdown);
      } else if (removed.includes(url)) {
        expect(doc.metadata.statusCode).toBe(404);
        expect(doc.changeTracking.changeStatus).toBe('removed');
      } else {
        expect(doc.changeTracking.changeStatus).toBe('same');
        expect(doc.changeTracking.diff).toBeUndefined();
      }
    }
  });

  it('answers a crawl with changeTracking per page, and the advance route checks the token', async () => {
    emulator = await startEmulator({
      site: { sites: 1, pagesPerSite: 60 },
      scrape: { pagesPerSecond: 1000 },
    });
    const refused = await api(emulator, 'POST', '/_emulator/web/advance', { noAuth: true });
    expect(refused.status).toBe(401);
    const unknown = await api(emulator, 'GET', '/_emulator/web');
    expect(unknown.status).toBe(404);
    const started = await api(emulator, 'POST', '/v2/crawl', {
      body: { url: 'https://site-1.test', scrapeOptions: { formats: ['markdown', tracked('site')] } },
    });
    expect(started.status).toBe(200);
    let status: { status: string; data: { changeTracking?: { changeStatus: string } }[] };
    do {
      await new Promise((r) => setTimeout(r, 20));
      status = (await api(emulator, 'GET', `/v2/crawl/${started.json.id}`)).json;
    } while (status.status === 'scraping');
    expect(status.data.length).toBeGreaterThan(0);
    for (const doc of status.data) expect(['new', 'removed']).toContain(doc.changeTracking?.changeStatus);
  });

  it('a self-hosted server cannot compare: every page that asks for changeTracking fails, as the real one does', async () => {
    emulator = await startEmulator({ profile: 'self-hosted-2025' });
    const refused = await api(emulator, 'POST', '/v2/scrape', {
      body: { url: 'https://site-1.test/', formats: ['markdown', tracked('daily')] },
    });
    expect(refused.status).toBe(500);
    expect(refused.json.error).toBe('(Internal server error) - Supabase client is not configured.');
    const started = await api(emulator, 'POST', '/v2/crawl', {
      body: {
        url: 'https://site-1.test',
        limit: 12,
        scrapeOptions: { formats: ['markdown', tracked('site')] },
      },
    });
    let status: { status: string; data: unknown[] };
    do {
      await new Promise((r) => setTimeout(r, 20));
      status = (await api(emulator, 'GET', `/v2/crawl/${started.json.id}`)).json;
    } while (status.status === 'scraping');
    expect(status.data).toEqual([]);
    const errors = (await api(emulator, 'GET', `/v2/crawl/${started.json.id}/errors`)).json;
    expect(errors.errors).toHaveLength(12);
    for (const e of errors.errors)
      expect(e.error).toBe('(Internal server error) - Supabase client is not configured.');
    const plain = await scrape(emulator, 'https://site-1.test/', 'links');
    expect(typeof plain.markdown).toBe('string');
  });
});
