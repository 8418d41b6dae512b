import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePageBytes } from '../../src/paging/page-parser-bytes.js';
import { codePoint } from '../helpers/code-point.js';

/**
 * A page of `text` as every page is read: the byte scan, which hands what it is unsure of to `JSON.parse`
 * of the whole body (`page-parser.ts`).
 */
function parsePage(text: string) {
  const { envelope, rawBytes, scanned, hasData } = parsePageBytes(Buffer.from(text, 'utf8'));
  return { envelope, raw: rawBytes.map((b) => b.toString('utf8')), scanned, hasData };
}

/** `text` as a body that arrived in UTF-8 decodes. */
const asReceived = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

/** What JSON.parse says the page is: the reference the scanner must agree with. */
function reference(text: string) {
  const { data, ...fields } = JSON.parse(text) as Record<string, unknown>;
  // A `data` that is not a list stays among the fields (the caller decides it is an error).
  if (data !== undefined && !Array.isArray(data)) fields.data = data;
  return { fields, data: Array.isArray(data) ? data : [], hasData: Array.isArray(data) };
}

const doc = fc.record(
  {
    markdown: fc.string({ unit: codePoint }),
    html: fc.string(),
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
    total: fc.nat(),
    creditsUsed: fc.integer({ min: -1, max: 1e6 }),
    expiresAt: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    next: fc.option(fc.webUrl(), { nil: null }),
    warning: fc.option(fc.string(), { nil: undefined }),
    data: fc.array(fc.oneof(doc, fc.jsonValue({ maxDepth: 4 })), { maxLength: 6 }),
  },
  { requiredKeys: ['data'] },
);

describe('a status page: the byte scan, and JSON.parse where it is unsure', () => {
  it('agrees with JSON.parse on generated status pages, compact or indented', () => {
    fc.assert(
      fc.property(envelope, fc.constantFrom(undefined, 2, '\t'), (page, indent) => {
        const text = JSON.stringify(page, null, indent);
        const parsed = parsePage(text);
        const ref = reference(text);
        expect(parsed.scanned).toBe(true);
        expect(parsed.raw.map((r) => JSON.parse(r))).toEqual(ref.data);
        expect(parsed.envelope.fields).toEqual(ref.fields);
        expect(parsed.envelope.status).toBe(page.status);
        expect(parsed.envelope.next).toBe(page.next);
        // The raw text is a slice of the body, not a re-serialisation.
        for (const r of parsed.raw) expect(text.includes(r)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps each document exactly as sent (key order, escapes, number spelling)', () => {
    const text =
      '{"success":true,"data":[ {"b":1.50,"a":"\\u00e9\\"x\\\\"} ,{"z":[1e3,-0]}],"status":"completed"}';
    const parsed = parsePage(text);
    expect(parsed.scanned).toBe(true);
    expect(parsed.raw).toEqual(['{"b":1.50,"a":"\\u00e9\\"x\\\\"}', '{"z":[1e3,-0]}']);
    expect(parsed.envelope.status).toBe('completed');
  });

  it('never disagrees with JSON.parse on arbitrary (mostly broken) input', () => {
    const fragments = fc.constantFrom(
      '{',
      '}',
      '[',
      ']',
      '"',
      '\\',
      ',',
      ':',
      'data',
      '1',
      'true',
      ' ',
      'x',
      '-',
    );
    const mutated = fc
      .tuple(envelope, fc.nat(), fc.array(fragments, { maxLength: 3 }))
      .map(([page, at, frag]) => {
        const text = JSON.stringify(page);
        const pos = at % (text.length + 1);
        return text.slice(0, pos) + frag.join('') + text.slice(pos);
      });
    fc.assert(
      // A body arrives as bytes: a lone surrogate of the generated text is U+FFFD in them, as in what
      // JSON.parse is given here.
      fc.property(fc.oneof(mutated, fc.string({ unit: codePoint })).map(asReceived), (text) => {
        let ref: ReturnType<typeof reference> | undefined;
        let refError = false;
        try {
          const value = JSON.parse(text) as unknown;
          if (value === null || typeof value !== 'object' || Array.isArray(value)) refError = true;
          else ref = reference(text);
        } catch {
          refError = true;
        }
        if (refError) {
          expect(() => parsePage(text)).toThrow(SyntaxError);
          return;
        }
        const parsed = parsePage(text);
        expect(parsed.raw.map((r) => JSON.parse(r))).toEqual(ref?.data);
        expect(parsed.envelope.fields).toEqual(ref?.fields);
        expect(parsed.hasData).toBe(ref?.hasData);
      }),
      { numRuns: 2000 },
    );
  });

  it('falls back to JSON.parse for duplicate keys, like JSON.parse keeps the last', () => {
    const parsed = parsePage('{"status":"scraping","data":[1],"status":"completed","data":[2,3]}');
    expect(parsed.scanned).toBe(false);
    expect(parsed.envelope.status).toBe('completed');
    expect(parsed.raw).toEqual(['2', '3']);
  });

  it('reports a body that is not a JSON object as a SyntaxError', () => {
    expect(() => parsePage('')).toThrow(SyntaxError);
    expect(() => parsePage('[1,2]')).toThrow(SyntaxError);
    expect(() => parsePage('{"data":[1,]}')).toThrow(SyntaxError);
  });
});
