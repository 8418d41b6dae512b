import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldSpans, scanFields, unescapeString } from '../../../src/documents/json-fields.js';
import { type ListColumn, RowGroupBuilder, type StringColumn } from '../../../src/sinks/parquet/columns.js';
import { documentRow, type Row } from '../../../src/sinks/parquet/schema.js';
import { codePoint } from '../../helpers/code-point.js';

/** The values of a string column: PLAIN values placed by their definition levels. */
function strings(col: StringColumn): (string | null)[] {
  const out: (string | null)[] = [];
  const v = col.values.bytes();
  let at = 0;
  for (const def of col.defs.values()) {
    if (def === 0) {
      out.push(null);
      continue;
    }
    const n = v.readUInt32LE(at);
    out.push(v.toString('utf8', at + 4, at + 4 + n));
    at += 4 + n;
  }
  expect(at).toBe(v.length);
  return out;
}

function lists(col: ListColumn): (string[] | null)[] {
  const out: (string[] | null)[] = [];
  const v = col.values.bytes();
  const reps = col.reps.values();
  let at = 0;
  col.defs.values().forEach((def, k) => {
    if (reps[k] === 0) out.push(def === 0 ? null : []);
    if (def === 2) {
      const n = v.readUInt32LE(at);
      out.at(-1)!.push(v.toString('utf8', at + 4, at + 4 + n));
      at += 4 + n;
    }
  });
  return out;
}

/** The rows a builder holds (jobId left out: it is written at encoding time). */
function rowsOf(b: RowGroupBuilder): Omit<Row, 'jobId'>[] {
  const cols = {
    url: strings(b.url),
    sourceURL: strings(b.sourceURL),
    title: strings(b.title),
    description: strings(b.description),
    language: strings(b.language),
    error: strings(b.error),
    markdown: strings(b.markdown),
    html: strings(b.html),
    rawHtml: strings(b.rawHtml),
    links: lists(b.links),
    screenshot: strings(b.screenshot),
    warning: strings(b.warning),
    changeStatus: strings(b.changeStatus),
    previousScrapeAt: strings(b.previousScrapeAt),
    metadata: strings(b.metadata),
  };
  const codes: (number | null)[] = [];
  let k = 0;
  for (const def of b.statusCode.defs.values()) codes.push(def === 0 ? null : b.statusCode.values[k++]!);
  return Array.from({ length: b.rows }, (_, i) => ({
    url: cols.url[i]!,
    sourceURL: cols.sourceURL[i]!,
    title: cols.title[i]!,
    description: cols.description[i]!,
    language: cols.language[i]!,
    statusCode: codes[i]!,
    error: cols.error[i]!,
    markdown: cols.markdown[i]!,
    html: cols.html[i]!,
    rawHtml: cols.rawHtml[i]!,
    links: cols.links[i]!,
    screenshot: cols.screenshot[i]!,
    warning: cols.warning[i]!,
    changeStatus: cols.changeStatus[i]!,
    previousScrapeAt: cols.previousScrapeAt[i]!,
    metadata: cols.metadata[i]!,
  }));
}

/** A string as it reads back from UTF-8: lone surrogates become U+FFFD, as any UTF-8 encoder makes them. */
const utf8 = (s: string) => Buffer.from(s, 'utf8').toString('utf8');

/**
 * What a document must give: `documentRow` of its parsed JSON, as UTF-8 text. The document is what its
 * UTF-8 bytes say (a lone surrogate in `text` is U+FFFD there).
 */
function expectedRow(text: string): Omit<Row, 'jobId'> {
  const { jobId: _, ...row } = documentRow(JSON.parse(utf8(text)), '');
  const norm = (v: unknown): unknown =>
    typeof v === 'string' ? utf8(v) : Array.isArray(v) ? v.map(norm) : v;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, norm(v)])) as Omit<Row, 'jobId'>;
}

function build(texts: readonly (string | Buffer)[]): RowGroupBuilder {
  const b = new RowGroupBuilder();
  for (const t of texts) b.add(typeof t === 'string' ? Buffer.from(t, 'utf8') : t);
  return b;
}

/**
 * JSON text of `value` as other producers may write it: whitespace between tokens, characters escaped as
 * `\uXXXX` (surrogate pairs as two escapes), `/` as `\/`.
 */
function looseJson(value: unknown, rnd: () => number): string {
  const ws = () => [' ', '', '\n', '\t', '  ', '\r\n'][Math.floor(rnd() * 6)]!;
  const str = (s: string) => {
    let out = '"';
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      const r = rnd();
      if (c === 0x22 || c === 0x5c) out += `\\${s[i]}`;
      else if (c === 0x2f && r < 0.5) out += '\\/';
      else if (c < 0x20 || r < 0.2) out += `\\u${c.toString(16).padStart(4, '0')}`;
      else out += s[i];
    }
    return `${out}"`;
  };
  const go = (v: unknown): string => {
    if (typeof v === 'string') return str(v);
    if (Array.isArray(v)) return `[${ws()}${v.map((x) => `${go(x)}${ws()}`).join(`,${ws()}`)}]`;
    if (v !== null && typeof v === 'object') {
      const parts = Object.entries(v).map(([k, x]) => `${ws()}${str(k)}${ws()}:${ws()}${go(x)}${ws()}`);
      return `{${parts.join(',')}}`;
    }
    return JSON.stringify(v);
  };
  return `${ws()}${go(value)}${ws()}`;
}

// Any UTF-16 code unit, lone surrogates included, with plenty of what JSON escapes.
const unit = fc.oneof(
  fc.constantFrom('"', '\\', '/', '\n', '\r', '\t', '\b', '\f', '\u0000', '\u001f', 'é', '日', '\u2028'),
  fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  fc.constantFrom('😀', '𝄞'),
  fc.string({ unit: codePoint, maxLength: 1 }),
);
const text = fc.string({ unit, maxLength: 40 });
const anyValue = fc.oneof(
  { weight: 5, arbitrary: text },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);
const metadata = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record(
      {
        title: anyValue,
        description: anyValue,
        language: anyValue,
        sourceURL: anyValue,
        url: anyValue,
        statusCode: fc.oneof(fc.integer({ min: 100, max: 599 }), fc.double(), anyValue),
        error: anyValue,
        ogLocaleAlternate: fc.array(text, { maxLength: 3 }),
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: anyValue },
  { weight: 1, arbitrary: fc.array(anyValue, { maxLength: 2 }) },
);
const document = fc.record(
  {
    url: anyValue,
    error: anyValue,
    markdown: anyValue,
    html: anyValue,
    rawHtml: anyValue,
    screenshot: anyValue,
    links: fc.oneof(
      fc.array(fc.oneof(text, fc.record({ url: anyValue }, { requiredKeys: [] }), anyValue), {
        maxLength: 4,
      }),
      anyValue,
    ),
    metadata,
    warning: anyValue,
    changeTracking: fc.oneof(
      {
        weight: 3,
        arbitrary: fc.record(
          {
            changeStatus: fc.oneof(fc.constantFrom('new', 'same', 'changed', 'removed'), anyValue),
            previousScrapeAt: fc.oneof(fc.constant('2026-11-20T08:15:00.000Z'), anyValue),
            visibility: anyValue,
            markdown: anyValue,
          },
          { requiredKeys: [] },
        ),
      },
      { weight: 1, arbitrary: anyValue },
    ),
    actions: fc.jsonValue({ maxDepth: 3 }),
    unknown: anyValue,
  },
  { requiredKeys: [] },
);

describe('RowGroupBuilder: columns from the document bytes', () => {
  it('gives documentRow(JSON.parse(doc)) for any document, canonical JSON or not', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(document, fc.integer()), { minLength: 1, maxLength: 6 }), (docs) => {
        const texts = docs.flatMap(([d, seed]) => {
          let s = seed >>> 0;
          const rnd = () => {
            s = (Math.imul(s, 1103515245) + 12345) >>> 0;
            return s / 2 ** 32;
          };
          return [JSON.stringify(d), looseJson(d, rnd)];
        });
        expect(rowsOf(build(texts))).toEqual(texts.map(expectedRow));
      }),
      { numRuns: 400 },
    );
  });

  it('handles documents the byte scan leaves to JSON.parse: not an object, escaped keys', () => {
    const texts = [
      'null',
      '[1,2]',
      '"just a string"',
      '42',
      '{}',
      ' { } ',
      '{"mark\\u0064own":"by escaped key","metadata":{"title":"T"}}',
      '{"markdown":"first","markdown":"last wins"}',
      '{"metadata":null,"links":null,"url":null}',
      '{"url":{"href":"x"},"markdown":123,"html":true,"links":[{"url":"a"},{"href":"b"},null,7]}',
      '{"error":"top","metadata":{"error":"meta first"}}',
      '{"error":"top","metadata":{"error":null}}',
    ];
    expect(rowsOf(build(texts))).toEqual(texts.map(expectedRow));
    const row = rowsOf(build([texts[6]!]))[0]!;
    expect(row.markdown).toBe('by escaped key');
  });

  it('decodes every escape, surrogate pairs and lone surrogates as UTF-8 encoding of the parsed string does', () => {
    const texts = [
      String.raw`{"markdown":"a\"b\\c\/d\be\ff\ng\rh\ti"}`,
      String.raw`{"markdown":"\u00e9\u65e5\ud83d\ude00 pair, \ud83d lone high, \ude00 lone low, \ud83d\u0041 high then A"}`,
      String.raw`{"markdown":"\uD83D\uDE00 upper-case hex, \u0000 nul"}`,
      String.raw`{"markdown":"\n\n\n\n at the start and at the end\n\n"}`,
      `{"markdown":${JSON.stringify(`${'long run without escapes '.repeat(20)}\n${'x'.repeat(300)}`)}}`,
    ];
    expect(rowsOf(build(texts))).toEqual(texts.map(expectedRow));
  });

  it('replaces malformed UTF-8 with U+FFFD, as decoding the document does', () => {
    const bad = Buffer.concat([
      Buffer.from('{"markdown":"ok '),
      Buffer.from([0xff, 0xc3, 0x28, 0xe2, 0x82]),
      Buffer.from(' end","metadata":{"title":"t'),
      Buffer.from([0x80]),
      Buffer.from('"}}'),
    ]);
    const row = rowsOf(build([bad]))[0]!;
    expect(row).toEqual(expectedRow(bad.toString('utf8')));
    expect(row.markdown).toContain('\ufffd');
  });

  it('throws on malformed JSON, as JSON.parse does', () => {
    expect(() => build(['{"markdown":"x"'])).toThrow(SyntaxError);
    expect(() => build(['{"markdown":"bad \\x escape"}'])).toThrow(SyntaxError);
    expect(() => build(['{"markdown":"bad \\u12G4"}'])).toThrow(SyntaxError);
    expect(() => build(['{"metadata":{"title":}}'])).toThrow(SyntaxError);
    expect(() => build(['not json'])).toThrow(SyntaxError);
  });

  it('keeps no view of the document: its buffer may be overwritten once add returns', () => {
    const text = JSON.stringify({
      markdown: `# Title\n\n${'body '.repeat(50)}`,
      html: '<p>x</p>',
      links: ['https://a.example/1', 'https://a.example/2'],
      metadata: { title: 'T', sourceURL: 'https://a.example/', statusCode: 200, language: 'en' },
    });
    const b = new RowGroupBuilder();
    const buf = Buffer.from(text);
    b.add(buf);
    buf.fill(0x78);
    expect(rowsOf(b)).toEqual([expectedRow(text)]);
  });

  it('scanFields finds each field of interest and only those', () => {
    const spans = fieldSpans();
    const doc = Buffer.from('{ "a":[1,{"url":"x"}], "url" : "u\\"v" ,"links":["l"],"metadata":{"x":"}"} }');
    expect(scanFields(doc, spans)).toBe(true);
    expect(doc.toString('utf8', spans.start[0]!, spans.end[0]!)).toBe('"u\\"v"');
    expect(spans.escaped[0]).toBe(1);
    expect(doc.toString('utf8', spans.start[6]!, spans.end[6]!)).toBe('["l"]');
    expect(doc.toString('utf8', spans.start[7]!, spans.end[7]!)).toBe('{"x":"}"}');
    expect(spans.start[2]).toBe(-1);
    expect(scanFields(Buffer.from('{"url":"x"} trailing'), spans)).toBe(false);
  });

  it('unescapeString never writes more bytes than the escaped form has', () => {
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 200 }), (s) => {
        const src = Buffer.from(JSON.stringify(s));
        const dst = Buffer.alloc(src.length);
        const end = unescapeString(src, 0, src.length - 1, src.includes(0x5c), dst, 0);
        expect(end).toBeLessThanOrEqual(src.length - 2);
        expect(dst.toString('utf8', 0, end)).toBe(utf8(s));
      }),
      { numRuns: 500 },
    );
  });
});
