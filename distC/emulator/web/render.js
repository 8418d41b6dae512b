import { actionResults, addExtraFormatFields } from './extra-formats.js';
import { normalizeFormats } from './formats.js';
import { pageMarkup } from './page-markup.js';
import { hash32 } from './prng.js';
import { fillSchema } from './schema-fill.js';
import { piecesToJsonBytes, piecesToString, pushJsonLiteral } from './text-pieces.js';
import { parseHttpUrl } from './url-utils.js';
import { LOCALES } from './words.js';
/** Tells a failure record from a page object. */
export function isScrapeFailure(value) {
    return typeof value.error === 'string' && !('metadata' in value);
}
function resolvePage(ctx, url) {
    const parsed = parseHttpUrl(url);
    if (!parsed)
        return { failure: { url, error: `Invalid URL: ${url}`, code: 'BAD_REQUEST' } };
    const page = ctx.lookup(url) ?? notFoundPage(ctx, parsed);
    if (!page) {
        const error = `DNS resolution failed for ${parsed.hostname}. Check that the domain exists.`;
        return { failure: { url, error, code: 'SCRAPE_DNS_RESOLUTION_ERROR' } };
    }
    if (page.failure)
        return { failure: { url, error: page.failure.error, code: page.failure.code } };
    return { page };
}
// Stand-ins for the large fields while the small rest of the document is stringified; a NUL never occurs
// in page text, so each stand-in is found exactly once.
const SENTINEL = (name) => `\u0000${name}\u0000`;
/**
 * Builds the page object with large text fields as pieces; `text` turns pieces into field values (strings
 * for {@link renderDocument}, sentinels for {@link renderDocumentJson}).
 */
function assemble(ctx, page, url, options, text) {
    const formats = normalizeFormats(options.formats);
    const full = options.onlyMainContent === false;
    const markup = pageMarkup(ctx, page);
    const out = {};
    if (formats.has('markdown'))
        out.markdown = text('markdown', () => markup.markdown(full));
    if (formats.has('html'))
        out.html = text('html', () => markup.html(full));
    if (formats.has('rawHtml'))
        out.rawHtml = text('rawHtml', () => markup.rawHtml());
    if (formats.has('links'))
        out.links = [...page.links];
    if (formats.has('images'))
        out.images = page.images.map((i) => i.url);
    if (formats.has('screenshot')) {
        const shot = hash32(ctx.options.seed, 'screenshot', page.url).toString(16).padStart(8, '0');
        out.screenshot = `https://storage.crawlstream.test/screenshots/${shot}.png`;
    }
    if (formats.has('summary'))
        out.summary = `${page.description} ${markup.abstract}`;
    const json = formats.get('json');
    if (json)
        out.json = fillSchema(json.schema ?? true, [page], ctx);
    if (formats.has('changeTracking')) {
        out.changeTracking = { previousScrapeAt: null, changeStatus: 'new', visibility: 'visible' };
    }
    addExtraFormatFields(ctx, page, formats, out);
    const actions = actionResults(ctx, page, options.actions, () => piecesToString(markup.html(full)));
    if (actions)
        out.actions = actions;
    // Format fields first, metadata last: a stable key order.
    out.metadata = metadataOf(page, url);
    return out;
}
/**
 * Renders the page object of a URL with the formats asked for (`markdown` by default; `html`, `rawHtml`,
 * `links`, `images`, `screenshot` as a URL, `summary`, `json` filled from the page by its `schema`,
 * `changeTracking`), or the failure record of a page that fails. `onlyMainContent: false` adds navigation and
 * footer to markdown and html. A URL on a known host with an unknown path renders as a 404 page; an unknown
 * host fails with `SCRAPE_DNS_RESOLUTION_ERROR`. The result is a pure function of seed, URL and options.
 */
export function renderDocument(ctx, url, options = {}) {
    const r = resolvePage(ctx, url);
    if ('failure' in r)
        return r.failure;
    return assemble(ctx, r.page, url, options, (_name, pieces) => piecesToString(pieces()));
}
/**
 * The page object with its large text fields kept apart: the small JSON text of the rest cut where those
 * fields go (`texts`, one more than `fields`), and each field's pieces in document order. The rest is
 * stringified with a sentinel in each field's place, found once each, in field order.
 */
function pageApart(ctx, page, url, options) {
    const byName = new Map();
    const doc = assemble(ctx, page, url, options, (name, pieces) => {
        byName.set(name, pieces());
        return SENTINEL(name);
    });
    const text = JSON.stringify(doc);
    const texts = [];
    let from = 0;
    for (const name of byName.keys()) {
        const marker = JSON.stringify(SENTINEL(name));
        const at = text.indexOf(marker, from);
        texts.push(text.slice(from, at));
        from = at + marker.length;
    }
    texts.push(text.slice(from));
    return { texts, fields: [...byName.values()] };
}
/**
 * `JSON.stringify(renderDocument(url, options))`, built without a stringify pass over the large fields:
 * their JSON literals are joined from pre-escaped blocks, with the rest, in one pass. This is what a status
 * page should serve.
 */
export function renderDocumentJson(ctx, url, options = {}) {
    const r = resolvePage(ctx, url);
    if ('failure' in r)
        return JSON.stringify(r.failure);
    const { texts, fields } = pageApart(ctx, r.page, url, options);
    const parts = [];
    fields.forEach((pieces, i) => {
        parts.push(texts[i]);
        pushJsonLiteral(pieces, parts);
    });
    parts.push(texts[fields.length]);
    return parts.join('');
}
/**
 * The JSON text of `renderDocument(url, options)` as UTF-8 bytes, built from the pool's pre-encoded
 * paragraphs (no string join, no stringify, no encode pass over the body), with its length in characters
 * (the unit the service's ~10 MiB page cut counts). Failures come back as the failure record.
 */
export function renderDocumentBytes(ctx, url, options = {}) {
    const r = resolvePage(ctx, url);
    if ('failure' in r)
        return { ok: false, failure: r.failure };
    const { texts, fields } = pageApart(ctx, r.page, url, options);
    const buffers = [];
    let chars = 0;
    texts.forEach((text, i) => {
        buffers.push(Buffer.from(text));
        chars += text.length;
        const pieces = fields[i];
        if (pieces === undefined)
            return;
        const field = piecesToJsonBytes(pieces);
        buffers.push(...field.buffers);
        chars += field.chars;
    });
    return { ok: true, json: Buffer.concat(buffers), chars };
}
function notFoundPage(ctx, url) {
    const hostPages = ctx.model.byHost.get(url.hostname);
    const root = hostPages?.[0];
    if (!root)
        return undefined;
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
function metadataOf(page, sourceURL) {
    const locale = LOCALES[page.language] ?? 'en_US';
    const meta = {
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
    if (image)
        meta.ogImage = image.url;
    return meta;
}
