import { describe, expect, it } from 'vitest';
import { createSyntheticWeb, SyntheticWebInputError } from '../../../src/emulator/web/index.js';
import { compileSchema, hostOf, pathOf, sharedWeb, webOptions } from './fixtures.js';

const productSchema = {
  type: 'object',
  properties: {
    products: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          price: { type: 'number', minimum: 0 },
          inStock: { type: 'boolean' },
          url: { type: 'string', format: 'uri' },
          kind: { type: 'string', enum: ['product', 'guide', 'paper', 'story'] },
        },
        required: ['name', 'price', 'inStock', 'url', 'kind'],
        additionalProperties: false,
      },
    },
  },
  required: ['products'],
  additionalProperties: false,
};

const richSchema = {
  $defs: {
    person: {
      type: 'object',
      properties: { name: { type: 'string' }, email: { type: 'string', format: 'email' } },
      required: ['name', 'email'],
    },
  },
  type: 'object',
  properties: {
    company: { type: 'string', minLength: 3, maxLength: 40 },
    author: { $ref: '#/$defs/person' },
    founded: { type: 'integer', minimum: 1990, maximum: 2030 },
    rating: { type: 'number', exclusiveMinimum: 0, maximum: 5, multipleOf: 0.5 },
    employees: { type: 'integer', multipleOf: 10 },
    published: { type: 'string', format: 'date' },
    updatedAt: { type: 'string', format: 'date-time' },
    tags: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 3 },
    homepage: { anyOf: [{ type: 'null' }, { type: 'string', format: 'uri' }] },
    status: { type: ['string', 'null'], enum: ['draft', 'live', null] },
    version: { const: 'v2' },
    isPdf: { type: 'boolean' },
  },
  required: [
    'company',
    'author',
    'founded',
    'rating',
    'employees',
    'published',
    'tags',
    'homepage',
    'status',
  ],
};

describe('extract', () => {
  const web = sharedWeb();

  it('returns data that follows the schema, one item per page of the glob, filled from the pages', () => {
    // The section of site-1 with the most pages below it.
    const counts = new Map<string, number>();
    for (const p of web.pages()) {
      const section = p.path.split('/')[1] ?? '';
      if (p.host === 'site-1.test' && p.treeDepth > 1) counts.set(section, (counts.get(section) ?? 0) + 1);
    }
    const section = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
    const result = web.extract({
      urls: [`https://site-1.test/${section}/*`],
      schema: productSchema,
      showSources: true,
    });
    const validate = compileSchema(productSchema);
    expect(validate(result.data), JSON.stringify(validate.errors)).toBe(true);
    const products = (result.data as { products: Array<{ name: string; price: number; url: string }> })
      .products;
    expect(products.length).toBeGreaterThan(1);
    for (const p of products) {
      const page = web.page(p.url);
      expect(pathOf(p.url) === `/${section}` || pathOf(p.url).startsWith(`/${section}/`)).toBe(true);
      expect(p.name).toBe(page?.title);
      expect(p.price).toBe(page?.facts.price);
    }
    expect(result.sources?.products?.sort()).toEqual(products.map((p) => p.url).sort());
    expect(result.invalidURLs).toEqual([]);
  });

  it('honours $ref, anyOf, type unions, enum, const, formats and numeric and length bounds', () => {
    const validate = compileSchema(richSchema);
    for (const url of [
      'https://site-2.test/*',
      'https://docs.site-3.test/guides',
      'https://blog.site-1.test/*',
    ]) {
      const { data } = web.extract({ urls: [url], schema: richSchema });
      expect(validate(data), `${url}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('without a schema returns a summary and the pages it read', () => {
    const { data } = web.extract({
      urls: ['https://docs.site-2.test/*'],
      prompt: 'What do the guides cover?',
    });
    const shaped = data as { summary: string; items: Array<{ url: string; title: string }> };
    expect(shaped.summary.length).toBeGreaterThan(0);
    expect(shaped.items.length).toBeGreaterThan(1);
    for (const item of shaped.items) expect(hostOf(item.url)).toBe('docs.site-2.test');
  });

  it('a prompt puts matching pages first', () => {
    const target = web
      .pages()
      .find((p) => p.host === 'site-2.test' && p.treeDepth > 1 && !p.failure && p.query === '');
    const word = target?.title.split(' ')[0]?.toLowerCase() ?? '';
    const { data } = web.extract({
      urls: ['https://site-2.test/*'],
      prompt: `Tell me about ${word}`,
      schema: productSchema,
    });
    const first = (data as { products: Array<{ name: string }> }).products[0];
    expect(first?.name.toLowerCase()).toContain(word);
  });

  it('includeSubdomains (default true) widens a glob to the subdomains of its host', () => {
    const hosts = (includeSubdomains: boolean) => {
      const r = web.extract({
        urls: ['https://site-3.test/*'],
        includeSubdomains,
        showSources: true,
        schema: productSchema,
      });
      return new Set((r.sources?.products ?? []).map(hostOf));
    };
    expect(hosts(false)).toEqual(new Set(['site-3.test']));
    expect(hosts(true).size).toBeGreaterThan(1);
  });

  it('ignoreSitemap leaves out pages only the sitemap lists', () => {
    const orphan = web.pages().find((p) => p.orphan && p.host === 'site-1.test' && !p.failure);
    expect(orphan).toBeDefined();
    const urlsOf = (ignoreSitemap: boolean) =>
      (
        web.extract({
          urls: ['https://site-1.test/*'],
          includeSubdomains: false,
          ignoreSitemap,
          schema: productSchema,
        }).data as { products: Array<{ url: string }> }
      ).products.map((p) => p.url);
    const withSitemap = web.extract({
      urls: [`https://site-1.test${orphan?.path.split('/').slice(0, 2).join('/')}/*`],
      includeSubdomains: false,
      schema: productSchema,
    });
    expect((withSitemap.data as { products: Array<{ url: string }> }).products.map((p) => p.url)).toContain(
      orphan?.url,
    );
    expect(urlsOf(true)).not.toContain(orphan?.url);
  });

  it('lists invalid URLs, or throws when ignoreInvalidURLs is false', () => {
    const r = web.extract({
      urls: ['not a url', 'ftp://x.test/a', 'https://site-1.test/about'],
      schema: productSchema,
    });
    expect(r.invalidURLs).toEqual(['not a url', 'ftp://x.test/a']);
    expect(() => web.extract({ urls: ['not a url'], ignoreInvalidURLs: false })).toThrow(
      SyntheticWebInputError,
    );
    const strict = web.extract({ urls: ['https://site-1.test/about'], ignoreInvalidURLs: false });
    expect('invalidURLs' in strict).toBe(false);
  });

  it('showSources adds sources only when asked; enableWebSearch reads beyond the given URLs', () => {
    const base = {
      urls: ['https://site-1.test/about'],
      schema: productSchema,
      prompt: 'pricing security network',
    };
    expect('sources' in web.extract(base)).toBe(false);
    const local = web.extract({ ...base, showSources: true }).sources?.products ?? [];
    expect(local).toEqual(['https://site-1.test/about']);
    const searched =
      web.extract({ ...base, showSources: true, enableWebSearch: true }).sources?.products ?? [];
    expect(searched.length).toBeGreaterThan(1);
  });

  it('is deterministic', () => {
    const input = { urls: ['https://site-2.test/*'], schema: richSchema, showSources: true };
    const other = createSyntheticWeb(webOptions);
    expect(JSON.stringify(other.extract(input))).toBe(JSON.stringify(web.extract(input)));
  });
});
