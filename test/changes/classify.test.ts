import { describe, expect, it } from 'vitest';
import { classify } from '../../src/changes/classify.js';
import type { TrackedDocument } from '../../src/changes/tracked-document.js';

const doc = (
  fingerprint: string,
  tracking?: TrackedDocument['tracking'],
  statusCode = 200,
): TrackedDocument => ({
  url: 'https://a.test/x',
  statusCode,
  tracking,
  fingerprint,
  marked: () => Buffer.from('{}'),
});
const known = { fingerprint: 'A', scrapedAt: '2026-11-24T00:00:00.000Z', removed: false };

describe('a verdict against the pipeline state', () => {
  it('takes the service verdict where it agrees with the state, and the state where they differ', () => {
    expect(classify(doc('B', { changeStatus: 'changed' }), known)).toMatchObject({
      status: 'changed',
      source: 'service',
    });
    expect(classify(doc('A', { changeStatus: 'same' }), known)).toMatchObject({
      status: 'same',
      source: 'service',
    });
    // A run that failed scraped the page since the destination last took it: the service says same.
    expect(classify(doc('B', { changeStatus: 'same' }), known)).toMatchObject({
      status: 'changed',
      source: 'fingerprint',
    });
    // The service lost its snapshot (another tag): it says new for a page the destination holds.
    expect(classify(doc('A', { changeStatus: 'new' }), known)).toMatchObject({
      status: 'same',
      source: 'fingerprint',
    });
    expect(classify(doc('B'), known)).toMatchObject({ status: 'changed', source: 'fingerprint' });
  });

  it('says new for a URL the state lacks or had removed, and removed once for a page that is gone', () => {
    expect(classify(doc('A', { changeStatus: 'same' }), undefined)).toMatchObject({
      status: 'new',
      previousScrapeAt: null,
    });
    expect(classify(doc('A'), { ...known, removed: true })).toMatchObject({ status: 'new' });
    expect(classify(doc('A', { changeStatus: 'removed' }, 404), known)).toMatchObject({
      status: 'removed',
      source: 'service',
    });
    expect(classify(doc('A', { changeStatus: 'removed' }, 404), { ...known, removed: true })).toMatchObject({
      status: 'same',
      source: 'fingerprint',
    });
    expect(classify(doc('A', undefined, 410), known).previousScrapeAt).toBe(known.scrapedAt);
  });

  it('says same, not removed, for a dead page the pipeline never saw alive', () => {
    expect(classify(doc('A', { changeStatus: 'removed' }, 404), undefined)).toMatchObject({
      status: 'same',
      source: 'fingerprint',
    });
    expect(classify(doc('A', undefined, 410), undefined)).toMatchObject({ status: 'same' });
  });
});
