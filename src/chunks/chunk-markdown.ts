/**
 * Markdown cut into chunks of at most `maxTokens` tokens for retrieval: at headings first (a chunk never
 * runs on past a heading, and carries the path of headings it is under), then between blocks (paragraphs,
 * list items, whole code blocks and tables), then between the sentences or lines of a block too long for
 * one chunk, and last between the tokenizer's pieces. Each chunk after the first of a section begins with
 * the previous chunk's last sentences, up to `overlapTokens`.
 *
 * A chunk is a stretch of the page's Markdown whose ends fall between the tokenizer's pieces, so its
 * tokens are counted once, with the page's, and are exact.
 */
import { KeptArray } from './kept-array.js';
import { headingText, type MarkdownBlock, markdownBlocks } from './markdown-blocks.js';
import { isWhiteSpace } from './pre-tokenizer.js';
import { keptPieces, type TextPieces, type TokenCounter } from './token-counter.js';

/** How Markdown is cut. */
export interface ChunkingOptions {
  /** The most tokens of a chunk. @default 512 */
  maxTokens?: number;
  /** The most tokens a chunk repeats of the one before it, in whole sentences. @default 64 */
  overlapTokens?: number;
}

/** One chunk of a page's Markdown. */
export interface MarkdownChunk {
  /** Its place among the page's chunks, from 0. */
  index: number;
  text: string;
  /** The headings it is under, outermost first, joined by ` > ` (`''` before the first heading). */
  heading: string;
  /** Its tokens, counted by the counter's encoding. */
  tokens: number;
}

export const DEFAULT_CHUNK_TOKENS = 512;
export const DEFAULT_CHUNK_OVERLAP = 64;

/** A stretch of the text that chunks are made of: a block, or a sentence, line or run of pieces of one. */
interface Unit {
  start: number;
  end: number;
  /** The tokens of the text up to `start` and up to `end`: a stretch's tokens are their difference. */
  startTokens: number;
  endTokens: number;
  kind: MarkdownBlock['kind'];
  heading: string;
  /**
   * Part of a single piece of more than `maxTokens` tokens (a long run of letters or symbols): a chunk of
   * its own, cut between characters, its tokens counted on its own.
   */
  alone?: boolean;
}

/** `markdown` in chunks (none for empty or blank text). */
export function chunkMarkdown(
  markdown: string,
  counter: TokenCounter,
  options: ChunkingOptions = {},
): MarkdownChunk[] {
  const maxTokens = options.maxTokens ?? DEFAULT_CHUNK_TOKENS;
  const overlapTokens = Math.min(options.overlapTokens ?? DEFAULT_CHUNK_OVERLAP, maxTokens - 1);
  const pieces = counter.pieces(markdown, keptPagePieces);
  keptPagePieces = keptPieces(pieces);
  const text = new PieceText(markdown, pieces, counter);
  const units = fittingUnits(text, blockUnits(markdown, text), maxTokens);
  const chunks: MarkdownChunk[] = [];
  let i = 0;
  let start = units[0]?.start ?? 0;
  while (i < units.length) {
    const first = units[i] as Unit;
    if (first.alone) {
      const chunk = aloneChunk(markdown, first, chunks.length, counter);
      if (chunk !== undefined) chunks.push(chunk);
      start = units[++i]?.start ?? 0;
      continue;
    }
    let startTokens = text.tokensAt(start);
    if (first.endTokens - startTokens > maxTokens) {
      start = first.start;
      startTokens = first.startTokens;
    }
    let j = i + 1;
    let headingsOnly = first.kind === 'heading';
    for (; j < units.length; j++) {
      const unit = units[j] as Unit;
      if (
        unit.alone ||
        (unit.kind === 'heading' && !headingsOnly) ||
        unit.endTokens - startTokens > maxTokens
      )
        break;
      headingsOnly &&= unit.kind === 'heading';
    }
    const end = (units[j - 1] as Unit).end;
    let under = i;
    while (under < j - 1 && (units[under] as Unit).kind === 'heading') under++;
    const chunk = text.chunk(start, end, chunks.length, (units[under] as Unit).heading, counter);
    if (chunk !== undefined) chunks.push(chunk);
    if (j < units.length) {
      const next = units[j] as Unit;
      start = next.start;
      if (overlapTokens > 0 && next.kind !== 'heading') {
        const from = overlapStart(markdown, text, { units, from: i, to: j }, overlapTokens);
        if (from > (units[i] as Unit).start && text.tokens(from, next.end) <= maxTokens) start = from;
      }
    }
    i = j;
  }
  return chunks;
}

/** The last page's pieces, whose arrays the next page's reuse (chunking is synchronous: one page at a time). */
let keptPagePieces: TextPieces | undefined;

/** Characters of a bucket of the piece index (a power of two): a piece is found in a few steps. */
const BUCKET_BITS = 5;

/** The page's text with its pieces: token arithmetic between piece boundaries. */
class PieceText {
  /** For every 2^{@link BUCKET_BITS} characters, the first piece that ends at or after the bucket's start. */
  readonly #buckets: Int32Array;

  constructor(
    readonly text: string,
    readonly pieces: TextPieces,
    readonly counter: TokenCounter,
  ) {
    this.#buckets = pieceBuckets(pieces, text.length);
  }

  /**
   * The first piece boundary at or after `at` into `boundary` (its place and the tokens up to it): the two
   * of {@link snap} and {@link tokensAt} in one look.
   */
  boundaryAt(at: number, boundary: { at: number; tokens: number }): void {
    const i = this.#boundary(at);
    boundary.at = this.#end(i);
    boundary.tokens = this.#tokensTo(i);
  }

  /** The first piece boundary at or after `at` (0 and the text's end are boundaries). */
  snap(at: number): number {
    return this.#end(this.#boundary(at));
  }

  /** The tokens between two boundaries. */
  tokens(from: number, to: number): number {
    return this.tokensAt(to) - this.tokensAt(from);
  }

  /** The tokens of the text up to the boundary `at`. */
  tokensAt(at: number): number {
    return this.#tokensTo(this.#boundary(at));
  }

  /**
   * Boundaries that cut the stretch into parts of at most `maxTokens` tokens each (a single piece of more
   * stays whole).
   */
  pieceCuts(from: number, to: number, maxTokens: number): number[] {
    const cuts: number[] = [];
    let part = from;
    let last = from;
    for (let i = this.#pieceEndingAtOrAfter(from + 1); i < this.pieces.length; i++) {
      const end = this.pieces.ends[i] as number;
      if (end > to) break;
      if (last > part && this.tokens(part, end) > maxTokens) {
        cuts.push(last);
        part = last;
      }
      last = end;
    }
    return cuts;
  }

  /**
   * The chunk of the stretch, without the spaces it begins and ends with; its tokens are the stretch's up to
   * its last piece, and that piece's without the spaces, counted again.
   */
  chunk(start: number, to: number, index: number, heading: string, counter: TokenCounter) {
    let from = start;
    for (let i = this.#pieceEndingAtOrAfter(from + 1); i < this.pieces.length; i++) {
      const end = this.pieces.ends[i] as number;
      if (end > to || this.text.slice(from, end).trim() !== '') break;
      from = end;
    }
    const text = this.text.slice(from, to).trimEnd();
    if (text.trim() === '') return undefined;
    const textEnd = from + text.length;
    const last = this.#pieceEndingAtOrAfter(textEnd);
    const lastStart = last === 0 ? 0 : (this.pieces.ends[last - 1] as number);
    const tokens =
      (this.pieces.ends[last] as number) === textEnd
        ? this.tokens(from, textEnd)
        : this.tokens(from, lastStart) + counter.count(this.text.slice(lastStart, textEnd));
    return { index, text, heading, tokens } satisfies MarkdownChunk;
  }

  /** The piece that ends at the first boundary at or after `at`: -1 for the text's start, `length` past the last. */
  #boundary(at: number): number {
    return at <= 0 ? -1 : this.#pieceEndingAtOrAfter(at);
  }

  /** Where the boundary {@link #boundary} gave is. */
  #end(i: number): number {
    return i < 0 ? 0 : i < this.pieces.length ? (this.pieces.ends[i] as number) : this.text.length;
  }

  /** The tokens up to the boundary {@link #boundary} gave. */
  #tokensTo(i: number): number {
    const { length, tokensTo } = this.pieces;
    if (i < 0 || length === 0) return 0;
    return tokensTo[Math.min(i, length - 1)] as number;
  }

  /** The first piece whose end is at or after `at`. */
  #pieceEndingAtOrAfter(at: number): number {
    const { ends, length } = this.pieces;
    let i = this.#buckets[Math.min(at >> BUCKET_BITS, this.#buckets.length - 1)] as number;
    while (i < length && (ends[i] as number) < at) i++;
    return i;
  }
}

/** The most buckets kept from page to page (a page of 256 K characters; 32 KB). */
const KEPT_BUCKETS = 1 << 13;

/** The buckets of the page being cut, kept for the next (chunking is synchronous: one page at a time). */
const keptBuckets = new KeptArray((length) => new Int32Array(length), KEPT_BUCKETS);

/** For every {@link BUCKET_BITS}-sized bucket of a text, the first piece that ends at or after its start. */
function pieceBuckets({ ends, length }: TextPieces, textLength: number): Int32Array {
  const buckets = keptBuckets.of((textLength >> BUCKET_BITS) + 2);
  let i = 0;
  for (let b = 0; b < buckets.length; b++) {
    const at = b << BUCKET_BITS;
    while (i < length && (ends[i] as number) < at) i++;
    buckets[b] = i;
  }
  return buckets;
}

/** The blocks as units from one boundary to the next, with the headings each is under. */
function blockUnits(markdown: string, text: PieceText): Unit[] {
  const blocks = markdownBlocks(markdown);
  const path: { level: number; text: string }[] = [];
  let heading = '';
  const units: Unit[] = [];
  const boundary = { at: 0, tokens: 0 };
  text.boundaryAt(blocks.length === 0 ? 0 : (blocks[0] as MarkdownBlock).start, boundary);
  let { at: start, tokens: startTokens } = boundary;
  for (let b = 0; b < blocks.length; b++) {
    const block = blocks[b] as MarkdownBlock;
    if (block.kind === 'heading') {
      const level = block.level ?? 1;
      while (path.length > 0 && (path[path.length - 1] as { level: number }).level >= level) path.pop();
      path.push({ level, text: headingText(markdown, block) });
      heading = path.map((h) => h.text).join(' > ');
    }
    const next = blocks[b + 1];
    text.boundaryAt(next === undefined ? markdown.length : next.start, boundary);
    const { at: end, tokens: endTokens } = boundary;
    if (end <= start) continue;
    units.push({ start, end, startTokens, endTokens, kind: block.kind, heading });
    start = end;
    startTokens = endTokens;
  }
  return units;
}

/** The units, with each one too long for a chunk cut into sentences or lines, then between pieces. */
function fittingUnits(text: PieceText, units: Unit[], maxTokens: number): Unit[] {
  const fitting: Unit[] = [];
  for (const unit of units) {
    if (unit.endTokens - unit.startTokens <= maxTokens) {
      fitting.push(unit);
      continue;
    }
    const cuts =
      unit.kind === 'text' ? sentenceStarts(text.text, unit.start, unit.end) : lineStarts(text, unit);
    for (const part of between(
      text,
      unit,
      cuts.map((c) => text.snap(c)),
    )) {
      if (part.endTokens - part.startTokens <= maxTokens) {
        fitting.push(part);
        continue;
      }
      for (const piece of between(text, part, text.pieceCuts(part.start, part.end, maxTokens))) {
        if (piece.endTokens - piece.startTokens <= maxTokens) fitting.push(piece);
        else fitting.push(...characterCuts(text, piece, maxTokens));
      }
    }
  }
  return fitting;
}

/** A single piece of more than `maxTokens` cut between its tokens into parts of at most `maxTokens`. */
function characterCuts(text: PieceText, unit: Unit, maxTokens: number): Unit[] {
  const parts: Unit[] = [];
  for (let start = unit.start; start < unit.end; ) {
    const length = text.counter.prefixWithin(text.text.slice(start, unit.end), maxTokens);
    // Cut inside a piece, it keeps the piece's token positions: a part alone is counted when it is a chunk.
    parts.push({ ...unit, start, end: start + length, alone: true });
    start += length;
  }
  return parts;
}

function aloneChunk(markdown: string, unit: Unit, index: number, counter: TokenCounter) {
  const text = markdown.slice(unit.start, unit.end).trimEnd();
  if (text.trim() === '') return undefined;
  return { index, text, heading: unit.heading, tokens: counter.count(text) } satisfies MarkdownChunk;
}

/** `unit` cut at `cuts` (boundaries inside it, in order; others are left out). */
function between(text: PieceText, unit: Unit, cuts: readonly number[]): Unit[] {
  const parts: Unit[] = [];
  let start = unit.start;
  let startTokens = unit.startTokens;
  for (const cut of cuts) {
    if (cut <= start || cut >= unit.end) continue;
    const cutTokens = text.tokensAt(cut);
    parts.push({ ...unit, start, end: cut, startTokens, endTokens: cutTokens });
    start = cut;
    startTokens = cutTokens;
  }
  parts.push({ ...unit, start, end: unit.end, startTokens });
  return parts;
}

/**
 * Where the sentences (and lines) of the stretch from `from` to `to` begin, after its first, in order: after
 * a line break, and at the space after `.`, `!` or `?` and any closing quotes and brackets.
 */
function sentenceStarts(markdown: string, from: number, to: number): number[] {
  const starts: number[] = [];
  for (
    let at = sentenceStartBefore(markdown, from, to);
    at >= 0;
    at = sentenceStartBefore(markdown, from, at)
  )
    starts.push(at);
  return starts.reverse();
}

/**
 * The last of {@link sentenceStarts} before `before`; -1 when none. Read from `before` back: the chunker
 * wants the last few sentences of a chunk for the next one's overlap.
 */
function sentenceStartBefore(markdown: string, from: number, before: number): number {
  for (let i = before - 2; i >= from; i--) {
    const c = markdown.charCodeAt(i);
    if (c === 10) return i + 1;
    if (c !== 46 && c !== 33 && c !== 63) continue;
    let j = i + 1;
    while (isCloser(markdown.charCodeAt(j))) j++;
    if (j < before && isWhiteSpace(markdown.charCodeAt(j))) return j;
  }
  return -1;
}

/** `"`, `'`, `)` or `]`. */
function isCloser(c: number): boolean {
  return c === 34 || c === 39 || c === 41 || c === 93;
}

function lineStarts(text: PieceText, unit: Unit): number[] {
  const starts: number[] = [];
  for (let at = text.text.indexOf('\n', unit.start); at !== -1 && at < unit.end; ) {
    starts.push(at + 1);
    at = text.text.indexOf('\n', at + 1);
  }
  return starts;
}

/**
 * Where the next chunk begins so that it repeats the end of this one (`units` from `from` to before `to`):
 * the earliest sentence or block start whose stretch to the chunk's end has at most `overlapTokens` tokens,
 * never before a heading.
 */
function overlapStart(
  markdown: string,
  text: PieceText,
  { units, from, to }: { units: readonly Unit[]; from: number; to: number },
  overlapTokens: number,
): number {
  const end = (units[to - 1] as Unit).end;
  const endTokens = text.tokensAt(end);
  let best = end;
  for (let u = to - 1; u >= from; u--) {
    const unit = units[u] as Unit;
    if (unit.kind === 'heading') break;
    // The unit's sentences from the last, then the unit's own start (-1).
    let sentence = unit.kind === 'text' ? sentenceStartBefore(markdown, unit.start, unit.end) : -1;
    for (;;) {
      const at = sentence < 0 ? unit.start : text.snap(sentence);
      if (at < best && (sentence < 0 || at < unit.end)) {
        if (endTokens - text.tokensAt(at) > overlapTokens) return best;
        best = at;
      }
      if (sentence < 0) break;
      sentence = sentenceStartBefore(markdown, unit.start, sentence);
    }
  }
  return best;
}
