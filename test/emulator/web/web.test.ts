import { describe, expect, it } from 'vitest';
import { createSyntheticWeb, DEFAULT_SIZE_BUCKETS } from '../../../src/emulator/web/index.js';
import { asDocument, sharedWeb } from './fixtures.js';

describe('createSyntheticWeb', () => {
  const web = sharedWeb();

  it('builds sites with main, docs and blog hosts and their sitemaps', () => {
    expect(web.sites.map((s) => s.domain)).toEqual(['site-1.test', 'site-2.test', 'site-3.test']);
    expect(web.sites[0]?.hosts).toEqual(['site-1.test', 'docs.site-1.test', 'blog.site-1.test']);
    const sitemap = web.sitemap('docs.site-1.test');
    expect(sitemap.length).toBeGreaterThan(5);
    expect(sitemap.every((u) => u.startsWith('https://docs.site-1.test/'))).toBe(true);
    const xml = web.sitemapXml('docs.site-1.test');
    expect(xml.match(/<loc>/g)?.length).toBe(sitemap.length);
  });

  it('gives pages titles, descriptions, languages, keywords and dates', () => {
    for (const page of web.pages()) {
      expect(page.title.length).toBeGreaterThan(0);
      expect(page.description.length).toBeGreaterThan(0);
      expect(['en', 'de', 'fr', 'es']).toContain(page.language);
      expect(Number.isNaN(Date.parse(page.publishedAt))).toBe(false);
      if (page.statusCode === 200) expect(page.keywords.length).toBeGreaterThan(0);
    }
  });

  it('has query-string variants, 404 targets, orphans, cross-host and cross-site links', () => {
    const pages = web.pages();
    expect(pages.some((p) => p.query !== '' && p.variantOf)).toBe(true);
    expect(pages.some((p) => p.statusCode === 404)).toBe(true);
    expect(pages.some((p) => p.orphan && p.inSitemap)).toBe(true);
    const main = pages.filter((p) => p.host === 'site-1.test');
    expect(main.some((p) => p.links.some((l) => l.startsWith('https://docs.site-1.test/')))).toBe(true);
    expect(
      pages.some((p) =>
        p.links.some((l) => new URL(l).hostname.split('.').slice(-2)[0] !== p.site.split('.')[0]),
      ),
    ).toBe(true);
  });

  it('looks pages up in any duplicate spelling', () => {
    const page = web.pages().find((p) => p.path.split('/').length > 2 && p.query === '');
    if (!page) throw new Error('no deep page');
    for (const spelling of [
      `${page.url}/`,
      `${page.url}#faq`,
      page.url.replace('https://', 'http://'),
      page.url.toUpperCase().replace('HTTPS://', 'https://').replace(page.path.toUpperCase(), page.path),
    ]) {
      expect(web.page(spelling)?.url).toBe(page.url);
    }
    expect(web.page('https://site-1.test/definitely/missing')).toBeUndefined();
  });

  it('fails about failureRate of the pages, always the same ones', () => {
    const heavy = createSyntheticWeb({ seed: 2, sites: 2, pagesPerSite: 400, failureRate: 0.25 });
    const pages = heavy.pages().filter((p) => p.query === '' && p.statusCode === 200 && p.path !== '/');
    const share = pages.filter((p) => p.failure).length / pages.length;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.3);
    const none = createSyntheticWeb({ seed: 2, sites: 2, pagesPerSite: 400, failureRate: 0 });
    expect(none.pages().some((p) => p.failure)).toBe(false);
  });

  it('honours the page-size distribution, exactly per page and in share per bucket', () => {
    const sizes = [
      { minBytes: 6_000, maxBytes: 9_000, weight: 3 },
      { minBytes: 40_000, maxBytes: 50_000, weight: 1 },
    ];
    const w = createSyntheticWeb({ seed: 4, sites: 1, pagesPerSite: 400, sizes, failureRate: 0 });
    const pages = w.pages().filter((p) => p.query === '' && p.statusCode === 200);
    let large = 0;
    for (const page of pages) {
      const md = asDocument(w.renderDocument(page.url)).markdown ?? '';
      expect(md.length).toBe(page.size);
      const bucket = sizes.find((b) => md.length >= b.minBytes && md.length <= b.maxBytes);
      expect(bucket).toBeDefined();
      if (bucket === sizes[1]) large++;
    }
    expect(large / pages.length).toBeGreaterThan(0.18);
    expect(large / pages.length).toBeLessThan(0.32);
  });

  it('renders multi-megabyte pages when the distribution asks for them', () => {
    const w = createSyntheticWeb({
      seed: 9,
      sites: 1,
      pagesPerSite: 4,
      sizes: [{ minBytes: 2_000_000, maxBytes: 3_000_000, weight: 1 }],
      failureRate: 0,
    });
    const doc = asDocument(w.renderDocument('https://site-1.test/', { formats: ['markdown', 'html'] }));
    expect(doc.markdown?.length).toBeGreaterThanOrEqual(2_000_000);
    expect(doc.markdown?.length).toBeLessThanOrEqual(3_000_000);
    expect(doc.html?.length).toBeGreaterThan(2_000_000);
  });

  it('uses the default distribution when none is given and rejects impossible options', () => {
    expect(createSyntheticWeb().options.sizes).toBe(DEFAULT_SIZE_BUCKETS);
    expect(() => createSyntheticWeb({ sites: 0 })).toThrow(RangeError);
    expect(() => createSyntheticWeb({ failureRate: 2 })).toThrow(RangeError);
    expect(() => createSyntheticWeb({ sizes: [{ minBytes: 10, maxBytes: 5, weight: 1 }] })).toThrow(
      RangeError,
    );
  });
});
