import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unescapeString } from '../../src/documents/json-fields.js';
import { jsonStringKernel, releaseJsonStringKernel } from '../../src/json/json-string-simd.js';

const kernel = () => {
  const k = jsonStringKernel();
  if (!k) throw new Error('WebAssembly SIMD is unavailable');
  return k;
};

/** A JSON string literal of `s`, each character escaped or not at random (`\/`, `\uXXXX` in either case). */
function looseLiteral(s: string, rnd: () => number): string {
  let out = '"';
  for (const ch of s) {
    const r = rnd();
    if (ch === '/' && r < 0.5) out += '\\/';
    else if (r < 0.15) {
      for (let k = 0; k < ch.length; k++) {
        const hex = ch.charCodeAt(k).toString(16).padStart(4, '0');
        out += `\\u${r < 0.07 ? hex.toUpperCase() : hex}`;
      }
    } else out += JSON.stringify(ch).slice(1, -1);
  }
  return `${out}"`;
}

/** Unescapes the literal at `pad` bytes into a buffer, with the SIMD kernel. */
function viaKernel(literal: string, pad: number): Buffer {
  const src = Buffer.concat([Buffer.alloc(pad, 0x20), Buffer.from(literal)]);
  const dst = Buffer.alloc(src.length + 3).fill(0xee);
  const end = kernel().unescape(src, pad + 1, src.length - 1, dst, 3);
  expect(dst.subarray(0, 3).every((b) => b === 0xee)).toBe(true);
  return dst.subarray(3, end);
}

const unit = fc.oneof(
  fc.constantFrom(
    '"',
    '\\',
    '/',
    '\n',
    '\r',
    '\t',
    '\b',
    '\f',
    '\u0000',
    '\u001f',
    'é',
    '日',
    '\u2028',
    'a',
    'b',
  ),
  fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  fc.constantFrom('😀', '𝄞'),
);

/** Pieces of a string's contents: text, valid and invalid escapes, raw line breaks. */
const piece = fc.constantFrom(
  'a',
  'é',
  '😀',
  '\\n',
  '\\"',
  '\\u00e9',
  '\\uD83D',
  '\\/',
  '\\',
  '\\x',
  '\\u12',
  '\\u12G4',
  '\\uABCD',
  '\n',
  '\r',
  '\t',
  'b'.repeat(41),
);

/** The check, one character at a time: valid escapes only, no raw line break. */
function checkedByHand(contents: string): boolean {
  for (let i = 0; i < contents.length; ) {
    const c = contents[i];
    if (c === '\n' || c === '\r') return false;
    if (c !== '\\') {
      i++;
      continue;
    }
    const e = contents[i + 1];
    if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
    else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(contents.slice(i + 2, i + 6))) i += 6;
    else return false;
  }
  return true;
}

describe('SIMD unescaping of JSON strings', () => {
  it('is assembled from json-string.wat as committed', () => {
    const script = fileURLToPath(new URL('../../scripts/build-wasm.mjs', import.meta.url));
    const check = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(check.stdout).toContain('matches');
    expect(check.status).toBe(0);
  });

  it('gives the UTF-8 of JSON.parse for any string, escaped any way, at any alignment', () => {
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 300 }), fc.integer(), fc.nat(31), (s, seed, pad) => {
        let x = seed >>> 0;
        const rnd = () => {
          x = (Math.imul(x, 1103515245) + 12345) >>> 0;
          return x / 2 ** 32;
        };
        const literal = looseLiteral(s, rnd);
        expect(viaKernel(literal, pad).toString('utf8')).toBe(
          Buffer.from(JSON.parse(literal)).toString('utf8'),
        );
      }),
      { numRuns: 1500 },
    );
  });

  it('finds escapes in every position of a 16-byte block, at its end and in runs', () => {
    for (let before = 0; before < 40; before++) {
      for (const esc of ['\\n', '\\n\\n\\n', '\\"', '\\u00e9', '\\ud83d\\ude00', '\\\\']) {
        const literal = `"${'x'.repeat(before)}${esc}${'y'.repeat(40 - before)}${esc}"`;
        expect(viaKernel(literal, 0).toString('utf8')).toBe(JSON.parse(literal));
      }
    }
  });

  it('throws a SyntaxError on a malformed escape, naming its position', () => {
    const long = 'z'.repeat(300);
    expect(() => viaKernel(`"${long}\\x"`, 0)).toThrow(/Bad escaped character in JSON at position 302/);
    expect(() => viaKernel(`"${long}\\u12G4"`, 0)).toThrow(SyntaxError);
    expect(() => viaKernel(`"${long}\\"`, 0)).toThrow(SyntaxError);
  });

  it('checks escapes and raw line breaks, at any alignment', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), fc.nat(31), (pieces, pad) => {
        const contents = pieces.join('');
        const src = Buffer.concat([Buffer.alloc(pad, 0x20), Buffer.from(contents)]);
        expect(kernel().check(src, pad, src.length)).toBe(checkedByHand(contents));
      }),
      { numRuns: 3000 },
    );
  });

  it('passes what JSON.parse accepts, and refuses only what it refuses', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), (pieces) => {
        const contents = pieces.join('');
        let parses = true;
        try {
          // Raw tabs are control characters JSON.parse refuses and the check leaves alone.
          JSON.parse(`"${contents.replaceAll('\t', ' ')}"`);
        } catch {
          parses = false;
        }
        const checked = kernel().check(Buffer.from(contents), 0, Buffer.byteLength(contents));
        if (parses) expect(checked).toBe(true);
        // Passed but refused: only for a raw quote, which in a page ends the string before the check.
        else if (checked) expect(contents).toContain('"');
      }),
      { numRuns: 3000 },
    );
  });

  it('carries long escaped strings through unescapeString, the same as its JavaScript path', () => {
    const s = `${'line of markdown with "quotes" and \\ backslashes\n\n'.repeat(500)}\u0001 é 😀 \ud800`;
    const src = Buffer.from(JSON.stringify(s));
    const dst = Buffer.alloc(src.length);
    const end = unescapeString(src, 0, src.length - 1, true, dst, 0);
    expect(dst.toString('utf8', 0, end)).toBe(Buffer.from(s).toString('utf8'));
  });

  it('grows its memory for a large string and gives it back when asked', () => {
    const literal = JSON.stringify('a\nb'.repeat(400_000));
    expect(viaKernel(literal, 0).toString('utf8')).toBe(JSON.parse(literal));
    const grown = kernel();
    expect(grown.memoryBytes).toBeGreaterThan(2_000_000);
    releaseJsonStringKernel(1 << 20);
    expect(kernel()).not.toBe(grown);
    expect(kernel().memoryBytes).toBeLessThan(1 << 20);
  });
});
