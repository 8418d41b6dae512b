import { describe, expect, it } from 'vitest';
import { createSyntheticWeb } from '../../../src/emulator/web/index.js';
import { hostOf, pathOf, sharedWeb, webOptions } from './fixtures.js';

const ROOT = 'https://site-1.test/';

describe('crawlFrontier', () => {
  const web = sharedWeb();

  it('starts with the start URL, stays on its host and lists each page once, canonically', () => {
    const urls = web.crawlFrontier(ROOT);
    expect(urls[0]).toBe(ROOT);
    expect(urls.length).toBeGreaterThan(20);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) {
      expect(hostOf(url)).toBe('site-1.test');
      expect(url).not.toContain('#');
      if (pathOf(url) !== '/') expect(pathOf(url).endsWith('/')).toBe(false);
    }
  });

  it('folds the duplicate spellings pages link with (trailing slash, fragment) into one URL', () => {
    const links = web.pages().flatMap((p) => (p.host === 'site-1.test' ? p.links : []));
    expect(links.some((l) => l.includes('#'))).toBe(true);
    expect(links.some((l) => l.endsWith('/') && new URL(l).pathname !== '/')).toBe(true);
    const urls = web.crawlFrontier(ROOT, { sitemap: 'skip' });
    const reachedByFragment = links
      .filter((l) => l.includes('#') && hostOf(l) === 'site-1.test')
      .map((l) => l.slice(0, l.indexOf('#')));
    for (const target of reachedByFragment) expect(urls).toContain(target);
  });

  it('limit cuts the same order short', () => {
    const all = web.crawlFrontier(ROOT);
    const seven = web.crawlFrontier(ROOT, { limit: 7 });
    expect(seven).toEqual(all.slice(0, 7));
    expect(web.crawlFrontier(ROOT, { limit: 0 })).toEqual([]);
  });

  it('includePaths keeps matching pathnames and applies to the start URL too', () => {
    expect(web.crawlFrontier(ROOT, { includePaths: ['^/products'] })).toEqual([]);
    const urls = web.crawlFrontier(ROOT, { includePaths: ['^/$', '^/products'] });
    expect(urls.length).toBeGreaterThan(2);
    for (const url of urls) expect(pathOf(url)).toMatch(/^\/$|^\/products/);
  });

  it('excludePaths drops matching pathnames', () => {
    expect(web.crawlFrontier(ROOT).some((u) => pathOf(u).startsWith('/research'))).toBe(true);
    const urls = web.crawlFrontier(ROOT, { excludePaths: ['^/research'] });
    expect(urls.length).toBeGreaterThan(5);
    expect(urls.some((u) => pathOf(u).startsWith('/research'))).toBe(false);
  });

  it('regexOnFullURL matches patterns against the whole URL, query string included', () => {
    const onPath = web.crawlFrontier(ROOT, { excludePaths: ['\\?'] });
    expect(onPath.some((u) => u.includes('?'))).toBe(true);
    const onFull = web.crawlFrontier(ROOT, { excludePaths: ['\\?'], regexOnFullURL: true });
    expect(onFull.length).toBeGreaterThan(5);
    expect(onFull.some((u) => u.includes('?'))).toBe(false);
    const hostOnly = web.crawlFrontier(ROOT, {
      includePaths: ['^https://site-1\\.test/(about|$)'],
      regexOnFullURL: true,
    });
    for (const url of hostOnly) expect(url).toMatch(/^https:\/\/site-1\.test\/(about|$)/);
    expect(hostOnly.length).toBeGreaterThan(1);
  });

  it('maxDiscoveryDepth counts the start and sitemap URLs as depth 0', () => {
    const skip0 = web.crawlFrontierEntries(ROOT, { sitemap: 'skip', maxDiscoveryDepth: 0 });
    expect(skip0.map((e) => e.url)).toEqual([ROOT]);
    const include0 = web.crawlFrontierEntries(ROOT, { maxDiscoveryDepth: 0 });
    expect(include0.length).toBe(1 + web.sitemap('site-1.test').filter((u) => u !== ROOT).length);
    expect(include0.every((e) => e.depth === 0)).toBe(true);
    const depth1 = web.crawlFrontierEntries(ROOT, { sitemap: 'skip', maxDiscoveryDepth: 1 });
    expect(depth1.some((e) => e.depth === 1)).toBe(true);
    expect(depth1.every((e) => e.depth <= 1)).toBe(true);
    const unlimited = web.crawlFrontierEntries(ROOT, { sitemap: 'skip' });
    expect(Math.max(...unlimited.map((e) => e.depth))).toBeGreaterThan(1);
    expect(unlimited.length).toBeGreaterThan(depth1.length);
  });

  it('without crawlEntireDomain follows only paths below the start path', () => {
    const start = 'https://site-1.test/about';
    const urls = web.crawlFrontier(start);
    expect(urls.length).toBeGreaterThan(1);
    for (const url of urls) expect(pathOf(url) === '/about' || pathOf(url).startsWith('/about/')).toBe(true);
    const entire = web.crawlFrontier(start, { crawlEntireDomain: true });
    expect(entire.some((u) => !pathOf(u).startsWith('/about'))).toBe(true);
    expect(entire.length).toBeGreaterThan(urls.length);
  });

  it('allowSubdomains adds the docs and blog hosts of the same site, not other sites', () => {
    expect(web.crawlFrontier(ROOT).some((u) => hostOf(u) !== 'site-1.test')).toBe(false);
    const hosts = new Set(web.crawlFrontier(ROOT, { allowSubdomains: true }).map(hostOf));
    expect(hosts).toEqual(new Set(['site-1.test', 'docs.site-1.test', 'blog.site-1.test']));
  });

  it('allowExternalLinks follows links to other sites', () => {
    const hosts = new Set(web.crawlFrontier(ROOT, { allowExternalLinks: true }).map(hostOf));
    expect([...hosts].some((h) => !h.endsWith('site-1.test'))).toBe(true);
  });

  it('sitemap only / skip / include decide where URLs come from', () => {
    const sitemap = new Set(web.sitemap('site-1.test'));
    const only = web.crawlFrontierEntries(ROOT, { sitemap: 'only' });
    expect(only.every((e) => e.via !== 'link' && (e.url === ROOT || sitemap.has(e.url)))).toBe(true);
    expect(only.length).toBe(new Set([ROOT, ...sitemap]).size);
    const orphans = web.pages().filter((p) => p.host === 'site-1.test' && p.orphan);
    expect(orphans.length).toBeGreaterThan(0);
    const skip = web.crawlFrontierEntries(ROOT, { sitemap: 'skip' });
    expect(skip.some((e) => e.via === 'sitemap')).toBe(false);
    for (const orphan of orphans) expect(skip.map((e) => e.url)).not.toContain(orphan.url);
    const include = web.crawlFrontier(ROOT).filter((u) => !u.includes('?'));
    for (const orphan of orphans) expect(include).toContain(orphan.url);
    const notInSitemap = skip.filter((e) => !sitemap.has(e.url) && !e.url.includes('?'));
    expect(notInSitemap.length).toBeGreaterThan(0);
  });

  it('ignoreQueryParameters scrapes each path once', () => {
    const paths = (urls: string[]) => urls.map((u) => `${hostOf(u)}${pathOf(u)}`);
    const withQuery = web.crawlFrontier(ROOT);
    expect(new Set(paths(withQuery)).size).toBeLessThan(withQuery.length);
    const ignoring = web.crawlFrontier(ROOT, { ignoreQueryParameters: true });
    expect(new Set(paths(ignoring)).size).toBe(ignoring.length);
  });

  it('a start URL on an unknown path or host still yields the start URL only', () => {
    expect(web.crawlFrontier('https://site-1.test/nothing/here')).toEqual([
      'https://site-1.test/nothing/here',
    ]);
    expect(web.crawlFrontier('https://unknown.example/')).toEqual(['https://unknown.example/']);
    expect(web.crawlFrontier('not a url')).toEqual([]);
  });

  it('is deterministic: the same seed gives the same order, another seed another web', () => {
    const again = createSyntheticWeb(webOptions).crawlFrontier(ROOT, { allowSubdomains: true });
    expect(again).toEqual(web.crawlFrontier(ROOT, { allowSubdomains: true }));
    const other = createSyntheticWeb({ ...webOptions, seed: 12 }).crawlFrontier(ROOT, {
      allowSubdomains: true,
    });
    expect(other).not.toEqual(again);
  });
});
