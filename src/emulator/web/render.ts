import { buildBody } from './content.js';
import type { WebContext } from './context.js';
import { normalizeFormats } from './formats.js';
import { hash32 } from './prng.js';
import { fillSchema } from './schema-fill.js';
import type { PageDraft } from './site-graph.js';
import type {
  DocumentMetadata,
  RenderOptions,
  ScrapeFailure,
  SyntheticDocument,
  SyntheticPage,
} from './types.js';
import { parseHttpUrl } from './url-utils.js';
import { LOCALES } from './words.js';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Tells a failure record from a page object. */
export function isScrapeFailure(value: SyntheticDocument | ScrapeFailure): value is ScrapeFailure {
  return typeof (value as ScrapeFailure).error === 'string' && !('metadata' in value);
}

/**
 * Renders the page object of a URL with the formats asked for, or the failure record of a page that fails.
 * A URL on a known host with an unknown path renders as a 404 page, an unknown host fails with
 * `SCRAPE_DNS_RESOLUTION_ERROR`. Output is a pure function of the web seed, the URL and the options.
 */
export function renderDocument(
  ctx: WebContext,
  url: string,
  options: RenderOptions = {},
): SyntheticDocument | ScrapeFailure {
  const parsed = parseHttpUrl(url);
  if (!parsed) return { url, error: `Invalid URL: ${url}`, code: 'BAD_REQUEST' };
  const page = ctx.lookup(url) ?? notFoundPage(ctx, parsed);
  if (!page) {
    return {
      url,
      error: `DNS resolution failed for ${parsed.hostname}. Check that the domain exists.`,
      code: 'SCRAPE_DNS_RESOLUTION_ERROR',
    };
  }
  if (page.failure) return { url, error: page.failure.error, code: page.failure.code };
  const formats = normalizeFormats(options.formats);
  const mainOnly = options.onlyMainContent !== false;
  const parts = renderParts(ctx, page);
  const doc: SyntheticDocument = { metadata: metadataOf(page, url) };
  const out: Partial<SyntheticDocument> = {};
  if (formats.has('markdown')) {
    out.markdown = mainOnly
      ? parts.markdown()
      : `${parts.navMarkdown}\n\n${parts.markdown()}\n\n${parts.footer}`;
  }
  if (formats.has('html')) {
    const main = parts.mainHtml();
    out.html = mainOnly ? main : `<body>${parts.navHtml}${main}<footer>${parts.footer}</footer></body>`;
  }
  if (formats.has('rawHtml')) out.rawHtml = parts.rawHtml();
  if (formats.has('links')) out.links = [...page.links];
  if (formats.has('images')) out.images = page.images.map((i) => i.url);
  if (formats.has('screenshot')) {
    const shot = hash32(ctx.options.seed, 'screenshot', page.url).toString(16).padStart(8, '0');
    out.screenshot = `https://storage.crawlstream.test/screenshots/${shot}.png`;
  }
  if (formats.has('summary')) out.summary = `${page.description} ${parts.abstract}`;
  const json = formats.get('json');
  if (json) out.json = fillSchema(json.schema ?? true, [page], ctx);
  if (formats.has('changeTracking')) {
    (out as Record<string, unknown>).changeTracking = {
      previousScrapeAt: null,
      changeStatus: 'new',
      visibility: 'visible',
    };
  }
  // Format fields first, metadata last: the key order the service uses and a stable one.
  return Object.assign(out, doc) as SyntheticDocument;
}

function notFoundPage(ctx: WebContext, url: URL): PageDraft | undefined {
  const hostPages = ctx.model.byHost.get(url.hostname);
  const root = hostPages?.[0];
  if (!root) return undefined;
  const { failure: _f, category: _c, ...rest } = root;
  return {
    ...rest,
    url: `https://${url.hostname}${url.pathname}${url.search}`,
    path: url.pathname,
    query: url.search.slice(1),
    title: 'Page not found',
    description: 'The page you are looking for does not exist.',
    keywords: [],
    statusCode: 404,
    links: [root.url],
    children: [],
    images: [],
    size: 400,
    bodySeed: hash32(root.bodySeed, url.pathname),
  };
}

function metadataOf(page: SyntheticPage, sourceURL: string): DocumentMetadata {
  const locale = LOCALES[page.language] ?? 'en_US';
  const meta: DocumentMetadata = {
    title: page.title,
    description: page.description,
    language: page.language,
    keywords: page.keywords.join(', '),
    ogLocaleAlternate: page.language === 'en' ? [] : ['en_US'],
    ogTitle: page.title,
    ogDescription: page.description,
    ogUrl: page.url,
    ogLocale: locale,
    author: page.author,
    publishedTime: page.publishedAt,
    sourceURL,
    url: page.url,
    statusCode: page.statusCode,
    contentType: page.path.endsWith('.pdf') ? 'application/pdf' : 'text/html; charset=utf-8',
    proxyUsed: 'basic',
    cacheState: 'miss',
    creditsUsed: 1,
  };
  const image = page.images[0];
  if (image) meta.ogImage = image.url;
  return meta;
}

interface Parts {
  abstract: string;
  navMarkdown: string;
  navHtml: string;
  footer: string;
  markdown(): string;
  mainHtml(): string;
  rawHtml(): string;
}

function renderParts(ctx: WebContext, page: PageDraft): Parts {
  const facts = page.statusCode === 200 ? factLines(page) : [];
  const abstract = `${page.title} covers ${page.keywords.join(', ')}. Written by ${page.author}.`;
  const titleOf = (url: string): string => ctx.lookup(url)?.title ?? url;
  const related = page.links.map((l) => ({ url: l, title: titleOf(l) }));
  const mdHead = [
    `# ${page.title}`,
    page.description,
    ...(facts.length > 0 ? [facts.map((f) => `- ${f}`).join('\n')] : []),
    ...page.images.map((i) => `![${i.alt}](${i.url})`),
    abstract,
    ...(related.length > 0 ? [related.map((r) => `- [${r.title}](${r.url})`).join('\n')] : []),
  ].join('\n\n');
  const htmlHead = [
    `<h1>${escapeHtml(page.title)}</h1>`,
    `<p>${escapeHtml(page.description)}</p>`,
    ...(facts.length > 0 ? [`<ul>${facts.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`] : []),
    ...page.images.map(
      (i) => `<img src="${i.url}" alt="${escapeHtml(i.alt)}" width="${i.width}" height="${i.height}">`,
    ),
    `<p>${escapeHtml(abstract)}</p>`,
    ...(related.length > 0
      ? [
          `<ul>${related.map((r) => `<li><a href="${escapeHtml(r.url)}">${escapeHtml(r.title)}</a></li>`).join('')}</ul>`,
        ]
      : []),
  ].join('\n');
  // Body size counts from the end of the head so the whole main markdown has `page.size` characters.
  const bodyChars = page.size - mdHead.length - 2;
  let body: ReturnType<typeof buildBody> | undefined;
  const getBody = () => {
    body ??= buildBody(page, ctx.pool, bodyChars);
    return body;
  };
  const hosts = ctx.model.sites.find((s) => s.domain === page.site)?.hosts ?? [page.host];
  const nav = hosts.map((h) => ({ url: `https://${h}/`, label: h }));
  const navMarkdown = nav.map((n) => `[${n.label}](${n.url})`).join(' | ');
  const navHtml = `<nav>${nav.map((n) => `<a href="${n.url}">${n.label}</a>`).join(' ')}</nav>`;
  const footer = `© ${page.publishedAt.slice(0, 4)} ${page.site}`;
  const mainHtml = () => {
    const b = getBody();
    return `<main>${htmlHead}${b.html.length > 0 ? `\n${b.html.join('\n')}` : ''}</main>`;
  };
  return {
    abstract,
    navMarkdown,
    navHtml,
    footer,
    markdown() {
      const b = getBody();
      return b.markdown.length > 0 ? `${mdHead}\n\n${b.markdown.join('\n\n')}` : mdHead;
    },
    mainHtml,
    rawHtml() {
      const locale = LOCALES[page.language] ?? 'en_US';
      const head =
        `<head><meta charset="utf-8"><title>${escapeHtml(page.title)}</title>` +
        `<meta name="description" content="${escapeHtml(page.description)}">` +
        `<meta name="keywords" content="${escapeHtml(page.keywords.join(', '))}">` +
        `<meta property="og:locale" content="${locale}"><link rel="canonical" href="${page.url}">` +
        `<script>window.dataLayer = window.dataLayer || [];</script></head>`;
      return `<!DOCTYPE html><html lang="${page.language}">${head}<body>${navHtml}${mainHtml()}<footer>${footer}</footer></body></html>`;
    },
  };
}

function factLines(page: SyntheticPage): string[] {
  const f = page.facts;
  return [
    `Author: ${f.author}`,
    `Published: ${String(f.publishedAt).slice(0, 10)}`,
    `Price: $${Number(f.price).toFixed(2)}`,
    `SKU: ${f.sku}`,
    `Rating: ${f.rating}`,
    `In stock: ${f.inStock ? 'yes' : 'no'}`,
    `Version: ${f.version}`,
    `Contact: ${f.email}`,
    `Location: ${f.city}`,
    `Employees: ${f.employees}`,
  ];
}
