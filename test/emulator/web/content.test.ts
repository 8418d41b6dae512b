import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildBody, buildChunkPool } from '../../../src/emulator/web/content.js';
import type { SyntheticPage } from '../../../src/emulator/web/index.js';
import {
  isJsonSafe,
  piecesToJsonBytes,
  piecesToString,
  pushJsonLiteral,
} from '../../../src/emulator/web/text-pieces.js';

const pool = buildChunkPool(1);
const pageOf = (language: string, bodySeed: number) => ({ language, bodySeed }) as unknown as SyntheticPage;

describe('page bodies', () => {
  it('land on exactly the asked number of characters', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.constantFrom('en', 'de', 'fr', 'es'),
        fc.integer(),
        (chars, language, seed) => {
          const body = buildBody(pageOf(language, seed), pool, chars);
          expect(body.markdown.join('\n\n').length).toBe(chars);
          expect(body.html.length).toBe(body.markdown.length);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('are made of blocks that need no JSON escaping', () => {
    const body = buildBody(pageOf('fr', 3), pool, 50_000);
    expect(body.markdown.every(isJsonSafe)).toBe(true);
    expect(body.html.every(isJsonSafe)).toBe(true);
  });
});

describe('text pieces', () => {
  it('write the same text as a string, as a JSON literal and as JSON bytes', () => {
    const blocks = ['a b', 'c é', '<p>d</p>'];
    const pieces = [
      '# "Title"\n\tx\\',
      '\n\n',
      { blocks, separator: '\n\n', encoded: () => blocks.map((b) => Buffer.from(b)) },
      '\u0001',
    ];
    const json = JSON.stringify(piecesToString(pieces));
    const literal: string[] = [];
    pushJsonLiteral(pieces, literal);
    expect(literal.join('')).toBe(json);
    const bytes = piecesToJsonBytes(pieces);
    expect(Buffer.concat(bytes.buffers).toString('utf8')).toBe(json);
    expect(bytes.chars).toBe(json.length);
    expect(isJsonSafe('plain text, é')).toBe(true);
    expect(isJsonSafe('a "quote"')).toBe(false);
    expect(isJsonSafe('line\nbreak')).toBe(false);
  });

  it('body bytes are the UTF-8 of the body blocks', () => {
    const body = buildBody(pageOf('es', 8), pool, 30_000);
    expect(Buffer.concat(body.markdownBytes()).toString('utf8')).toBe(body.markdown.join(''));
    expect(Buffer.concat(body.htmlBytes()).toString('utf8')).toBe(body.html.join(''));
  });
});
