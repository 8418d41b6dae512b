import { describe, expect, it } from 'vitest';
import { createSyntheticWeb, isScrapeFailure } from '../../../src/emulator/web/index.js';
import { asDocument, sharedWeb } from './fixtures.js';

describe('renderDocument', () => {
  const web = sharedWeb();
  const good = web
    .pages()
    .find((p) => p.statusCode === 200 && !p.failure && p.images.length > 0 && p.query === '');
  if (!good) throw new Error('fixture web has no plain page with images');

  it('renders markdown by default with the metadata of the page', () => {
    const doc = asDocument(web.renderDocument(`${good.url}/`));
    expect(Object.keys(doc)).toEqual(['markdown', 'metadata']);
    expect(doc.markdown?.startsWith(`# ${good.title}\n\n${good.description}`)).toBe(true);
    expect(doc.metadata).toMatchObject({
      title: good.title,
      description: good.description,
      language: good.language,
      keywords: good.keywords.join(', '),
      sourceURL: `${good.url}/`,
      url: good.url,
      statusCode: 200,
    });
  });

  it('fills each format asked for, as strings or {type} objects', () => {
    const doc = asDocument(
      web.renderDocument(good.url, {
        formats: [
          'html',
          'rawHtml',
          { type: 'links' },
          'images',
          { type: 'screenshot', fullPage: true },
          'summary',
        ],
      }),
    );
    expect(doc.markdown).toBeUndefined();
    expect(doc.html).toMatch(/^<main><h1>/);
    expect(doc.rawHtml).toMatch(/^<!DOCTYPE html><html lang="[a-z]+"><head>.*<title>/);
    expect(doc.links).toEqual([...good.links]);
    expect(doc.images).toEqual(good.images.map((i) => i.url));
    expect(doc.screenshot).toMatch(/^https:\/\/.+\.png$/);
    expect(doc.summary).toContain(good.description);
  });

  it('fills the json format from the page by its schema', () => {
    const doc = asDocument(
      web.renderDocument(good.url, {
        formats: [
          {
            type: 'json',
            schema: { type: 'object', properties: { title: { type: 'string' }, author: { type: 'string' } } },
          },
        ],
      }),
    );
    expect(doc.json).toEqual({ title: good.title, author: good.author });
  });

  it('adds navigation and footer only when onlyMainContent is false', () => {
    const main = asDocument(web.renderDocument(good.url, { formats: ['markdown', 'html'] }));
    const full = asDocument(
      web.renderDocument(good.url, { formats: ['markdown', 'html'], onlyMainContent: false }),
    );
    expect(main.html).not.toContain('<nav>');
    expect(full.html).toContain('<nav>');
    expect(full.markdown?.length).toBeGreaterThan(main.markdown?.length ?? 0);
    expect(full.markdown).toContain(main.markdown);
  });

  it('returns a failure record for pages that fail and for unknown hosts', () => {
    const failing = web.pages().find((p) => p.failure);
    expect(failing).toBeDefined();
    const failure = web.renderDocument(failing?.url ?? '');
    expect(failure).toEqual({
      url: failing?.url,
      error: failing?.failure?.error,
      code: failing?.failure?.code,
    });
    expect(isScrapeFailure(failure)).toBe(true);
    const dns = web.renderDocument('https://nowhere.invalid/x');
    expect(isScrapeFailure(dns) && dns.code).toBe('SCRAPE_DNS_RESOLUTION_ERROR');
  });

  it('renders broken links and unknown paths as 404 pages', () => {
    const missing = web.pages().find((p) => p.statusCode === 404);
    expect(missing).toBeDefined();
    expect(asDocument(web.renderDocument(missing?.url ?? '')).metadata.statusCode).toBe(404);
    const unknown = asDocument(web.renderDocument('https://site-2.test/no/such/page'));
    expect(unknown.metadata.statusCode).toBe(404);
    expect(unknown.metadata.title).toBe('Page not found');
  });

  it('renderDocumentJson is byte-identical to JSON.stringify(renderDocument(...))', () => {
    const all = ['markdown', 'html', 'rawHtml', 'links', 'images', 'screenshot', 'summary'];
    let checked = 0;
    for (const page of web.pages().slice(0, 120)) {
      for (const options of [{}, { formats: all, onlyMainContent: false }]) {
        expect(web.renderDocumentJson(page.url, options)).toBe(
          JSON.stringify(web.renderDocument(page.url, options)),
        );
        checked++;
      }
    }
    expect(checked).toBe(240);
  });

  it('renderDocumentBytes gives the same JSON as UTF-8 bytes with its character count', () => {
    const all = ['markdown', 'html', 'rawHtml', 'links', 'summary'];
    let checked = 0;
    for (const page of web.pages().slice(0, 120)) {
      for (const options of [{}, { formats: all, onlyMainContent: false }]) {
        const rendered = web.renderDocumentBytes(page.url, options);
        const expected = web.renderDocument(page.url, options);
        if (rendered.ok) {
          const json = JSON.stringify(expected);
          expect(rendered.json.equals(Buffer.from(json))).toBe(true);
          expect(rendered.chars).toBe(json.length);
          checked++;
        } else {
          expect(rendered.failure).toEqual(expected);
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('is deterministic: the same seed renders byte-identical JSON, another seed different text', () => {
    const a = createSyntheticWeb({ seed: 5, sites: 2, pagesPerSite: 30 });
    const b = createSyntheticWeb({ seed: 5, sites: 2, pagesPerSite: 30 });
    const c = createSyntheticWeb({ seed: 6, sites: 2, pagesPerSite: 30 });
    const options = { formats: ['markdown', 'html', 'rawHtml', 'links', 'screenshot'] };
    const dump = (w: typeof a) => w.pages().map((p) => JSON.stringify(w.renderDocument(p.url, options)));
    const first = dump(a);
    expect(first).toEqual(dump(b));
    expect(JSON.stringify(a.pages())).toBe(JSON.stringify(b.pages()));
    expect(first.join('\n')).not.toBe(dump(c).join('\n'));
  });
});
