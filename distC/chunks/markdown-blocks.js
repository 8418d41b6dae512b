/**
 * The blocks of a Markdown text, as a chunker cuts it: headings (`#` to `######`), fenced code
 * (```` ``` ```` or `~~~`, to its closing fence), tables (lines starting with `|`), list items, and
 * paragraphs (lines up to a blank one). A block is a stretch of the text from the first character of its
 * first line to the end of its last line.
 */
/** The blocks of `markdown`, in order. */
export function markdownBlocks(markdown) {
    const blocks = [];
    let open;
    const close = () => {
        if (open)
            blocks.push({ kind: open.kind, start: open.start, end: open.end });
        open = undefined;
    };
    let at = 0;
    while (at < markdown.length) {
        const lineEnd = endOfLine(markdown, at);
        const first = firstNonSpace(markdown, at, lineEnd);
        if (first === lineEnd)
            close();
        else if (isFence(markdown, first)) {
            close();
            const end = fenceEnd(markdown, first, lineEnd);
            blocks.push({ kind: 'code', start: at, end });
            at = end;
            continue;
        }
        else if (markdown.charCodeAt(first) === 35 /* # */ && headingLevel(markdown, first, lineEnd) > 0) {
            close();
            blocks.push({
                kind: 'heading',
                start: at,
                end: lineEnd,
                level: headingLevel(markdown, first, lineEnd),
            });
        }
        else {
            const kind = markdown.charCodeAt(first) === 124 /* | */ ? 'table' : 'text';
            if (open !== undefined && (open.kind !== kind || (kind === 'text' && isListItem(markdown, first))))
                close();
            if (open === undefined)
                open = { kind, start: at, end: lineEnd };
            else
                open.end = lineEnd;
        }
        at = lineEnd + 1;
    }
    close();
    return blocks;
}
/** A heading block's text without its `#`s. */
export function headingText(markdown, block) {
    return markdown
        .slice(block.start, block.end)
        .trim()
        .replace(/^#+\s*/, '')
        .replace(/\s+#+\s*$/, '')
        .trim();
}
function endOfLine(text, at) {
    const end = text.indexOf('\n', at);
    return end === -1 ? text.length : end;
}
/** The first character of the line that is not a space or tab (at most three, as Markdown allows). */
function firstNonSpace(text, at, lineEnd) {
    let i = at;
    while (i < lineEnd) {
        const c = text.charCodeAt(i);
        if (c !== 32 && c !== 9 && c !== 13)
            break;
        i++;
    }
    return i;
}
function headingLevel(text, first, lineEnd) {
    let level = 0;
    while (first + level < lineEnd && text.charCodeAt(first + level) === 35)
        level++;
    const after = text.charCodeAt(first + level);
    return level <= 6 && (first + level === lineEnd || after === 32 || after === 9) ? level : 0;
}
function isFence(text, first) {
    return text.startsWith('```', first) || text.startsWith('~~~', first);
}
/** Where a fenced block that opens at `first` ends: the end of its closing fence's line, or of the text. */
function fenceEnd(text, first, lineEnd) {
    const fence = text.slice(first, first + 3);
    let at = lineEnd + 1;
    while (at < text.length) {
        const end = endOfLine(text, at);
        if (text.startsWith(fence, firstNonSpace(text, at, end)))
            return end;
        at = end + 1;
    }
    return text.length;
}
function isListItem(text, first) {
    const c = text.charCodeAt(first);
    if ((c === 45 || c === 42 || c === 43) && text.charCodeAt(first + 1) === 32)
        return true; // - * +
    let i = first;
    while (text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57)
        i++;
    return (i > first && (text.charCodeAt(i) === 46 || text.charCodeAt(i) === 41) && text.charCodeAt(i + 1) === 32);
}
