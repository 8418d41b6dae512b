/**
 * Splits a job status response (`GET /crawl/{id}`, `GET /batch/scrape/{id}`) into its envelope fields and the
 * original JSON text of each document, without `JSON.parse` of the whole body.
 *
 * Why: a status page is up to ~10 MiB of mostly document text. An export to JSONL only needs each document's
 * text as the service sent it; parsing the whole body into objects and serialising it again costs more than
 * the disk write. The scanner jumps from quote to quote with `indexOf`, so string content (the bulk of a page)
 * is skipped without looking at each character; escapes and control characters are found with `indexOf` and a
 * regular expression, also without a per-character loop. Everything JSON.parse would reject is rejected: when
 * anything is unexpected the parser falls back to `JSON.parse`, so a successful scan never disagrees with it
 * (property-tested). Only the envelope fields are parsed; documents are parsed on first access.
 */

import {
  BACKSLASH,
  COLON,
  COMMA,
  LBRACE,
  LBRACKET,
  MAX_DEPTH,
  QUOTE,
  RBRACE,
  RBRACKET,
  UNSURE,
} from '../json/json-scan.js';

/** The fields of a job status page other than `data`. Every field, known or not, is also in `fields`. */
export interface PageEnvelope {
  success?: boolean;
  status?: string;
  completed?: number;
  total?: number;
  creditsUsed?: number;
  expiresAt?: string;
  next?: string | null;
  error?: string;
  code?: string;
  warning?: string | null;
  /** Every top-level field except `data`, parsed. */
  fields: Record<string, unknown>;
}

/** The result of {@link parsePage}. */
export interface ParsedPage {
  envelope: PageEnvelope;
  /** Each element of `data`, as JSON text. Exactly the service's text when `scanned` is true. */
  raw: string[];
  /** Whether the fast scan succeeded (false: the body went through `JSON.parse`). */
  scanned: boolean;
  /** Whether the body had a `data` array (a `data` of another type stays in `envelope.fields`). */
  hasData: boolean;
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

function skipWs(text: string, i: number): number {
  let c = text.charCodeAt(i);
  // space, \t, \n, \r
  while (c === 32 || c === 10 || c === 13 || c === 9) c = text.charCodeAt(++i);
  return i;
}

// Position of the next "suspect" character: a control character, or a backslash that does not start a
// valid escape. Found with one regular expression and reused across strings, so validating string contents
// is a single linear pass (most escapes, e.g. `\n` in markdown, never stop the scan).
// Module state is safe: a scan runs synchronously from start to end.
let suspectAt = -1;
const SUSPECT = /[\u0000-\u001f]|\\(?!["\\/bfnrt]|u[0-9a-fA-F]{4})/g;

function nextSuspect(text: string, from: number): number {
  SUSPECT.lastIndex = from;
  return SUSPECT.exec(text)?.index ?? text.length;
}

/** `i` is at an opening quote; returns the index after the closing quote. */
function skipString(text: string, i: number): number {
  let j = text.indexOf('"', i + 1);
  for (;;) {
    if (j < 0) throw UNSURE;
    // A quote preceded by an odd number of backslashes is escaped.
    let k = j - 1;
    while (text.charCodeAt(k) === BACKSLASH) k--;
    if ((j - k) % 2 === 1) break;
    j = text.indexOf('"', j + 1);
  }
  // Validate the contents so that a scan never accepts what JSON.parse rejects.
  if (suspectAt <= i) suspectAt = nextSuspect(text, i + 1);
  while (suspectAt < j) {
    // A backslash after an odd run of backslashes is the second half of `\\`: plain content.
    let k = suspectAt - 1;
    while (text.charCodeAt(k) === BACKSLASH) k--;
    if (text.charCodeAt(suspectAt) !== BACKSLASH || (suspectAt - k) % 2 === 1) throw UNSURE;
    suspectAt = nextSuspect(text, suspectAt + 1);
  }
  return j + 1;
}

function skipLiteral(text: string, i: number, word: string): number {
  if (!text.startsWith(word, i)) throw UNSURE;
  return i + word.length;
}

/** Skips one JSON value starting at `i` (no leading whitespace); returns the index after it. */
function skipValue(text: string, i: number, depth: number): number {
  const c = text.charCodeAt(i);
  if (c === QUOTE) return skipString(text, i);
  if (c === LBRACE) return skipObject(text, i, depth + 1);
  if (c === LBRACKET) return skipArray(text, i, depth + 1);
  if (c === 116) return skipLiteral(text, i, 'true');
  if (c === 102) return skipLiteral(text, i, 'false');
  if (c === 110) return skipLiteral(text, i, 'null');
  NUMBER.lastIndex = i;
  if (!NUMBER.test(text)) throw UNSURE;
  return NUMBER.lastIndex;
}

function skipObject(text: string, i: number, depth: number): number {
  if (depth > MAX_DEPTH) throw UNSURE;
  i = skipWs(text, i + 1);
  if (text.charCodeAt(i) === RBRACE) return i + 1;
  for (;;) {
    if (text.charCodeAt(i) !== QUOTE) throw UNSURE;
    i = skipWs(text, skipString(text, i));
    if (text.charCodeAt(i) !== COLON) throw UNSURE;
    i = skipWs(text, skipValue(text, skipWs(text, i + 1), depth));
    const c = text.charCodeAt(i);
    if (c === RBRACE) return i + 1;
    if (c !== COMMA) throw UNSURE;
    i = skipWs(text, i + 1);
  }
}

function skipArray(text: string, i: number, depth: number): number {
  if (depth > MAX_DEPTH) throw UNSURE;
  i = skipWs(text, i + 1);
  if (text.charCodeAt(i) === RBRACKET) return i + 1;
  for (;;) {
    i = skipWs(text, skipValue(text, i, depth));
    const c = text.charCodeAt(i);
    if (c === RBRACKET) return i + 1;
    if (c !== COMMA) throw UNSURE;
    i = skipWs(text, i + 1);
  }
}

/** Scans the `data` array at `i` (at `[`), collecting each element's text; returns the index after `]`. */
function scanData(text: string, i: number, raw: string[]): number {
  i = skipWs(text, i + 1);
  if (text.charCodeAt(i) === RBRACKET) return i + 1;
  for (;;) {
    const end = skipValue(text, i, 1);
    raw.push(text.slice(i, end));
    i = skipWs(text, end);
    const c = text.charCodeAt(i);
    if (c === RBRACKET) return i + 1;
    if (c !== COMMA) throw UNSURE;
    i = skipWs(text, i + 1);
  }
}

function scan(text: string): ParsedPage {
  suspectAt = -1;
  const fields: Record<string, unknown> = {};
  const raw: string[] = [];
  let sawData = false;
  let i = skipWs(text, 0);
  if (text.charCodeAt(i) !== LBRACE) throw UNSURE;
  i = skipWs(text, i + 1);
  if (text.charCodeAt(i) !== RBRACE) {
    for (;;) {
      if (text.charCodeAt(i) !== QUOTE) throw UNSURE;
      const keyEnd = skipString(text, i);
      const key = JSON.parse(text.slice(i, keyEnd)) as string;
      // Duplicate keys: JSON.parse keeps the last one; rather than mirror that, let it decide.
      if (Object.hasOwn(fields, key) || (key === 'data' && sawData)) throw UNSURE;
      i = skipWs(text, keyEnd);
      if (text.charCodeAt(i) !== COLON) throw UNSURE;
      i = skipWs(text, i + 1);
      if (key === 'data' && text.charCodeAt(i) === LBRACKET) {
        sawData = true;
        i = scanData(text, i, raw);
      } else {
        const end = skipValue(text, i, 1);
        fields[key] = JSON.parse(text.slice(i, end));
        i = end;
      }
      i = skipWs(text, i);
      const c = text.charCodeAt(i);
      if (c === RBRACE) break;
      if (c !== COMMA) throw UNSURE;
      i = skipWs(text, i + 1);
    }
  }
  if (skipWs(text, i + 1) !== text.length) throw UNSURE;
  return { envelope: toEnvelope(fields), raw, scanned: true, hasData: sawData };
}

function fallback(text: string): ParsedPage {
  const body: unknown = JSON.parse(text);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new SyntaxError('status response is not a JSON object');
  }
  const { data, ...fields } = body as Record<string, unknown>;
  const hasData = Array.isArray(data);
  if (!hasData && data !== undefined) fields.data = data;
  const raw = hasData ? data.map((doc) => JSON.stringify(doc)) : [];
  return { envelope: toEnvelope(fields), raw, scanned: false, hasData };
}

function pick<T>(fields: Record<string, unknown>, key: string, type: string): T | undefined {
  const value = fields[key];
  return typeof value === type ? (value as T) : undefined;
}

/** Types the known envelope fields of a parsed top-level object (without `data`). */
export function toEnvelope(fields: Record<string, unknown>): PageEnvelope {
  const envelope: PageEnvelope = { fields };
  const assign = <K extends keyof PageEnvelope>(key: K, value: PageEnvelope[K] | undefined) => {
    if (value !== undefined) envelope[key] = value;
  };
  assign('success', pick<boolean>(fields, 'success', 'boolean'));
  assign('status', pick<string>(fields, 'status', 'string'));
  assign('completed', pick<number>(fields, 'completed', 'number'));
  assign('total', pick<number>(fields, 'total', 'number'));
  assign('creditsUsed', pick<number>(fields, 'creditsUsed', 'number'));
  assign('expiresAt', pick<string>(fields, 'expiresAt', 'string'));
  assign('error', pick<string>(fields, 'error', 'string'));
  assign('code', pick<string>(fields, 'code', 'string'));
  if (typeof fields.next === 'string' || fields.next === null) envelope.next = fields.next;
  if (typeof fields.warning === 'string' || fields.warning === null) envelope.warning = fields.warning;
  return envelope;
}

/**
 * Parses a job status response body.
 *
 * @example
 * ```ts
 * const { envelope, raw } = parsePage('{"status":"scraping","data":[{"markdown":"# a"}],"next":null}');
 * // envelope.status === 'scraping'; raw === ['{"markdown":"# a"}']
 * ```
 * @throws SyntaxError when the body is not a JSON object.
 */
export function parsePage(text: string): ParsedPage {
  try {
    return scan(text);
  } catch (err) {
    if (err !== UNSURE && !(err instanceof SyntaxError)) throw err;
    return fallback(text);
  }
}
