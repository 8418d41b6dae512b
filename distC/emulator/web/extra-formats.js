import { hash32 } from './prng.js';
const STORAGE = 'https://storage.crawlstream.test';
function fileUrl(ctx, kind, page, index = 0, ext = kind) {
    const id = hash32(ctx.options.seed, kind, page.url, String(index)).toString(16).padStart(8, '0');
    return `${STORAGE}/${kind}s/${id}.${ext}`;
}
/** What the selector of an `attributes` format finds on the page. */
function attributeValues(page, selector, attribute) {
    if (attribute === 'href' && /(^|\s)a(\[|$|\s|\.|#)/.test(selector))
        return page.links.slice(0, 5).map(String);
    if (attribute === 'src' && /(^|\s)img/.test(selector))
        return page.images.map((i) => i.url).slice(0, 5);
    if (attribute === 'lang' && selector.includes('html'))
        return [page.language];
    return [];
}
/** Adds the fields of the extra formats that `formats` asks for to `out`. */
export function addExtraFormatFields(ctx, page, formats, out) {
    const attributes = formats.get('attributes');
    if (attributes) {
        const selectors = (attributes.selectors ?? []);
        out.attributes = selectors.map(({ selector, attribute }) => ({
            selector,
            attribute,
            values: attributeValues(page, selector, attribute),
        }));
    }
    const question = formats.get('question');
    if (question)
        out.answer = `${page.title}: ${page.description}`;
    const highlights = formats.get('highlights');
    if (highlights)
        out.highlights = `${page.description} (${String(highlights.query ?? '')})`;
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
    if (formats.has('audio'))
        out.audio = fileUrl(ctx, 'audio', page, 0, 'mp3');
    if (formats.has('video'))
        out.video = fileUrl(ctx, 'video', page, 0, 'mp4');
}
/** The `actions` object of a document whose scrape ran `actions`; `undefined` when none ran. */
export function actionResults(ctx, page, actions, html) {
    if (!Array.isArray(actions) || actions.length === 0)
        return undefined;
    const results = {
        screenshots: [],
        scrapes: [],
        javascriptReturns: [],
        pdfs: [],
    };
    actions.forEach((action, index) => {
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
