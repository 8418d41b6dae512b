import { describe, expect, it } from 'vitest';
import { parseQuery } from '../../../src/emulator/web/index.js';
import { hostOf, sharedWeb } from './fixtures.js';

describe('search', () => {
  const web = sharedWeb();
  const big = { limit: 100 };
  const topic = (() => {
    // The most frequent keyword found on all three kinds of host: a query with hits everywhere.
    const counts = new Map<string, number>();
    const kinds = new Map<string, Set<string>>();
    for (const p of web.pages()) {
      for (const k of p.keywords) {
        counts.set(k, (counts.get(k) ?? 0) + 1);
        kinds.set(k, (kinds.get(k) ?? new Set()).add(p.hostKind));
      }
    }
    const everywhere = [...counts].filter(([k]) => kinds.get(k)?.size === 3);
    return everywhere.sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'widget';
  })();
  const textOf = (url: string) => {
    const p = web.page(url);
    return `${p?.title}\n${p?.description}\n${p?.keywords.join(' ')}\n${p?.url}`.toLowerCase();
  };

  it('returns web results for a word by default, limited and ranked', () => {
    const result = web.search({ query: topic });
    expect(Object.keys(result)).toEqual(['web']);
    expect(result.web?.length).toBe(10);
    expect(result.web?.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const r of result.web ?? []) expect(textOf(r.url)).toContain(topic);
    expect(web.search({ query: topic, limit: 3 }).web?.length).toBe(3);
    const first = result.web?.[0];
    expect(first && web.page(first.url)?.title.toLowerCase()).toContain(topic);
  });

  it('site: keeps one site (and its subdomains); -site: removes it', () => {
    const on = web.search({ query: `${topic} site:site-2.test`, ...big }).web ?? [];
    expect(on.length).toBeGreaterThan(0);
    expect(on.every((r) => hostOf(r.url).endsWith('site-2.test'))).toBe(true);
    const docs = web.search({ query: 'site:docs.site-2.test', ...big }).web ?? [];
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.every((r) => hostOf(r.url) === 'docs.site-2.test')).toBe(true);
    const off = web.search({ query: `${topic} -site:site-2.test`, ...big }).web ?? [];
    expect(off.length).toBeGreaterThan(0);
    expect(off.some((r) => hostOf(r.url).endsWith('site-2.test'))).toBe(false);
  });

  it('double quotes require the exact phrase', () => {
    const page = web
      .pages()
      .find((p) => p.statusCode === 200 && p.query === '' && p.description.includes(' meets '));
    const phrase = page?.description.split(':')[0]?.toLowerCase() ?? '';
    expect(phrase.split(' ').length).toBe(2);
    const hits = web.search({ query: `"${phrase}"`, ...big }).web ?? [];
    expect(hits.map((h) => h.url)).toContain(page?.url);
    for (const h of hits) expect(textOf(h.url)).toContain(phrase);
    const [a, b] = phrase.split(' ');
    expect(web.search({ query: `"${b} ${a} zz"`, ...big }).web).toEqual([]);
  });

  it('-word excludes pages that mention it', () => {
    const all = web.search({ query: topic, ...big }).web ?? [];
    const other = web
      .pages()
      .find((p) => all.some((r) => r.url === p.url) && p.keywords.length > 1)
      ?.keywords.find((k) => k !== topic);
    expect(other).toBeDefined();
    const without = web.search({ query: `${topic} -${other}`, ...big }).web ?? [];
    expect(without.length).toBeLessThan(all.length);
    for (const r of without) expect(textOf(r.url)).not.toContain(other);
  });

  it('intitle: and allintitle: match words of the title', () => {
    const hits = web.search({ query: `intitle:${topic}`, ...big }).web ?? [];
    expect(hits.length).toBeGreaterThan(0);
    for (const r of hits) expect(r.title.toLowerCase()).toContain(topic);
    const title = hits[0]?.title.toLowerCase().split(' ').slice(0, 2) ?? [];
    const both = web.search({ query: `allintitle: ${title.join(' ')}`, ...big }).web ?? [];
    expect(both.length).toBeGreaterThan(0);
    for (const r of both) for (const w of title) expect(r.title.toLowerCase()).toContain(w);
    const not = web.search({ query: `${topic} -intitle:${topic}`, ...big }).web ?? [];
    for (const r of not) expect(r.title.toLowerCase()).not.toContain(topic);
  });

  it('inurl: matches the URL', () => {
    const hits = web.search({ query: 'inurl:guides', ...big }).web ?? [];
    expect(hits.length).toBeGreaterThan(0);
    for (const r of hits) expect(r.url).toContain('guides');
  });

  it('related: finds pages of other sites that link to the domain', () => {
    const hits = web.search({ query: 'related:site-2.test', ...big }).web ?? [];
    expect(hits.length).toBeGreaterThan(0);
    for (const r of hits) {
      expect(hostOf(r.url).endsWith('site-2.test')).toBe(false);
      expect(web.page(r.url)?.links.some((l) => hostOf(l).endsWith('site-2.test'))).toBe(true);
    }
  });

  it('allinurl: needs every word in the URL', () => {
    const page = web.pages().find((p) => p.host === 'docs.site-1.test' && p.path.split('/').length > 2);
    const words = page?.path.split('/')[2]?.split('-').slice(0, 2) ?? [];
    expect(words.length).toBe(2);
    const hits = web.search({ query: `allinurl: ${words.join(' ')}`, ...big }).web ?? [];
    expect(hits.map((h) => h.url)).toContain(page?.url);
    for (const r of hits) for (const w of words) expect(r.url).toContain(w);
  });

  it('filetype: keeps files with the extension; -filetype: drops them', () => {
    const pdf = web.search({ query: 'filetype:pdf', ...big }).web ?? [];
    expect(pdf.length).toBeGreaterThan(0);
    expect(pdf.every((r) => r.url.endsWith('.pdf'))).toBe(true);
    const noPdf = web.search({ query: `${topic} -filetype:pdf`, ...big }).web ?? [];
    expect(noPdf.some((r) => r.url.endsWith('.pdf'))).toBe(false);
  });

  it('sources decide the arrays; images and news have their own shapes', () => {
    const result = web.search({ query: topic, sources: ['images', { type: 'news' }], limit: 4 });
    expect(Object.keys(result).sort()).toEqual(['images', 'news']);
    expect(result.images?.length).toBe(4);
    for (const img of result.images ?? []) {
      expect(img).toMatchObject({ imageUrl: expect.stringMatching(/^https:\/\//), url: expect.any(String) });
      expect(img.imageWidth).toBeGreaterThan(0);
    }
    expect(result.news?.length).toBeGreaterThan(0);
    for (const n of result.news ?? []) {
      expect(hostOf(n.url).startsWith('blog.')).toBe(true);
      expect(Number.isNaN(Date.parse(n.date))).toBe(false);
    }
    const large = web.search({ query: `${topic} larger:1000x600`, sources: ['images'], ...big }).images ?? [];
    expect(large.length).toBeGreaterThan(0);
    for (const img of large) expect(img.imageWidth > 1000 && img.imageHeight > 600).toBe(true);
    const exact = web.search({ query: 'imagesize:300x300', sources: ['images'], ...big }).images ?? [];
    for (const img of exact) expect([img.imageWidth, img.imageHeight]).toEqual([300, 300]);
  });

  it('categories filter and label items', () => {
    const gh = web.search({ query: topic, categories: ['github'], ...big }).web ?? [];
    expect(gh.length).toBeGreaterThan(0);
    for (const r of gh) {
      expect(r.category).toBe('github');
      expect(hostOf(r.url).startsWith('docs.')).toBe(true);
    }
    const research =
      web.search({ query: '', categories: [{ type: 'research' }, { type: 'pdf' }], ...big }).web ?? [];
    expect(new Set(research.map((r) => r.category))).toEqual(new Set(['research', 'pdf']));
    expect(web.search({ query: topic }).web?.some((r) => 'category' in r)).toBe(false);
  });

  it('tbs filters by date and sbd:1 sorts newest first', () => {
    const now = Date.parse(web.options.now);
    const day = web.search({ query: '', tbs: 'qdr:d', ...big }).web ?? [];
    for (const r of day)
      expect(now - Date.parse(web.page(r.url)?.publishedAt ?? '')).toBeLessThanOrEqual(86_400_000);
    const year = web.search({ query: '', tbs: 'qdr:y', ...big }).web ?? [];
    expect(year.length).toBeGreaterThan(day.length);
    const range =
      web.search({ query: '', tbs: 'cdr:1,cd_min:01/01/2025,cd_max:03/31/2025', ...big }).web ?? [];
    expect(range.length).toBeGreaterThan(0);
    for (const r of range) expect(web.page(r.url)?.publishedAt.slice(0, 7)).toMatch(/^2025-0[123]$/);
    const dates = (web.search({ query: topic, tbs: 'sbd:1', ...big }).web ?? []).map(
      (r) => web.page(r.url)?.publishedAt ?? '',
    );
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('country prefers pages in its language', () => {
    const langs = new Set(web.sites.map((s) => s.language));
    const lang = [...langs].find((l) => l !== 'en');
    if (!lang) return expect(langs).toEqual(new Set(['en']));
    const country = { de: 'DE', fr: 'FR', es: 'ES' }[lang] ?? 'US';
    const first = web.search({ query: '', country, limit: 1 }).web?.[0];
    expect(web.page(first?.url ?? '')?.language).toBe(lang);
  });

  it('fills scraped fields when scrapeOptions has formats', () => {
    const plain = web.search({ query: topic, limit: 3 }).web ?? [];
    expect(plain.every((r) => r.markdown === undefined && r.metadata === undefined)).toBe(true);
    const scraped =
      web.search({ query: topic, limit: 5, scrapeOptions: { formats: ['markdown', { type: 'summary' }] } })
        .web ?? [];
    for (const r of scraped) {
      if (web.page(r.url)?.failure) expect(r.metadata?.error).toBeTruthy();
      else {
        expect(r.markdown?.startsWith(`# ${r.title}`)).toBe(true);
        expect(r.summary).toBeTruthy();
        expect(r.metadata?.sourceURL).toBe(r.url);
      }
    }
  });

  it('parses operators', () => {
    expect(
      parseQuery('a "b c" -d -site:x.test site:y.test intitle:e inurl:f filetype:pdf allinurl: g h'),
    ).toEqual({
      terms: ['a'],
      phrases: ['b c'],
      excluded: ['d'],
      sites: ['y.test'],
      notSites: ['x.test'],
      intitle: ['e'],
      notIntitle: [],
      inurl: ['f', 'g', 'h'],
      notInurl: [],
      filetypes: ['pdf'],
      notFiletypes: [],
      related: [],
    });
  });
});
