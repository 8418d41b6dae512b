/**
 * The document fields of the formats beyond text and json, and of `actions`, as the service fills them:
 * `attributes` (one entry per selector, with the values found), `answer` (question), `highlights`,
 * `branding`, `audio` and `video` (file URLs), and an `actions` object with what the actions produced
 * (`screenshots`, `scrapes`, `javascriptReturns`, `pdfs`). Values are a pure function of seed, page and
 * options, like everything the synthetic web renders.
 */
import type { WebContext } from './context.js';
import type { FormatRequest } from './formats.js';
import { hash32 } from './prng.js';
import type { PageDraft } from './site-graph.js';

const STORAGE = 'https://storage.crawlstream.test';

function fileUrl(ctx: WebContext, kind: string, page: PageDraft, index = 0, ext = kind): string {
  const id = hash32(ctx.options.seed, kind, page.url, String(index)).toString(16).padStart(8, '0');
  return `${STORAGE}/${kind}s/${id}.${ext}`;
}

/** What the selector of an `attributes` format finds on the page. */
function attributeValues(page: PageDraft, selector: string, attribute: string): string[] {
  if (attribute === 'href' && /(^|\s)a(\[|$|\s|\.|#)/.test(selector))
    return page.links.slice(0, 5).map(String);
  if (attribute === 'src' && /(^|\s)img/.test(selector)) return page.images.map((i) => i.url).slice(0, 5);
  if (attribute === 'lang' && selector.includes('html')) return [page.language];
  return [];
}

/** Adds the fields of the extra formats that `formats` asks for to `out`. */
export function addExtraFormatFields(
  ctx: WebContext,
  page: PageDraft,
  formats: ReadonlyMap<string, FormatRequest>,
  out: Record<string, unknown>,
): void {
  const attributes = formats.get('attributes');
  if (attributes) {
    const selectors = (attributes.selectors ?? []) as { selector: string; attribute: string }[];
    out.attributes = selectors.map(({ selector, attribute }) => ({
      selector,
      attribute,
      values: attributeValues(page, selector, attribute),
    }));
  }
  const question = formats.get('question');
  if (question) out.answer = `${page.title}: ${page.description}`;
  const highlights = formats.get('highlights');
  if (highlights) out.highlights = `${page.description} (${String(highlights.query ?? '')})`;
  if (formats.has('branding')) {
    const hue = hash32(ctx.options.seed, 'brand', page.site) % 360;
    out.branding = {
      colorScheme: hue % 2 === 0 ? 'light' : 'dark',
      brandName: page.site,
      logo: fileUrl(ctx, 'logo', page, 0, 'png'),
      fonts: [{ family: 'Inter' }],
      colors: { primary: `hsl(${hue}, 60%, 45%)`, background: '#ffffff', textPrimary: '#111111' },
    };
  }
  if (formats.has('audio')) out.audio = fileUrl(ctx, 'audio', page, 0, 'mp3');
  if (formats.has('video')) out.video = fileUrl(ctx, 'video', page, 0, 'mp4');
}

/** The `actions` object of a document whose scrape ran `actions`; `undefined` when none ran. */
export function actionResults(
  ctx: WebContext,
  page: PageDraft,
  actions: unknown,
  html: () => string,
): Record<string, unknown> | undefined {
  if (!Array.isArray(actions) || actions.length === 0) return undefined;
  const results = {
    screenshots: [] as string[],
    scrapes: [] as unknown[],
    javascriptReturns: [] as unknown[],
    pdfs: [] as string[],
  };
  actions.forEach((action: { type?: unknown }, index) => {
    switch (action.type) {
      case 'screenshot':
        results.screenshots.push(fileUrl(ctx, 'screenshot', page, index, 'png'));
        break;
      case 'scrape':
        results.scrapes.push({ url: page.url, html: html() });
        break;
      case 'executeJavascript':
        results.javascriptReturns.push({ type: 'undefined', value: null });
        break;
      case 'pdf':
        results.pdfs.push(fileUrl(ctx, 'pdf', page, index, 'pdf'));
        break;
    }
  });
  return results;
}
