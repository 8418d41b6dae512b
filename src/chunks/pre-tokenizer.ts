/**
 * The pre-tokenizer of OpenAI's `o200k_base` encoding: where its regular expression cuts a text into the
 * pieces that byte-pair encoding then encodes one by one. A piece's tokens never depend on its neighbours,
 * so the tokens of a text are the sum of its pieces' tokens, and those of a stretch that starts and ends
 * at piece boundaries are the sum of the stretch's pieces.
 *
 * The regular expression (`o200k_base`'s `pat_str`) runs at about 17 MB/s; {@link nextPieceEnd} decides
 * the pieces by hand, as the expression would, at several times that speed: each character of the Basic
 * Multilingual Plane has its classes in a table made from the expression's own classes. Outside that plane
 * (a surrogate pair), a symbol such as an emoji is read as two symbol units; a piece that begins with such a
 * character, or whose end depends on a letter, number or mark outside the plane (a rare ideograph, a
 * mathematical letter), is left to the expression. `test/chunks/pre-tokenizer.test.ts` compares the two on
 * generated and real text, on every character of the plane and on every emoji and mathematical letter.
 */

import { KeptArray } from './kept-array.js';

/** `o200k_base`'s pattern, as js-tiktoken's rank file gives it (`pat_str`). */
export const O200K_PATTERN =
  "[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]*[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]+('s|'S|'t|'T|'re|'rE|'Re|'RE|'ve|'vE|'Ve|'VE|'m|'M|'ll|'lL|'Ll|'LL|'d|'D)?|[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]+[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]*('s|'S|'t|'T|'re|'rE|'Re|'RE|'ve|'vE|'Ve|'VE|'m|'M|'ll|'lL|'Ll|'LL|'d|'D)?|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n/]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+";

const O200K_STICKY = new RegExp(O200K_PATTERN, 'uy');

// A character's classes, as the pattern's classes see it.
/** `[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]`: what a word's capitals are. */
const UPPER = 1;
/** `[\p{Ll}\p{Lm}\p{Lo}\p{M}]`: what a word's small letters are. */
const LOWER = 2;
/** `\p{N}` */
const NUMBER = 4;
/** `\s` */
const SPACE = 8;
/** `\r` and `\n` */
const NEWLINE = 16;
/** `\p{L}` */
const LETTER = 32;
/** Past the end of the text. */
const END = 64;
/**
 * A surrogate pair whose character is a letter, a number, a mark or a space: the table does not hold the
 * classes of characters outside the plane, and such a one is left to the pattern ({@link astralClasses}).
 */
const ASTRAL = 128;
/** In the table: the first of a surrogate pair, when the next character is the second. */
const HIGH_SURROGATE = 256;

/** A word's capitals or small letters, or a character outside the plane that may be one. */
const WORDISH = UPPER | LOWER | ASTRAL;
/** Not one of these: `[^\r\n\p{L}\p{N}]`, the one character a word may begin with. */
const NOT_LEAD = NEWLINE | LETTER | NUMBER | END | ASTRAL;
/** Not one of these: `[^\s\p{L}\p{N}]`, punctuation and symbols. */
const NOT_SYMBOL = SPACE | LETTER | NUMBER | END | ASTRAL;

const CLASSES = classTable();

/** The classes of every character of the Basic Multilingual Plane, by the pattern's own classes. */
function classTable(): Uint16Array {
  const table = new Uint16Array(0x10000);
  table.fill(HIGH_SURROGATE, 0xd800, 0xdc00);
  // Every code unit but the surrogates (0xd800-0xdfff), one character each; a lone surrogate has no class.
  const units = new Uint16Array(0x10000 - 0x800);
  for (let i = 0; i < units.length; i++) units[i] = i < 0xd800 ? i : i + 0x800;
  const plane = Buffer.from(units.buffer).toString('utf16le');
  // Each class's runs of consecutive characters at once: a callback for each character took 3.7 times as long
  // (38 against 10 ms), at every start of a process that chunks.
  const classes: [number, RegExp][] = [
    [UPPER, /[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+/gu],
    [LOWER, /[\p{Ll}\p{Lm}\p{Lo}\p{M}]+/gu],
    [NUMBER, /\p{N}+/gu],
    [SPACE, /\s+/gu],
    [NEWLINE, /[\r\n]+/gu],
    [LETTER, /\p{L}+/gu],
  ];
  for (const [bit, pattern] of classes) {
    for (const run of plane.matchAll(pattern)) {
      for (let at = run.index; at < run.index + run[0].length; at++) {
        const code = units[at] as number;
        table[code] = (table[code] as number) | bit;
      }
    }
  }
  return table;
}

/** Whether the code unit `c` is a space as `\s` sees one (`false` for `NaN`, past a text's end). */
export function isWhiteSpace(c: number): boolean {
  return ((CLASSES[c] ?? 0) & SPACE) !== 0;
}

/**
 * A text's UTF-16 code units, with a 0 after the last, as {@link nextPieceEnd} reads them: the pre-tokenizer
 * reads each character two or three times, and a loop over a typed array read a unit in 2.3 ns on the
 * benchmark machine where `charCodeAt` took 5.7 (one-byte strings alike). Chunking read so was 1.23× as fast
 * on mixed-script text and 1.35× on ASCII (passes interleaved in one process).
 */
export function codeUnits(text: string): Uint16Array {
  return writeUnits(text, new Uint16Array(text.length + 1));
}

/** `text`'s code units into `units` (of `text.length + 1`), a 0 after them. */
function writeUnits(text: string, units: Uint16Array): Uint16Array {
  Buffer.from(units.buffer, units.byteOffset, text.length * 2).write(text, 'utf16le');
  units[text.length] = 0;
  return units;
}

/** The most code units a {@link CodeUnitBuffer} keeps between texts (512 KB). */
const KEPT_UNITS = 1 << 18;

/** {@link codeUnits} of one text at a time, in an array kept from text to text (`kept-array.ts`). */
export class CodeUnitBuffer {
  readonly #units = new KeptArray((length) => new Uint16Array(length), KEPT_UNITS);

  /** `text`'s units, valid until the next call. */
  of(text: string): Uint16Array {
    return writeUnits(text, this.#units.of(text.length + 1));
  }
}

/** The classes of the character at `i` (the text's length is `units.length - 1`). */
function classAt(units: Uint16Array, i: number): number {
  if (i >= units.length - 1) return END;
  const k = CLASSES[units[i] as number] as number;
  if (k !== HIGH_SURROGATE) return k;
  const next = units[i + 1] as number;
  if (next < 0xdc00 || next > 0xdfff) return 0;
  return astralClasses(((units[i] as number) - 0xd800) * 0x400 + (next - 0xdc00));
}

/**
 * For each character outside the plane (by its code point less 0x10000): 1 once it is known to be a symbol
 * (`[^\s\p{L}\p{N}]` and no mark: an emoji), 2 once known to be otherwise, 0 until it is met. 1 MB, made
 * when the first such character comes.
 */
let astralKinds: Uint8Array | undefined;

/**
 * The classes of a character outside the plane: none for a symbol, whose two units the scanner reads as
 * two symbols (as it reads a lone surrogate's), with the pattern's pieces; {@link ASTRAL} for any other. An
 * emoji after a space was cut by the pattern at 360 ns, 6 times the time of a piece of the plane.
 */
function astralClasses(offset: number): number {
  astralKinds ??= new Uint8Array(0x100000);
  let kind = astralKinds[offset] as number;
  if (kind === 0) {
    kind = /[\s\p{L}\p{N}\p{M}]/u.test(String.fromCodePoint(offset + 0x10000)) ? 2 : 1;
    astralKinds[offset] = kind;
  }
  return kind === 1 ? 0 : ASTRAL;
}

/** Where the piece that starts at `start` ends, as `o200k_base`'s pattern cuts `text` (`units`: {@link codeUnits}). */
export function nextPieceEnd(text: string, units: Uint16Array, start: number): number {
  const word = asciiWordEnd(units, start);
  if (word !== 0) return word;
  const end = scannedPieceEnd(units, start);
  if (end > start) return end;
  O200K_STICKY.lastIndex = start;
  const match = O200K_STICKY.exec(text);
  return start + (match === null ? 1 : (match[0] as string).length);
}

/** An ASCII word as {@link readAsciiWord} read it at a piece's start. */
export interface AsciiWord {
  /** Where its letters begin: after the space before them, if there is one. */
  first: number;
  /** Where its letters end. */
  end: number;
  /**
   * The characters from the piece's start to `end` packed behind a leading 1, 7 bits each: the piece
   * cache's key of a short piece (`token-counter.ts`), when `end` ends the piece.
   */
  key: number;
}

/**
 * Reads the ASCII word at `start` into `word` in one pass: a space, then capitals, then small letters.
 * The token counter reads each piece's with it first, and a word that ends before an ASCII character other
 * than an apostrophe ({@link isAsciiWordPiece}) is a piece whose cache key is read with it: 1.03–1.08× on
 * mixed-script text, 1.07–1.12× on ASCII (best of 30 passes interleaved with the code that read a piece,
 * then its key). {@link asciiWordEnd} reads the same words without a key, for {@link nextPieceEnd}: read
 * with this reader there too, mixed-script text measured 1.03× where it measured 1.08× (two runs each).
 */
export function readAsciiWord(units: Uint16Array, start: number, word: AsciiWord): void {
  let i = start;
  let c = units[i] as number;
  let key = 1;
  if (c === 32) {
    key = 160;
    c = units[++i] as number;
  }
  word.first = i;
  while (c >= 65 && c <= 90) {
    key = key * 128 + c;
    c = units[++i] as number;
  }
  while (c >= 97 && c <= 122) {
    key = key * 128 + c;
    c = units[++i] as number;
  }
  word.end = i;
  word.key = key;
}

/** The word read is a whole piece: letters, then an ASCII character other than an apostrophe. */
export function isAsciiWordPiece(units: Uint16Array, word: AsciiWord): boolean {
  const c = units[word.end] as number;
  return word.end > word.first && c < 0x80 && c !== 39;
}

/**
 * The most common piece, an ASCII word with or without a space before it (` the`, `Hello`, `API`, `don't`),
 * decided in one pass, and such a word whose small letters go on past ASCII; 0 when the piece is not one,
 * or when a character past ASCII could continue its capitals.
 * In ASCII the word's capitals and small letters are apart, so both word alternatives end where the
 * capitals and then the small letters do, with a contraction after.
 */
function asciiWordEnd(units: Uint16Array, start: number): number {
  let i = start;
  let c = units[i] as number;
  if (c === 32) c = units[++i] as number;
  const first = i;
  while (c >= 65 && c <= 90) c = units[++i] as number;
  const capitals = i;
  while (c >= 97 && c <= 122) c = units[++i] as number;
  if (i === first) return 0;
  if (c >= 0x80) {
    // The word's small letters go on past ASCII (`café`, `Grüße`, `São`), by the table, unless the character
    // could go on with its capitals.
    const k = CLASSES[c] as number;
    if (k === HIGH_SURROGATE || (i === capitals && (k & UPPER) !== 0)) return 0;
    if (k & LOWER) {
      i = runEnd(units, i, LOWER);
      if (i < 0) return 0;
      c = units[i] as number;
    }
  }
  return c === 39 ? i + contractionLength(units, i) : i;
}

/**
 * The end of the piece at `start`, trying the pattern's alternatives in its order; -1 when a character
 * outside the plane decides it.
 */
function scannedPieceEnd(units: Uint16Array, start: number): number {
  const k = classAt(units, start);
  // A piece that begins outside the plane: its first character (a word's leading one) is two units.
  if (k & ASTRAL || CLASSES[units[start] as number] === HIGH_SURROGATE) return -1;
  const word = wordEnd(units, start, k);
  if (word !== 0) return word;
  if (k & NUMBER) return numberEnd(units, start);
  const symbols = symbolsEnd(units, start, k);
  if (symbols !== 0) return symbols;
  if (k & SPACE) return spaceEnd(units, start);
  return -1;
}

/**
 * The pattern's two word alternatives, `L?U*W+C?` then `L?U+W*C?` (L a leading character, U capitals,
 * W small letters, C a contraction), each with its leading character, then without: 0 when neither.
 */
function wordEnd(units: Uint16Array, start: number, k: number): number {
  const led = (k & NOT_LEAD) === 0;
  // No capital or small letter here, nor after a leading character: no word (`.\n\n`, ` “`, ` —`).
  if ((k & WORDISH) === 0 && (!led || (classAt(units, start + 1) & WORDISH) === 0)) return 0;
  const end =
    (led ? smallLettersEnd(units, start + 1) : 0) ||
    smallLettersEnd(units, start) ||
    (led ? capitalsEnd(units, start + 1) : 0);
  return end || capitalsEnd(units, start);
}

/** `U*W+C?` at `from`: capitals, as many as leave one small letter at least after them. */
function smallLettersEnd(units: Uint16Array, from: number): number {
  const capitals = runEnd(units, from, UPPER);
  if (capitals < 0) return -1;
  for (let at = capitals; at >= from; at--) {
    const k = classAt(units, at);
    if (k & ASTRAL) return -1;
    if (k & LOWER) return withContraction(units, runEnd(units, at, LOWER));
  }
  return 0;
}

/** `U+W*C?` at `from`. */
function capitalsEnd(units: Uint16Array, from: number): number {
  const capitals = runEnd(units, from, UPPER);
  if (capitals <= from) return capitals < 0 ? -1 : 0;
  return withContraction(units, runEnd(units, capitals, LOWER));
}

/** The end of the characters from `from` that are all of `classes`; -1 at a character outside the plane. */
function runEnd(units: Uint16Array, from: number, classes: number): number {
  let i = from;
  let k = classAt(units, i);
  while (k & classes) k = classAt(units, ++i);
  return k & ASTRAL ? -1 : i;
}

function withContraction(units: Uint16Array, end: number): number {
  return end < 0 ? -1 : end + contractionLength(units, end);
}

/** The length of `'s`, `'t`, `'re`, `'ve`, `'m`, `'ll` or `'d` (either case) at `i`; 0 when none is. */
function contractionLength(units: Uint16Array, i: number): number {
  if (units[i] !== 39) return 0;
  const a = (units[i + 1] as number) | 32;
  if (a === 115 || a === 116 || a === 109 || a === 100) return 2; // 's 't 'm 'd
  const b = (units[i + 2] as number) | 32;
  if ((a === 114 && b === 101) || (a === 118 && b === 101) || (a === 108 && b === 108)) return 3; // 're 've 'll
  return 0;
}

/** `\p{N}{1,3}` at `start`, whose character is a number. */
function numberEnd(units: Uint16Array, start: number): number {
  let i = start + 1;
  while (i < start + 3) {
    const k = classAt(units, i);
    if (k & ASTRAL) return -1;
    if ((k & NUMBER) === 0) break;
    i++;
  }
  return i;
}

/** ` ?[^\s\p{L}\p{N}]+[\r\n/]*` at `start`: 0 when it does not match there. */
function symbolsEnd(units: Uint16Array, start: number, k: number): number {
  let from = start;
  if ((k & NOT_SYMBOL) !== 0) {
    if (units[start] !== 32) return 0;
    const next = classAt(units, start + 1);
    if (next & ASTRAL) return -1;
    if ((next & NOT_SYMBOL) !== 0) return 0;
    from = start + 1;
  }
  let i = from;
  let c = classAt(units, i);
  while ((c & NOT_SYMBOL) === 0) c = classAt(units, ++i);
  if (c & ASTRAL) return -1;
  for (;;) {
    const unit = units[i] as number;
    if (unit !== 10 && unit !== 13 && unit !== 47) return i;
    i++;
  }
}

/**
 * `\s*[\r\n]+|\s+(?!\S)|\s+` at `start`: up to the last line break among the spaces; else all of them at
 * the end of the text, or all but the last before a non-space (which that one then leads), or a single one.
 */
function spaceEnd(units: Uint16Array, start: number): number {
  let i = start;
  let lastBreak = -1;
  for (let k = classAt(units, i); k & SPACE; k = classAt(units, ++i)) if (k & NEWLINE) lastBreak = i;
  if (lastBreak >= 0) return lastBreak + 1;
  if (i >= units.length - 1) return i;
  return i - 1 > start ? i - 1 : i;
}
