import { describe, expect, it } from 'vitest';
import { documentFields, Utf8Text } from '../../../src/sinks/table/document-fields.js';

/** `documentFields` with its byte texts decoded: what `JSON.parse` must give. */
function decoded(bytes: Buffer): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(documentFields(bytes)).map(([k, v]) => [k, v instanceof Utf8Text ? v.toString() : v]),
  );
}

describe('documentFields', () => {
  const docs: unknown[] = [
    {
      markdown: '# T\n\n"quoted" \\ back\tslash \u0000 nul \u00e9 \ud83d\ude00 \u2028',
      metadata: { title: 't', n: 1 },
    },
    { markdown: '', html: '<p a="1">x</p>', rawHtml: 'plain', links: ['a', { url: 'b' }], warning: null },
    { url: 'https://x.test/', error: 'boom', screenshot: 's', changeTracking: { changeStatus: 'new' } },
    { markdown: 'x'.repeat(5000) + '\n'.repeat(300) + 'é'.repeat(700) },
    { markdown: 42, html: null },
  ];
  it.each(docs.map((d) => [JSON.stringify(d).slice(0, 40), d]))('reads %s as JSON.parse does', (_, doc) => {
    const bytes = Buffer.from(JSON.stringify(doc));
    expect(decoded(bytes)).toEqual(JSON.parse(bytes.toString()));
  });

  it('keeps the large texts as bytes, and parses whole a document with other fields', () => {
    const fast = documentFields(Buffer.from(JSON.stringify({ markdown: 'a\\nb', metadata: {} })));
    expect(fast.markdown).toBeInstanceOf(Utf8Text);
    expect((fast.markdown as Utf8Text).bytes.toString()).toBe('a\\nb');
    const whole = documentFields(Buffer.from(JSON.stringify({ markdown: 'm', summary: 's' })));
    expect(whole).toEqual({ markdown: 'm', summary: 's' });
  });

  it('reads escaped key spellings and spacing as JSON.parse does', () => {
    const text = ' { "markdown" : "x\\u0041y" , "metadata":{"title":"\\u00e9"} } ';
    expect(decoded(Buffer.from(text))).toEqual(JSON.parse(text));
    const escapedKey = '{"mark\\u0064own":"z"}';
    expect(decoded(Buffer.from(escapedKey))).toEqual(JSON.parse(escapedKey));
  });
});
