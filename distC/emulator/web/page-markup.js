import { buildBody } from './content.js';
import { LOCALES } from './words.js';
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Lays out a page: a head (title, description, facts, images, abstract, links) then the body text. */
export function pageMarkup(ctx, page) {
    const facts = page.statusCode === 200 ? factLines(page) : [];
    const abstract = `${page.title} covers ${page.keywords.join(', ')}. Written by ${page.author}.`;
    const related = page.links.map((url) => {
        const target = ctx.lookupLink(url);
        return { url, title: target?.linkTitle ?? target?.title ?? url };
    });
    const mdHead = [
        `# ${page.title}`,
        page.description,
        ...(facts.length > 0 ? [facts.map((f) => `- ${f}`).join('\n')] : []),
        ...page.images.map((i) => `![${i.alt}](${i.url})`),
        abstract,
        ...(related.length > 0 ? [related.map((r) => `- [${r.title}](${r.url})`).join('\n')] : []),
    ].join('\n\n');
    const links = related.map((r) => `<li><a href="${escapeHtml(r.url)}">${escapeHtml(r.title)}</a></li>`);
    const htmlHead = [
        `<h1>${escapeHtml(page.title)}</h1>`,
        `<p>${escapeHtml(page.description)}</p>`,
        ...(facts.length > 0 ? [`<ul>${facts.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`] : []),
        ...page.images.map((i) => `<img src="${i.url}" alt="${escapeHtml(i.alt)}" width="${i.width}" height="${i.height}">`),
        `<p>${escapeHtml(abstract)}</p>`,
        ...(links.length > 0 ? [`<ul>${links.join('')}</ul>`] : []),
    ].join('\n');
    // The body fills what the head leaves of `page.size` (minus the blank line between them).
    let body;
    const getBody = () => {
        body ??= buildBody(page, ctx.pool, page.size - mdHead.length - 2, ctx.options.bodyText === 'distinct');
        return body;
    };
    const hosts = ctx.model.sites.find((s) => s.domain === page.site)?.hosts ?? [page.host];
    const navMarkdown = hosts.map((h) => `[${h}](https://${h}/)`).join(' | ');
    const navHtml = `<nav>${hosts.map((h) => `<a href="https://${h}/">${h}</a>`).join(' ')}</nav>`;
    const footer = `© ${page.publishedAt.slice(0, 4)} ${page.site}`;
    const mainMarkdown = () => {
        const b = getBody();
        return b.markdown.length > 0
            ? [mdHead, '\n\n', { blocks: b.markdown, separator: '\n\n', encoded: b.markdownBytes }]
            : [mdHead];
    };
    const mainHtml = () => {
        const b = getBody();
        const inner = b.html.length > 0 ? ['\n', { blocks: b.html, separator: '\n', encoded: b.htmlBytes }] : [];
        return [`<main>${htmlHead}`, ...inner, '</main>'];
    };
    return {
        abstract,
        markdown: (full) => (full ? [`${navMarkdown}\n\n`, ...mainMarkdown(), `\n\n${footer}`] : mainMarkdown()),
        html: (full) => full ? [`<body>${navHtml}`, ...mainHtml(), `<footer>${footer}</footer></body>`] : mainHtml(),
        rawHtml() {
            const locale = LOCALES[page.language] ?? 'en_US';
            const head = `<head><meta charset="utf-8"><title>${escapeHtml(page.title)}</title>` +
                `<meta name="description" content="${escapeHtml(page.description)}">` +
                `<meta name="keywords" content="${escapeHtml(page.keywords.join(', '))}">` +
                `<meta property="og:locale" content="${locale}"><link rel="canonical" href="${page.url}">` +
                `<script>window.dataLayer = window.dataLayer || [];</script></head>`;
            return [
                `<!DOCTYPE html><html lang="${page.language}">${head}<body>${navHtml}`,
                ...mainHtml(),
                `<footer>${footer}</footer></body></html>`,
            ];
        },
    };
}
function factLines(page) {
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
