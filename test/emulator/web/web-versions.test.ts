import { describe, expect, it } from 'vitest';
import { createSyntheticWeb, type SyntheticWeb } from '../../../src/emulator/web/index.js';
import { SMALL_PAGES } from '../../small-pages.js';

const CRAWL = { limit: 1_000_000, allowSubdomains: true, crawlEntireDomain: true };
// The webs have small pages: what a version changes does not depend on a page's size (the default sizes'
// tail of pages of megabytes made each crawl of 2,000 pages three times as long).

/** Every document a crawl of site 1 finds, as the JSON the service would send. */
function crawl(web: SyntheticWeb): Map<string, string> {
  const docs = new Map<string, string>();
  for (const url of web.crawlFrontier('https://site-1.test/', CRAWL)) {
    docs.set(url, web.renderDocumentJson(url, { formats: ['markdown', 'links'] }));
  }
  return docs;
}

describe('a web that changes', () => {
  it('edits, adds and removes its seeded share of pages, and nothing else changes', () => {
    const web = createSyntheticWeb({ seed: 5, sites: 1, pagesPerSite: 2000, sizes: SMALL_PAGES });
    const before = crawl(web);
    const changes = web.advance();
    const after = crawl(web);
    expect(web.version).toBe(1);
    expect(changes.version).toBe(1);
    // 1%, 0.5% and 0.5% of the ~1,960 pages a version may change (not roots, variants, 404s or failing pages).
    expect(changes.edited.length).toBeGreaterThanOrEqual(18);
    expect(changes.added.length).toBeGreaterThanOrEqual(9);
    expect(changes.removed.length).toBeGreaterThanOrEqual(9);
    const differing = [...after].filter(([url, json]) => before.has(url) && before.get(url) !== json);
    // A crawl from the main host reaches most pages, not every one (some are listed only in another host's sitemap).
    const removedSeen = changes.removed.filter((url) => after.has(url));
    const editedSeen = changes.edited.filter((url) => after.has(url));
    expect(editedSeen.length).toBeGreaterThan(changes.edited.length / 2);
    expect(differing.map(([url]) => url).sort()).toEqual([...editedSeen, ...removedSeen].sort());
    expect([...after.keys()].filter((url) => !before.has(url)).sort()).toEqual(changes.added);
    expect(
      [...before.keys()].filter((url) => !after.has(url)).every((u) => changes.removed.includes(u)),
    ).toBe(true);
    for (const url of removedSeen) expect(JSON.parse(after.get(url) as string).metadata.statusCode).toBe(404);
    for (const url of editedSeen) {
      const [was, is] = [JSON.parse(before.get(url) as string), JSON.parse(after.get(url) as string)];
      expect(is.metadata.title).toBe(was.metadata.title);
      expect(is.markdown).not.toBe(was.markdown);
    }
  });

  it('is the same at a version however it got there', () => {
    const stepped = createSyntheticWeb({ seed: 9, pagesPerSite: 300, sizes: SMALL_PAGES });
    stepped.advance();
    const changes = stepped.advance();
    const direct = createSyntheticWeb({ seed: 9, pagesPerSite: 300, version: 2, sizes: SMALL_PAGES });
    expect(direct.version).toBe(2);
    expect(crawl(direct)).toEqual(crawl(stepped));
    expect(changes.version).toBe(2);
    expect(new Set(changes.edited).size).toBe(changes.edited.length);
  });

  it('refuses a version that is not a whole number ≥ 0', () => {
    expect(() => createSyntheticWeb({ version: -1 })).toThrow('version must be an integer ≥ 0');
    expect(() => createSyntheticWeb({ changeRates: { edited: 2 } })).toThrow(
      'changeRates.edited must lie in [0, 1]',
    );
  });

  it('edits at least one page of every site with each version, however small the web', () => {
    const web = createSyntheticWeb({ seed: 2, sites: 3, pagesPerSite: 40, sizes: SMALL_PAGES });
    for (let version = 1; version <= 3; version++) {
      const changes = web.advance();
      const sites = new Set(
        changes.edited.map((url) => new URL(url).hostname.split('.').slice(-2).join('.')),
      );
      expect([...sites].sort()).toEqual(['site-1.test', 'site-2.test', 'site-3.test']);
    }
    const busy = createSyntheticWeb({
      seed: 2,
      sites: 3,
      pagesPerSite: 40,
      sizes: SMALL_PAGES,
      changeRates: { edited: 0.1, added: 0.05, removed: 0.05 },
    }).advance();
    expect(busy.edited.length).toBeGreaterThanOrEqual(9);
    expect(busy.removed.length).toBeGreaterThanOrEqual(4);
  });
});
