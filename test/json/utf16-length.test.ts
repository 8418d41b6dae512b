/**
 * `utf16Length` counts what `Buffer#toString('utf8').length` would, without decoding: by the SIMD kernel for
 * text that is not ASCII, and byte by byte where WebAssembly is off.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonStringKernel } from '../../src/json/json-string-simd.js';
import { utf16Length, utf16LengthByBytes } from '../../src/json/utf16-length.js';

// Text as the web writes it: ASCII with accents, curly quotes, dashes, CJK and emoji (surrogate pairs).
const piece = fc.constantFrom(
  'a',
  'word ',
  '\n',
  'ü',
  'é',
  '“',
  '”',
  '—',
  '東京',
  '😀',
  '👩‍💻',
  'ß',
  '\u0301',
);
const webText = fc.array(piece, { minLength: 0, maxLength: 400 }).map((parts) => parts.join(''));

describe('utf16Length', () => {
  it('equals the decoded string length for mixed-script text of any size', () => {
    fc.assert(
      fc.property(webText, (text) => {
        const bytes = Buffer.from(text);
        expect(utf16Length(bytes)).toBe(text.length);
        expect(utf16LengthByBytes(bytes)).toBe(text.length);
      }),
      { numRuns: 500 },
    );
  });

  it('the kernel counts the same at every alignment and length, tails included', () => {
    const kernel = jsonStringKernel();
    expect(kernel).toBeDefined();
    fc.assert(
      fc.property(webText, fc.nat(15), (text, pad) => {
        const bytes = Buffer.concat([Buffer.alloc(pad, 0x61), Buffer.from(text)]).subarray(pad);
        expect(kernel!.utf16Length(bytes)).toBe(text.length);
      }),
      { numRuns: 500 },
    );
  });

  it('counts a 4-byte character as two units and a continuation byte as none', () => {
    const text = `${'x'.repeat(300)}😀${'東'.repeat(100)}`;
    expect(utf16Length(Buffer.from(text))).toBe(300 + 2 + 100);
  });
});
