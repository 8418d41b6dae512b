/**
 * What the emulator makes of an uploaded file: the text of a PDF (the strings its pages show, from content
 * streams plain or deflated, one line per text line) and the markdown of an HTML page (headings, paragraphs,
 * lists and links; scripts and styles dropped). Other types the service parses (office documents) are
 * refused as this emulator cannot read them.
 */
import { inflateSync } from 'node:zlib';
export function parseUploadedFile(filename, bytes) {
    const lower = filename.toLowerCase();
    if (lower.endsWith('.pdf'))
        return parsePdf(bytes);
    if (lower.endsWith('.html') || lower.endsWith('.htm'))
        return parseHtml(bytes.toString('utf8'));
    return `This emulator parses .pdf, .html and .htm files; ${filename} is not one`;
}
function parsePdf(bytes) {
    const text = bytes.toString('latin1');
    if (!text.startsWith('%PDF-'))
        return 'The file is not a PDF (no %PDF- header)';
    const pages = (text.match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length || 1;
    const lines = [];
    const stream = /<<([\s\S]*?)>>\s*stream\r?\n/g;
    for (let m = stream.exec(text); m; m = stream.exec(text)) {
        const start = m.index + m[0].length;
        const end = text.indexOf('endstream', start);
        if (end === -1)
            break;
        let content = bytes.subarray(start, end);
        if (/\/FlateDecode/.test(m[1] ?? '')) {
            try {
                content = inflateSync(content);
            }
            catch {
                continue;
            }
        }
        lines.push(...textLines(content.toString('latin1')));
    }
    const title = /\/Title\s*\(([^)]*)\)/.exec(text)?.[1] ?? lines[0] ?? '';
    return { markdown: lines.join('\n'), title, pages };
}
/** The text a content stream shows: `(…) Tj`, `[(…) …] TJ` and `(…) '`, a new line at each `Td`/`T*`/`ET`. */
function textLines(content) {
    const lines = [];
    let line = '';
    const ops = /\[((?:\([^)]*\)|[^\]])*)\]\s*TJ|\(((?:\\.|[^\\)])*)\)\s*(Tj|')|(T\*|Td|TD|ET)\b/g;
    const flush = () => {
        if (line.trim() !== '')
            lines.push(line.trim());
        line = '';
    };
    for (let m = ops.exec(content); m; m = ops.exec(content)) {
        if (m[1] !== undefined) {
            for (const s of m[1].matchAll(/\(((?:\\.|[^\\)])*)\)/g))
                line += unescapePdf(s[1] ?? '');
        }
        else if (m[2] !== undefined) {
            if (m[3] === "'")
                flush();
            line += unescapePdf(m[2]);
        }
        else
            flush();
    }
    flush();
    return lines;
}
function unescapePdf(s) {
    return s.replace(/\\([nrt()\\])/g, (_, c) => ({ n: '\n', r: '\r', t: '\t' })[c] ?? c);
}
function parseHtml(html) {
    const title = decode(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1]?.trim() ?? '');
    const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
    const markdown = decode(body
        .replace(/<(script|style|head)[^>]*>[\s\S]*?<\/\1>/gi, '')
        .replace(/<h([1-6])[^>]*>([\s\S]*?)<\/h\1>/gi, (_, n, t) => `\n\n${'#'.repeat(Number(n))} ${t.trim()}\n\n`)
        .replace(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href, t) => `[${t.trim()}](${href})`)
        .replace(/<li[^>]*>/gi, '\n- ')
        .replace(/<(br|\/p|\/div|\/ul|\/ol|\/li)[^>]*>/gi, '\n')
        .replace(/<[^>]+>/g, ''))
        .split('\n')
        .map((l) => l.trim())
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim();
    return { markdown, html, title, pages: 1 };
}
function decode(text) {
    return text
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&');
}
