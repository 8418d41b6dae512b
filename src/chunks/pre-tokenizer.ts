/**
 * The pre-tokenizer of OpenAI's `o200k_base` encoding: where its regular expression cuts a text into the
 * pieces that byte-pair encoding then encodes one by one. A piece's tokens never depend on its neighbours,
 * so the tokens of a text are the sum of its pieces' tokens, and those of a stretch that starts and ends
 * at piece boundaries are the sum of the stretch's pieces.
 *
 * The regular expression (`o200k_base`'s `pat_str`) runs at about 17 MB/s; {@link nextPieceEnd} decides
 * the pieces of ASCII text by hand, as the expression would, at several times that speed, and hands a
 * piece to the expression whenever a character it looks at is not ASCII. `test/chunks/pre-tokenizer.test.ts`
 * compares the two on generated and real text.
 */

/** `o200k_base`'s pattern, as js-tiktoken's rank file gives it (`pat_str`). */
export const O200K_PATTERN =
  "[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]*[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]+('s|'S|'t|'T|'re|'rE|'Re|'RE|'ve|'vE|'Ve|'VE|'m|'M|'ll|'lL|'Ll|'LL|'d|'D)?|[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]+[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]*('s|'S|'t|'T|'re|'rE|'Re|'RE|'ve|'vE|'Ve|'VE|'m|'M|'ll|'lL|'Ll|'LL|'d|'D)?|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n/]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+";

const O200K_STICKY = new RegExp(O200K_PATTERN, 'uy');

// Classes of the ASCII characters, as the pattern's classes see them.
const UPPER = 1;
const LOWER = 2;
const DIGIT = 4;
const SPACE = 8; // \s
const NEWLINE = 16; // \r \n
const OTHER = 32; // neither a letter, a digit nor \s

const CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  if (c >= 65 && c <= 90) CLASS[c] = UPPER;
  else if (c >= 97 && c <= 122) CLASS[c] = LOWER;
  else if (c >= 48 && c <= 57) CLASS[c] = DIGIT;
  else if (c === 10 || c === 13) CLASS[c] = SPACE | NEWLINE;
  else if (c === 9 || c === 11 || c === 12 || c === 32) CLASS[c] = SPACE;
  else CLASS[c] = OTHER;
}

/** The class of the character at `i`: 0 past the end, -1 when it is not ASCII. */
function classAt(text: string, i: number): number {
  if (i >= text.length) return 0;
  const c = text.charCodeAt(i);
  return c < 128 ? (CLASS[c] as number) : -1;
}

/** Where the piece that starts at `start` ends, as `o200k_base`'s pattern cuts `text`. */
export function nextPieceEnd(text: string, start: number): number {
  const end = asciiPieceEnd(text, start);
  if (end > start) return end;
  O200K_STICKY.lastIndex = start;
  const match = O200K_STICKY.exec(text);
  return start + (match === null ? 1 : (match[0] as string).length);
}

/** The end of the piece at `start` when ASCII decides it; -1 when a character it depends on is not ASCII. */
function asciiPieceEnd(text: string, start: number): number {
  const c = classAt(text, start);
  if (c === -1) return -1;
  // A word, after at most one character that is neither a letter, a digit nor a line break.
  const prefixed = (c & (OTHER | SPACE)) !== 0 && (c & NEWLINE) === 0;
  const wordStart = prefixed ? start + 1 : start;
  const w = classAt(text, wordStart);
  if (w === -1) return -1;
  if ((w & (UPPER | LOWER)) !== 0) return wordEnd(text, wordStart);
  if (c & DIGIT) return digitsEnd(text, start);
  if ((c & OTHER) !== 0 || (c === SPACE && text.charCodeAt(start) === 32 && (w & OTHER) !== 0)) {
    return punctuationEnd(text, (c & OTHER) !== 0 ? start : start + 1);
  }
  return spaceEnd(text, start);
}

/** Capitals, then small letters (one at least, or capitals alone), then a contraction (`'s`, `'ll`, ...). */
function wordEnd(text: string, start: number): number {
  let i = start;
  let c = text.charCodeAt(i);
  while (c >= 65 && c <= 90) c = text.charCodeAt(++i);
  while (c >= 97 && c <= 122) c = text.charCodeAt(++i);
  if (c >= 128) return -1;
  return i + contractionLength(text, i);
}

function contractionLength(text: string, i: number): number {
  if (text.charCodeAt(i) !== 39) return 0;
  const a = text.charCodeAt(i + 1) | 32;
  if (a === 115 || a === 116 || a === 109 || a === 100) return 2; // 's 't 'm 'd
  const b = text.charCodeAt(i + 2) | 32;
  if ((a === 114 && b === 101) || (a === 118 && b === 101) || (a === 108 && b === 108)) return 3; // 're 've 'll
  return 0;
}

/** One to three digits. */
function digitsEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < start + 3) {
    const k = classAt(text, i);
    if (k === -1) return -1;
    if (k !== DIGIT) break;
    i++;
  }
  return i;
}

/** Characters that are neither letters, digits nor spaces, then line breaks and slashes. */
function punctuationEnd(text: string, from: number): number {
  let i = from;
  let k = classAt(text, i);
  while (k === OTHER) k = classAt(text, ++i);
  if (k === -1) return -1;
  for (;;) {
    const c = text.charCodeAt(i);
    if (c !== 10 && c !== 13 && c !== 47) return i;
    i++;
  }
}

/**
 * Spaces: up to the last line break among them; else all of them at the end of the text, or all but the
 * last before a non-space (which that one then leads), or a single one.
 */
function spaceEnd(text: string, start: number): number {
  let i = start;
  let lastBreak = -1;
  for (;;) {
    const k = classAt(text, i);
    if (k === -1) return -1;
    if ((k & SPACE) === 0) break;
    if (k & NEWLINE) lastBreak = i;
    i++;
  }
  if (lastBreak >= 0) return lastBreak + 1;
  if (i >= text.length) return i;
  return i - 1 > start ? i - 1 : i;
}
