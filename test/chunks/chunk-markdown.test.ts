/**
 * Markdown into chunks: never over the limit, counts equal to the tokenizer's, headings first, code blocks
 * and tables whole when they fit, overlap in whole sentences, and nothing of the page left out.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { chunkMarkdown } from '../../src/chunks/chunk-markdown.js';
import { type TokenCounter, tokenCounter } from '../../src/chunks/token-counter.js';

let counter: TokenCounter;
beforeAll(async () => {
  counter = await tokenCounter();
});

const sentence = (seed: number, words = 12) =>
  `${Array.from({ length: words }, (_, i) => ['alpha', 'beta', 'gamma', 'delta', 'crawl', 'stream', 'vector'][(seed * 7 + i * 3) % 7]).join(' ')}.`.replace(
    /^./,
    (c) => c.toUpperCase(),
  );
const paragraph = (seed: number, sentences: number) =>
  Array.from({ length: sentences }, (_, i) => sentence(seed + i, 8 + ((seed + i) % 9))).join(' ');

describe('chunkMarkdown', () => {
  it('keeps every chunk within the limit, with the count the tokenizer gives its text', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.nat(40).map((n) => paragraph(n, 1 + (n % 12))),
            fc.nat(3).map((n) => `${'#'.repeat(n + 1)} Heading ${n}`),
            fc
              .nat(30)
              .map(
                (n) =>
                  `\`\`\`ts\n${Array.from({ length: n + 1 }, (_, i) => `const x${i} = ${i};`).join('\n')}\n\`\`\``,
              ),
            fc
              .nat(30)
              .map(
                (n) =>
                  `| a | b |\n|---|---|\n${Array.from({ length: n + 1 }, (_, i) => `| ${i} | ${sentence(i, 4)} |`).join('\n')}`,
              ),
            fc.nat(20).map((n) => Array.from({ length: n + 1 }, (_, i) => `- ${sentence(i, 5)}`).join('\n')),
            fc.constant('x'.repeat(700)),
          ),
          { maxLength: 30 },
        ),
        fc.integer({ min: 16, max: 300 }),
        fc.integer({ min: 0, max: 40 }),
        (blocks, maxTokens, overlapTokens) => {
          const markdown = blocks.join('\n\n');
          const chunks = chunkMarkdown(markdown, counter, { maxTokens, overlapTokens });
          for (const [i, chunk] of chunks.entries()) {
            expect(chunk.index).toBe(i);
            expect(chunk.tokens).toBe(counter.count(chunk.text));
            expect(chunk.tokens).toBeLessThanOrEqual(maxTokens);
            expect(chunk.text.trim()).not.toBe('');
          }
          // Nothing is left out: every word is in the chunks (a word cut between two is whole when they are glued).
          const glued = chunks.map((c) => c.text).join('');
          for (const block of blocks) for (const word of block.split(/\s+/)) expect(glued).toContain(word);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('cuts at headings first and gives each chunk its heading path', () => {
    const markdown = [
      '# Guide',
      paragraph(1, 2),
      '## Install',
      '### Linux',
      paragraph(2, 2),
      '## Use',
      paragraph(3, 2),
    ].join('\n\n');
    const chunks = chunkMarkdown(markdown, counter, { maxTokens: 512 });
    expect(chunks.map((c) => c.heading)).toEqual(['Guide', 'Guide > Install > Linux', 'Guide > Use']);
    expect(chunks[1]?.text.startsWith('## Install\n\n### Linux\n\n')).toBe(true);
    expect(chunks[2]?.text.startsWith('## Use')).toBe(true);
  });

  it('keeps a code block or table whole when it fits, and cuts one that does not at its lines', () => {
    const code = `\`\`\`js\n${Array.from({ length: 40 }, (_, i) => `let v${i} = ${i} + ${i};`).join('\n')}\n\`\`\``;
    const codeTokens = counter.count(code);
    const markdown = [paragraph(5, 6), code, paragraph(9, 6)].join('\n\n');
    const chunks = chunkMarkdown(markdown, counter, { maxTokens: codeTokens + 5, overlapTokens: 0 });
    expect(chunks.some((c) => c.text === code)).toBe(true);
    const small = chunkMarkdown(code, counter, { maxTokens: 60, overlapTokens: 0 });
    expect(small.length).toBeGreaterThan(1);
    for (const c of small)
      expect(c.text.split('\n').every((line) => code.split('\n').includes(line))).toBe(true);
  });

  it('repeats whole sentences of the chunk before, up to the overlap', () => {
    const markdown = paragraph(1, 40);
    const chunks = chunkMarkdown(markdown, counter, { maxTokens: 100, overlapTokens: 30 });
    expect(chunks.length).toBeGreaterThan(3);
    for (let i = 1; i < chunks.length; i++) {
      const previous = chunks[i - 1]?.text as string;
      const current = chunks[i]?.text as string;
      let shared = '';
      for (let n = Math.min(previous.length, current.length); n > 0; n--) {
        if (previous.endsWith(current.slice(0, n).trimStart())) {
          shared = current.slice(0, n).trim();
          break;
        }
      }
      expect(shared).toMatch(/\.$/);
      expect(counter.count(shared)).toBeLessThanOrEqual(30);
      expect(previous.length - previous.lastIndexOf(shared)).toBe(shared.length);
    }
    const none = chunkMarkdown(markdown, counter, { maxTokens: 100, overlapTokens: 0 });
    expect(none.map((c) => c.text).join(' ').length).toBeLessThan(markdown.length + none.length);
  });

  it('gives nothing for blank text and one chunk for a short page', () => {
    expect(chunkMarkdown('', counter)).toEqual([]);
    expect(chunkMarkdown('\n\n  \n', counter)).toEqual([]);
    expect(chunkMarkdown('Hello there.', counter)).toEqual([
      { index: 0, text: 'Hello there.', heading: '', tokens: 3 },
    ]);
  });
});
