import { describe, expect, it } from 'vitest';
import { hostOf, sharedWeb } from './fixtures.js';

describe('map', () => {
  const web = sharedWeb();
  const siteHosts = ['site-1.test', 'docs.site-1.test', 'blog.site-1.test'];

  it('lists the site with titles and descriptions, subdomains included by default', () => {
    const links = web.map({ url: 'https://site-1.test' });
    expect(new Set(links.map((l) => hostOf(l.url)))).toEqual(new Set(siteHosts));
    expect(new Set(links.map((l) => l.url)).size).toBe(links.length);
    for (const link of links) {
      const page = web.page(link.url);
      expect(link.title).toBe(page?.title);
      expect(link.description).toBe(page?.description);
      expect(page?.statusCode).toBe(200);
    }
  });

  it('includeSubdomains: false keeps the host of the URL', () => {
    const links = web.map({ url: 'https://docs.site-1.test/guides', includeSubdomains: false });
    expect(links.length).toBeGreaterThan(3);
    expect(links.every((l) => hostOf(l.url) === 'docs.site-1.test')).toBe(true);
  });

  it('ignoreQueryParameters (default true) leaves out query-string URLs', () => {
    expect(web.map({ url: 'https://site-1.test' }).some((l) => l.url.includes('?'))).toBe(false);
    const all = web.map({ url: 'https://site-1.test', ignoreQueryParameters: false });
    expect(all.some((l) => l.url.includes('?'))).toBe(true);
  });

  it('sitemap only / skip / include', () => {
    const sitemap = new Set(siteHosts.flatMap((h) => web.sitemap(h)));
    const only = web.map({ url: 'https://site-1.test', sitemap: 'only' });
    expect(only.map((l) => l.url).sort()).toEqual([...sitemap].sort());
    const orphans = web.pages().filter((p) => p.site === 'site-1.test' && p.orphan);
    expect(orphans.length).toBeGreaterThan(0);
    const skip = web.map({ url: 'https://site-1.test', sitemap: 'skip' }).map((l) => l.url);
    for (const o of orphans) expect(skip).not.toContain(o.url);
    expect(skip.some((u) => !sitemap.has(u))).toBe(true);
    const include = web.map({ url: 'https://site-1.test' }).map((l) => l.url);
    expect(new Set(include)).toEqual(new Set([...sitemap, ...skip]));
  });

  it('search keeps matching URLs, most relevant first', () => {
    const links = web.map({ url: 'https://site-1.test', search: 'guides' });
    expect(links.length).toBeGreaterThan(2);
    for (const l of links) expect(`${l.url} ${l.title} ${l.description}`.toLowerCase()).toContain('guides');
    const score = (l: (typeof links)[number]) =>
      (l.url.includes('guides') ? 3 : 0) +
      (l.title?.toLowerCase().includes('guides') ? 2 : 0) +
      (l.description?.toLowerCase().includes('guides') ? 1 : 0);
    const scores = links.map(score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(web.map({ url: 'https://site-1.test', search: 'zzzz-no-such-term' })).toEqual([]);
  });

  it('limit caps the list', () => {
    const all = web.map({ url: 'https://site-1.test' });
    expect(web.map({ url: 'https://site-1.test', limit: 5 })).toEqual(all.slice(0, 5));
  });
});
