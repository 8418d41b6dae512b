import { describe, expect, it } from 'vitest';
import { readTrackedDocument } from '../../src/changes/tracked-document.js';

const doc = (extra: Record<string, unknown> = {}) =>
  Buffer.from(
    JSON.stringify({
      markdown: '# Title\n\n"quoted" é 😀 \u2028 text',
      links: ['https://a.test/x'],
      metadata: { sourceURL: 'https://a.test/x', url: 'https://a.test/x', statusCode: 200, scrapeId: 'one' },
      ...extra,
    }),
  );

describe('a document as the change tracker reads it', () => {
  it('reads URL, status and the service verdict from the bytes, and hashes the content, not the metadata', () => {
    const read = readTrackedDocument(
      doc({ changeTracking: { changeStatus: 'same', previousScrapeAt: null } }),
    );
    expect(read.url).toBe('https://a.test/x');
    expect(read.statusCode).toBe(200);
    expect(read.tracking).toEqual({ changeStatus: 'same', previousScrapeAt: null });
    const other = Buffer.from(doc().toString().replace('"scrapeId":"one"', '"scrapeId":"two"'));
    expect(readTrackedDocument(other).fingerprint).toBe(read.fingerprint);
    const edited = Buffer.from(doc().toString().replace('# Title', '# Title 2'));
    expect(readTrackedDocument(edited).fingerprint).not.toBe(read.fingerprint);
  });

  it('gives the same fingerprint whether the bytes are scanned or the document is parsed whole', () => {
    const scanned = readTrackedDocument(doc());
    // An unknown field sends the document down the parse path; the content fields are the same.
    const parsed = readTrackedDocument(doc({ custom: { a: 1 } }));
    expect(parsed.fingerprint).toBe(scanned.fingerprint);
    expect(readTrackedDocument(doc({ summary: 'new' })).fingerprint).not.toBe(scanned.fingerprint);
  });

  it('marks a document by replacing or adding changeTracking, keeping every other byte', () => {
    for (const bytes of [
      doc(),
      doc({ changeTracking: { changeStatus: 'changed', visibility: 'visible' } }),
      doc({ custom: 1 }),
    ]) {
      const marked = JSON.parse(
        readTrackedDocument(bytes).marked({ changeStatus: 'new', source: 'x' }).toString(),
      );
      const original = JSON.parse(bytes.toString());
      expect(marked).toEqual({
        ...original,
        changeTracking: { ...original.changeTracking, changeStatus: 'new', source: 'x' },
      });
    }
    expect(JSON.parse(readTrackedDocument(Buffer.from('{}')).marked({ a: 1 }).toString())).toEqual({
      changeTracking: { a: 1 },
    });
  });
});
