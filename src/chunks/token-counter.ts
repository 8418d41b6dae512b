/**
 * Counts tokens as OpenAI's encodings do, offline: js-tiktoken's rank files ship in its package, read here
 * (`byte-pair-ranks.ts`). A text's count is the sum of its pieces' (`pre-tokenizer.ts`), and a piece's
 * count is cached (`piece-cache.ts`), so a piece is merged only the first time it is seen. A word after a
 * space that is not all ASCII letters (` “quoted”`, ` café`, ` 東京の天気`) is cut only the first time too
 * (`spaced-words.ts`): mixed-script text was chunked 1.12–1.21× as fast (interleaved passes).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { ValidationError } from '../errors/errors.js';
import { parseRanks, pieceBytes, tokenEnds } from './byte-pair-ranks.js';
import { PieceCache, SHORT } from './piece-cache.js';
import {
  type AsciiWord,
  CodeUnitBuffer,
  isAsciiWordPiece,
  nextPieceEnd as o200kPieceEnd,
  readAsciiWord,
} from './pre-tokenizer.js';
import { LONGEST_SPACED_WORD, SpacedWords, spacedWordEnd } from './spaced-words.js';

/** The encodings a counter knows: `o200k_base` (GPT-4o and later) and `cl100k_base` (GPT-4, ada-002). */
export const ENCODINGS = ['o200k_base', 'cl100k_base'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Counts tokens of one encoding. */
export interface TokenCounter {
  readonly encoding: Encoding;
  /** The tokens of `text`. */
  count(text: string): number;
  /**
   * The pieces of `text` (`pre-tokenizer.ts`): where each ends, and the tokens of the text up to each end.
   * The tokens of a stretch from one piece's end to another's are the difference of theirs. The arrays of
   * `reuse`, an earlier result, are written over when they are long enough (that result is then gone): a
   * page's arrays took as long to make as a tenth of its pieces took to cut.
   */
  pieces(text: string, reuse?: TextPieces): TextPieces;
  /**
   * The length of the longest start of `text` with at most `maxTokens` tokens (at least 1): for a single
   * piece too long for a chunk, cut between its tokens.
   */
  prefixWithin(text: string, maxTokens: number): number;
}

/** The pieces of a text, as {@link TokenCounter.pieces} gives them. */
export interface TextPieces {
  /** How many pieces. */
  readonly length: number;
  /** Where piece `i` ends (its start is piece `i - 1`'s end, or 0). */
  readonly ends: Int32Array;
  /** The tokens of the text up to the end of piece `i`. */
  readonly tokensTo: Int32Array;
}

/** The most pieces whose arrays are kept to be reused ({@link TokenCounter.pieces}): 512 KB of both. */
const KEPT_PIECES = 1 << 16;

/** `pieces`, to be passed as `reuse` to the next call, when its arrays are small enough to keep. */
export function keptPieces(pieces: TextPieces): TextPieces | undefined {
  return pieces.ends.length <= KEPT_PIECES ? pieces : undefined;
}

/** A counter of `encoding`: loads its ranks once per process. */
export async function tokenCounter(encoding: Encoding = 'o200k_base'): Promise<TokenCounter> {
  if (!ENCODINGS.includes(encoding)) {
    throw new ValidationError(`tokenizer: ${ENCODINGS.join(' or ')} (got "${encoding}")`, [
      { path: 'tokenizer', rule: 'invalid_value', message: `must be ${ENCODINGS.join(' or ')}` },
    ]);
  }
  let counter = counters.get(encoding);
  if (counter === undefined) {
    counter = loadCounter(encoding);
    counters.set(encoding, counter);
  }
  return counter;
}

const counters = new Map<Encoding, Promise<TokenCounter>>();

/** Characters of a piece encoded at once (see `loadCounter`). */
const WINDOW = 256;

async function loadCounter(encoding: Encoding): Promise<TokenCounter> {
  const file = await rankFile(encoding);
  const ranks = parseRanks(file.bpe_ranks);
  const nextPieceEnd = encoding === 'o200k_base' ? o200kPieceEnd : stickyPieceEnd(file.pat_str);
  // An ASCII word is cut and keyed in one pass here (`readAsciiWord`); the compiler does not inline
  // `nextPieceEnd` into this loop. `cl100k_base`'s words are not `o200k_base`'s (`HelloWorld` is one piece).
  const o200k = encoding === 'o200k_base';
  const word: AsciiWord = { first: 0, end: 0, key: 0 };
  const windowTokens = (text: string) => tokenEnds(pieceBytes(text), ranks).length;
  // Merging a piece's bytes costs the square of its length (a 3,000-letter piece took 0.8 s): a piece
  // longer than a window, which only a run of letters with no space or digit makes, is counted a window at
  // a time.
  const cache = new PieceCache((piece) => {
    let tokens = 0;
    for (let at = 0; at < piece.length; at += WINDOW) tokens += windowTokens(piece.slice(at, at + WINDOW));
    return tokens;
  });
  const words = new SpacedWords(nextPieceEnd, (text, units, start, end) =>
    cache.tokens(text, units, start, end),
  );
  const unitBuffer = new CodeUnitBuffer();
  const pieces = (text: string, reuse?: TextPieces): TextPieces => {
    const units = unitBuffer.of(text);
    const capacity = 64 + (text.length >> 2);
    let [ends, tokensTo] =
      reuse !== undefined && reuse.ends.length >= capacity
        ? [reuse.ends, reuse.tokensTo]
        : pieceArrays(capacity);
    let length = 0;
    let tokens = 0;
    for (let start = 0; start < text.length; ) {
      let end: number;
      if (o200k) readAsciiWord(units, start, word);
      const asciiWord = o200k && isAsciiWordPiece(units, word);
      // A word after a space, its pieces found by the word.
      const spaced = !asciiWord && units[start] === 32 ? spacedWordEnd(units, start) : -1;
      if (asciiWord) {
        end = word.end;
        tokens +=
          end - start <= SHORT
            ? cache.short(word.key, text, start, end)
            : cache.tokens(text, units, start, end);
      } else if (spaced > 0) {
        if (length + LONGEST_SPACED_WORD > ends.length) [ends, tokensTo] = grown(ends, tokensTo);
        length = words.copy(words.of(text, units, start, spaced), start, tokens, ends, tokensTo, length);
        tokens = tokensTo[length - 1] as number;
        start = spaced;
        continue;
      } else {
        end = nextPieceEnd(text, units, start);
        tokens += cache.tokens(text, units, start, end);
      }
      if (length === ends.length) [ends, tokensTo] = grown(ends, tokensTo);
      ends[length] = end;
      tokensTo[length++] = tokens;
      start = end;
    }
    return { length, ends, tokensTo };
  };
  let counted: TextPieces | undefined;
  return {
    encoding,
    count(text) {
      const counts = pieces(text, counted);
      counted = keptPieces(counts);
      const { length, tokensTo } = counts;
      return length === 0 ? 0 : (tokensTo[length - 1] as number);
    },
    prefixWithin(text, maxTokens) {
      let used = 0;
      for (let at = 0; at < text.length; at += WINDOW) {
        const window = text.slice(at, at + WINDOW);
        const bytes = pieceBytes(window);
        const ends = tokenEnds(bytes, ranks);
        if (used + ends.length <= maxTokens) {
          used += ends.length;
          continue;
        }
        for (let n = maxTokens - used; n > 0; n--) {
          const length = charactersIn(window, ends[n - 1] as number);
          if (length > 0 && windowTokens(window.slice(0, length)) <= maxTokens - used) return at + length;
        }
        return Math.max(1, at);
      }
      return text.length;
    },
    pieces,
  };
}

/**
 * The rank file of `encoding` in js-tiktoken's package, read as text: imported as a module, its source and
 * the string it makes (2.3 MB each for `o200k_base`) would stay in the heap for the life of the process.
 */
async function rankFile(encoding: Encoding): Promise<{ pat_str: string; bpe_ranks: string }> {
  const path = createRequire(import.meta.url).resolve(`js-tiktoken/ranks/${encoding}`);
  const text = await readFile(path, 'utf8');
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
}

/** How many characters of `text` its first `bytes` UTF-8 bytes hold whole. */
function charactersIn(text: string, bytes: number): number {
  let used = 0;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    const pair = c >= 0xd800 && c <= 0xdbff && i + 1 < text.length;
    const size = c < 0x80 ? 1 : c < 0x800 ? 2 : pair ? 4 : 3;
    if (used + size > bytes) break;
    used += size;
    i += pair ? 2 : 1;
  }
  return i;
}

/**
 * A piece list's `ends` and `tokensTo` for `length` pieces, in one array: each typed array took 4 µs to
 * make, as long as a tenth of the page's pieces took to cut.
 */
function pieceArrays(length: number): [Int32Array<ArrayBuffer>, Int32Array<ArrayBuffer>] {
  const both = new Int32Array(2 * length);
  return [both.subarray(0, length), both.subarray(length)];
}

function grown(ends: Int32Array, tokensTo: Int32Array): [Int32Array<ArrayBuffer>, Int32Array<ArrayBuffer>] {
  const bigger = pieceArrays(ends.length * 2);
  bigger[0].set(ends);
  bigger[1].set(tokensTo);
  return bigger;
}

/** Pieces by the encoding's own pattern alone. */
function stickyPieceEnd(pattern: string): (text: string, units: Uint16Array, start: number) => number {
  const sticky = new RegExp(pattern, 'uy');
  return (text, _units, start) => {
    sticky.lastIndex = start;
    const match = sticky.exec(text);
    return start + (match === null ? 1 : (match[0] as string).length);
  };
}
