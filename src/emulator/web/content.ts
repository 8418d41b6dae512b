import { hash32, Prng } from './prng.js';
import { isJsonSafe } from './text-pieces.js';
import type { SyntheticPage } from './types.js';
import { FILLER_WORDS, TOPIC_WORDS } from './words.js';

/** Paragraphs of body text per language, generated once per web and shared by every page. */
export type ChunkPool = ReadonlyMap<string, readonly string[]>;

const CHUNKS_PER_LANGUAGE = 48;

/**
 * Generates the paragraph pool. Page bodies are sequences of these paragraphs, so a multi-megabyte page
 * costs a join of existing strings, never a character loop.
 */
export function buildChunkPool(seed: number): ChunkPool {
  const pool = new Map<string, string[]>();
  for (const [language, words] of Object.entries(FILLER_WORDS)) {
    const chunks: string[] = [];
    for (let k = 0; k < CHUNKS_PER_LANGUAGE; k++) {
      const rng = new Prng(hash32(seed, 'chunk', language, k));
      const target = rng.int(300, 1500);
      const sentences: string[] = [];
      let length = 0;
      while (length < target) {
        const count = rng.int(6, 16);
        const sentence: string[] = [];
        for (let w = 0; w < count; w++)
          sentence.push(rng.chance(0.12) ? rng.pick(TOPIC_WORDS) : rng.pick(words));
        const first = sentence[0] ?? '';
        sentence[0] = first.charAt(0).toUpperCase() + first.slice(1);
        const text = `${sentence.join(' ')}${rng.chance(0.15) ? ',' : '.'}`.replace(/,$/, '.');
        sentences.push(text);
        length += text.length + 1;
      }
      const chunk = sentences.join(' ');
      // Rendering writes chunks into JSON unescaped (see text-pieces.ts); a word list change must not break that.
      if (!isJsonSafe(chunk)) throw new Error(`body text of ${language} needs JSON escaping`);
      chunks.push(chunk);
    }
    pool.set(language, chunks);
  }
  return pool;
}

/** A page body in both markups. */
export interface Body {
  /** Markdown blocks, to be joined with a blank line. */
  markdown: string[];
  /** HTML blocks, to be joined with a newline. */
  html: string[];
}

/**
 * The body of a page: paragraphs from the pool with a heading every few blocks, cut so that the markdown
 * blocks joined with `\n\n` have exactly `chars` characters (none for `chars` ≤ 0).
 */
export function buildBody(page: SyntheticPage, pool: ChunkPool, chars: number): Body {
  const chunks = pool.get(page.language) ?? pool.get('en') ?? [];
  const rng = new Prng(page.bodySeed);
  const markdown: string[] = [];
  const html: string[] = [];
  let remaining = chars;
  let blocks = 0;
  while (chunks.length > 0 && remaining > (blocks > 0 ? 2 : 0)) {
    const separator = blocks > 0 ? 2 : 0;
    const heading = blocks % 7 === 3 ? `${rng.pick(TOPIC_WORDS)} ${rng.pick(TOPIC_WORDS)}` : undefined;
    let md: string;
    let markup: string;
    const after = heading === undefined ? -1 : remaining - separator - heading.length - 3;
    if (heading !== undefined && (after === 0 || after > 2)) {
      md = `## ${heading}`;
      markup = `<h2>${heading}</h2>`;
    } else {
      // The last paragraph is cut to land on the exact size; cut text is still plain text, so html matches.
      let text = rng.pick(chunks).slice(0, remaining - separator);
      // A remainder of 1 or 2 could not hold a separator and a character: widen this paragraph instead.
      const left = remaining - separator - text.length;
      if (left > 0 && left <= 2) text += '.'.repeat(left);
      md = text;
      markup = `<p>${text}</p>`;
    }
    markdown.push(md);
    html.push(markup);
    remaining -= md.length + separator;
    blocks++;
  }
  return { markdown, html };
}
