import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderStatusPage, STATUS_PAGE_CHAR_LIMIT, selectPage } from '../../src/emulator/status-page.js';
import { type StoredDocument, storeJson } from '../../src/emulator/stored-document.js';

/** A stand-in document of a given character count (only `chars` matters to the cut). */
function sized(chars: number): StoredDocument {
  return { parts: [], chars, bytes: chars, sourceURL: 'https://site-1.test/' };
}

describe('selectPage', () => {
  it('covers every document once, in order, within limit and the 10 MiB cut (one oversize document alone)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 12 * 1024 * 1024 }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 120 }),
        (sizes, limit) => {
          const docs = sizes.map(sized);
          let skip = 0;
          while (skip < docs.length) {
            const count = selectPage(docs, skip, limit);
            expect(count).toBeGreaterThanOrEqual(1);
            expect(count).toBeLessThanOrEqual(limit);
            const chars = sizes.slice(skip, skip + count).reduce((a, b) => a + b, 0);
            if (count > 1) expect(chars).toBeLessThanOrEqual(STATUS_PAGE_CHAR_LIMIT);
            // The cut is as late as allowed: one more document would break a rule.
            if (skip + count < docs.length && count < limit) {
              expect(chars + sizes[skip + count]!).toBeGreaterThan(STATUS_PAGE_CHAR_LIMIT);
            }
            skip += count;
          }
          expect(selectPage(docs, docs.length, limit)).toBe(0);
        },
      ),
    );
  });
});

describe('renderStatusPage', () => {
  it('writes valid JSON whose data are the stored documents, byte for byte', () => {
    const texts = ['{"markdown":"a\\u00e9\\n"}', '{"markdown":"é ü","metadata":{"url":"https://x.test"}}'];
    const reply = renderStatusPage(
      {
        status: 'completed',
        completed: 2,
        total: 2,
        creditsUsed: 2,
        expiresAt: 0,
        createdAt: 0,
        completedAt: 1000,
        documents: texts.map((text) => storeJson(text, 'https://site-1.test/')),
      },
      { skip: 0, limit: undefined, resourceUrl: 'http://h/v2/crawl/x', now: 1000 },
    );
    const text = Buffer.concat(reply.chunks).toString('utf8');
    expect(text.endsWith(`"data":[${texts.join(',')}]}`)).toBe(true);
    const parsed = JSON.parse(text);
    expect(parsed).toMatchObject({ success: true, status: 'completed', duration: 1 });
    expect(parsed.next).toBeUndefined();
    expect(parsed.data).toEqual(texts.map((t) => JSON.parse(t)));
  });
});

describe('renderStatusPage past the end', () => {
  it('keeps the caller position in next while the job is still scraping', () => {
    const reply = renderStatusPage(
      {
        status: 'scraping',
        completed: 1,
        total: 5,
        creditsUsed: 1,
        expiresAt: 0,
        createdAt: 0,
        completedAt: undefined,
        documents: [storeJson('{"markdown":"a"}', 'https://site-1.test/')],
      },
      { skip: 4, limit: 2, resourceUrl: 'http://h/v2/batch/scrape/x', now: 10 },
    );
    const parsed = JSON.parse(Buffer.concat(reply.chunks).toString('utf8'));
    expect(parsed.data).toEqual([]);
    expect(parsed.next).toBe('http://h/v2/batch/scrape/x?skip=4&limit=2');
  });
});
