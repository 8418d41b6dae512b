import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { renderCompletedCrawl } from '../../src/emulator/completed-crawl.js';
import { readStoredDocument } from '../../src/emulator/stored-document.js';

/** The SHA-256 of a completed crawl's stored documents, in order. */
function digest(text: 'ascii' | 'web'): string {
  const hash = createHash('sha256');
  const documents = renderCompletedCrawl({ pages: 4, sizes: [0, 17, 5000, 300_001], text, seed: 11 }, 1);
  for (const document of documents) for (const part of document.parts) hash.update(part);
  return hash.digest('hex');
}

describe('renderCompletedCrawl', () => {
  it('writes markdown of exactly the size asked for, never ending in half a character', () => {
    for (const text of ['ascii', 'web'] as const) {
      const sizes = Array.from({ length: 400 }, (_, i) => i * 13);
      const documents = renderCompletedCrawl({ pages: sizes.length, sizes, text, seed: 3 }, 1);
      documents.forEach((stored, i) => {
        const markdown = readStoredDocument(stored).markdown as string;
        expect(markdown.length).toBe(sizes[i]);
        expect(markdown).not.toMatch(/[\ud800-\udbff]$/);
        expect(stored.chars).toBe(JSON.stringify(readStoredDocument(stored)).length);
      });
    }
  });

  it('writes the same text for a seed as before (benchmarks compare runs of different commits)', () => {
    expect(digest('ascii')).toBe('d92104f701653caa99ad126f00d4fca0d5c027dbd6a4d9897e705c53cf26d3ba');
    expect(digest('web')).toBe('9af9518f81c2d5705baf5de26dc6af69d63987bfc22a90ad41aaee955960b432');
  });
});
