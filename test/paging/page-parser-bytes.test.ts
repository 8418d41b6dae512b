import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonStringKernel } from '../../src/json/json-string-simd.js';
import { parsePageBytes } from '../../src/paging/page-parser-bytes.js';
import { codePoint } from '../helpers/code-point.js';

const doc = fc.record(
  {
    markdown: fc.string({ unit: codePoint }),
    title: fc.string({ unit: 'grapheme' }),
    links: fc.array(fc.webUrl(), { maxLength: 3 }),
    metadata: fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 4 }),
  },
  { requiredKeys: [] },
);

const envelope = fc.record(
  {
    success: fc.boolean(),
    status: fc.constantFrom('scraping', 'completed', 'cancelled', 'failed'),
    completed: fc.nat(),
    next: fc.option(fc.webUrl(), { nil: null }),
    data: fc.array(fc.oneof(doc, fc.jsonValue({ maxDepth: 4 })), { maxLength: 6 }),
  },
  { requiredKeys: ['data'] },
);

function reference(text: string) {
  const { data, ...fields } = JSON.parse(text) as Record<string, unknown>;
  // A `data` that is not a list stays among the fields (the caller decides it is an error).
  if (data !== undefined && !Array.isArray(data)) fields.data = data;
  return { fields, data: Array.isArray(data) ? data : [], hasData: Array.isArray(data) };
}

/**
 * Scans `text` and holds it to JSON.parse: a text JSON.parse refuses (or that is not an object) must throw a
 * SyntaxError; otherwise the documents must be the reference's. Returns the scan and the reference then.
 */
function scanAgainstReference(text: string) {
  let ref: ReturnType<typeof reference> | undefined;
  try {
    const value = JSON.parse(text) as unknown;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) ref = reference(text);
  } catch {
    ref = undefined;
  }
  if (!ref) {
    expect(() => parsePageBytes(Buffer.from(text))).toThrow(SyntaxError);
    return undefined;
  }
  const parsed = parsePageBytes(Buffer.from(text));
  expect(parsed.rawBytes.map((b) => JSON.parse(b.toString('utf8')))).toEqual(ref.data);
  return { parsed, ref };
}

describe('parsePageBytes', () => {
  it('agrees with JSON.parse and returns views of the exact bytes', () => {
    fc.assert(
      fc.property(envelope, fc.constantFrom(undefined, 2), (page, indent) => {
        const text = JSON.stringify(page, null, indent);
        const body = Buffer.from(text, 'utf8');
        const parsed = parsePageBytes(body);
        const ref = reference(text);
        expect(parsed.scanned).toBe(true);
        expect(parsed.rawBytes.map((b) => JSON.parse(b.toString('utf8')))).toEqual(ref.data);
        expect(parsed.envelope.fields).toEqual(ref.fields);
        for (const b of parsed.rawBytes) expect(b.buffer).toBe(body.buffer);
      }),
      { numRuns: 300 },
    );
  });

  it('never accepts what JSON.parse rejects among structural mutations', () => {
    const fragments = fc.constantFrom(
      '{',
      '}',
      '[',
      ']',
      '"',
      '\\',
      ',',
      ':',
      '1',
      'true',
      ' ',
      'x',
      '-',
      '\n',
      '.',
    );
    const mutated = fc
      .tuple(envelope, fc.nat(), fc.array(fragments, { minLength: 1, maxLength: 3 }))
      .map(([page, at, frag]) => {
        const text = JSON.stringify(page);
        const pos = at % (text.length + 1);
        return text.slice(0, pos) + frag.join('') + text.slice(pos);
      });
    fc.assert(
      fc.property(mutated, (mutatedText) => {
        // The reference reads what the bytes say (lone surrogates become U+FFFD in UTF-8).
        const text = Buffer.from(mutatedText).toString('utf8');
        const scan = scanAgainstReference(text);
        if (!scan) return;
        const { parsed, ref } = scan;
        expect(parsed.envelope.fields).toEqual(ref.fields);
        expect(parsed.hasData).toBe(ref.hasData);
        // Not checking escapes changes nothing for JSON that parses.
        const unchecked = parsePageBytes(Buffer.from(text), { checkEscapes: false });
        expect(unchecked.rawBytes.map((b) => b.toString('utf8'))).toEqual(
          parsed.rawBytes.map((b) => b.toString('utf8')),
        );
        expect(unchecked.envelope.fields).toEqual(ref.fields);
      }),
      { numRuns: 2000 },
    );
  });

  it('checks long strings (the SIMD kernel’s path) as JSON.parse does, wherever a bad escape or line break is', () => {
    const text = fc.string({
      unit: fc.constantFrom('a', 'é', '\n', '"', '\\', '/', '\u0001', '😀'),
      minLength: 300,
    });
    const fragment = fc.constantFrom('\\', '\\x', '\\u12', '\\u12G4', '\\u00e9', '\n', '\r', '\\n', '"');
    fc.assert(
      fc.property(text, fc.nat(), fragment, (markdown, at, frag) => {
        const page = JSON.stringify({ status: 'completed', data: [{ markdown, n: 1 }, { markdown }] });
        const pos = page.indexOf(':"', page.indexOf('"markdown"')) + 2 + (at % markdown.length);
        // What the bytes say: a cut through a surrogate pair is U+FFFD in UTF-8, for the reference too.
        const mutated = Buffer.from(page.slice(0, pos) + frag + page.slice(pos)).toString('utf8');
        const scan = scanAgainstReference(mutated);
        if (scan) expect(scan.parsed.scanned).toBe(true);
      }),
      { numRuns: 1500 },
    );
  });

  it('gives back the kernel memory a huge string took', () => {
    const markdown = 'line\n'.repeat(4_000_000);
    const body = Buffer.from(JSON.stringify({ status: 'completed', data: [{ markdown }] }));
    expect(parsePageBytes(body).rawBytes).toHaveLength(1);
    expect(jsonStringKernel()?.memoryBytes).toBeLessThan(16 * 1024 * 1024);
  });

  it('handles multi-byte UTF-8 and falls back on a raw line break inside a string', () => {
    const text = '{"status":"completed","data":[{"t":"é 😀 \\"q\\""},{"u":"\\u00e9"}]}';
    const parsed = parsePageBytes(Buffer.from(text));
    expect(parsed.scanned).toBe(true);
    expect(parsed.rawBytes.map((b) => b.toString())).toEqual(['{"t":"é 😀 \\"q\\""}', '{"u":"\\u00e9"}']);
    expect(() => parsePageBytes(Buffer.from('{"data":[{"t":"a\nb"}]}'))).toThrow(SyntaxError);
  });

  it('leaves the escapes of documents unchecked with checkEscapes: false, and nothing else', () => {
    const bad = Buffer.from('{"status":"completed","data":[{"t":"a\\qb"}]}');
    expect(() => parsePageBytes(bad)).toThrow(SyntaxError);
    const unchecked = parsePageBytes(bad, { checkEscapes: false });
    expect(unchecked.scanned).toBe(true);
    expect(unchecked.rawBytes.map((b) => b.toString())).toEqual(['{"t":"a\\qb"}']);
    // The envelope is still parsed, structure and raw line breaks still checked.
    const badEnvelope = Buffer.from('{"status":"compl\\qeted","data":[]}');
    expect(() => parsePageBytes(badEnvelope, { checkEscapes: false })).toThrow(SyntaxError);
    expect(() => parsePageBytes(Buffer.from('{"data":[{"t":"a\nb"}]}'), { checkEscapes: false })).toThrow(
      SyntaxError,
    );
    expect(() => parsePageBytes(Buffer.from('{"data":[{"t":"a"]}'), { checkEscapes: false })).toThrow(
      SyntaxError,
    );
  });
});
