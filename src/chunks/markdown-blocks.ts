/**
 * The blocks of a Markdown text, as a chunker cuts it: headings (`#` to `######`), fenced code
 * (```` ``` ```` or `~~~`, to its closing fence), tables (lines starting with `|`), list items, and
 * paragraphs (lines up to a blank one). A block is a stretch of the text from the first character of its
 * first line to the end of its last line.
 */

export type BlockKind = 'heading' | 'code' | 'table' | 'text';

export interface MarkdownBlock {
  readonly kind: BlockKind;
  readonly start: number;
  readonly end: number;
  /** A heading's level (1 for `#`). */
  readonly level?: number;
}

/** The blocks of `markdown`, in order. */
export function markdownBlocks(markdown: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  // The paragraph or table being read: its kind (none when `undefined`), first line's start, last line's end.
  let open: 'text' | 'table' | undefined;
  let openStart = 0;
  let openEnd = 0;
  const close = () => {
    if (open !== undefined) blocks.push({ kind: open, start: openStart, end: openEnd });
    open = undefined;
  };
  let at = 0;
  while (at < markdown.length) {
    const lineEnd = endOfLine(markdown, at);
    const first = firstNonSpace(markdown, at, lineEnd);
    if (first === lineEnd) close();
    else if (isFence(markdown, first)) {
      close();
      const end = fenceEnd(markdown, first, lineEnd);
      blocks.push({ kind: 'code', start: at, end });
      at = end;
      continue;
    } else if (markdown.charCodeAt(first) === 35 /* # */ && headingLevel(markdown, first, lineEnd) > 0) {
      close();
      blocks.push({
        kind: 'heading',
        start: at,
        end: lineEnd,
        level: headingLevel(markdown, first, lineEnd),
      });
    } else {
      const kind = markdown.charCodeAt(first) === 124 /* | */ ? 'table' : 'text';
      if (open !== undefined && (open !== kind || (kind === 'text' && isListItem(markdown, first)))) close();
      if (open === undefined) [open, openStart] = [kind, at];
      openEnd = lineEnd;
    }
    at = lineEnd + 1;
  }
  close();
  return blocks;
}

/** A heading block's text without its `#`s. */
export function headingText(markdown: string, block: MarkdownBlock): string {
  return markdown
    .slice(block.start, block.end)
    .trim()
    .replace(/^#+\s*/, '')
    .replace(/\s+#+\s*$/, '')
    .trim();
}

function endOfLine(text: string, at: number): number {
  const end = text.indexOf('\n', at);
  return end === -1 ? text.length : end;
}

/** The first character of the line that is not a space or tab (at most three, as Markdown allows). */
function firstNonSpace(text: string, at: number, lineEnd: number): number {
  let i = at;
  while (i < lineEnd) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 13) break;
    i++;
  }
  return i;
}

function headingLevel(text: string, first: number, lineEnd: number): number {
  let level = 0;
  while (first + level < lineEnd && text.charCodeAt(first + level) === 35) level++;
  const after = text.charCodeAt(first + level);
  return level <= 6 && (first + level === lineEnd || after === 32 || after === 9) ? level : 0;
}

function isFence(text: string, first: number): boolean {
  const c = text.charCodeAt(first);
  return (
    (c === 96 /* ` */ || c === 126) /* ~ */ &&
    text.charCodeAt(first + 1) === c &&
    text.charCodeAt(first + 2) === c
  );
}

/** Where a fenced block that opens at `first` ends: the end of its closing fence's line, or of the text. */
function fenceEnd(text: string, first: number, lineEnd: number): number {
  const fence = text.slice(first, first + 3);
  let at = lineEnd + 1;
  while (at < text.length) {
    const end = endOfLine(text, at);
    if (text.startsWith(fence, firstNonSpace(text, at, end))) return end;
    at = end + 1;
  }
  return text.length;
}

function isListItem(text: string, first: number): boolean {
  const c = text.charCodeAt(first);
  if ((c === 45 || c === 42 || c === 43) && text.charCodeAt(first + 1) === 32) return true; // - * +
  let i = first;
  while (text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i++;
  return (
    i > first && (text.charCodeAt(i) === 46 || text.charCodeAt(i) === 41) && text.charCodeAt(i + 1) === 32
  );
}
