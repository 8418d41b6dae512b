/**
 * The hand-written pre-tokenizer cuts text where `o200k_base`'s own pattern does: on generated strings of
 * the characters its cases turn on (letters of both cases, digits, apostrophes, spaces, tabs, line breaks,
 * slashes, punctuation, letters, marks, numbers and spaces outside ASCII, lone surrogates, emoji), on every
 * character of the Basic Multilingual Plane in a few contexts, and on web-like text; and token counts
 * equal js-tiktoken's.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { encodingForModel } from 'js-tiktoken';
import { describe, expect, it } from 'vitest';
import { parseRanks } from '../../src/chunks/byte-pair-ranks.js';
import { codeUnits, nextPieceEnd, O200K_PATTERN } from '../../src/chunks/pre-tokenizer.js';
import { tokenCounter } from '../../src/chunks/token-counter.js';
import { bodyText } from '../../src/emulator/benchmark-text.js';

const PATTERN = new RegExp(O200K_PATTERN, 'gu');

function byPattern(text: string): string[] {
  return text.match(PATTERN) ?? [];
}

function byScanner(text: string): string[] {
  const pieces: string[] = [];
  const units = codeUnits(text);
  for (let start = 0; start < text.length; ) {
    const end = nextPieceEnd(text, units, start);
    pieces.push(text.slice(start, end));
    start = end;
  }
  return pieces;
}

const ALPHABET = [
  'a',
  'b',
  'Z',
  'Q',
  's',
  't',
  'l',
  'd',
  'm',
  'r',
  'e',
  'v',
  'S',
  'T',
  'L',
  'D',
  'M',
  'R',
  'E',
  'V',
  "'",
  '0',
  '7',
  '9',
  ' ',
  ' ',
  '  ',
  '\t',
  '\n',
  '\r',
  '\n\n',
  '/',
  '.',
  ',',
  '#',
  '|',
  '`',
  '-',
  '*',
  '(',
  ')',
  '\u000b',
  '\u0001',
  'é',
  'É',
  'ß',
  '中',
  '²',
  '٣',
  '\u00a0',
  '\u2003',
  '—',
  '’',
  '\u0301',
  '😀',
  'ǅ',
  'ʰ',
  'Ⅻ',
  '¼',
  '\u3000',
  '\u2028',
  '\ufeff',
  '\ud800',
  '\udc00',
  '𝐀',
  '𝟏',
  '한',
];

describe('the o200k_base pre-tokenizer', () => {
  it('cuts generated text where the pattern does', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ALPHABET), { maxLength: 40 }), (parts) => {
        const text = parts.join('');
        expect(byScanner(text)).toEqual(byPattern(text));
      }),
      { numRuns: 20_000 },
    );
  });

  it('cuts every character of the Basic Multilingual Plane where the pattern does, in the contexts its cases turn on', () => {
    const contexts = (c: string) =>
      `a${c}b ${c}x${c}${c}'s A${c}b A${c}1${c}2 .${c}. ${c}\n${c}  ${c}\t${c}B`;
    const text = Array.from({ length: 0x10000 }, (_, code) => contexts(String.fromCharCode(code))).join('');
    expect(byScanner(text)).toEqual(byPattern(text));
  });

  it('cuts characters outside the plane where the pattern does: every emoji and mathematical letter, and a sample of the rest', () => {
    const contexts = (c: string) =>
      `a${c}b ${c}x${c}${c}'s A${c}b A${c}1${c}2 .${c}. ${c}\n${c}  ${c}\t${c}B ${c}${c}${c}`;
    const codes: number[] = [];
    for (let code = 0x10000; code <= 0x10ffff; code++)
      if ((code >= 0x1d400 && code <= 0x1d7ff) || (code >= 0x1f000 && code <= 0x1faff) || code % 61 === 0)
        codes.push(code);
    const text = codes.map((code) => contexts(String.fromCodePoint(code))).join('');
    expect(byScanner(text)).toEqual(byPattern(text));
  });

  it('cuts web text, Markdown and the README where the pattern does', () => {
    const texts = [
      bodyText(200_000, 7, 'web'),
      bodyText(200_000, 8, 'ascii'),
      readFileSync(new URL('../../README.md', import.meta.url), 'utf8'),
      readFileSync(new URL('../../docs/architecture.md', import.meta.url), 'utf8'),
    ];
    for (const text of texts) expect(byScanner(text)).toEqual(byPattern(text));
  });

  it('counts what js-tiktoken encodes, in both encodings', async () => {
    const text = `${readFileSync(new URL('../../README.md', import.meta.url), 'utf8')}${bodyText(50_000, 3, 'web')}`;
    const o200k = await tokenCounter('o200k_base');
    expect(o200k.count(text)).toBe(encodingForModel('gpt-4o').encode(text, [], []).length);
    const cl100k = await tokenCounter('cl100k_base');
    expect(cl100k.count(text)).toBe(encodingForModel('gpt-4').encode(text, [], []).length);
  });

  it('counts generated text as js-tiktoken encodes it, merging bytes of any script', async () => {
    const o200k = await tokenCounter('o200k_base');
    const cl100k = await tokenCounter('cl100k_base');
    const [gpt4o, gpt4] = [encodingForModel('gpt-4o'), encodingForModel('gpt-4')];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...ALPHABET, 'ünïcödé', 'naïve', 'Ωμέγα', '∑∫'), { maxLength: 60 }),
        (parts) => {
          const text = parts.join('');
          expect(o200k.count(text)).toBe(gpt4o.encode(text, [], []).length);
          expect(cl100k.count(text)).toBe(gpt4.encode(text, [], []).length);
        },
      ),
      { numRuns: 3_000 },
    );
  });

  it("gives a counter's pieces where each encoding's pattern cuts, with running counts, reusing an earlier result's arrays", async () => {
    for (const [encoding, model] of [
      ['o200k_base', 'gpt-4o'],
      ['cl100k_base', 'gpt-4'],
    ] as const) {
      const counter = await tokenCounter(encoding);
      const tiktoken = encodingForModel(model);
      const file = (await import(`js-tiktoken/ranks/${encoding}`)).default as { pat_str: string };
      const pattern = new RegExp(file.pat_str, 'gu');
      // Words after spaces, again and again: the counter keeps what it cut of a word and the word's tokens.
      const words = [
        'a',
        ' “quoted”',
        ' café',
        ' 東京の天気',
        ' 😀',
        " don't",
        ' 123',
        ' —',
        '.',
        '\n',
        '\t',
      ];
      let previous = counter.pieces('');
      fc.assert(
        fc.property(fc.array(fc.constantFrom(...words, ...ALPHABET), { maxLength: 60 }), (parts) => {
          const text = parts.join('');
          const got = counter.pieces(text, previous);
          const cut = text.match(pattern) ?? [];
          let [end, tokens] = [0, 0];
          const want = cut.map((piece) => {
            end += piece.length;
            tokens += tiktoken.encode(piece, [], []).length;
            return [end, tokens];
          });
          const pieces = Array.from({ length: got.length }, (_, i) => [got.ends[i], got.tokensTo[i]]);
          expect(pieces).toEqual(want);
          if (previous.ends.length >= 64 + (text.length >> 2))
            expect(got.ends.buffer).toBe(previous.ends.buffer);
          previous = got;
        }),
        { numRuns: 3_000 },
      );
    }
  });

  it('cuts and counts right as the tables of words it keeps fill and start again', async () => {
    // 60,000 words after spaces, each met twice, none the same as another: more than the tables hold.
    const words = Array.from({ length: 60_000 }, (_, i) => ` “${i}”—${(i * 7919) % 1000}é`);
    const text = [...words, ...words.reverse()].join('');
    for (const [encoding, model] of [
      ['o200k_base', 'gpt-4o'],
      ['cl100k_base', 'gpt-4'],
    ] as const) {
      const counter = await tokenCounter(encoding);
      const file = (await import(`js-tiktoken/ranks/${encoding}`)).default as { pat_str: string };
      const ends = Array.from(text.matchAll(new RegExp(file.pat_str, 'gu')), (m) => m.index + m[0].length);
      const got = counter.pieces(text);
      // The first piece cut elsewhere than the pattern cuts, if any (a diff of the whole lists takes minutes).
      const wrong = ends.findIndex((end, i) => got.ends[i] !== end);
      expect({ pieces: got.length, wrong }).toEqual({ pieces: ends.length, wrong: -1 });
      expect(got.tokensTo[got.length - 1]).toBe(encodingForModel(model).encode(text, [], []).length);
    }
  });

  it('holds every token of both rank files at its rank, and nothing else', async () => {
    for (const encoding of ['o200k_base', 'cl100k_base']) {
      const file = (await import(`js-tiktoken/ranks/${encoding}`)).default as { bpe_ranks: string };
      const ranks = parseRanks(file.bpe_ranks);
      let tokens = 0;
      for (const line of file.bpe_ranks.split('\n')) {
        const [, first, ...digits] = line.split(' ');
        for (const [i, token] of digits.entries()) {
          const bytes = Buffer.from(token, 'base64').toString('latin1');
          if (ranks.rank(bytes, 0, bytes.length) !== Number(first) + i) expect.fail(`${encoding}: ${token}`);
          tokens++;
        }
      }
      expect(tokens).toBeGreaterThan(100_000);
      // Found where they lie in a longer string, and absent when a byte more or less.
      expect(ranks.rank('xx hello yy', 2, 8)).toBe(ranks.rank(' hello', 0, 6));
      expect(ranks.rank(' hello', 0, 6)).toBeGreaterThanOrEqual(0);
      expect(ranks.rank('\u00ff\u00fe\u00fd\u00fc\u00fb\u00fa', 0, 6)).toBe(-1);
    }
  });

  it('refuses an encoding it does not know, naming the field', async () => {
    await expect(tokenCounter('p50k_base' as 'o200k_base')).rejects.toThrow(
      'tokenizer: o200k_base or cl100k_base (got "p50k_base")',
    );
  });
});
